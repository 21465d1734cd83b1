import ArgumentParser
import Foundation
import SiteComposition

/// Parses the options, hands a configuration to the composition root, prints the summary.
@main
struct BuildSite: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build-site",
        abstract: "Genera el sitio web estático del curso a partir de las lecciones en Markdown.",
        discussion: """
            Cada archivo .md de la carpeta de contenido se convierte en una página (login/01-domain.md → \
            login/01-domain.html); cada carpeta es una sección del curso. El sitio se escribe primero en una \
            carpeta temporal y solo sustituye al anterior si todo fue bien.

            Para verlo: python3 -m http.server -d _site
            """
    )

    @Option(help: "Carpeta con las lecciones (.md) y sus imágenes.")
    var content = "Content"

    @Option(help: "Carpeta con las plantillas Mustache (layout, lesson, home, 404 y parciales).")
    var templates = "Templates"

    @Option(help: "Carpeta de recursos estáticos (CSS, imágenes) que se copian tal cual.")
    var `public` = "Public"

    @Option(help: "Carpeta donde se escribe el sitio. Se reemplaza entera al terminar bien.")
    var output = "_site"

    @Option(help: "Ruta desde la que se sirve el sitio, p. ej. /curso/ para https://usuario.github.io/curso/.")
    var baseURL = "/"

    @Option(help: "Título del curso (por defecto, el de Content/index.md, o \"Curso\").")
    var title: String?

    @Flag(help: "Trata cada aviso (enlace roto, ancla inexistente) como un error.")
    var strict = false

    @Flag(help: "Conserva el HTML escrito dentro de las lecciones (por defecto se omite, por seguridad).")
    var unsafeHTML = false

    @Option(name: .customLong("tests"), help: ArgumentHelp("Carpeta de tests Swift donde buscar los tests que nombran las tablas de trazabilidad (repetible; por defecto, Tests si existe).", valueName: "carpeta"))
    var testFolders: [String] = []

    @Option(help: ArgumentHelp("Carga los productos de una API: GET <url>/products.", valueName: "url"))
    var catalogURL: String?

    @Option(help: ArgumentHelp("Carga los productos de este archivo JSON (por defecto, Content/catalog/products.json si existe).", valueName: "archivo"))
    var catalogFile: String?

    @Option(help: ArgumentHelp("Segundos de espera a la API del catálogo.", valueName: "segundos"))
    var catalogTimeout: Double = 10

    @Flag(help: "No genera el catálogo ni sus previews.")
    var noCatalog = false

    @Flag(help: "Si el catálogo no carga, publica su estado de error en vez de fallar.")
    var allowCatalogError = false

    func validate() throws {
        if [catalogURL != nil, catalogFile != nil, noCatalog].filter({ $0 }).count > 1 {
            throw ValidationError("Usa solo una de --catalog-url, --catalog-file y --no-catalog.")
        }
        if let catalogURL {
            guard let url = URL(string: catalogURL), ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host != nil else {
                throw ValidationError("--catalog-url debe ser una URL http(s), p. ej. https://api.example.com.")
            }
        }
        guard catalogTimeout > 0 else { throw ValidationError("--catalog-timeout debe ser mayor que 0.") }
    }

    func run() async throws {
        let console = ConsoleProgress()
        let configuration = SiteConfiguration(
            contentFolder: URL(fileURLWithPath: content),
            templatesFolder: URL(fileURLWithPath: templates),
            publicFolder: URL(fileURLWithPath: `public`),
            outputFolder: URL(fileURLWithPath: output),
            baseURL: baseURL,
            title: title,
            isStrict: strict,
            allowsRawHTML: unsafeHTML,
            catalog: CatalogOptions(source: catalogSource, timeout: catalogTimeout, allowsError: allowCatalogError),
            testFolders: resolvedTestFolders.map { URL(fileURLWithPath: $0) }
        )
        do {
            let summary = try await SiteBuilder(configuration: configuration, progress: console).build()
            console.finished(summary)
        } catch {
            console.failed(error)
            throw ExitCode.failure
        }
    }

    /// A course that documents its own code keeps its tests in `Tests/`, as a Swift package does.
    private var resolvedTestFolders: [String] {
        guard testFolders.isEmpty else { return testFolders }
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: "Tests", isDirectory: &isFolder) && isFolder.boolValue ? ["Tests"] : []
    }

    private var catalogSource: CatalogOptions.Source {
        if noCatalog { return .none }
        if let catalogURL, let url = URL(string: catalogURL) { return .api(url) }
        if let catalogFile { return .file(URL(fileURLWithPath: catalogFile)) }
        return .contentFile
    }
}
