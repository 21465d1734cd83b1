/// The sidebar of one page: the course's sections by title, the current one opened to show its lessons.
public struct SidebarModel: Sendable, Equatable, Encodable {
    /// The closed sections shown before the current one.
    public let sectionsBefore: [ClosedSectionModel]
    /// The section being read, with its lessons; nil on pages of no section (home, 404).
    public let current: SidebarSectionModel?
    /// The closed sections shown after the current one.
    public let sectionsAfter: [ClosedSectionModel]
    /// Sections were left out before or after: the sidebar links to the full list instead.
    public let hasMoreBefore: Bool
    public let hasMoreAfter: Bool

    public init(
        sectionsBefore: [ClosedSectionModel],
        current: SidebarSectionModel?,
        sectionsAfter: [ClosedSectionModel],
        hasMoreBefore: Bool = false,
        hasMoreAfter: Bool = false
    ) {
        self.sectionsBefore = sectionsBefore
        self.current = current
        self.sectionsAfter = sectionsAfter
        self.hasMoreBefore = hasMoreBefore
        self.hasMoreAfter = hasMoreAfter
    }

    /// As the synthesized conformance would, with each list of closed sections as one recurring value.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(ClosedSections(sections: sectionsBefore), forKey: .sectionsBefore)
        try container.encodeIfPresent(current, forKey: .current)
        try container.encode(ClosedSections(sections: sectionsAfter), forKey: .sectionsAfter)
        try container.encode(hasMoreBefore, forKey: .hasMoreBefore)
        try container.encode(hasMoreAfter, forKey: .hasMoreAfter)
    }

    private enum CodingKeys: String, CodingKey {
        case sectionsBefore, current, sectionsAfter, hasMoreBefore, hasMoreAfter
    }
}
