public import LessonsCore
public import SiteInterface

/// Builds the print page, `imprimir.html`: every lesson of the course in reading order on one
/// page, as mdBook's print page holds a whole book, so a browser's "Guardar como PDF" makes the
/// course a book. Its top (the course's introduction and contents) and each lesson are separate
/// models, so a course of thousands of lessons is written a part at a time.
public struct PrintPagePresenter: Sendable {
    public static let pagePath = "imprimir.html"
    /// The PDF printed from the page with `--pdf`.
    public static let pdfPath = "curso.pdf"

    private let course: Course
    private let site: SiteModel
    private let anchors: PrintAnchors
    private let sectionTitles: [String: String]

    public init(course: Course, site: SiteModel, anchors: PrintAnchors) {
        self.course = course
        self.site = site
        self.anchors = anchors
        self.sectionTitles = Dictionary(course.sections.map { ($0.folder, $0.title) }, uniquingKeysWith: { first, _ in first })
    }

    /// The page's top and bottom.
    /// - Parameters:
    ///   - intro: the home lesson's body rendered for the print page, if the course has one.
    ///   - loadsMermaid: some lesson leaves its diagrams for the browser to draw.
    public func page(intro: LessonBody?, loadsMermaid: Bool) -> PrintPageModel {
        let introHTML = intro?.html ?? ""
        return PrintPageModel(
            site: site.onPage(Self.pagePath),
            pageTitle: "\(course.title) · \(site.words.printVersion)",
            intro: introHTML,
            hasIntro: !introHTML.isEmpty,
            introAnchor: course.home.map { anchor(of: $0.path) } ?? "",
            sections: course.sections.map { section in
                PrintPageModel.Section(title: section.title, lessons: section.lessons.map { LinkModel(title: $0.title, url: "#" + anchor(of: $0.path)) })
            },
            loadsMermaid: loadsMermaid || (intro?.needsDiagramScript ?? false)
        )
    }

    /// - Parameter body: the lesson's body rendered for the print page, its Swift blocks framed.
    public func lesson(_ lesson: Lesson, body: LessonBody) -> PrintLessonModel {
        PrintLessonModel(
            anchor: anchor(of: lesson.path),
            title: lesson.title,
            showsTitle: !lesson.hasTitleHeading,
            description: lesson.summary.description ?? "",
            hasDescription: lesson.summary.description != nil,
            sectionTitle: sectionTitles[lesson.path.folder] ?? "",
            content: body.html
        )
    }

    private func anchor(of lesson: LessonPath) -> String {
        anchors.anchor(for: lesson) ?? PrintAnchors.baseAnchor(for: lesson)
    }
}
