/// The whole course: its sections in reading order, and the optional home lesson (`index.md` at the root).
public struct Course: Equatable, Sendable {
    public let title: String
    public let home: LessonSummary?
    public let sections: [Section]

    public init(title: String, home: LessonSummary?, sections: [Section]) {
        self.title = title
        self.home = home
        self.sections = sections
    }

    /// Every lesson in reading order: the order of previous/next links.
    public var lessons: [LessonSummary] { sections.flatMap(\.lessons) }

    /// Places lessons in reading order: by folder, then `order:`, then file name in natural order.
    /// A folder's `index.md` comes first in it and gives the folder its title; without one, the
    /// first lesson that names its section (`section:` in its front matter) does, and then the
    /// folder's name made readable.
    ///
    /// - Parameters:
    ///   - title: a title chosen by the user; otherwise the home lesson's, otherwise `fallbackTitle`.
    ///   - introductionTitle: the section of the lessons outside any folder, when no `index.md` names it.
    public static func assemble(lessons: [LessonSummary], title: String? = nil, fallbackTitle: String = "Curso", introductionTitle: String = "Introducción") -> Course {
        let home = lessons.first { $0.path.folder.isEmpty && $0.path.isIndex }
        let byFolder = Dictionary(grouping: lessons.filter { $0 != home }, by: \.path.folder)
        // Each folder's name cut into its natural-order runs once, not at every comparison.
        let sections = byFolder.keys
            .map { (folder: $0, name: NaturalOrder.Key($0)) }
            .sorted { $0.name < $1.name }
            .map { folder, _ in
                let ordered = inReadingOrder(byFolder[folder, default: []])
                return Section(folder: folder, title: sectionTitle(folder: folder, lessons: ordered, introduction: introductionTitle), lessons: ordered)
            }
        return Course(title: title ?? home?.title ?? fallbackTitle, home: home, sections: sections)
    }

    /// Each file name is cut into its natural-order runs once, not at every comparison.
    private static func inReadingOrder(_ lessons: [LessonSummary]) -> [LessonSummary] {
        lessons.map { (lesson: $0, name: NaturalOrder.Key($0.path.value)) }
            .sorted { lhs, rhs in
                if lhs.lesson.path.isIndex != rhs.lesson.path.isIndex { return lhs.lesson.path.isIndex }
                switch (lhs.lesson.order, rhs.lesson.order) {
                case let (left?, right?) where left != right: return left < right
                case (.some, nil): return true
                case (nil, .some): return false
                default: return lhs.name < rhs.name
                }
            }
            .map(\.lesson)
    }

    private static func sectionTitle(folder: String, lessons: [LessonSummary], introduction: String) -> String {
        if let index = lessons.first(where: \.path.isIndex) { return index.title }
        if let named = lessons.lazy.compactMap(\.section).first { return named }
        let name = folder.split(separator: "/").last.map(String.init) ?? ""
        return name.isEmpty ? introduction : ReadableName.from(name)
    }
}
