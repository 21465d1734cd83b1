extension Translations {
    static let englishCommandLine: [String: String] = [
        // BuildOptions.swift
        "--diagnostics debe ser console o github.": "--diagnostics must be console or github.",
        "--language debe ser es o en.": "--language must be es or en.",
        "--diagrams debe ser svg, client o source.": "--diagrams must be svg, client or source.",
        "Usa solo una de --catalog-url, --catalog-file y --no-catalog (o catalog_url, catalog_file y catalog: false).": "Use only one of --catalog-url, --catalog-file and --no-catalog (or catalog_url, catalog_file and catalog: false).",
        "--catalog-url debe ser una URL http(s), p. ej. https://api.example.com.": "--catalog-url must be an http(s) URL, e.g. https://api.example.com.",
        "--catalog-timeout debe estar entre 0 y 3600 segundos.": "--catalog-timeout must be between 0 and 3600 seconds.",
        "--catalog-max-bytes debe ser mayor que 0.": "--catalog-max-bytes must be greater than 0.",
        "--catalog-page-size debe ser 1 o más.": "--catalog-page-size must be 1 or more.",
        "--check-code-timeout debe estar entre 0 y 86400 segundos.": "--check-code-timeout must be between 0 and 86400 seconds.",
        "--pdf-timeout debe estar entre 0 y 86400 segundos.": "--pdf-timeout must be between 0 and 86400 seconds.",
        "--pdf imprime imprimir.html: no se puede usar con --no-print (ni con print: false).": "--pdf prints imprimir.html: it cannot be used with --no-print (nor with print: false).",
        "--site-url debe ser una URL http(s) completa, p. ej. https://usuario.github.io/curso/.": "--site-url must be a full http(s) URL, e.g. https://user.github.io/course/.",
        "--base-url (%@) no coincide con la ruta de --site-url (%@); basta con --site-url.": "--base-url (%@) does not match the path of --site-url (%@); --site-url alone is enough.",
        "templates en %@": "templates in %@",
        "public en %@": "public in %@",
        "%@: no existe la carpeta '%@'. Créala con los archivos del tema que quieras cambiar (build-site theme los escribe en Templates/ y Public/), o quita la opción para usar el tema integrado.": "%@: the folder '%@' does not exist. Create it with the theme files you want to change (build-site theme writes them to Templates/ and Public/), or remove the option to use the built-in theme.",
        // ConfigFile.swift
        "no se puede leer (%@)": "it cannot be read (%@)",
        "usa anclas o alias de YAML (& o *), que la configuración no admite": "it uses YAML anchors or aliases (& or *), which the configuration does not allow",
        "la clave '%@' aparece dos veces": "the key '%@' appears twice",
        "no es YAML válido": "it is not valid YAML",
        "debe ser una lista de claves y valores (clave: valor)": "it must be a list of keys and values (key: value)",
        "un texto": "text",
        "una ruta (relativa a la carpeta de course-site.yml)": "a path (relative to the folder of course-site.yml)",
        "una ruta o una lista de rutas": "a path or a list of paths",
        "true o false": "true or false",
        "un número entero": "a whole number",
        "un número": "a number",
        // ConsoleReporter.swift
        "→ %@: omitido, %@": "→ %@: skipped, %@",
        "✔ Sitio generado en %@/: %@, %@ s": "✔ Site built in %@/: %@, %@ s",
        "1 roto": "1 broken",
        "%@ rotos": "%@ broken",
        "  trazabilidad: %@/%@ tests encontrados · enlaces: %@": "  traceability: %@/%@ tests found · links: %@",
        "  código: %@": "  code: %@",
        // ThemeCopy.swift
        "es un archivo, no una carpeta": "it is a file, not a folder",
        // ThemeCopyError.swift
        "%@ ya tiene archivos del tema (%@): theme no escribe sobre ellos. Muévelos o bórralos, o indica otra carpeta: build-site theme otra-carpeta": "%@ already has theme files (%@): theme does not write over them. Move or delete them, or choose another folder: build-site theme other-folder",
        "no se pudo escribir el tema en %@: %@": "could not write the theme to %@: %@",
        // Serve.swift
        "No se pudo ejecutar %@: %@": "Could not run %@: %@",
        // Rebuilder.swift
        "página reescrita": "page rewritten",
        "páginas reescritas": "pages rewritten",
        "  (el índice de búsqueda se actualizará en la próxima regeneración completa)": "  (the search index will be updated at the next full rebuild)",
        "No se pueden vigilar los cambios al instante (%@); se comprueban cada 400 ms.": "Changes cannot be watched instantly (%@); checking every 400 ms.",
        "Se dejaron de vigilar los cambios al instante; se comprueban cada 400 ms.": "Instant watching of changes stopped; checking every 400 ms.",
        // ServeSite.swift
        "--port debe estar entre 0 y 65535.": "--port must be between 0 and 65535.",
        "\n  Sirviendo en http://%@:%@%@  (Ctrl-C para terminar)\n": "\n  Serving at http://%@:%@%@  (Ctrl-C to stop)\n",
        // StarterCourse.swift
        "la carpeta %@ no está vacía (%@): init no escribe sobre un curso. Indica una carpeta nueva o vacía: build-site init mi-curso": "the folder %@ is not empty (%@): init does not write over a course. Choose a new or empty folder: build-site init my-course",
        "no se pudo escribir el curso: %@": "the course could not be written: %@",
        "%@ y %@ más": "%@ and %@ more",
        // ConfigFile.swift
        "una de estas palabras: %@": "one of these words: %@",
        "la clave '%@' no existe. ¿Querías decir '%@'? Claves válidas: %@": "the key '%@' does not exist. Did you mean '%@'? Valid keys: %@",
        "la clave '%@' no existe. Claves válidas: %@": "the key '%@' does not exist. Valid keys: %@",
        // Init.swift, Theme.swift
        "la carpeta actual": "the current folder",
        "✔ Curso creado en %@: %@ archivos.\n  %@\n\nGenera el sitio:   %@build-site\nMíralo al escribir: %@serve-site": "✔ Course created in %@: %@ files.\n  %@\n\nBuild the site:       %@build-site\nPreview as you write: %@serve-site",
        "✔ Tema escrito en %@: %@ archivos.\n  Edita los que quieras cambiar y borra los demás; los que falten salen del tema integrado.": "✔ Theme written to %@: %@ files.\n  Edit the ones you want to change and delete the rest; any that are missing come from the built-in theme.",
        // Serve.swift
        "no hay un serve-site junto a build-site (%@). En el repositorio de course-site, ejecuta la vista previa con swift run serve-site (la primera vez compila el servidor, unos 3 minutos); instalado, copia serve-site a la misma carpeta que build-site.": "there is no serve-site next to build-site (%@). In the course-site repository, run the preview with swift run serve-site (the first time, it compiles the server, about 3 minutes); once installed, copy serve-site into the same folder as build-site.",
        // Rebuilder.swift
        "↻ %@: %@ en %@ s (recarga a los %@ s; informes y mapa del código, %@ s)": "↻ %@: %@ in %@ s (reloaded at %@ s; reports and code map, %@ s)",
        "↻ %@: %@ en %@ s (recarga a los %@ s)": "↻ %@: %@ in %@ s (reloaded at %@ s)",
        // ConfigFile.swift
        "'%@' debe ser %@": "'%@' must be %@",
        // Rebuilder.swift
        "\n↻ %@: regenerando todo": "\n↻ %@: rebuilding everything",
    ]
}
