import ArgumentParser
import Foundation

/// `build-site serve …` is `serve-site …`: the preview server is a program of its own, so that
/// its server library is compiled only by those who preview (see the README's figures).
struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Sirve el sitio en local y lo regenera al guardar (lo mismo que serve-site).",
        discussion: "Acepta las opciones de serve-site: swift run serve-site --help"
    )

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("Opciones de serve-site.", valueName: "opciones"))
    var arguments: [String] = []

    func run() throws {
        try Self.handOver(arguments)
    }

    /// Replaces this process with serve-site, so Ctrl-C reaches the server directly.
    static func handOver(_ arguments: [String]) throws {
        let server = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("serve-site")
        guard FileManager.default.isExecutableFile(atPath: server.path) else {
            throw ValidationError("""
                serve-site no está compilado junto a build-site. Ejecuta la vista previa así \
                (la primera vez compila el servidor, unos 3 minutos):
                  swift run serve-site \(arguments.joined(separator: " "))
                """)
        }
        var cArguments = ([server.path] + arguments).map { strdup($0) } + [nil]
        execv(server.path, &cArguments)
        throw ValidationError("No se pudo ejecutar \(server.path): \(String(cString: strerror(errno)))")
    }
}
