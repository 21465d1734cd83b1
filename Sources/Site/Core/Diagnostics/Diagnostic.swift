public import Localization

/// Something the build found that the author should know about: how serious it is, what kind
/// of problem (a stable identifier), where, and what to do. Every step reports in this one type,
/// as swift-docc's `Diagnostic` does, so the command line, the GitHub annotations and the tests
/// read every problem the same way.
public struct Diagnostic: Equatable, Sendable, CustomStringConvertible {
    public enum Severity: Int, Comparable, Sendable {
        case warning
        case error

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public var severity: Severity
    public let id: DiagnosticID
    /// The file as the user would name it (`Content/login/01-domain.md`); nil for the build as a whole.
    public let file: String?
    public let line: Int?
    /// What is wrong and what to do, in Spanish with its translations.
    public let text: LocalizedText

    public init(_ severity: Severity, _ id: DiagnosticID, file: String? = nil, line: Int? = nil, message: LocalizedText) {
        self.severity = severity
        self.id = id
        self.file = file
        self.line = line
        self.text = message
    }

    public static func warning(_ id: DiagnosticID, file: String? = nil, line: Int? = nil, _ message: LocalizedText) -> Diagnostic {
        Diagnostic(.warning, id, file: file, line: line, message: message)
    }

    public static func error(_ id: DiagnosticID, file: String? = nil, line: Int? = nil, _ message: LocalizedText) -> Diagnostic {
        Diagnostic(.error, id, file: file, line: line, message: message)
    }

    /// The same diagnostic, `advice` said after what is wrong.
    public func advising(_ advice: LocalizedText) -> Diagnostic {
        Diagnostic(severity, id, file: file, line: line, message: "\(text) \(advice)")
    }

    /// The message in Spanish, as the code writes it.
    public var message: String { text.description }

    /// `file:line`, `file`, or nil when the diagnostic is about no file.
    public var location: String? {
        guard let file else { return nil }
        return line.map { "\(file):\($0)" } ?? file
    }

    public var description: String { described(in: .spanish) }

    /// `file:line: message`, the message in `language`.
    public func described(in language: SiteLanguage) -> String {
        let message = text.rendered(in: language)
        return location.map { "\($0): \(message)" } ?? message
    }

    /// The same diagnostic with its file named from `folder`: the Lessons feature names files
    /// relative to the content folder, the author reads them as typed (`Content/a.md`).
    public func inFolder(_ folder: String) -> Diagnostic {
        guard let file else { return self }
        return Diagnostic(severity, id, file: folder + "/" + file, line: line, message: text)
    }
}
