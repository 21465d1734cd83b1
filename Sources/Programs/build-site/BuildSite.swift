import ArgumentParser
import SiteCommandLine
import SiteComposition
import SiteInfrastructure

/// Parses the options, hands a configuration to the composition root, prints the summary.
@main
struct BuildSite: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build-site",
        abstract: HelpLanguage.text("Genera el sitio web estático del curso a partir de las lecciones en Markdown."),
        discussion: HelpLanguage.text("""
            Cada archivo .md de la carpeta de contenido se convierte en una página (login/01-domain.md → \
            login/01-domain.html); cada carpeta es una sección del curso. El sitio se escribe primero en una \
            carpeta temporal y solo sustituye al anterior si todo fue bien.

            Con --check-code, además compila el código que escriben las lecciones (cada archivo en su última \
            versión) y ejecuta sus tests con el swift del PATH, y dice en qué lección y línea está cada error \
            o test que falla. Como mdbook test, ejecutar los tests ejecuta el código de las lecciones: \
            úsalo con lecciones en las que confíes.

            Configuración: course-site.yml en la carpeta actual (o el archivo de --config). Cada opción \
            tiene su clave, con _ en vez de - (--catalog-timeout es catalog_timeout; --no-search es \
            search: false), y las rutas son relativas a la carpeta del archivo. Las opciones de la línea de \
            comandos mandan sobre el archivo.

            Para verlo mientras escribes, con recarga automática: \(ServeSiteCommand.current)

            Claves de course-site.yml:
            """) + "\n" + ConfigKey.helpList,
        subcommands: [Init.self, Theme.self, Serve.self]
    )

    @OptionGroup var options: BuildOptions

    /// `build-site serve …` hands every argument after `serve` to serve-site untouched: parsed
    /// here, the build options would be taken by this command instead.
    static func main() async {
        HeapGrowth.inLargeSteps()
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "serve", !arguments.contains("--help"), !arguments.contains("-h") {
            do {
                try Serve.handOver(Array(arguments.dropFirst()))
            } catch {
                exit(withError: error)
            }
        }
        do {
            var command = try parseAsRoot(arguments)
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            exit(withError: error)
        }
    }

    func run() async throws {
        let console: ConsoleReporter
        let builder: SiteBuilder
        do {
            let (configuration, notices) = try options.resolved()
            console = ConsoleReporter(language: configuration.language)
            notices.forEach(console.say)
            builder = SiteBuilder(configuration: configuration, reporter: console, diagnostics: options.diagnosticConsumers(for: configuration, console: console))
        } catch let error as ConfigFileError {
            // The file could not be read, its language neither: `--language`, or Spanish.
            ConsoleReporter(language: options.interfaceLanguage()).receive(error.diagnostic)
            throw ExitCode.failure
        }
        let build = Task { try await builder.build() }
        let interruption = Interruption(onForcedExit: SiteBuilder.abandonWorkInProgress)
        interruption.cancels(build)
        do {
            console.finished(try await build.value)
        } catch {
            // The failure was printed as it was diagnosed; an interrupted build exits as shells expect.
            throw interruption.exitStatus.map { ExitCode($0) } ?? ExitCode.failure
        }
    }
}
