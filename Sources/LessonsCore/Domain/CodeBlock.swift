/// A fenced code block: the language of its info string (`swift`, `mermaid`) and its text.
public struct CodeBlock: Equatable, Sendable {
    public let language: String?
    public let code: String
    public let line: Int

    public init(language: String?, code: String, line: Int) {
        self.language = language
        self.code = code
        self.line = line
    }

    public var isDiagram: Bool { language == "mermaid" }
}
