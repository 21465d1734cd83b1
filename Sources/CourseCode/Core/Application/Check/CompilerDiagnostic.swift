/// A line of the compiler's output: `/…/Email.swift:12:5: error: cannot find 'UUID' in scope`,
/// with the package's file named as the course names it.
public struct CompilerDiagnostic: Equatable, Sendable {
    public enum Severity: Equatable, Sendable {
        case error
        case warning
        case note
    }

    /// The course's file; nil for anything else (the package's manifest, the linker).
    public let file: CourseFilePath?
    /// From 1, in the package's file.
    public let line: Int?
    public let column: Int?
    public let severity: Severity
    public let message: String

    public init(file: CourseFilePath?, line: Int?, column: Int? = nil, severity: Severity, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    /// `cannot find 'UUID' in scope`, `cannot find type 'URLRequest' in scope` → the name.
    public var missingName: String? {
        guard severity == .error, let match = message.firstMatch(of: /^cannot find (?:type )?'([A-Za-z_][A-Za-z0-9_]*)' in scope/) else { return nil }
        return String(match.output.1)
    }
}
