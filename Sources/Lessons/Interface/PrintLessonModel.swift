public import SiteCore

/// One lesson of the print page, for `print-lesson.mustache`: its title where the lesson has no
/// `# Title` of its own, and its body, rendered for the print page.
public struct PrintLessonModel: Sendable, Equatable, Encodable {
    /// The lesson's id on the print page, where the contents and other lessons' links lead.
    public let anchor: String
    public let title: String
    public let showsTitle: Bool
    public let description: String
    public let hasDescription: Bool
    public let sectionTitle: String
    /// The lesson's body, already HTML: the template writes it with `{{{content}}}`.
    public let content: HTML
}
