extension Translations {
    static let englishCatalog: [String: String] = [
        // PriceError.swift
        "el precio es negativo": "the price is negative",
        "la moneda '%@' no es un código ISO de tres letras": "the currency '%@' is not a three-letter ISO code",
        // ProductError.swift
        "el id está vacío": "the id is empty",
        "el nombre está vacío": "the name is empty",
        // LocalProductRepository.swift
        "el archivo ocupa más de %@ (el límite: --catalog-max-bytes)": "the file is larger than %@ (the limit: --catalog-max-bytes)",
        "no se puede leer el archivo (%@)": "cannot read the file (%@)",
        // ProductsMapper.swift
        "el JSON no tiene el formato del catálogo (%@)": "the JSON is not in the catalog's format (%@)",
        "los productos %@ y %@ tienen el mismo id '%@'; cada producto necesita el suyo": "products %@ and %@ have the same id '%@'; each product needs its own",
        "image_url '%@' no es una URL http(s) ni una ruta del sitio": "image_url '%@' is neither an http(s) URL nor a path on the site",
        "falta la clave '%@'": "the key '%@' is missing",
        "tipo inesperado en '%@'": "unexpected type at '%@'",
        "valor no válido en '%@'": "invalid value at '%@'",
        "un número es demasiado grande para un importe": "a number is too large for an amount",
        "no es JSON válido": "it is not valid JSON",
        // RemoteProductRepository.swift
        "la respuesta ocupa más de %@ (el límite: --catalog-max-bytes)": "the response is larger than %@ (the limit: --catalog-max-bytes)",
        "la respuesta viene comprimida (Content-Encoding: %@) aunque se pidió sin comprimir": "the response is compressed (Content-Encoding: %@) though it was asked for uncompressed",
        "la respuesta no terminó de llegar en %@ s (--catalog-timeout)": "the response did not arrive in full within %@ s (--catalog-timeout)",
        "sin respuesta (%@)": "no response (%@)",
        "el servidor respondió HTTP %@": "the server responded with HTTP %@",
        // ProductsMapper.swift
        "producto %@ (id '%@'): %@": "product %@ (id '%@'): %@",
    ]
}
