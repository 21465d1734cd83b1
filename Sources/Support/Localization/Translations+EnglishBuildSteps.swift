extension Translations {
    static let englishBuildSteps: [String: String] = [
        // PendingSiteFiles.swift
        "una reescritura no copia archivos": "a rewrite does not copy files",
        "una reescritura no guarda nada aparte": "a rewrite keeps nothing aside",
        // PreviewRebuildPlan.swift
        "no se sabe qué archivos cambiaron": "it is not known which files changed",
        "hubo un commit: las fechas de las lecciones pueden cambiar": "a commit was made: the lessons' dates may change",
        "cambió la carpeta de contenido": "the content folder changed",
        "cambió %@": "%@ changed",
        "%@ es la portada del curso": "%@ is the course's home page",
        "se borró %@": "%@ was deleted",
        "%@ no es una lección que ya existía": "%@ is not a lesson that already existed",
        "el PDF (--pdf) se imprime de nuevo con cada cambio": "the PDF (--pdf) is printed again on every change",
        "cambió el título, la descripción, el orden o la sección de %@": "the title, description, order or section of %@ changed",
        "%@ tiene avisos": "%@ has warnings",
        "%@ empezó o dejó de tener diagramas para el navegador": "%@ started or stopped having diagrams for the browser",
        "cambiaron los encabezados, enlaces, tablas o bloques Swift de %@": "the headings, links, tables or Swift blocks of %@ changed",
        "la comprobación del código (--check-code) cita las líneas de los bloques Swift de %@": "the code check (--check-code) cites the lines of the Swift blocks of %@",
        // RewriteLessonPages.swift
        "Reescribir lecciones": "Rewrite lessons",
        "el índice del curso": "the course index",
        "el sitio": "the site",
        "las plantillas": "the templates",
        "no se pueden comprobar de nuevo los enlaces de %@": "the links of %@ cannot be checked again",
        "%@ también cambió": "%@ changed too",
        "%@ es también un archivo del curso": "%@ is also a file of the course",
        "el código del curso cambió más que sus líneas": "the course's code changed more than its lines",
        "%@ no se pudo leer": "%@ could not be read",
        // SiteBuildContext.swift
        "el paso «%@» necesita %@, que ningún paso anterior preparó": "the step «%@» needs %@, which no earlier step prepared",
        // AssembleCodeStep.swift
        "Seguir el código del curso": "Follow the course's code",
        "ningún bloque de Swift nombra su archivo": "no Swift block names its file",
        "%@ en %@": "%@ in %@",
        // CheckCodeStep.swift
        "Comprobar el código": "Check the code",
        "el código del curso se compila y se prueba sin aislar: %@. Sus pruebas pueden leer y escribir lo que tú puedes y usar la red; compruébalo así solo si el curso es de confianza.": "the course's code is built and tested unconfined: %@. Its tests can read and write whatever you can and use the network; check it this way only if you trust the course.",
        // CheckStepsStep.swift
        "Comprobar los pasos del TDD": "Check the TDD steps",
        "sin --check-steps": "without --check-steps",
        "no se comprobaron los pasos del curso: %@.": "the course's steps were not checked: %@.",
        "paso %@/%@ · %@:%@ · %@ · %@": "step %@/%@ · %@:%@ · %@ · %@",
        "pasos: %@ de %@ como dice la lección": "steps: %@ of %@ as the lesson says",
        "el código no compila tras este bloque: %@%@": "the code does not compile after this block: %@%@",
        "1 no compila": "1 does not compile",
        "tras este paso, no pasa: %@": "after this step, this does not pass: %@",
        "%@ no compilan": "%@ do not compile",
        "1 rojo que ya pasa (la lección lo dice)": "1 red that passes already (the lesson says so)",
        "%@ rojos que ya pasan (la lección lo dice)": "%@ reds that pass already (the lesson says so)",
        "el test rojo ya pasa antes del código que debía hacerlo pasar (si es a propósito, di que pasa, o escribe expect=pass)": "the red test already passes before the code meant to make it pass (if that is on purpose, say it passes, or write expect=pass)",
        "la lección dice que el test rojo no compila, pero compila y falla": "the lesson says the red test does not compile, but it compiles and fails",
        "la lección dice que el test pasa, pero %@": "the lesson says the test passes, but %@",
        "tras este paso, algún test falla o no compila": "after this step, some test fails or does not compile",
        "rojo": "red",
        "verde": "green",
        "refactor": "refactor",
        "código": "code",
        "falla": "fails",
        "pasa": "passes",
        "sin comprobar": "not checked",
        "%@: %@": "%@: %@",
        "sin --check-code": "without --check-code",
        "no se comprobó el código del curso: %@. El sitio se publica sin esa comprobación.": "the course's code was not checked: %@. The site is published without that check.",
        "archivo": "file",
        "archivos": "files",
        "ningún bloque cambió desde la última comprobación: se usan sus resultados": "no block changed since the last check: reusing its results",
        "compilado en %@": "compiled in %@",
        "tests ejecutados en %@: %@ pasan, %@ fallan": "tests run in %@: %@ pass, %@ fail",
        // CheckLinksStep.swift
        "Comprobar enlaces y trazabilidad": "Check links and traceability",
        "1 enlace roto": "1 broken link",
        "%@ enlaces rotos": "%@ broken links",
        "%@, %@/%@ tests encontrados": "%@, %@/%@ tests found",
        // ChooseDiagramsStep.swift
        "Elegir cómo se dibujan los diagramas": "Choose how diagrams are drawn",
        "los dibuja el navegador (--diagrams client)": "drawn by the browser (--diagrams client)",
        "se muestra su código (--diagrams source)": "their code is shown (--diagrams source)",
        "los dibuja el navegador (para SVG al generar: pip install mmdr)": "drawn by the browser (for SVG at build time: pip install mmdr)",
        "SVG con %@ (caché en %@)": "SVG with %@ (cache in %@)",
        "no se encuentra el dibujante de diagramas '%@'. Instálalo (pip install mmdr) o usa --diagrams client.": "the diagram renderer '%@' was not found. Install it (pip install mmdr) or use --diagrams client.",
        "--diagrams svg necesita mmdr o mermaidx: pip install mmdr (o usa --diagrams client).": "--diagrams svg needs mmdr or mermaidx: pip install mmdr (or use --diagrams client).",
        // LinkSkipped.swift
        "es un enlace simbólico y no se usa: el sitio no toma nada de fuera de sus carpetas. Copia el archivo en su lugar.": "is a symbolic link and is not used: the site takes nothing from outside its folders. Copy the file in its place.",
        // CopyAssetsStep.swift
        "Copiar los recursos": "Copy the assets",
        "la carpeta de salida": "the output folder",
        "recurso": "asset",
        "recursos": "assets",
        // GeneratedFileClash.swift
        "el sitio genera su propio %@ (inicio, 404, catálogo, código, informes, diagramas o la página para imprimir), que sustituiría a este archivo. Cámbialo de nombre o quítalo.": "the site generates its own %@ (home, 404, catalog, code, reports, diagrams or the print page), which would replace this file. Rename it or remove it.",
        // DrawingClash.swift
        "un diagrama de esta lección y otro distinto de %@ tendrían el mismo archivo, %@. Cambia el código de uno de los dos (un comentario de mermaid basta).": "a diagram of this lesson and a different one of %@ would have the same file, %@. Change the code of one of them (a mermaid comment will do).",
        // IndexSearchStep.swift
        "Indexar para la búsqueda": "Index for search",
        "página indexada": "page indexed",
        "páginas indexadas": "pages indexed",
        "índice creado": "index created",
        "%@ con %@": "%@ with %@",
        "%@ La búsqueda no funcionará en este sitio.": "%@ Search will not work on this site.",
        "falló %@": "%@ failed",
        // LoadCatalogStep.swift
        "Cargar el catálogo": "Load the catalog",
        "no hay catálogo": "no catalog",
        "sin productos": "no products",
        "su estado de error (--allow-catalog-error)": "its error state (--allow-catalog-error)",
        // LoadTemplatesStep.swift
        "Cargar las plantillas": "Load the templates",
        // PDFNotPrinted.swift
        "no se pudo imprimir %@ en %@: %@. El sitio anterior queda como estaba.": "could not print %@ to %@: %@. The previous site is left as it was.",
        // PageClash.swift
        "esta lección escribiría la página %@, que el sitio ya genera (inicio, 404, catálogo, código, informes o la página para imprimir). Cambia el nombre de la lección.": "this lesson would write the page %@, which the site already generates (home, 404, catalog, code, reports or the print page). Rename the lesson.",
        // PlanPagesStep.swift
        "Planificar las páginas": "Plan the pages",
        "página": "page",
        "páginas": "pages",
        // PrepareOutputStep.swift
        "Preparar la salida": "Prepare the output",
        "en una carpeta junto a %@/": "in a folder next to %@/",
        // PrintPDFStep.swift
        "Imprimir el PDF": "Print the PDF",
        "sin --pdf": "without --pdf",
        "no se creó %@: %@. El sitio se publica sin el PDF.": "%@ was not created: %@. The site is published without the PDF.",
        "sin página para imprimir (--no-print)": "no print page (--no-print)",
        // PublishStep.swift
        "Publicar": "Publish",
        "en %@/": "to %@/",
        // ReadLessonDatesStep.swift
        "Leer las fechas de las lecciones": "Read the lesson dates",
        "las lecciones no están en un repositorio git": "the lessons are not in a git repository",
        "%@ de %@, de git": "%@ of %@, from git",
        // ReadLessonsStep.swift
        "Leer las lecciones": "Read the lessons",
        "sección": "section",
        // WriteCatalogPagesStep.swift
        "Escribir el catálogo": "Write the catalog",
        // WriteCodeMapStep.swift
        "Escribir el mapa del código": "Write the code map",
        // WriteLessonPagesStep.swift
        "Escribir las lecciones": "Write the lessons",
        "el borrador de la lección en la carpeta temporal no se puede leer; vuelve a construir el sitio": "the lesson's draft in the temporary folder cannot be read; build the site again",
        "%@ e %@": "%@ and %@",
        // WriteReportsStep.swift
        "Escribir los informes": "Write the reports",
        "la trazabilidad": "the traceability",
        "el informe de enlaces": "the link report",
        "trazabilidad y enlaces, en HTML y JSON; código, en JSON": "traceability and links, in HTML and JSON; code, in JSON",
        "trazabilidad y enlaces, en HTML y JSON; código y pasos, en JSON": "traceability and links, in HTML and JSON; code and steps, in JSON",
        // WriteSitemapStep.swift
        "Escribir el sitemap": "Write the sitemap",
        "sin --site-url": "without --site-url",
        "los del propio curso": "the course's own",
        // WriteSitemapStep.swift
        "%@ y %@": "%@ and %@",
        // ReadLessonsStep.swift, ReadLessonDatesStep.swift
        "lección": "lesson",
        "lecciones": "lessons",
        // CheckCodeStep.swift
        "%@ al paquete (%@ solo en plataformas Apple)": "%@ into the package (%@ only on Apple platforms)",
        "%@ al paquete": "%@ into the package",
        "compilando %@ (pasada %@, sin lo que no compiló)": "compiling %@ (pass %@, without what did not compile)",
        "compilado en %@: %@ con errores": "compiled in %@: %@ with errors",
        // LoadCatalogStep.swift
        "%@ de %@": "%@ from %@",
        "no se pudo cargar el catálogo: %@. Corrige los productos, usa --allow-catalog-error para publicar el estado de error, o --no-catalog para omitir el catálogo. El sitio anterior queda como estaba.": "the catalog could not be loaded: %@. Fix the products, use --allow-catalog-error to publish the error state, or --no-catalog to leave the catalog out. The previous site is left as it was.",
        // AssembleCodeStep.swift
        "versión": "version",
        "versiones": "versions",
        // CheckCodeStep.swift
        "compilando %@": "compiling %@",
        "ejecutando %@": "running %@",
        // ReadLessonsStep.swift
        "secciones": "sections",
        // LoadCatalogStep.swift
        "producto": "product",
        "productos": "products",
        "cargando": "loading",
    ]
}
