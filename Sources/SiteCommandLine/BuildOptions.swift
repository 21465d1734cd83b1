public import ArgumentParser
import Foundation
public import SiteComposition
public import SiteCore
import SiteInfrastructure
import SiteInterface

/// The options of a build, shared by `build-site` and `build-site serve`, so a preview is
/// built exactly as the published site is.
public struct BuildOptions: ParsableArguments {
    public init() {}

    @Option(help: "Carpeta con las lecciones (.md) y sus imágenes.")
    var content = "Content"

    @Option(help: "Carpeta con las plantillas Mustache (layout, lesson, home, 404 y parciales).")
    var templates = "Templates"

    @Option(help: "Carpeta de recursos estáticos (CSS, imágenes) que se copian tal cual.")
    var `public` = "Public"

    @Option(help: "Carpeta donde se escribe el sitio. Se reemplaza entera al terminar bien.")
    var output = "_site"

    @Option(help: "Ruta desde la que se sirve el sitio, p. ej. /curso/ (por defecto, la de --site-url, o /).")
    var baseURL: String?

    @Option(help: ArgumentHelp("Dirección pública del sitio, p. ej. https://usuario.github.io/curso/: añade sitemap.xml, robots.txt y enlaces canónicos.", valueName: "url"))
    var siteURL: String?

    @Option(help: "Título del curso (por defecto, el de Content/index.md, o \"Curso\").")
    var title: String?

    @Flag(help: "Trata cada aviso (enlace roto, ancla inexistente) como un error.")
    var strict = false

    @Flag(help: "Conserva el HTML escrito dentro de las lecciones (por defecto se omite, por seguridad).")
    var unsafeHTML = false

    @Flag(help: "Publica el sitio aunque la carpeta de contenido no tenga lecciones (por defecto se rechaza, para no sustituir un curso por un sitio vacío).")
    var allowEmpty = false

    @Option(name: .customLong("tests"), help: ArgumentHelp("Carpeta de tests Swift donde buscar los tests que nombran las tablas de trazabilidad (repetible; por defecto, Tests si existe).", valueName: "carpeta"))
    var testFolders: [String] = []

    @Option(help: ArgumentHelp("Carga los productos de una API: GET <url>/products.", valueName: "url"))
    var catalogURL: String?

    @Option(help: ArgumentHelp("Carga los productos de este archivo JSON (por defecto, Content/catalog/products.json si existe).", valueName: "archivo"))
    var catalogFile: String?

    @Option(help: ArgumentHelp("Segundos que puede durar la carga del catálogo desde la API, de la conexión al último byte.", valueName: "segundos"))
    var catalogTimeout: Double = 10

    @Option(help: ArgumentHelp("Bytes que pueden ocupar los productos, de la API (ya descomprimidos) o del archivo (por defecto, 20 MB).", valueName: "bytes"))
    var catalogMaxBytes: Int = 20 * 1024 * 1024

    @Option(help: ArgumentHelp("Productos por página del catálogo (por defecto, 48).", valueName: "número"))
    var catalogPageSize: Int = CatalogOptions.defaultPageSize

    @Flag(help: "No genera el catálogo ni sus previews.")
    var noCatalog = false

    @Flag(help: "Si el catálogo no carga, publica su estado de error en vez de fallar.")
    var allowCatalogError = false

    @Flag(help: "No crea el índice de búsqueda (por defecto se crea si Pagefind está instalado: pip install 'pagefind[bin]').")
    var noSearch = false

    @Option(help: ArgumentHelp("Cómo se ven los diagramas mermaid: svg (dibujados al generar), client (los dibuja el navegador) o source (su código). Por defecto, svg si hay mmdr o mermaidx instalado; si no, client.", valueName: "svg|client|source"))
    var diagrams: String?

    @Option(help: ArgumentHelp("Programa que dibuja los diagramas: mmdr, mermaidx o una ruta (lee mermaid por la entrada y escribe SVG).", valueName: "programa"))
    var diagramRenderer: String?

    @Option(help: ArgumentHelp("Carpeta donde se guardan los diagramas ya dibujados (por defecto, .build/course-site/diagrams).", valueName: "carpeta"))
    var diagramCache: String?

    @Flag(help: ArgumentHelp("Compila el código del curso (cada archivo que las lecciones escriben, en su última versión) y ejecuta sus tests con el swift del PATH; cada error o test que falla es un aviso en su lección y línea. Ejecutar los tests ejecuta el código de las lecciones: úsalo solo con lecciones en las que confíes."))
    var checkCode = false

    @Option(help: ArgumentHelp("Segundos que puede durar cada compilación o ejecución de tests de --check-code (por defecto, 600).", valueName: "segundos"))
    var checkCodeTimeout: Double = 600

    @Option(help: ArgumentHelp("Carpeta del paquete que compila --check-code, que se conserva entre compilaciones (por defecto, .build/course-site/code).", valueName: "carpeta"))
    var checkCodeFolder: String?

    @Flag(help: "No escribe imprimir.html, la página con todo el curso para imprimir o guardar como PDF.")
    var noPrint = false

    @Flag(help: "Escribe también curso.pdf, el curso entero en PDF, imprimiendo imprimir.html con Chromium sin ventana (en Debian: apt-get install chromium-headless-shell; en macOS, Google Chrome). Sin Chromium, avisa y publica el sitio sin el PDF.")
    var pdf = false

    @Option(help: ArgumentHelp("Segundos que puede tardar Chromium en imprimir curso.pdf (por defecto, 300).", valueName: "segundos"))
    var pdfTimeout: Double = 300

    @Option(help: ArgumentHelp("Cómo se muestran los avisos y errores: console (en la terminal) o github (además, como anotaciones de GitHub Actions en el commit).", valueName: "console|github"))
    var diagnostics = "console"

    public func validate() throws {
        guard ["console", "github"].contains(diagnostics) else { throw ValidationError("--diagnostics debe ser console o github.") }
        guard catalogPageSize >= 1 else { throw ValidationError("--catalog-page-size debe ser 1 o más.") }
        if [catalogURL != nil, catalogFile != nil, noCatalog].filter({ $0 }).count > 1 {
            throw ValidationError("Usa solo una de --catalog-url, --catalog-file y --no-catalog.")
        }
        if let catalogURL {
            guard let url = URL(string: catalogURL), ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host != nil else {
                throw ValidationError("--catalog-url debe ser una URL http(s), p. ej. https://api.example.com.")
            }
        }
        if let diagrams, DiagramOptions.Mode(rawValue: diagrams) == nil {
            throw ValidationError("--diagrams debe ser svg, client o source.")
        }
        guard catalogTimeout > 0, catalogTimeout <= 3600 else { throw ValidationError("--catalog-timeout debe estar entre 0 y 3600 segundos.") }
        guard checkCodeTimeout > 0, checkCodeTimeout <= 86_400 else { throw ValidationError("--check-code-timeout debe estar entre 0 y 86400 segundos.") }
        guard pdfTimeout > 0, pdfTimeout <= 86_400 else { throw ValidationError("--pdf-timeout debe estar entre 0 y 86400 segundos.") }
        if pdf && noPrint { throw ValidationError("--pdf imprime imprimir.html: no se puede usar con --no-print.") }
        guard catalogMaxBytes > 0 else { throw ValidationError("--catalog-max-bytes debe ser mayor que 0.") }
        if let siteURL {
            guard let site = SiteURL(siteURL) else {
                throw ValidationError("--site-url debe ser una URL http(s) completa, p. ej. https://usuario.github.io/curso/.")
            }
            if let baseURL, SiteConfiguration.normalizedBaseURL(baseURL) != site.basePath {
                throw ValidationError("--base-url (\(baseURL)) no coincide con la ruta de --site-url (\(site.basePath)); basta con --site-url.")
            }
        }
    }

    public var configuration: SiteConfiguration {
        let site = siteURL.flatMap(SiteURL.init)
        return SiteConfiguration(
            contentFolder: URL(fileURLWithPath: content),
            templatesFolder: URL(fileURLWithPath: templates),
            publicFolder: URL(fileURLWithPath: `public`),
            outputFolder: URL(fileURLWithPath: output),
            baseURL: baseURL ?? site?.basePath ?? "/",
            siteURL: site,
            title: title,
            isStrict: strict,
            allowsRawHTML: unsafeHTML,
            catalog: CatalogOptions(source: catalogSource, timeout: catalogTimeout, maxBytes: catalogMaxBytes, allowsError: allowCatalogError, pageSize: catalogPageSize),
            diagrams: DiagramOptions(
                mode: diagrams.flatMap(DiagramOptions.Mode.init(rawValue:)),
                renderer: diagramRenderer,
                cacheFolder: diagramCache.map { URL(fileURLWithPath: $0) }
            ),
            search: !noSearch,
            testFolders: resolvedTestFolders.map { URL(fileURLWithPath: $0) },
            codeCheck: CodeCheckOptions(isEnabled: checkCode, timeout: checkCodeTimeout, folder: checkCodeFolder.map { URL(fileURLWithPath: $0) }),
            allowsEmptyCourse: allowEmpty,
            printing: PrintOptions(printsPage: !noPrint, pdf: pdf, pdfTimeout: pdfTimeout)
        )
    }

    /// Who hears the build's warnings and errors: the console, and GitHub with `--diagnostics github`.
    public func diagnosticConsumers(console: ConsoleReporter) -> [any DiagnosticConsumer] {
        diagnostics == "github" ? [console, GitHubAnnotations()] : [console]
    }

    /// A course that documents its own code keeps its tests in `Tests/`, as a Swift package does.
    private var resolvedTestFolders: [String] {
        guard testFolders.isEmpty else { return testFolders }
        return FileTree.isFolder(URL(fileURLWithPath: "Tests")) ? ["Tests"] : []
    }

    private var catalogSource: CatalogOptions.Source {
        if noCatalog { return .none }
        if let catalogURL, let url = URL(string: catalogURL) { return .api(url) }
        if let catalogFile { return .file(URL(fileURLWithPath: catalogFile)) }
        return .contentFile
    }
}
