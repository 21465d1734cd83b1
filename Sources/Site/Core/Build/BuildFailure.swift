public import Localization

/// Why a build stopped: the step it stopped in and the error diagnostic the author was shown.
/// Whatever the build had written was discarded; the previous site is untouched.
public struct BuildFailure: Error, Sendable, CustomStringConvertible {
    public let step: LocalizedText
    public let diagnostic: Diagnostic

    public init(step: LocalizedText, diagnostic: Diagnostic) {
        self.step = step
        self.diagnostic = diagnostic
    }

    public var description: String { diagnostic.description }
}
