/// A fenced code block: its info string (```` ```swift file=Email.swift ````), its text and the
/// line of its opening fence.
public struct CodeBlock: Equatable, Sendable {
    /// Everything after the opening fence, as written.
    public let info: String
    public let code: String
    public let line: Int
    /// The info string's first word, lower-cased (`swift`, `mermaid`); nil when there is none.
    /// Worked out once: it is asked of every block several times a build.
    public let language: String?

    public init(info: String, code: String, line: Int) {
        self.info = info
        self.code = code
        self.line = line
        language = Self.language(of: info)
    }

    private static func language(of info: String) -> String? {
        let bytes = info.utf8
        guard let start = bytes.firstIndex(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) else { return nil }
        let end = bytes[start...].firstIndex { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") } ?? bytes.endIndex
        let word = info[start..<end]
        // Most are written in lower case already (`swift`).
        return word.utf8.contains { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) || $0 >= 0x80 } ? word.lowercased() : String(word)
    }

    public var isDiagram: Bool { language == "mermaid" }
}
