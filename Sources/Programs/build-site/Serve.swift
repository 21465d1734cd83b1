import ArgumentParser
import Foundation
import Localization
import SiteCommandLine

/// `build-site serve …` is `serve-site …`: the preview server is a program of its own, so that
/// its server library is compiled only by those who preview (see the guide's figures: docs/guide/02-writing/02-the-preview.md).
struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: HelpLanguage.text("Sirve el sitio en local y lo regenera al guardar (lo mismo que serve-site)."),
        discussion: HelpLanguage.text("Acepta las opciones de serve-site: \(ServeSiteCommand.current) --help")
    )

    @Argument(parsing: .allUnrecognized, help: .localized("Opciones de serve-site.", valueName: "opciones"))
    var arguments: [String] = []

    func run() throws {
        try Self.handOver(arguments)
    }

    /// Replaces this process with serve-site, so Ctrl-C reaches the server directly.
    static func handOver(_ arguments: [String]) throws {
        // The program's own file, not argv[0]: run from the PATH, argv[0] is a bare name.
        let program = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        let server = program.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("serve-site")
        // serve-site reads the options; why it cannot start is said before they are read, as --help is.
        let language = HelpLanguage.current
        guard FileManager.default.isExecutableFile(atPath: server.path) else {
            let message: LocalizedText = "no hay un serve-site junto a build-site (\(server.path)). En el repositorio de course-site, ejecuta la vista previa con swift run serve-site (la primera vez compila el servidor, unos 3 minutos); instalado, copia serve-site a la misma carpeta que build-site."
            throw ValidationError(message.rendered(in: language))
        }
        var cArguments = ([server.path] + arguments).map { strdup($0) } + [nil]
        execv(server.path, &cArguments)
        let message: LocalizedText = "No se pudo ejecutar \(server.path): \(String(cString: strerror(errno)))"
        throw ValidationError(message.rendered(in: language))
    }
}
