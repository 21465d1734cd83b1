public import ArgumentParser
import Foundation
public import Localization
public import SiteComposition
public import SiteCore
import SiteInfrastructure
import SiteInterface

/// The options of a build, shared by `build-site` and `build-site serve`, so a preview is
/// built exactly as the published site is.
public struct BuildOptions: ParsableArguments {
    public init() {}

    // Options have no default here: one not given may come from course-site.yml, and only then
    // from its default (see `configuration()`).

    @Option(help: .localized("Archivo de configuración del curso (por defecto, course-site.yml si existe en la carpeta actual). Cada opción tiene su clave; las opciones de la línea de comandos mandan.", valueName: "archivo"))
    var config: String?

    @Option(help: .localized("Carpeta con las lecciones (.md) y sus imágenes (por defecto, Content).", valueName: "carpeta"))
    var content: String?

    @Option(help: .localized("Carpeta con plantillas Mustache propias: cada una sustituye a la del tema integrado con su nombre (por defecto, Templates si existe).", valueName: "carpeta"))
    var templates: String?

    @Option(help: .localized("Carpeta de recursos estáticos (CSS, imágenes) que se copian tal cual, sobre los del tema integrado (por defecto, Public si existe).", valueName: "carpeta"))
    var `public`: String?

    @Option(help: .localized("Carpeta donde se escribe el sitio; se reemplaza entera al terminar bien (por defecto, _site).", valueName: "carpeta"))
    var output: String?

    @Option(help: .localized("Ruta desde la que se sirve el sitio, p. ej. /curso/ (por defecto, la de --site-url, o /)."))
    var baseURL: String?

    @Option(help: .localized("Dirección pública del sitio, p. ej. https://usuario.github.io/curso/: añade sitemap.xml, robots.txt y enlaces canónicos.", valueName: "url"))
    var siteURL: String?

    @Option(help: .localized("Título del curso (por defecto, el de Content/index.md, o \"Curso\")."))
    var title: String?

    @Flag(inversion: .prefixedNo, help: .localized("Trata cada aviso (enlace roto, ancla inexistente) como un error."))
    var strict: Bool?

    @Flag(inversion: .prefixedNo, help: .localized("Conserva el HTML escrito dentro de las lecciones (por defecto se omite, por seguridad)."))
    var unsafeHTML: Bool?

    @Flag(inversion: .prefixedNo, help: .localized("Publica el sitio aunque la carpeta de contenido no tenga lecciones (por defecto se rechaza, para no sustituir un curso por un sitio vacío)."))
    var allowEmpty: Bool?

    @Option(name: .customLong("tests"), help: .localized("Carpeta de tests Swift donde buscar los tests que nombran las tablas de trazabilidad (repetible; por defecto, Tests si existe).", valueName: "carpeta"))
    var testFolders: [String] = []

    @Flag(inversion: .prefixedNo, help: .localized("Genera el catálogo y sus previews (por defecto, si hay productos)."))
    var catalog: Bool?

    @Option(help: .localized("Carga los productos de una API: GET <url>/products.", valueName: "url"))
    var catalogURL: String?

    @Option(help: .localized("Carga los productos de este archivo JSON (por defecto, Content/catalog/products.json si existe).", valueName: "archivo"))
    var catalogFile: String?

    @Option(help: .localized("Segundos que puede durar la carga del catálogo desde la API, de la conexión al último byte (por defecto, 10).", valueName: "segundos"))
    var catalogTimeout: Double?

    @Option(help: .localized("Bytes que pueden ocupar los productos, de la API (ya descomprimidos) o del archivo (por defecto, 20 MB).", valueName: "bytes"))
    var catalogMaxBytes: Int?

    @Option(help: .localized("Productos por página del catálogo (por defecto, 48).", valueName: "número"))
    var catalogPageSize: Int?

    @Flag(inversion: .prefixedNo, help: .localized("Si el catálogo no carga, publica su estado de error en vez de fallar."))
    var allowCatalogError: Bool?

    @Flag(inversion: .prefixedNo, help: .localized("Crea el índice de búsqueda (por defecto, si Pagefind está instalado: pip install 'pagefind[bin]')."))
    var search: Bool?

    @Option(help: .localized("Cómo se ven los diagramas mermaid: svg (dibujados al generar), client (los dibuja el navegador) o source (su código). Por defecto, svg si hay mmdr o mermaidx instalado; si no, client.", valueName: "svg|client|source"))
    var diagrams: String?

    @Option(help: .localized("Programa que dibuja los diagramas: mmdr, mermaidx o una ruta (lee mermaid por la entrada y escribe SVG).", valueName: "programa"))
    var diagramRenderer: String?

    @Option(help: .localized("Carpeta donde se guardan los diagramas ya dibujados (por defecto, .build/course-site/diagrams).", valueName: "carpeta"))
    var diagramCache: String?

    @Flag(inversion: .prefixedNo, help: .localized("Compila el código del curso (cada archivo que las lecciones escriben, en su última versión) y ejecuta sus tests con el swift del PATH; cada error o test que falla es un aviso en su lección y línea. Ejecutar los tests ejecuta el código de las lecciones: úsalo solo con lecciones en las que confíes."))
    var checkCode: Bool?

    @Option(help: .localized("Segundos que puede durar cada compilación o ejecución de tests de --check-code (por defecto, 600).", valueName: "segundos"))
    var checkCodeTimeout: Double?

    @Option(help: .localized("Carpeta del paquete que compila --check-code, que se conserva entre compilaciones (por defecto, .build/course-site/code).", valueName: "carpeta"))
    var checkCodeFolder: String?

    @Flag(name: .customLong("print"), inversion: .prefixedNo, help: .localized("Escribe imprimir.html, la página con todo el curso para imprimir o guardar como PDF (por defecto, sí)."))
    var printPage: Bool?

    @Flag(inversion: .prefixedNo, help: .localized("Escribe también curso.pdf, el curso entero en PDF, imprimiendo imprimir.html con Chromium sin ventana (en Debian: apt-get install chromium-headless-shell; en macOS, Google Chrome). Sin Chromium, avisa y publica el sitio sin el PDF."))
    var pdf: Bool?

    @Option(help: .localized("Segundos que puede tardar Chromium en imprimir curso.pdf (por defecto, 300).", valueName: "segundos"))
    var pdfTimeout: Double?

    @Option(help: .localized("Dirección que edita una lección en su repositorio, a la que se añade su ruta (p. ej. https://github.com/usuario/curso/edit/main/Content/), o con {path} donde va la ruta: cada lección enlaza \"Editar esta página\".", valueName: "url"))
    var editURL: String?

    @Option(help: .localized("Imagen que muestran las redes sociales al enlazar el sitio (og:image): una ruta del sitio, p. ej. images/portada.png (con --site-url), o una URL https completa.", valueName: "imagen"))
    var socialImage: String?

    @Flag(inversion: .prefixedNo, help: .localized("Muestra en cada lección la fecha de su último cambio, de git (por defecto, si las lecciones están en un repositorio git)."))
    var dates: Bool?

    @Option(help: .localized("Idioma de la interfaz del sitio (navegación, avisos, fechas; no el de las lecciones): es (por defecto) o en.", valueName: "es|en"))
    var language: String?

    @Option(help: .localized("Cómo se muestran los avisos y errores: console (en la terminal) o github (además, como anotaciones de GitHub Actions en el commit).", valueName: "console|github"))
    var diagnostics: String?

    /// The language of the command's messages and of the site: `--language`, else `language` in
    /// the configuration file, else Spanish. A file that cannot be read says so in Spanish.
    public func interfaceLanguage() -> SiteLanguage {
        let code = language ?? (try? configFile())?.flatMap { $0.text("language") }
        return code.flatMap(SiteLanguage.init(rawValue:)) ?? .spanish
    }

    /// An option's value the build cannot use, said in the interface's language.
    private func invalid(_ message: LocalizedText) -> ValidationError {
        ValidationError(message.rendered(in: interfaceLanguage()))
    }

    /// Checks what can be checked without the configuration file; `configuration()` checks the rest.
    public func validate() throws {
        if let diagnostics, !["console", "github"].contains(diagnostics) { throw invalid("--diagnostics debe ser console o github.") }
        if let language, SiteLanguage(rawValue: language) == nil { throw invalid("--language debe ser es o en.") }
        if let diagrams, DiagramOptions.Mode(rawValue: diagrams) == nil { throw invalid("--diagrams debe ser svg, client o source.") }
    }

    /// The build's configuration: each option from the command line, else from the configuration
    /// file, else its default. Folders named in the file are relative to the file's folder.
    /// - Throws: `ConfigFileError` for a configuration file that cannot be used, `ValidationError`
    ///   for values that do not go together.
    public func configuration() throws -> SiteConfiguration {
        let file = try configFile()
        func text(_ value: String?, _ key: String) -> String? { value ?? file?.text(key) }
        func flag(_ value: Bool?, _ key: String) -> Bool? { value ?? file?.flag(key) }
        func number(_ value: Double?, _ key: String) -> Double? { value ?? file?.number(key) }
        func whole(_ value: Int?, _ key: String) -> Int? { value ?? file?.number(key).map { Int($0) } }

        // Without a file, defaults are in the working folder; with one, in the file's folder.
        func inCourse(_ path: String) -> String { file?.resolve(path) ?? path }
        let content = text(content, "content") ?? inCourse("Content")
        let catalogURL = text(catalogURL, "catalog_url")
        let catalogFile = text(catalogFile, "catalog_file")
        let catalogEnabled = flag(catalog, "catalog") ?? true
        if [catalogURL != nil, catalogFile != nil, !catalogEnabled].filter({ $0 }).count > 1 {
            throw invalid("Usa solo una de --catalog-url, --catalog-file y --no-catalog (o catalog_url, catalog_file y catalog: false).")
        }
        let catalogSource: CatalogOptions.Source
        if !catalogEnabled {
            catalogSource = .none
        } else if let catalogURL {
            guard let url = URL(string: catalogURL), ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host != nil else {
                throw invalid("--catalog-url debe ser una URL http(s), p. ej. https://api.example.com.")
            }
            catalogSource = .api(url)
        } else if let catalogFile {
            catalogSource = .file(URL(fileURLWithPath: catalogFile))
        } else {
            catalogSource = .contentFile
        }
        let catalogTimeout = number(catalogTimeout, "catalog_timeout") ?? 10
        guard catalogTimeout > 0, catalogTimeout <= 3600 else { throw invalid("--catalog-timeout debe estar entre 0 y 3600 segundos.") }
        let catalogMaxBytes = whole(catalogMaxBytes, "catalog_max_bytes") ?? 20 * 1024 * 1024
        guard catalogMaxBytes > 0 else { throw invalid("--catalog-max-bytes debe ser mayor que 0.") }
        let catalogPageSize = whole(catalogPageSize, "catalog_page_size") ?? CatalogOptions.defaultPageSize
        guard catalogPageSize >= 1 else { throw invalid("--catalog-page-size debe ser 1 o más.") }
        let checkCodeTimeout = number(checkCodeTimeout, "check_code_timeout") ?? 600
        guard checkCodeTimeout > 0, checkCodeTimeout <= 86_400 else { throw invalid("--check-code-timeout debe estar entre 0 y 86400 segundos.") }
        let printsPage = flag(printPage, "print") ?? true
        let pdf = flag(pdf, "pdf") ?? false
        let pdfTimeout = number(pdfTimeout, "pdf_timeout") ?? 300
        guard pdfTimeout > 0, pdfTimeout <= 86_400 else { throw invalid("--pdf-timeout debe estar entre 0 y 86400 segundos.") }
        if pdf && !printsPage { throw invalid("--pdf imprime imprimir.html: no se puede usar con --no-print (ni con print: false).") }

        let siteURLText = text(siteURL, "site_url")
        let site = try siteURLText.map { text in
            guard let site = SiteURL(text) else {
                throw invalid("--site-url debe ser una URL http(s) completa, p. ej. https://usuario.github.io/curso/.")
            }
            return site
        }
        let baseURL = text(baseURL, "base_url")
        if let site, let baseURL, SiteConfiguration.normalizedBaseURL(baseURL) != site.basePath {
            throw invalid("--base-url (\(baseURL)) no coincide con la ruta de --site-url (\(site.basePath)); basta con --site-url.")
        }
        let diagramMode = text(diagrams, "diagrams")
        let tests = testFolders.isEmpty ? (file?.texts("tests") ?? Self.defaultTestFolders(inCourse("Tests"))) : testFolders
        return SiteConfiguration(
            contentFolder: URL(fileURLWithPath: content),
            templatesFolder: try ownFolder(text(templates, "templates"), default: inCourse("Templates"), named: templates == nil ? "templates en \(ConfigFile.defaultName)" : "--templates"),
            publicFolder: try ownFolder(text(`public`, "public"), default: inCourse("Public"), named: `public` == nil ? "public en \(ConfigFile.defaultName)" : "--public"),
            outputFolder: URL(fileURLWithPath: text(output, "output") ?? inCourse("_site")),
            baseURL: baseURL ?? site?.basePath ?? "/",
            siteURL: site,
            title: text(title, "title"),
            isStrict: flag(strict, "strict") ?? false,
            allowsRawHTML: flag(unsafeHTML, "unsafe_html") ?? false,
            catalog: CatalogOptions(
                source: catalogSource, timeout: catalogTimeout, maxBytes: catalogMaxBytes,
                allowsError: flag(allowCatalogError, "allow_catalog_error") ?? false, pageSize: catalogPageSize
            ),
            diagrams: DiagramOptions(
                mode: diagramMode.flatMap(DiagramOptions.Mode.init(rawValue:)),
                renderer: text(diagramRenderer, "diagram_renderer"),
                // With a configuration file, the course's working files sit beside it too.
                cacheFolder: (text(diagramCache, "diagram_cache") ?? file.map { _ in inCourse(DiagramOptions.defaultCache) }).map { URL(fileURLWithPath: $0) }
            ),
            search: flag(search, "search") ?? true,
            testFolders: tests.map { URL(fileURLWithPath: $0) },
            codeCheck: CodeCheckOptions(
                isEnabled: flag(checkCode, "check_code") ?? false, timeout: checkCodeTimeout,
                folder: (text(checkCodeFolder, "check_code_folder") ?? file.map { _ in inCourse(CodeCheckOptions.defaultFolder) }).map { URL(fileURLWithPath: $0) }
            ),
            allowsEmptyCourse: flag(allowEmpty, "allow_empty") ?? false,
            editURL: text(editURL, "edit_url"),
            showsDates: flag(dates, "dates") ?? true,
            socialImage: text(socialImage, "social_image"),
            printing: PrintOptions(printsPage: printsPage, pdf: pdf, pdfTimeout: pdfTimeout),
            language: text(language, "language").flatMap(SiteLanguage.init(rawValue:)) ?? .spanish
        )
    }

    /// A folder of the course's own theme files: the one named, which must exist, or the default
    /// one if the course has it; nil, so the built-in theme alone is used, otherwise.
    private func ownFolder(_ named: String?, default defaultPath: String, named option: LocalizedText) throws -> URL? {
        var isFolder: ObjCBool = false
        guard let named else {
            let exists = FileManager.default.fileExists(atPath: defaultPath, isDirectory: &isFolder) && isFolder.boolValue
            return exists ? URL(fileURLWithPath: defaultPath) : nil
        }
        guard FileManager.default.fileExists(atPath: named, isDirectory: &isFolder), isFolder.boolValue else {
            throw invalid("\(option): no existe la carpeta '\(named)'. Créala con los archivos del tema que quieras cambiar (build-site theme los escribe en Templates/ y Public/), o quita la opción para usar el tema integrado.")
        }
        return URL(fileURLWithPath: named)
    }

    /// Who hears the build's warnings and errors: the console, and GitHub with `--diagnostics github`.
    public func diagnosticConsumers(console: ConsoleReporter) throws -> [any DiagnosticConsumer] {
        let format = try diagnostics ?? configFile()?.text("diagnostics") ?? "console"
        return format == "github" ? [console, GitHubAnnotations(language: console.language)] : [console]
    }

    /// `--config`, or `course-site.yml` in the working folder if there is one.
    private func configFile() throws(ConfigFileError) -> ConfigFile? {
        if let config {
            return try ConfigFile(reading: URL(fileURLWithPath: config), shown: config)
        }
        guard let found = ConfigFile.found(in: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) else { return nil }
        return try ConfigFile(reading: found, shown: ConfigFile.defaultName)
    }

    /// A course that documents its own code keeps its tests in `Tests/`, as a Swift package does.
    private static func defaultTestFolders(_ tests: String) -> [String] {
        FileTree.isFolder(URL(fileURLWithPath: tests)) ? [tests] : []
    }
}
