/// Why a build stopped: the step it stopped in and the error diagnostic the author was shown.
/// Whatever the build had written was discarded; the previous site is untouched.
public struct BuildFailure: Error, Sendable, CustomStringConvertible {
    public let step: String
    public let diagnostic: Diagnostic

    public init(step: String, diagnostic: Diagnostic) {
        self.step = step
        self.diagnostic = diagnostic
    }

    public var description: String { diagnostic.description }
}
