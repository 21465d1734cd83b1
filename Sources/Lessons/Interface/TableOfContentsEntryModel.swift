/// An entry of a lesson's in-page table of contents (its `##` and `###` headings).
public struct TableOfContentsEntryModel: Sendable, Equatable, Encodable {
    public let title: String
    public let id: String
    public let isSubsection: Bool

    public init(title: String, id: String, isSubsection: Bool) {
        self.title = title
        self.id = id
        self.isSubsection = isSubsection
    }
}
