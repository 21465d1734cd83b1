/// A fenced code block: its info string (```` ```swift file=Email.swift ````), its text and the
/// line of its opening fence.
public struct CodeBlock: Equatable, Sendable {
    /// Everything after the opening fence, as written.
    public let info: String
    public let code: String
    public let line: Int

    public init(info: String, code: String, line: Int) {
        self.info = info
        self.code = code
        self.line = line
    }

    /// The info string's first word, lower-cased (`swift`, `mermaid`); nil when there is none.
    public var language: String? {
        info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map { $0.lowercased() }
    }

    public var isDiagram: Bool { language == "mermaid" }
}
