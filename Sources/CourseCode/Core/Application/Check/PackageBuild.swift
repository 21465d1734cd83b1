/// What building the package gave: whether it built, and what the compiler said.
public struct PackageBuild: Equatable, Sendable {
    public let succeeded: Bool
    public let diagnostics: [CompilerDiagnostic]
    /// The end of the build's output, for a failure no diagnostic explains (the linker, SwiftPM).
    public let outputTail: String

    public init(succeeded: Bool, diagnostics: [CompilerDiagnostic], outputTail: String = "") {
        self.succeeded = succeeded
        self.diagnostics = diagnostics
        self.outputTail = outputTail
    }

    public var errors: [CompilerDiagnostic] { diagnostics.filter { $0.severity == .error } }
}
