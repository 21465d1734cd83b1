/// The optional YAML block at the top of a lesson, between `---` lines.
public struct FrontMatter: Equatable, Sendable {
    public var title: String?
    public var order: Int?
    public var description: String?
    /// The title of the lesson's section, for a folder without an `index.md` to name it.
    public var section: String?

    public init(title: String? = nil, order: Int? = nil, description: String? = nil, section: String? = nil) {
        self.title = title
        self.order = order
        self.description = description
        self.section = section
    }
}
