public import Localization

/// Why the check could not run at all. The site is still built: the step turns it into a
/// warning (`code-check-skipped`) and reports nothing as checked.
public enum CodeCheckFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// No `swift` on the `PATH`, or it would not start.
    case toolchainUnavailable(LocalizedText)
    /// A command ran past its deadline.
    case timedOut(LocalizedText)
    /// The package could not be written, a command failed in a way the check cannot read.
    case failed(LocalizedText)

    public var reason: LocalizedText {
        switch self {
        case let .toolchainUnavailable(reason), let .timedOut(reason), let .failed(reason): reason
        }
    }

    public var description: String { reason.description }
}
