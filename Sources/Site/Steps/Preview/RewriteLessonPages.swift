import CourseCodeCore
public import LessonsCore
import LessonsInterface
public import Localization
public import SiteCore
import SiteInterface

/// Rewrites, in the published site, the pages of lessons whose body alone changed, or whose body
/// and the lines of their facts did: each one's page and its part of the print page, rendered as
/// `WriteLessonPagesStep` renders them, around what the last full build left in its context (the
/// course, the site, the templates, the course's code, the lessons' dates).
///
/// When lines moved, what cites them is written again after the pages and the print page, by the
/// full build's own steps over the updated context (`CheckLinksStep`, `WriteCodeMapStep`,
/// `WriteReportsStep`, into `PendingSiteFiles`): the reports, the code map and `code.json`. So are
/// the pages of other lessons whose code frames name a heading the move put above another block.
///
/// Every lesson is read and rendered before anything is written, so a lesson that turns out to
/// change more leaves the site untouched for the full build that follows.
public struct RewriteLessonPages: Sendable {
    public enum Outcome: Equatable, Sendable {
        /// The files rewritten, from the site's root; whether lines moved, so what cites them was
        /// written again; and then the warnings at the lines of the lessons that moved, as a full
        /// build prints them.
        case rewrote([String], linesMoved: Bool = false, warnings: [Diagnostic] = [])
        /// Nothing was written, except in one case no test has seen: the course's code followed again
        /// after the reload differs from the kept one by more than lines, so the pages written
        /// before it may be wrong.
        case needsEverything(because: LocalizedText)
    }

    private let pages: LessonPages
    private let checkLinks: CheckLinksStep?
    private let writeReports: WriteReportsStep?
    private let contentShown: String

    /// - Parameters:
    ///   - pages: the lessons' way to their pages, the full build's own.
    ///   - checkLinks: the full build's step, to check links and tests again when lines moved;
    ///     without it a move rebuilds everything.
    ///   - writeReports: the full build's step, to write the reports again when lines moved;
    ///     without it a move rebuilds everything.
    ///   - contentShown: the content folder as diagnostics name it (`Content`).
    public init(pages: LessonPages, checkLinks: CheckLinksStep? = nil, writeReports: WriteReportsStep? = nil, contentShown: String = "Content") {
        self.pages = pages
        self.checkLinks = checkLinks
        self.writeReports = writeReports
        self.contentShown = contentShown
    }

    /// - Parameters:
    ///   - site: the context a full build left, kept up to date with what this writes.
    ///   - pagesWritten: called once the lessons' own pages are in place, before the print page,
    ///     which holds every lesson (hundreds of megabytes in a large course) and takes longer to
    ///     rewrite: the preview reloads the open pages then.
    ///   - printPageWritten: called once the print page is in place, before what cites lines.
    /// - Throws: `SiteOutputError` when a file could not be written; the site may then hold some
    ///   of the new files, and only a full build makes it whole again.
    public func run(
        _ paths: [LessonPath], over site: inout SiteBuildContext, into published: any PublishedSite,
        pagesWritten: @Sendable () async -> Void = {}, printPageWritten: @Sendable () async -> Void = {}
    ) async throws -> Outcome {
        let name: LocalizedText = "Reescribir lecciones"
        let model = try site.required(site.site, "el sitio", by: name)
        let previous = Dictionary(site.lessons.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })

        // One for the rewrite: each distinct diagram is drawn once for every lesson read again.
        let drafting = pages.drafting(diagrams: site.diagrams, printAnchors: site.printAnchors)
        var read: [Reading] = []
        var moved: [LessonPath] = []
        for path in paths {
            switch await reading(path, previous: previous, site: site, drafting: drafting) {
            case let .failure(reason):
                return .needsEverything(because: reason.text)
            case let .success(reading):
                if reading.change == .lines { moved.append(path) }
                read.append(reading)
            }
        }

        // Frames read the lessons' headings and blocks in order, and the course's code without its
        // lines: the pages are rendered with the kept code, which is followed again after the reload.
        var updated = site
        var blocksMoved: [LessonPath] = []
        if !moved.isEmpty {
            guard checkLinks != nil, writeReports != nil else { return .needsEverything(because: "no se pueden comprobar de nuevo los enlaces de \(moved.map(\.value).joined(separator: ", "))") }
            let reread = Dictionary(read.map { ($0.result.lesson.path, $0.result.lesson) }, uniquingKeysWith: { first, _ in first })
            updated.lessons = site.lessons.map { reread[$0.path] ?? $0 }
            for reading in read {
                updated.keptSwiftCode?[reading.result.lesson.path] = reading.result.swiftBlocks
            }
            blocksMoved = moved.filter { previous[$0]?.swiftBlocks != reread[$0]?.swiftBlocks }
            if !blocksMoved.isEmpty, let reason = PreviewRebuildPlan.reasonToRebuildEverything(movingSwiftBlocksOf: blocksMoved, check: site.codeCheck) {
                return .needsEverything(because: reason)
            }
            for path in dependents(of: moved, read: read, previous: previous, site: site, updated: updated, model: model, rewritten: Set(paths)) {
                switch await reading(path, previous: previous, site: site, drafting: drafting) {
                case let .success(reading) where reading.change == .body:
                    read.append(reading)
                case let .failure(reason):
                    return .needsEverything(because: reason.text)
                default:
                    return .needsEverything(because: "\(path.value) también cambió")
                }
            }
        }

        // Framed with the kept code, and the lessons as read again: without the badges of their
        // steps, which the preview does not check again (a step's mark may have changed alone).
        if !site.steps.verdicts.isEmpty { updated.lessonsRewrittenSinceSteps.formUnion(paths) }
        let writing = try pages.writing(over: updated, by: name)
        var rendered: [(lesson: LessonPath, page: String, print: String?)] = []
        for reading in read {
            let page = try writing.render(reading.draft, of: reading.result.lesson)
            rendered.append((reading.result.lesson.path, page.page.text, page.print?.text))
        }

        var written: [String] = []
        // New drawings first, so no page is served before the diagrams it loads. One the edit no
        // longer shows stays until the next full build: a file no page loads. One at a static
        // file's path is the full build's to refuse, as it refuses it (`PlanPagesStep`).
        let new = read.flatMap(\.draft.drawings).filter { !site.drawings.contains($0.path) }
        let courseFiles = Set(site.publicFiles).union(site.listing.assets)
        if let clash = new.first(where: { courseFiles.contains($0.path) || courseFiles.contains(DiagramDrawing.folder) }) {
            return .needsEverything(because: "\(clash.path) es también un archivo del curso")
        }
        for drawing in new where updated.drawings.insert(drawing.path).inserted {
            try published.replace(drawing.path, with: drawing.svg)
        }
        for lesson in rendered {
            try published.replace(lesson.lesson.pagePath, with: lesson.page)
            written.append(lesson.lesson.pagePath)
        }
        await pagesWritten()
        for lesson in rendered {
            guard let print = lesson.print, let range = updated.printPageParts[lesson.lesson] else { continue }
            try published.replace(bytes: range, of: PrintPagePresenter.pagePath, sized: updated.printPageSize, with: print)
            updated.printPageParts = Self.parts(updated.printPageParts, after: lesson.lesson, replacedBy: print.utf8.count)
            updated.printPageSize += print.utf8.count - range.count
            if !written.contains(PrintPagePresenter.pagePath) { written.append(PrintPagePresenter.pagePath) }
        }
        await printPageWritten()
        var warnings: [Diagnostic] = []
        if !blocksMoved.isEmpty {
            _ = try await AssembleCodeStep().run(&updated, diagnostics: DiagnosticEngine())
            // The pages were framed with the kept code: a full build makes them right if it differs.
            guard PreviewRebuildPlan.isSameCodeButForLines(site.courseCode, updated.courseCode) else {
                return .needsEverything(because: "el código del curso cambió más que sus líneas")
            }
            // As `CheckCodeStep` leaves it without `--check-code` (`reasonToRebuildEverything(movingSwiftBlocksOf:check:)`).
            updated.codeCheck = .unchecked(updated.courseCode, run: site.codeCheck.run)
        }
        if let checkLinks, let writeReports, !moved.isEmpty {
            let citations = try await writeCitations(over: &updated, checkingLinksWith: checkLinks, writingReportsWith: writeReports, into: published)
            written += citations.files
            let files = Set(moved.map { contentShown + "/" + $0.value })
            warnings = citations.diagnostics.filter { $0.file.map(files.contains) ?? false }
        }
        site = updated
        return .rewrote(written, linesMoved: !moved.isEmpty, warnings: warnings)
    }

    /// The print page's parts once `lesson`'s part has `length` bytes: the parts after it move.
    static func parts(_ parts: [LessonPath: Range<Int>], after lesson: LessonPath, replacedBy length: Int) -> [LessonPath: Range<Int>] {
        guard let replaced = parts[lesson] else { return parts }
        let shift = length - replaced.count
        return parts.mapValues { range in
            if range == replaced { return range.lowerBound..<(range.lowerBound + length) }
            return range.lowerBound >= replaced.upperBound ? (range.lowerBound + shift)..<(range.upperBound + shift) : range
        }
    }

    // MARK: - Reading

    /// A lesson read again, its body rendered, and what changed in it.
    private struct Reading {
        let result: ReadLessonUseCase.Result
        let draft: LessonBodyDraft
        let change: LessonChange
    }

    /// Why a rewrite gives way to a full build.
    private struct Reason: Error {
        let text: LocalizedText
    }

    private func reading(_ path: LessonPath, previous: [LessonPath: Lesson], site: SiteBuildContext, drafting: LessonPages.Drafting) async -> Result<Reading, Reason> {
        guard let before = previous[path] else { return .failure(Reason(text: "\(path.value) no es una lección que ya existía")) }
        let result: ReadLessonUseCase.Result
        let draft: LessonBodyDraft
        do {
            (result, draft) = try await drafting.draft(path)
        } catch {
            return .failure(Reason(text: "\(path.value) no se pudo leer"))
        }
        let change = PreviewRebuildPlan.change(
            previous: before, drewInTheBrowser: site.lessonsDrawingInTheBrowser.contains(path),
            reread: result.lesson, drawsInTheBrowser: draft.needsDiagramScript, warnings: draft.diagnostics
        )
        if case let .everything(because) = change { return .failure(Reason(text: because)) }
        return .success(Reading(result: result, draft: draft, change: change))
    }

    // MARK: - Moved lines

    /// Other lessons whose frames name the heading above a block of a moved lesson: none unless a
    /// heading and a block changed places (a line added or removed never does that), and then the
    /// ones whose frames differ.
    private func dependents(
        of moved: [LessonPath], read: [Reading], previous: [LessonPath: Lesson], site: SiteBuildContext, updated: SiteBuildContext, model: SiteModel, rewritten: Set<LessonPath>
    ) -> [LessonPath] {
        let reread = Dictionary(read.map { ($0.result.lesson.path, $0.result.lesson) }, uniquingKeysWith: { first, _ in first })
        let headingsStay = moved.allSatisfy { path in
            guard let before = previous[path], let after = reread[path] else { return false }
            return after.swiftBlocks.indices.allSatisfy { CodeFramePresenter.heading(aboveBlock: $0, of: before) == CodeFramePresenter.heading(aboveBlock: $0, of: after) }
        }
        if headingsStay { return [] }
        return Self.lessonsWithOtherFrames(
            site.courseCode.placements.keys, except: rewritten,
            before: CodeFramePresenter(code: site.courseCode, lessons: site.lessons, site: model),
            after: CodeFramePresenter(code: site.courseCode, lessons: updated.lessons, site: model),
            anchors: site.printAnchors
        )
    }

    /// Lessons, other than `rewritten`, with a Swift block framed otherwise after the move, on
    /// their page or in the print page (a frame names the heading above the version it changes).
    static func lessonsWithOtherFrames(
        _ blocks: some Collection<CourseCode.BlockKey>, except rewritten: Set<LessonPath>, before: CodeFramePresenter, after: CodeFramePresenter, anchors: PrintAnchors?
    ) -> [LessonPath] {
        var lessons: Set<LessonPath> = []
        for block in blocks where !rewritten.contains(block.lesson) && !lessons.contains(block.lesson) {
            let page = before.frame(forBlock: block.index, of: block.lesson) != after.frame(forBlock: block.index, of: block.lesson)
            let print = anchors.map { before.forPrintPage($0).frame(forBlock: block.index, of: block.lesson) != after.forPrintPage($0).frame(forBlock: block.index, of: block.lesson) } ?? false
            if page || print { lessons.insert(block.lesson) }
        }
        return lessons.sorted { $0.value < $1.value }
    }

    /// Checks links and tests again and writes the reports and the code map over the updated
    /// context, as the full build's steps do, then replaces each of their files in the site.
    private func writeCitations(
        over site: inout SiteBuildContext, checkingLinksWith checkLinks: CheckLinksStep, writingReportsWith writeReports: WriteReportsStep, into published: any PublishedSite
    ) async throws -> (files: [String], diagnostics: [Diagnostic]) {
        let pending = PendingSiteFiles(over: published)
        let diagnostics = DiagnosticEngine()
        site.output = pending
        defer { site.output = nil }
        _ = try await WriteCodeMapStep().run(&site, diagnostics: diagnostics)
        _ = try await checkLinks.run(&site, diagnostics: diagnostics)
        _ = try await writeReports.run(&site, diagnostics: diagnostics)
        return (try pending.commit(), diagnostics.diagnostics)
    }
}
