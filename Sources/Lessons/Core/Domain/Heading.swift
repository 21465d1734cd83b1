/// A heading of a lesson with the id its page gives it (the same id GitHub would).
public struct Heading: Equatable, Sendable {
    public let level: Int
    public let text: String
    public let id: String
    public let line: Int

    public init(level: Int, text: String, id: String, line: Int) {
        self.level = level
        self.text = text
        self.id = id
        self.line = line
    }
}
