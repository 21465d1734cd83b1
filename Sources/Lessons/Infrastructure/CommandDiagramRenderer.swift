public import Foundation
public import LessonsCore
import Localization
import SiteInfrastructure

/// Draws diagrams with an installed command that reads mermaid on standard input and writes SVG
/// on standard output: `mmdr` (Rust, fast) or `mermaidx` (mermaid itself in an embedded engine).
public struct CommandDiagramRenderer: DiagramRendering {
    /// The renderers this adapter knows, in order of preference, with their arguments.
    public static let known: [(name: String, arguments: [String])] = [
        ("mmdr", ["-i", "-", "-o", "-", "-e", "svg"]),
        ("mermaidx", ["-i", "-", "-q"]),
    ]

    public let executable: URL
    private let arguments: [String]
    private let runner: CommandRunner

    /// - Parameters:
    ///   - arguments: those of a known renderer; any other command gets none.
    ///   - timeout: a renderer that hangs is stopped, and the diagram shown as its source.
    public init(executable: URL, arguments: [String]? = nil, timeout: Duration = .seconds(30)) {
        self.executable = executable
        self.arguments = arguments ?? Self.known.first { $0.name == executable.lastPathComponent }?.arguments ?? []
        // A drawing is a few hundred kilobytes; anything far beyond is not one.
        self.runner = CommandRunner(timeout: timeout, outputLimit: 16 << 20)
    }

    /// The first known renderer on the `PATH`, if any.
    public static func installed(path: String = ProcessInfo.processInfo.environment["PATH"] ?? "") -> CommandDiagramRenderer? {
        find(path: path).map { CommandDiagramRenderer(executable: $0) }
    }

    /// Where the first known renderer on the `PATH` is, if any.
    public static func find(path: String = ProcessInfo.processInfo.environment["PATH"] ?? "") -> URL? {
        known.lazy.compactMap { ExecutableLookup.find($0.name, path: path) }.first
    }

    public func svg(for source: String) async throws(DiagramRenderingError) -> String {
        let name = executable.lastPathComponent
        let result: CommandRunner.Result
        do {
            result = try await runner.run(executable, arguments: arguments, input: source)
        } catch {
            throw DiagramRenderingError(LocalizedText(describing: error))
        }
        guard result.succeeded, let start = result.standardOutput.range(of: "<svg") else {
            let reason = result.standardError.trimmingCharacters(in: .whitespacesAndNewlines)
            let status: LocalizedText = result.exitCode.map { "estado \($0)" } ?? "terminado por una señal"
            throw DiagramRenderingError(reason.isEmpty ? "\(name): sin SVG (\(status))" : "\(name): \(reason)")
        }
        let svg = String(result.standardOutput[start.lowerBound...]).trimmingCharacters(in: .whitespacesAndNewlines)
        try SVGSafety.check(svg)
        return svg
    }
}
