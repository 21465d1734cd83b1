public import Localization
public import SiteCore

/// `course-site.yml` could not be used: which file, which line, and why.
public struct ConfigFileError: Error, Equatable, DiagnosticConvertible {
    public let file: String
    public let line: Int?
    public let problem: LocalizedText

    public init(file: String, line: Int?, problem: LocalizedText) {
        self.file = file
        self.line = line
        self.problem = problem
    }

    public var diagnostic: Diagnostic {
        .error(.invalidConfig, file: file, line: line, "\(problem).")
    }
}

extension DiagnosticID {
    /// `course-site.yml` has an unknown key, a value of the wrong kind, or is not YAML.
    public static let invalidConfig = DiagnosticID("invalid-config")
}
