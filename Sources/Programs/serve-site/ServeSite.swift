import ArgumentParser
import Foundation
import Localization
import SiteCommandLine
import SiteComposition
import SiteCore
import SiteInfrastructure
import SitePreview

/// Builds the site, serves it on this machine, and rebuilds it whenever a lesson, template or
/// asset is saved; open pages reload by themselves.
@main
struct ServeSite: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve-site",
        abstract: HelpLanguage.text("Sirve el sitio del curso en local y lo regenera al guardar un cambio."),
        discussion: HelpLanguage.text("""
            Genera el sitio como build-site (con las mismas opciones), lo sirve en http://127.0.0.1:8000 \
            bajo su --base-url, y lo regenera cuando cambia algo en las carpetas de contenido, plantillas, \
            recursos o tests, o tras un commit (por las fechas de las lecciones). Las páginas abiertas se recargan solas; si una compilación falla, el error aparece \
            en la terminal y en el navegador, y se sigue sirviendo el último sitio bueno. El archivo de \
            configuración, y las carpetas Templates, Public o Tests creadas después, se leen al arrancar: reinícialo \
            para aplicarlos.
            """)
    )

    @OptionGroup var options: BuildOptions

    @Option(help: .localized("Puerto en el que escuchar (0 elige uno libre)."))
    var port = 8000

    @Option(help: .localized("Dirección en la que escuchar; 0.0.0.0 la abre a la red local."))
    var host = "127.0.0.1"

    func validate() throws {
        let message: LocalizedText = "--port debe estar entre 0 y 65535."
        guard (0...65535).contains(port) else { throw ValidationError(message.rendered(in: options.interfaceLanguage())) }
    }

    func run() async throws {
        OpenFileLimit.raise()
        HeapGrowth.inLargeSteps()
        // Before the first build, which may take a while: a port taken is said at once, in the help's language.
        if let problem = PortCheck.problem(host: host, port: port) {
            TerminalLine.printError(problem.rendered(in: options.interfaceLanguage()))
            throw ExitCode.failure
        }
        let console: ConsoleReporter
        let configuration: SiteConfiguration
        let advice: OptionAdvice
        do {
            let notices: [LocalizedText]
            (configuration, notices) = try options.resolved()
            console = ConsoleReporter(language: configuration.language)
            notices.forEach(console.say)
            advice = options.optionAdvice(for: configuration, console: console)
        } catch let error as ConfigFileError {
            // The file could not be read, its language neither: `--language`, or Spanish.
            ConsoleReporter(language: options.interfaceLanguage()).receive(error.diagnostic)
            throw ExitCode.failure
        }
        let rebuilder = Rebuilder(configuration: configuration, advice: advice, liveReload: LiveReload())
        await rebuilder.build()
        let server = PreviewServer(
            folder: configuration.outputFolder,
            basePath: configuration.baseURL,
            host: host,
            port: port,
            liveReload: rebuilder.liveReload,
            language: configuration.language
        )
        let host = host
        let baseURL = configuration.baseURL
        try await server.run(onRunning: { port in
            console.say("\n  Sirviendo en http://\(host):\(port)\(baseURL)  (Ctrl-C para terminar)\n")
        }, alongside: {
            await rebuilder.watch()
        })
    }
}
