extension Translations {
    static let englishLessons: [String: String] = [
        // CheckLinksUseCase.swift
        "el ancla '#%@' no es ningún encabezado de esta lección": "the anchor '#%@' matches no heading in this lesson",
        "el enlace '%@' sale de la carpeta de contenido": "the link '%@' points outside the content folder",
        "la imagen '%@' sale de la carpeta del curso y no se publica": "the image '%@' points outside the course folder and is not published",
        "enlace a una lección que no existe: '%@' (se buscó %@)": "link to a lesson that does not exist: '%@' (looked for %@)",
        "%@. ¿Quisiste decir %@?": "%@. Did you mean %@?",
        "el ancla '#%@' no es ningún encabezado de %@": "the anchor '#%@' matches no heading in %@",
        "enlace a un archivo que no existe: '%@' (se buscó %@)": "link to a file that does not exist: '%@' (looked for %@)",
        // TraceTestsUseCase.swift
        "el test '%@' del escenario «%@» no está definido en ningún bloque de Swift ni en las carpetas de tests": "the test '%@' of the scenario «%@» is not defined in any Swift block or tests folder",
        // LessonsError.swift
        "no existe la carpeta de contenido '%@'. Crea la carpeta con tus lecciones .md.": "the content folder '%@' does not exist. Create it with your .md lessons.",
        "no existe la carpeta de contenido '%@', pero sí '%@': las mayúsculas cuentan. Cambia su nombre.": "the content folder '%@' does not exist, but '%@' does: letter case matters. Rename it.",
        "la carpeta de contenido '%@' no tiene lecciones (.md), así que el sitio anterior queda como estaba. Escribe una lección.": "the content folder '%@' has no lessons (.md), so the previous site is left as it was. Write a lesson.",
        "no se puede leer (%@).": "it cannot be read (%@).",
        "el archivo no está en UTF-8. Guárdalo con codificación UTF-8.": "the file is not UTF-8. Save it with UTF-8 encoding.",
        "front matter no válido: %@. Revisa el YAML entre las líneas '---' del principio (claves que lee: title, order, description, section).": "invalid front matter: %@. Check the YAML between the '---' lines at the top (keys it reads: title, order, description, section).",
        "%@. Simplifica esa parte o divide la lección en otras más pequeñas.": "%@. Simplify that part or split the lesson into smaller ones.",
        "no existe la carpeta de tests '%@'.": "the tests folder '%@' does not exist.",
        "esta lección y %@ escribirían la misma página (%@) y una se perdería. Cambia el nombre de una de las dos.": "this lesson and %@ would write the same page (%@) and one would be lost. Rename one of them.",
        // MarkdownLimits.swift
        "el párrafo tiene más de %@ corchetes '['": "the paragraph has more than %@ '[' brackets",
        "la tabla tiene %@ columnas (como máximo %@)": "the table has %@ columns (at most %@)",
        "la tabla tendría más de %@ celdas (%@ columnas por fila)": "the table would have more than %@ cells (%@ columns per row)",
        "las tablas de la lección tendrían más de %@ celdas": "the lesson's tables would have more than %@ cells",
        "el bloque está dentro de %@ citas o listas anidadas (como máximo %@)": "the block is inside %@ nested quotes or lists (at most %@)",
        "el párrafo tiene más de %@ signos de formato (* _ ` [ ] < ! & ~ : @)": "the paragraph has more than %@ formatting marks (* _ ` [ ] < ! & ~ : @)",
        "el párrafo tiene más de %@ arrobas '@'": "the paragraph has more than %@ '@' signs",
        // ReadLessonUseCase.swift
        "cmark-gfm no terminó de leerla en %@": "cmark-gfm did not finish reading it within %@",
        // CommandDiagramRenderer.swift
        "terminado por una señal": "terminated by a signal",
        // FileSystemLessonSource.swift
        "ocupa más de %@ MB": "it is larger than %@ MB",
        // SVGSafety.swift
        "el SVG declara un tipo de documento (<!DOCTYPE), que no se publica": "the SVG declares a document type (<!DOCTYPE), which is not published",
        "el SVG contiene %@, que no se publica": "the SVG contains %@, which is not published",
        "el SVG contiene un atributo de evento (on…=), que no se publica": "the SVG contains an event attribute (on…=), which is not published",
        // YamsFrontMatterParser.swift
        "ocupa más de %@ KB": "it is larger than %@ KB",
        "no se admiten anclas (&) ni alias (*); escribe el valor entre comillas": "anchors (&) and aliases (*) are not allowed; put the value in quotes",
        "se esperaban claves 'clave: valor'": "expected keys as 'key: value'",
        "'order' debe ser un número entero": "'order' must be a whole number",
        "'%@' debe ser un texto": "'%@' must be text",
        // LessonBodyRenderer.swift
        "el diagrama no se pudo dibujar, se muestra su código: %@": "the diagram could not be drawn, so its code is shown: %@",
        // CommandDiagramRenderer.swift
        "%@: sin SVG (%@)": "%@: no SVG (%@)",
        // CommandDiagramRenderer.swift
        "estado %@": "status %@",
    ]
}
