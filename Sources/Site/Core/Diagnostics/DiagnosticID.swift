/// The kind of a diagnostic, stable across releases (`broken-link`, `missing-test`): what tools,
/// tests and annotations match on, while the message is free to change. Each feature declares its own.
public struct DiagnosticID: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }
}

extension DiagnosticID {
    /// Warnings were found in a strict build.
    public static let strictMode = DiagnosticID("strict-mode")
    /// Errors were found, so the build publishes nothing.
    public static let errorsFound = DiagnosticID("errors-found")
    /// The output folder is one the build must not replace.
    public static let unsafeOutput = DiagnosticID("unsafe-output")
    public static let writeFailed = DiagnosticID("write-failed")
    /// A file of the site would land outside the output folder.
    public static let outsideSite = DiagnosticID("outside-site")
    public static let templateError = DiagnosticID("template-error")
    /// The course's templates folder does not exist.
    public static let templatesMissing = DiagnosticID("templates-missing")
    public static let searchFailed = DiagnosticID("search-failed")
    /// The build was stopped (Ctrl-C, a cancelled preview rebuild).
    public static let cancelled = DiagnosticID("cancelled")
    /// A failure no step described: a bug in course-site rather than in the course.
    public static let unexpected = DiagnosticID("unexpected-error")
}
