public import CourseCodeCore
public import LessonsCore
public import SiteInterface

/// Says how each Swift block of a lesson is framed, from what the course's code knows of it:
/// its file, whether the file was shown before (and where), which lines changed since.
public struct CodeFramePresenter: Sendable {
    /// What every copy reads and none changes, behind one reference: a body's places each take
    /// the presenter by value, and copying the site's 125 words field by field, several times per
    /// Swift block, was 2% of a 1,000-lesson build's samples and about 5% of its time.
    private final class Facts: Sendable {
        let code: CourseCode
        /// The lessons, found by their path in `lessonIndexes`: read in place from the array, where
        /// a dictionary's lookup copied a whole lesson for every frame that links to a previous version.
        let lessons: [Lesson]
        let lessonIndexes: [LessonPath: Int]
        let site: SiteModel
        /// Each checked step's badge, by its block, without its link.
        let badges: [CourseCode.BlockKey: StepBadge]
        /// Where the badges link: the traceability report's steps, from the site's root.
        let stepsURL: String

        init(code: CourseCode, lessons: [Lesson], site: SiteModel, badges: [CourseCode.BlockKey: StepBadge]) {
            self.code = code
            self.lessons = lessons
            lessonIndexes = Dictionary(lessons.indices.map { (lessons[$0].path, $0) }, uniquingKeysWith: { first, _ in first })
            self.site = site
            self.badges = badges
            stepsURL = site.url(for: ReportsPresenter.traceabilityPath)
        }
    }

    private let facts: Facts
    /// Frames for the print page: its ids, and links to previous versions inside it.
    private var printAnchors: PrintAnchors?

    /// - Parameters:
    ///   - steps: each TDD step's verdict in course order (`--check-steps`), which the frames of
    ///     their blocks show as a badge; none without the check, nor for a step not checked (the
    ///     preview's rewrites: `ReplayedSteps.leavingOut(_:)`).
    public init(code: CourseCode, lessons: [Lesson], site: SiteModel, steps: [StepVerdict] = []) {
        var badges: [CourseCode.BlockKey: StepBadge] = [:]
        for (offset, verdict) in steps.enumerated() where badges[verdict.block] == nil {
            badges[verdict.block] = StepBadge.of(verdict, at: offset + 1, site: site)
        }
        facts = Facts(
            code: code,
            lessons: lessons,
            site: site,
            badges: badges
        )
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
    public var words: SiteWords { facts.site.words }

    /// The id of a Swift block's frame in its page: `codigo-3` for the lesson's third Swift block.
    public static func anchor(forBlock index: Int) -> String { "codigo-\(index + 1)" }

    /// - Returns: nil for a block that is no part of a file (a fragment, a counter-example).
    public func frame(forBlock index: Int, of lesson: LessonPath) -> CodeFrame? {
        sharedFrame(forBlock: index, of: lesson).map { frame($0, ofBlock: index, in: lesson) }
    }

    /// What the block's frame is in every place: worked out once for a lesson's page and its part
    /// of the print page, which add only their own id and link address (`frame(_:ofBlock:in:)`).
    /// - Returns: nil for a block that is no part of a file.
    public func sharedFrame(forBlock index: Int, of lesson: LessonPath) -> SharedFrame? {
        let block = CourseCode.BlockKey(lesson: lesson, index: index)
        guard let placement = facts.code.placements[block] else { return nil }
        let continues = placement.kind == .continuation
        let previous = continues || placement.version == 0 ? nil : facts.code.file(placement.path)?.versions[placement.version - 1]
        return SharedFrame(
            badge: facts.badges[block],
            fileName: placement.path.fileName,
            folder: placement.path.folder,
            continues: continues,
            hiddenLines: placement.hiddenLines,
            // The first time a file is shown every line is new: nothing is worth marking.
            changedLines: placement.version == 0 ? [] : placement.changedLines,
            previous: previous.map { SharedFrame.Previous(lesson: $0.lesson, block: $0.block, text: linkText(to: $0, from: lesson)) }
        )
    }

    /// The block's frame in this presenter's place.
    public func frame(_ shared: SharedFrame, ofBlock index: Int, in lesson: LessonPath) -> CodeFrame {
        CodeFrame(
            fileName: shared.fileName,
            folder: shared.folder,
            continues: shared.continues,
            hiddenLines: shared.hiddenLines,
            changedLines: shared.changedLines,
            previous: shared.previous.map { CodeFrame.Link(text: $0.text, url: url(ofBlock: $0.block, in: $0.lesson, from: lesson)) },
            anchor: id(ofBlock: index, in: lesson),
            // The print page (and its PDF) shows the badge as text: the report is no part of it.
            badge: shared.badge.map { $0.linking(to: printAnchors == nil ? facts.stepsURL + "#" + StepAnchor.id(forStep: $0.position) : nil) }
        )
    }

    /// A frame without its id and its link's address, the same in every place.
    public struct SharedFrame: Sendable {
        fileprivate let badge: StepBadge?
        fileprivate let fileName: String
        fileprivate let folder: String
        fileprivate let continues: Bool
        fileprivate let hiddenLines: Int
        fileprivate let changedLines: Set<Int>
        fileprivate let previous: Previous?

        /// The previous version's block, and the link's text.
        fileprivate struct Previous: Sendable {
            let lesson: LessonPath
            let block: Int
            let text: String
        }
    }

    /// "cambia la versión de 01-domain.md · Iteración 2": the previous version's lesson and the
    /// heading it sits under.
    private func linkText(to version: FileVersion, from lesson: LessonPath) -> String {
        let heading = facts.lessonIndexes[version.lesson].flatMap { index in
            facts.lessons.withUnsafeBufferPointer { Self.heading(aboveBlock: version.block, in: $0[index].swiftBlocks, under: $0[index].headings) }
        }
        let place = version.lesson == lesson ? facts.site.words.earlierOnThisPage : version.lesson.fileName
        let changes = facts.site.words.changesVersionOf
        // One string of its final size: nearly every frame has this link, in each of its places.
        var text = ""
        text.reserveCapacity(changes.utf8.count + 1 + place.utf8.count + (heading.map { $0.utf8.count + 4 } ?? 0))
        text += changes
        text += " "
        text += place
        if let heading {
            text += " · "
            text += heading
        }
        return text
    }

    /// Where the link to a previous version points: in the same page, or the print page, by its
    /// id alone; else at its lesson's page.
    private func url(ofBlock block: Int, in versionLesson: LessonPath, from lesson: LessonPath) -> String {
        let id = id(ofBlock: block, in: versionLesson)
        let page = versionLesson == lesson || printAnchors != nil ? "" : facts.site.url(for: versionLesson.pagePath)
        var url = ""
        url.reserveCapacity(page.utf8.count + 1 + id.utf8.count)
        url += page
        url += "#"
        url += id
        return url
    }

    /// The text of the last heading (below the title) above a Swift block, which a frame that
    /// changes the block's version names: all a frame reads of the lesson's lines.
    public static func heading(aboveBlock index: Int, of lesson: Lesson) -> String? {
        heading(aboveBlock: index, in: lesson.swiftBlocks, under: lesson.headings)
    }

    private static func heading(aboveBlock index: Int, in blocks: [SwiftBlock], under headings: LessonHeadings) -> String? {
        let blockLine = blocks.indices.contains(index) ? blocks[index].line : Int.max
        return headings.section(before: blockLine)
    }

    private func id(ofBlock index: Int, in lesson: LessonPath) -> String {
        let anchor = Self.anchor(forBlock: index)
        return printAnchors?.id(anchor, in: lesson) ?? anchor
    }
}
