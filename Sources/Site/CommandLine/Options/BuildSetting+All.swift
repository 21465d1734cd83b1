import Foundation
import Localization
import SiteComposition
import SiteInfrastructure
import SiteInterface

extension BuildSetting {
    /// Every option of a build, in the order `--help` and the list of the configuration file's keys
    /// give them, and in which they are read: one may check an earlier one (`--base-url` checks
    /// `--site-url`, `--pdf` checks `--no-print`, the catalog's sources check each other).
    public static let all: [BuildSetting] = [
        .path(
            "content", summary: "carpeta de las lecciones", help: "Carpeta con las lecciones (.md) y sus imágenes (por defecto, Content).", valueName: "carpeta",
            given: \.content
        ) { configuration, value, course in
            configuration.contentFolder = URL(fileURLWithPath: value ?? course.path("Content"))
        },
        .path(
            "templates", summary: "carpeta de plantillas propias",
            help: "Carpeta con plantillas Mustache propias: cada una sustituye a la del tema integrado con su nombre (por defecto, Templates si existe).", valueName: "carpeta",
            given: \.templates
        ) { configuration, value, course throws(Invalid) in
            configuration.templatesFolder = try ownFolder(value, default: course.path("Templates"), shown: course.shown)
        },
        .path(
            "public", summary: "carpeta de recursos estáticos propios",
            help: "Carpeta de recursos estáticos (CSS, imágenes) que se copian tal cual, sobre los del tema integrado (por defecto, Public si existe).", valueName: "carpeta",
            given: \.public
        ) { configuration, value, course throws(Invalid) in
            configuration.publicFolder = try ownFolder(value, default: course.path("Public"), shown: course.shown)
        },
        .path(
            "output", summary: "carpeta donde se escribe el sitio", help: "Carpeta donde se escribe el sitio; se reemplaza entera al terminar bien (por defecto, _site).", valueName: "carpeta",
            given: \.output
        ) { configuration, value, course in
            configuration.outputFolder = URL(fileURLWithPath: value ?? course.path("_site"))
        },
        .text(
            "site-url", summary: "dirección pública del sitio",
            help: "Dirección pública del sitio, p. ej. https://usuario.github.io/curso/: añade sitemap.xml, robots.txt y enlaces canónicos.", valueName: "url",
            given: \.siteURL
        ) { configuration, value, _ throws(Invalid) in
            guard let value else { return }
            guard let site = SiteURL(value) else { throw Invalid(message: "--site-url debe ser una URL http(s) completa, p. ej. https://usuario.github.io/curso/.") }
            configuration.siteURL = site
        },
        .text(
            "base-url", summary: "ruta desde la que se sirve el sitio", help: "Ruta desde la que se sirve el sitio, p. ej. /curso/ (por defecto, la de --site-url, o /).", given: \.baseURL
        ) { configuration, value, _ throws(Invalid) in
            guard let value else {
                configuration.baseURL = configuration.siteURL?.basePath ?? "/"
                return
            }
            // A path of this site only: `//host/` or a scheme would load the stylesheet from elsewhere.
            guard !value.trimmingCharacters(in: .whitespaces).hasPrefix("//"), !value.contains(":"), !value.contains("\\") else {
                throw Invalid(message: "--base-url debe ser una ruta del sitio, p. ej. /curso/; la dirección completa va en --site-url.")
            }
            if let site = configuration.siteURL, SiteConfiguration.normalizedBaseURL(value) != site.basePath {
                throw Invalid(message: "--base-url (\(value)) no coincide con la ruta de --site-url (\(site.basePath)); basta con --site-url.")
            }
            configuration.baseURL = value
        },
        .text("title", summary: "título del curso", help: "Título del curso (por defecto, el de Content/index.md, o \"Curso\").", given: \.title) { configuration, value, _ in
            configuration.title = value
        },
        .flag("strict", summary: "cada aviso es un error", help: "Trata cada aviso (enlace roto, ancla inexistente) como un error.", given: \.strict) { configuration, value, _ in
            configuration.isStrict = value ?? false
        },
        .flag(
            "unsafe-html", summary: "conserva el HTML de las lecciones", help: "Conserva el HTML escrito dentro de las lecciones (por defecto se omite, por seguridad).",
            given: \.unsafeHTML
        ) { configuration, value, _ in
            configuration.allowsRawHTML = value ?? false
        },
        .flag(
            "allow-empty", summary: "publica aunque no haya lecciones",
            help: "Publica el sitio aunque la carpeta de contenido no tenga lecciones (por defecto se rechaza, para no sustituir un curso por un sitio vacío).", given: \.allowEmpty
        ) { configuration, value, _ in
            configuration.allowsEmptyCourse = value ?? false
        },
        .paths(
            "tests", summary: "carpetas de tests Swift para la trazabilidad",
            help: "Carpeta de tests Swift donde buscar los tests que nombran las tablas de trazabilidad (repetible; por defecto, Tests si existe).", valueName: "carpeta",
            given: { $0.testFolders.isEmpty ? nil : $0.testFolders }
        ) { configuration, value, course in
            // A course that documents its own code keeps its tests in `Tests/`, as a Swift package does.
            let tests = value ?? [course.path("Tests")].filter { FileTree.isFolder(URL(fileURLWithPath: $0)) }
            configuration.testFolders = tests.map { URL(fileURLWithPath: $0) }
        },
        .flag("catalog", summary: "false: sin catálogo ni previews", help: "Genera el catálogo y sus previews (por defecto, si hay productos).", given: \.catalog) { configuration, value, _ in
            configuration.catalog.source = (value ?? true) ? .contentFile : .none
        },
        .text("catalog-url", summary: "API de los productos", help: "Carga los productos de una API: GET <url>/products.", valueName: "url", given: \.catalogURL) { configuration, value, _ throws(Invalid) in
            guard let value else { return }
            guard configuration.catalog.source == .contentFile else { throw catalogSources }
            guard let url = URL(string: value), ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host != nil else {
                throw Invalid(message: "--catalog-url debe ser una URL http(s), p. ej. https://api.example.com.")
            }
            configuration.catalog.source = .api(url)
        },
        .path(
            "catalog-file", summary: "archivo JSON de los productos",
            help: "Carga los productos de este archivo JSON (por defecto, Content/catalog/products.json si existe).", valueName: "archivo", given: \.catalogFile
        ) { configuration, value, _ throws(Invalid) in
            guard let value else { return }
            guard configuration.catalog.source == .contentFile else { throw catalogSources }
            configuration.catalog.source = .file(URL(fileURLWithPath: value))
        },
        .seconds(
            "catalog-timeout", summary: "segundos para cargar el catálogo",
            help: "Segundos que puede durar la carga del catálogo desde la API, de la conexión al último byte (por defecto, 10).", given: \.catalogTimeout, upTo: 3600,
            into: \.catalog.timeout
        ),
        .wholeNumber(
            "catalog-max-bytes", summary: "bytes que pueden ocupar los productos",
            help: "Bytes que pueden ocupar los productos, de la API (ya descomprimidos) o del archivo (por defecto, 20 MB).", valueName: "bytes", given: \.catalogMaxBytes,
            invalid: "--catalog-max-bytes debe ser mayor que 0.", isValid: { $0 > 0 }, into: \.catalog.maxBytes
        ),
        .wholeNumber(
            "catalog-page-size", summary: "productos por página", help: "Productos por página del catálogo (por defecto, 48).", valueName: "número", given: \.catalogPageSize,
            invalid: "--catalog-page-size debe ser 1 o más.", isValid: { $0 >= 1 }, into: \.catalog.pageSize
        ),
        .flag(
            "allow-catalog-error", summary: "publica el estado de error del catálogo", help: "Si el catálogo no carga, publica su estado de error en vez de fallar.",
            given: \.allowCatalogError
        ) { configuration, value, _ in
            configuration.catalog.allowsError = value ?? false
        },
        .flag(
            "search", summary: "false: sin índice de búsqueda", help: "Crea el índice de búsqueda (por defecto, si Pagefind está instalado: pip install 'pagefind[bin]').",
            given: \.search
        ) { configuration, value, _ in
            configuration.search = value ?? true
        },
        .choice(
            "diagrams", ["svg", "client", "source"], summary: "cómo se ven los diagramas",
            help: "Cómo se ven los diagramas mermaid: svg (dibujados al generar), client (los dibuja el navegador) o source (su código). Por defecto, svg si hay mmdr o mermaidx instalado; si no, client.",
            given: \.diagrams
        ) { configuration, value, _ throws(Invalid) in
            guard let value else { return }
            guard let mode = DiagramOptions.Mode(rawValue: value) else { throw Invalid(message: "--diagrams debe ser svg, client o source.") }
            configuration.diagrams.mode = mode
        },
        .text(
            "diagram-renderer", summary: "programa que dibuja los diagramas",
            help: "Programa que dibuja los diagramas: mmdr, mermaidx o una ruta (lee mermaid por la entrada y escribe SVG).", valueName: "programa", given: \.diagramRenderer
        ) { configuration, value, _ in
            configuration.diagrams.renderer = value
        },
        .path(
            "diagram-cache", summary: "carpeta de los diagramas dibujados",
            help: "Carpeta donde se guardan los diagramas ya dibujados (por defecto, .build/course-site/diagrams).", valueName: "carpeta", given: \.diagramCache
        ) { configuration, value, course in
            configuration.diagrams.cacheFolder = (value ?? course.workingPath(DiagramOptions.defaultCache)).map { URL(fileURLWithPath: $0) }
        },
        .flag(
            "check-steps", summary: "comprueba el TDD del curso paso a paso",
            help: "Con --check-code, comprueba además el código paso a paso, en el orden del curso: en cada bloque que escribe un archivo, compila y ejecuta los tests; un test rojo (tras «Red:» o «Rojo:») debe fallar o no compilar, salvo que la lección diga que pasa; un paso verde («Green:», «Verde:») debe dejar pasar todos los tests; cada paso debe compilar. Cada paso que no hace lo que dice su lección es un aviso en su lección y línea. Implica --check-code.",
            given: \.checkSteps
        ) { configuration, value, _ in
            configuration.codeCheck.checksSteps = value ?? false
        },
        .flag(
            "check-code", summary: "compila el código del curso y ejecuta sus tests",
            help: "Compila el código del curso (cada archivo que las lecciones escriben, en su última versión) y ejecuta sus tests con el swift del PATH; cada error o test que falla es un aviso en su lección y línea. Ejecutar los tests ejecuta el código de las lecciones: úsalo solo con lecciones en las que confíes.",
            given: \.checkCode
        ) { configuration, value, _ throws(Invalid) in
            // Read after --check-steps, which implies it.
            if value == false && configuration.codeCheck.checksSteps {
                throw Invalid(message: "--check-steps comprueba el código paso a paso: no se puede usar con --no-check-code (ni con check_code: false).")
            }
            configuration.codeCheck.isEnabled = value ?? configuration.codeCheck.checksSteps
        },
        .seconds(
            "check-code-timeout", summary: "segundos por compilación o ejecución de tests",
            help: "Segundos que puede durar cada compilación o ejecución de tests de --check-code (por defecto, 600).", given: \.checkCodeTimeout, upTo: 86_400,
            into: \.codeCheck.timeout
        ),
        .path(
            "check-code-folder", summary: "carpeta del paquete que compila check_code",
            help: "Carpeta del paquete que compila --check-code, que se conserva entre compilaciones (por defecto, .build/course-site/code).", valueName: "carpeta",
            given: \.checkCodeFolder
        ) { configuration, value, course in
            configuration.codeCheck.folder = (value ?? course.workingPath(CodeCheckOptions.defaultFolder)).map { URL(fileURLWithPath: $0) }
        },
        .flag(
            "print", summary: "false: sin imprimir.html",
            help: "Escribe imprimir.html, la página con todo el curso para imprimir o guardar como PDF (por defecto, sí).", given: \.printPage
        ) { configuration, value, _ in
            configuration.printing.printsPage = value ?? true
        },
        .flag(
            "pdf", summary: "escribe curso.pdf con Chromium",
            help: "Escribe también curso.pdf, el curso entero en PDF, imprimiendo imprimir.html con Chromium sin ventana (en Debian: apt-get install chromium-headless-shell; en macOS, Google Chrome). Sin Chromium, avisa y publica el sitio sin el PDF.",
            given: \.pdf
        ) { configuration, value, _ throws(Invalid) in
            let pdf = value ?? false
            if pdf && !configuration.printing.printsPage { throw Invalid(message: "--pdf imprime imprimir.html: no se puede usar con --no-print (ni con print: false).") }
            configuration.printing.pdf = pdf
        },
        .seconds(
            "pdf-timeout", summary: "segundos para imprimir curso.pdf", help: "Segundos que puede tardar Chromium en imprimir curso.pdf (por defecto, 300).", given: \.pdfTimeout,
            upTo: 86_400, into: \.printing.pdfTimeout
        ),
        .choice(
            "pdf-paper", ["a4", "letter"], summary: "papel de imprimir.html y curso.pdf",
            help: "Papel de la página para imprimir y de curso.pdf: a4 o letter (por defecto, el del idioma del sitio: a4 en español, letter en inglés).", given: \.pdfPaper
        ) { configuration, value, _ throws(Invalid) in
            guard let value else { return }
            guard let paper = PaperSize(rawValue: value) else { throw Invalid(message: "--pdf-paper debe ser a4 o letter.") }
            configuration.printing.paper = paper
        },
        .text(
            "edit-url", summary: "dirección que edita una lección",
            help: "Dirección que edita una lección en su repositorio, a la que se añade su ruta (p. ej. https://github.com/usuario/curso/edit/main/Content/), o con {path} donde va la ruta: cada lección enlaza \"Editar esta página\".",
            valueName: "url", given: \.editURL
        ) { configuration, value, _ throws(Invalid) in
            // Every page links it: an http(s) address only, never `javascript:` or a file.
            if let value {
                let url = URL(string: value.replacingOccurrences(of: "{path}", with: "leccion.md"))
                guard let url, ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host?.isEmpty == false else {
                    throw Invalid(message: "--edit-url debe ser una URL http(s), p. ej. https://github.com/usuario/curso/edit/main/Content/.")
                }
            }
            configuration.editURL = value
        },
        .text(
            "social-image", summary: "imagen para las redes sociales",
            help: "Imagen que muestran las redes sociales al enlazar el sitio (og:image): una ruta del sitio, p. ej. images/portada.png (con --site-url), o una URL https completa.",
            valueName: "imagen", given: \.socialImage
        ) { configuration, value, _ in
            configuration.socialImage = value
        },
        .flag(
            "dates", summary: "false: sin la fecha del último cambio",
            help: "Muestra en cada lección la fecha de su último cambio, de git (por defecto, si las lecciones están en un repositorio git).", given: \.dates
        ) { configuration, value, _ in
            configuration.showsDates = value ?? true
        },
        .choice(
            "language", ["es", "en"], summary: "idioma de la interfaz del sitio",
            help: "Idioma de la interfaz del sitio (navegación, avisos, fechas; no el de las lecciones): es (por defecto) o en.", given: \.language
        ) { configuration, value, _ throws(Invalid) in
            guard let value else { return }
            guard let language = SiteLanguage(rawValue: value) else { throw Invalid(message: "--language debe ser es o en.") }
            configuration.language = language
        },
        .choice(
            "diagnostics", ["console", "github"], summary: "cómo se muestran los avisos",
            help: "Cómo se muestran los avisos y errores: console (en la terminal) o github (además, como anotaciones de GitHub Actions en el commit).", given: \.diagnostics
        ) { configuration, value, _ throws(Invalid) in
            guard let value else { return }
            guard ["console", "github"].contains(value) else { throw Invalid(message: "--diagnostics debe ser console o github.") }
            configuration.annotatesGitHub = value == "github"
        },
    ]

    /// The catalog comes from one place.
    private static let catalogSources = Invalid(message: "Usa solo una de --catalog-url, --catalog-file y --no-catalog (o catalog_url, catalog_file y catalog: false).")

    /// A folder of the course's own theme files: the one named, which must exist, or the default
    /// one if the course has it; nil, so the built-in theme alone is used, otherwise.
    private static func ownFolder(_ named: String?, default defaultPath: String, shown option: LocalizedText) throws(Invalid) -> URL? {
        guard let named else {
            return FileTree.isFolder(URL(fileURLWithPath: defaultPath)) ? URL(fileURLWithPath: defaultPath) : nil
        }
        guard FileTree.isFolder(URL(fileURLWithPath: named)) else {
            throw Invalid(message: "\(option): no existe la carpeta '\(named)'. Créala con los archivos del tema que quieras cambiar (build-site theme los escribe en Templates/ y Public/), o quita la opción para usar el tema integrado.")
        }
        return URL(fileURLWithPath: named)
    }
}
