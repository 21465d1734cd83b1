/// The optional YAML block at the top of a lesson, between `---` lines.
public struct FrontMatter: Equatable, Sendable {
    public var title: String?
    public var order: Int?
    public var description: String?

    public init(title: String? = nil, order: Int? = nil, description: String? = nil) {
        self.title = title
        self.order = order
        self.description = description
    }
}
