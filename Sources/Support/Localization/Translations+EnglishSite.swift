extension Translations {
    static let englishSite: [String: String] = [
        // PreviewSiteBuilder.swift
        "la compilación anterior no terminó": "the previous build did not finish",
        "aviso": "warning",
        "avisos": "warnings",
        "no se pudieron reescribir las páginas (%@)": "the pages could not be rewritten (%@)",
        // BuildEnvironment.swift, StepRequests.swift
        "%@ no está instalado": "%@ is not installed",
        "git no está instalado": "git is not installed",
        "ni mmdr ni mermaidx están instalados (pip install mmdr)": "neither mmdr nor mermaidx is installed (pip install mmdr)",
        "Pagefind no está instalado (pip install 'pagefind[bin]')": "Pagefind is not installed (pip install 'pagefind[bin]')",
        "no hay ningún Chromium instalado (en Debian o Ubuntu: apt-get install chromium-headless-shell; en macOS: instala Google Chrome)": "no Chromium is installed (on Debian or Ubuntu: apt-get install chromium-headless-shell; on macOS: install Google Chrome)",
        "--check-code-folder %@ es la carpeta de trabajo, o una de las del curso o del sitio, o está dentro o por encima de ellas; indica una carpeta propia": "--check-code-folder %@ is the working folder, or one of the course's or the site's folders, or is inside or above one of them; give it a folder of its own",
        "no hay ningún swift en el PATH": "there is no swift on the PATH",
        // BuildSiteUseCase.swift
        "compilación interrumpida. El sitio anterior queda como estaba.": "build interrupted. The previous site is left as it was.",
        "error inesperado: %@. El sitio anterior queda como estaba.": "unexpected error: %@. The previous site is left as it was.",
        "%@ aviso(s) en el modo estricto: corrígelos. El sitio anterior queda como estaba.": "%@ warning(s) in strict mode: fix them. The previous site is left as it was.",
        "%@ error(es): corrígelos. El sitio anterior queda como estaba.": "%@ error(s): fix them. The previous site is left as it was.",
        // SiteOutputError.swift
        "no se escribirá el sitio en '%@': %@.": "the site will not be written to '%@': %@.",
        "'%@' quedaría fuera de la carpeta del sitio, así que no se escribe. Cambia el nombre del archivo.": "'%@' would land outside the site folder, so it is not written. Rename the file.",
        "no se pudo escribir '%@': %@. El sitio anterior queda como estaba.": "could not write '%@': %@. The previous site is left as it was.",
        // TemplateError.swift
        "no existe la carpeta de plantillas '%@'.": "the templates folder '%@' does not exist.",
        "falta la plantilla '%@.mustache' en %@. Créala (o recupérala del repositorio de course-site).": "the template '%@.mustache' is missing from %@. Create it (or get it back from the course-site repository).",
        "la plantilla usa '%@', pero no existe %@.mustache. Crea ese archivo o corrige el nombre.": "the template uses '%@', but %@.mustache does not exist. Create that file or fix the name.",
        "columna %@: error de sintaxis Mustache: %@.": "column %@: Mustache syntax error: %@.",
        "no se puede leer la plantilla (%@).": "cannot read the template (%@).",
        "no se pudo escribir la página con la plantilla '%@': %@.": "could not write the page with the template '%@': %@.",
        "columna %@: %@.": "column %@: %@.",
        // ChromiumPDFPrinter.swift
        "terminó con el código %@": "exited with code %@",
        "se detuvo por una señal": "was stopped by a signal",
        "%@ terminó sin escribir un PDF en %@": "%@ finished without writing a PDF to %@",
        // LoopbackFileServerError.swift
        "no se pudo abrir un puerto en 127.0.0.1 (%@: %@)": "could not open a port on 127.0.0.1 (%@: %@)",
        // CommandRunner.swift
        "no se pudo ejecutar %@: %@": "could not run %@: %@",
        "%@ no terminó en %@ s y se detuvo": "%@ did not finish within %@ s and was stopped",
        "%@ escribió más de %@ MB y se detuvo": "%@ wrote more than %@ MB and was stopped",
        "%@ se detuvo porque la compilación se interrumpió": "%@ was stopped because the build was interrupted",
        // FileSystemPublishedSite.swift
        "el archivo no es el que escribió la última compilación (%@ bytes, no %@)": "the file is not the one the last build wrote (%@ bytes, not %@)",
        "no se puede leer el archivo": "cannot read the file",
        // FolderSwap.swift
        "otra compilación publica en la misma carpeta a la vez; vuelve a intentarlo": "another build is publishing to the same folder at the same time; try again",
        // OutputFolderPolicy.swift
        "es la raíz del sistema": "it is the root of the file system",
        "es la carpeta de trabajo o la contiene": "it is the working folder or contains it",
        "es %@/ o la contiene, y se borrarían tus archivos": "it is %@/ or contains it, and your files would be deleted",
        "está dentro de %@/, y la próxima compilación leería el sitio generado": "it is inside %@/, and the next build would read the generated site",
        "existe y es un archivo": "it exists and is a file",
        "ya existe, no está vacía y no la generó build-site; bórrala tú si quieres usarla": "it already exists, is not empty and was not generated by build-site; delete it yourself if you want to use it",
        "tiene un %@ vacío: si la generó una versión anterior de build-site, bórrala tú una vez; si no, no es un sitio generado": "it has an empty %@: if an earlier version of build-site generated it, delete it yourself once; if not, it is not a generated site",
        "la generó build-site, pero tiene archivos que no escribió (%@) y se borrarían; muévelos o borra la carpeta tú": "it was generated by build-site, but it has files that build-site did not write (%@), which would be deleted; move them or delete the folder yourself",
        // PagefindSearchIndexer.swift
        "Pagefind falló: %@": "Pagefind failed: %@",
        "Pagefind: se detuvo": "Pagefind: stopped",
        "no se pudo mover el índice nuevo a %@: %@": "could not move the new index to %@: %@",
        "no se pudo poner el índice nuevo en %@: %@": "could not put the new index in %@: %@",
        // StagingFolder.swift
        "otra compilación la borró mientras se creaba": "another build deleted it while it was being created",
        "no se puede crear el archivo": "cannot create the file",
        // PreviewResponder.swift
        "Host no permitido: la vista previa solo responde a localhost y a direcciones IP.\n": "Host not allowed: the preview only answers localhost and IP addresses.\n",
        "Método no admitido.\n": "Method not allowed.\n",
        "Ruta no permitida.\n": "Path not allowed.\n",
        // MustacheHTMLRenderer.swift
        "no se puede abrir": "it cannot be opened",
        "no está en UTF-8": "it is not UTF-8",
        // TemplateSyntaxError.swift
        "una sección se cierra con un nombre distinto del que la abrió": "a section is closed with a different name from the one that opened it",
        "una etiqueta {{ }} no está bien cerrada": "a {{ }} tag is not closed properly",
        "falta el cierre {{/...}} de una sección": "the closing {{/...}} of a section is missing",
        "cambio de delimitadores mal escrito": "badly written delimiter change",
        "dentro de {{<padre}} solo puede haber bloques {{$nombre}}": "inside {{<parent}} there can only be blocks, {{$name}}",
        "una etiqueta {{%% ... }} mal escrita: las únicas son {{%% CONTENT_TYPE: HTML }} y {{%% CONTENT_TYPE: TEXT }}": "a badly written {{%% ... }} tag: the only ones are {{%% CONTENT_TYPE: HTML }} and {{%% CONTENT_TYPE: TEXT }}",
        "{{/...}} cierra una sección que no se abrió": "{{/...}} closes a section that was never opened",
        "'%@' no puede ir en un nombre: los nombres llevan letras sin tilde (a-z, A-Z), cifras y . - _ ? *": "'%@' cannot be part of a name: names are made of unaccented letters (a-z, A-Z), digits and . - _ ? *",
        "la plantilla termina en mitad de una etiqueta": "the template ends in the middle of a tag",
        "más de %@ secciones o bloques anidados": "more than %@ nested sections or blocks",
        "course-site no admite %@ en las plantillas; %@": "course-site does not render %@ in templates; %@",
        // CompiledTemplateParser.swift
        "{{>*nombre}} (nombres dinámicos)": "{{>*name}} (dynamic names)",
        "nombra el parcial: {{> nombre}}": "name the partial: {{> name}}",
        "{{<*nombre}} (nombres dinámicos)": "{{<*name}} (dynamic names)",
        "nombra la plantilla padre: {{< nombre}}": "name the parent template: {{< name}}",
        "las transformaciones de swift-mustache no existen aquí: escribe el valor sin transformar, {{nombre}}": "swift-mustache's transforms do not exist here: write the value untransformed, {{name}}",
        "las únicas etiquetas {{%% }} son {{%% CONTENT_TYPE: HTML }} y {{%% CONTENT_TYPE: TEXT }}": "the only {{%% }} tags are {{%% CONTENT_TYPE: HTML }} and {{%% CONTENT_TYPE: TEXT }}",
        "escribe un nombre entre las llaves, o quita la etiqueta": "write a name between the braces, or remove the tag",
        // CompiledTemplateRenderer.swift
        "{{%@}} es una lista o un objeto, no un texto: recórrelo con una sección, {{#%@}}…{{/%@}}": "{{%@}} is a list or an object, not text: go through it with a section, {{#%@}}…{{/%@}}",
        "'%@' se incluye a sí misma, directa o indirectamente, y no terminaría nunca (se pasó de %@ niveles de secciones, parciales y bloques). Quita esa inclusión": "'%@' includes itself, directly or through others, and would never end (it went past %@ levels of sections, partials and blocks). Remove that inclusion",
        "las secciones, parciales y bloques se anidan más de %@ niveles (… → %@): anida menos": "sections, partials and blocks nest more than %@ levels deep (… → %@): nest less",
        "la página pasa de %@ etiquetas o de %@ MB: revisa las secciones anidadas sobre listas": "the page takes more than %@ tags or %@ MB: check the sections nested over lists",
        // CompiledFragmentCache.swift
        "falta la plantilla '%@.mustache'": "the template '%@.mustache' is missing",
        // TypedTemplateEncoder.swift
        "el modelo tiene un valor de tipo %@, y las plantillas solo escriben textos, booleanos e Int": "the model has a value of type %@, and templates only write text, booleans and Int",
        // MustacheTemplateLoader.swift
        "del tema integrado": "from the built-in theme",
        "de %@/": "from %@/",
        "de %@/ y del tema integrado": "from %@/ and the built-in theme",
        // MustacheHTMLRenderer.swift
        "el tema integrado": "the built-in theme",
        // PreviewResponder.swift
        "No existe": "Not found",
        // FolderSwap.swift
        "%@; el sitio anterior quedó en %@": "%@; the previous site was left in %@",
        // ConfigurationReference.swift (the guide's configuration table)
        "Opción": "Option",
        "Clave de course-site.yml": "course-site.yml key",
        "Valor": "Value",
        "Qué hace": "What it does",
        "texto": "text",
        "ruta": "path",
        "ruta o lista de rutas": "path or list of paths",
        "número entero": "whole number",
        // BuildSetting+All.swift: the values --help names
        "segundos": "seconds",
        "programa": "program",
        "imagen": "image",
    ]
}
