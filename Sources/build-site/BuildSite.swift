import ArgumentParser
import Foundation
import SiteComposition

/// Parses the options, hands a configuration to the composition root, prints the summary.
@main
struct BuildSite: ParsableCommand {
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

    func run() throws {
        let console = ConsoleProgress()
        let configuration = SiteConfiguration(
            contentFolder: URL(fileURLWithPath: content),
            templatesFolder: URL(fileURLWithPath: templates),
            publicFolder: URL(fileURLWithPath: `public`),
            outputFolder: URL(fileURLWithPath: output),
            baseURL: baseURL,
            title: title,
            isStrict: strict,
            allowsRawHTML: unsafeHTML
        )
        do {
            let summary = try SiteBuilder(configuration: configuration, progress: console).build()
            console.finished(summary)
        } catch {
            console.failed(error)
            throw ExitCode.failure
        }
    }
}
