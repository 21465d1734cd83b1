/// A link or image written in a lesson, as the author wrote it.
public struct LessonLink: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case link
        case image
    }

    public let destination: String
    public let kind: Kind
    public let line: Int

    public init(destination: String, kind: Kind = .link, line: Int) {
        self.destination = destination
        self.kind = kind
        self.line = line
    }
}
