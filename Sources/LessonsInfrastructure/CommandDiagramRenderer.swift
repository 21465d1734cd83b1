public import Foundation
public import LessonsCore

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
    private let timeout: Duration

    /// - Parameter arguments: those of a known renderer; any other command gets none.
    public init(executable: URL, arguments: [String]? = nil, timeout: Duration = .seconds(30)) {
        self.executable = executable
        self.arguments = arguments ?? Self.known.first { $0.name == executable.lastPathComponent }?.arguments ?? []
        self.timeout = timeout
    }

    /// The first known renderer on the `PATH`, if any.
    public static func installed(path: String = ProcessInfo.processInfo.environment["PATH"] ?? "") -> CommandDiagramRenderer? {
        known.lazy.compactMap { ExecutableLookup.find($0.name, path: path) }.first.map { CommandDiagramRenderer(executable: $0) }
    }

    public func svg(for source: String) throws(DiagramRenderingError) -> String {
        let result: (status: Int32, output: Data, errors: Data)
        do {
            result = try run(input: Data(source.utf8))
        } catch let error as DiagramRenderingError {
            throw DiagramRenderingError("\(executable.lastPathComponent): \(error.message)")
        } catch {
            throw DiagramRenderingError("no se pudo ejecutar \(executable.path): \(error)")
        }
        let svg = String(decoding: result.output, as: UTF8.self)
        guard result.status == 0, svg.contains("<svg") else {
            let reason = String(decoding: result.errors, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw DiagramRenderingError("\(executable.lastPathComponent): \(reason.isEmpty ? "sin SVG (estado \(result.status))" : reason)")
        }
        try SVGSafety.check(svg)
        return String(svg[svg.range(of: "<svg")!.lowerBound...]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private func run(input: Data) throws -> (status: Int32, output: Data, errors: Data) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Input and both outputs move on threads of their own, so a renderer that reads or writes
        // little or a lot never blocks the build on a full pipe.
        let output = DrainedPipe(stdout)
        let errors = DrainedPipe(stderr)
        Thread.detachNewThread {
            stdin.fileHandleForWriting.write(input)
            try? stdin.fileHandleForWriting.close()
        }
        let exited = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            process.waitUntilExit()
            exited.signal()
        }
        // A renderer that hangs must not hang the build: it is killed and the diagram shown as source.
        if exited.wait(timeout: .now() + .milliseconds(Int(timeout / .milliseconds(1)))) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            throw DiagramRenderingError("no terminó en \(timeout)")
        }
        return (process.terminationStatus, output.data, errors.data)
    }
}

/// Reads a pipe to its end on a thread of its own: threads that block go outside Dispatch's
/// pool, which has as many threads as cores and would stall the build while they wait.
private final class DrainedPipe: @unchecked Sendable {
    private var result = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ pipe: Pipe) {
        Thread.detachNewThread {
            self.result = pipe.fileHandleForReading.readDataToEndOfFile()
            self.done.signal()
        }
    }

    var data: Data {
        done.wait()
        return result
    }
}
