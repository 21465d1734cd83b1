public import CourseCodeCore
public import LessonsCore
public import SiteInterface

/// Says how each Swift block of a lesson is framed, from what the course's code knows of it:
/// its file, whether the file was shown before (and where), which lines changed since.
public struct CodeFramePresenter: Sendable {
    private let code: CourseCode
    private let lessons: [LessonPath: Lesson]
    private let site: SiteModel
    /// Frames for the print page: its ids, and links to previous versions inside it.
    private var printAnchors: PrintAnchors?

    public init(code: CourseCode, lessons: [Lesson], site: SiteModel) {
        self.code = code
        self.lessons = Dictionary(lessons.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        self.site = site
    }

    /// The same frames for the print page, where every lesson is: each frame's id is prefixed
    /// with its lesson's anchor, and the link to a file's previous version points at that version
    /// in the print page (in a PDF too) rather than at the lesson's own page.
    public func forPrintPage(_ anchors: PrintAnchors) -> CodeFramePresenter {
        var frames = self
        frames.printAnchors = anchors
        return frames
    }

    /// The words of the frames' title bars, in the site's language.
    public var words: SiteWords { site.words }

    /// The id of a Swift block's frame in its page: `codigo-3` for the lesson's third Swift block.
    public static func anchor(forBlock index: Int) -> String { "codigo-\(index + 1)" }

    /// - Returns: nil for a block that is no part of a file (a fragment, a counter-example).
    public func frame(forBlock index: Int, of lesson: LessonPath) -> CodeFrame? {
        guard let placement = code.placements[CourseCode.BlockKey(lesson: lesson, index: index)] else { return nil }
        let continues = placement.kind == .continuation
        let previous = continues || placement.version == 0 ? nil : code.file(placement.path)?.versions[placement.version - 1]
        return CodeFrame(
            fileName: placement.path.fileName,
            folder: placement.path.folder,
            continues: continues,
            hiddenLines: placement.hiddenLines,
            // The first time a file is shown every line is new: nothing is worth marking.
            changedLines: placement.version == 0 ? [] : placement.changedLines,
            previous: previous.map { link(to: $0, from: lesson) },
            anchor: id(ofBlock: index, in: lesson)
        )
    }

    /// "cambia la versión de 01-domain.md · Iteración 2": the previous version's lesson and the
    /// heading it sits under.
    private func link(to version: FileVersion, from lesson: LessonPath) -> CodeFrame.Link {
        let anchor = "#" + id(ofBlock: version.block, in: version.lesson)
        let heading = lessons[version.lesson].flatMap { Self.heading(aboveBlock: version.block, of: $0) }
        let place = version.lesson == lesson ? site.words.earlierOnThisPage : version.lesson.fileName
        return CodeFrame.Link(
            text: site.words.changesVersionOf + " " + place + (heading.map { " · " + $0 } ?? ""),
            url: version.lesson == lesson || printAnchors != nil ? anchor : site.url(for: version.lesson.pagePath) + anchor
        )
    }

    /// The text of the last heading (below the title) above a Swift block, which a frame that
    /// changes the block's version names: all a frame reads of the lesson's lines.
    public static func heading(aboveBlock index: Int, of lesson: Lesson) -> String? {
        let blockLine = lesson.swiftBlocks.indices.contains(index) ? lesson.swiftBlocks[index].line : Int.max
        return lesson.headings.section(before: blockLine)
    }

    private func id(ofBlock index: Int, in lesson: LessonPath) -> String {
        let anchor = Self.anchor(forBlock: index)
        return printAnchors?.id(anchor, in: lesson) ?? anchor
    }
}
