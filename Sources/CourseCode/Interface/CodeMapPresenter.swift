public import CourseCodeCore
public import LessonsCore
import LessonsInterface
public import SiteInterface
import SiteCore
import SwiftHighlighting

/// Builds the code map (`code/index.html`): the course's files as a tree by folder, and each file
/// with its check status, problems, tests, history through the lessons and final version.
public struct CodeMapPresenter: Sendable {
    public static let pagePath = "code/index.html"

    private let site: SiteModel
    private let sidebar: SidebarModel
    private let code: CourseCode
    private let check: CodeCheckReport
    private let lessons: [LessonPath: Lesson]
    private let testsByFile: [CourseFilePath: [TestCheck]]
    /// The course's files, in the order of the page (by path).
    private let files: [CourseFile]
    /// Each file's history (beside it in `files`): the blocks that place it, in course order,
    /// grouped and sorted once, since a course has thousands of blocks and hundreds of files.
    private let histories: [[CourseCode.BlockKey]]
    private let checks: [CourseFilePath: FileCheck]
    private let siteOnPage: SiteModel
    /// With `--check-steps`, the steps at which the code did not compile, by their block, with their place in the course (from 1).
    private let brokenSteps: [CourseCode.BlockKey: (position: Int, verdict: StepVerdict)]

    /// - Parameters:
    ///   - steps: each TDD step's verdict in course order (`--check-steps`): a version whose step
    ///     left the code not compiling is marked (not a step not checked: the preview's rewrites,
    ///     `ReplayedSteps.leavingOut(_:)`).
    public init(
        site: SiteModel, sidebar: SidebarModel, course: Course, lessons: [Lesson], code: CourseCode, check: CodeCheckReport, steps: [StepVerdict] = []
    ) {
        self.site = site
        self.sidebar = sidebar
        self.code = code
        self.check = check
        self.lessons = Dictionary(lessons.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        testsByFile = Dictionary(grouping: check.tests, by: \.file)
        files = code.files.sorted { $0.path < $1.path }
        histories = Self.histories(of: files, code: code, course: course)
        checks = Dictionary(check.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        siteOnPage = site.onPage(Self.pagePath)
        var broken: [CourseCode.BlockKey: (position: Int, verdict: StepVerdict)] = [:]
        for (offset, verdict) in steps.enumerated() where verdict.outcome == .doesNotCompile && broken[verdict.block] == nil {
            broken[verdict.block] = (offset + 1, verdict)
        }
        brokenSteps = broken
    }

    /// The page's top (the tree of files) and bottom.
    public func page() -> CodeMapPageModel {
        CodeMapPageModel(
            site: siteOnPage,
            sidebar: sidebar,
            pageTitle: "\(site.words.courseCode) · \(site.courseTitle)",
            fileCount: files.count,
            summary: CodeCheckSummary.line(for: check).map(site.text) ?? site.words.codeNotCheckedSummary,
            checked: check.wasChecked,
            tree: Self.level(of: files.map { ($0.path, status(checks[$0.path]?.status ?? .notChecked)) }, depth: 0),
            codeReportURL: site.url(for: "reports/code.json"),
            traceabilityURL: site.url(for: ReportsPresenter.traceabilityPath)
        )
    }

    /// Some of a file: its history's steps at `steps`; its top when they start its history, its
    /// bottom when they end it.
    public struct Part: Sendable, Equatable {
        /// Its position in the page.
        public let file: Int
        public let steps: Range<Int>
        public let endsFile: Bool
    }

    /// The page's files, in its order, cut in chunks of at most `itemsPerChunk` items, each step
    /// of a file's history one item (a file without history, one): a large course's files are
    /// never all in memory, highlighted, at once, nor the history of a file of thousands of versions.
    public func chunks(itemsPerChunk: Int) -> [[Part]] {
        precondition(itemsPerChunk > 0, "a chunk holds something")
        var chunks: [[Part]] = []
        var chunk: [Part] = []
        var room = itemsPerChunk
        for (file, history) in histories.enumerated() {
            var start = 0
            repeat {
                if room == 0 {
                    chunks.append(chunk)
                    chunk = []
                    room = itemsPerChunk
                }
                let end = min(history.count, start + room)
                chunk.append(Part(file: file, steps: start..<end, endsFile: end == history.count))
                room -= max(end - start, 1)
                start = end
            } while start < history.count
        }
        if !chunk.isEmpty { chunks.append(chunk) }
        return chunks
    }

    /// The files' parts, with all they show.
    public func files(_ parts: [Part]) -> CodeMapPageModel.Files {
        CodeMapPageModel.Files(site: siteOnPage, parts: parts.map(model(of:)))
    }

    /// `App/Models/Email.swift` → `archivo-App/Models/Email.swift`: the path as it is, so two
    /// files never share an anchor (`A_B.swift`, `A-B.swift`, `a-b.swift`); its characters (letters,
    /// digits, `/._-+`, see `CourseFilePath`) are all valid in an id and a URL's fragment.
    static func anchor(for path: CourseFilePath) -> String {
        "archivo-" + path.value
    }

    // MARK: - A file

    private func model(of part: Part) -> CodeMapPageModel.FilePart {
        let file = files[part.file]
        let history = histories[part.file]
        return CodeMapPageModel.FilePart(
            file: part.steps.lowerBound == 0 ? top(of: file, history: history) : nil,
            history: history[part.steps].compactMap { key in code.placements[key].map { step(key, placement: $0) } },
            end: part.endsFile ? CodeMapPageModel.FileEnd(code: HTML(utf8: SwiftHighlighter.utf8HTML(for: file.finalVersion.text))) : nil
        )
    }

    private func top(of file: CourseFile, history: [CourseCode.BlockKey]) -> CodeMapPageModel.File {
        let check = checks[file.path]
        let tests = (testsByFile[file.path] ?? []).map { test in
            let shown = TestStatusText.shown(test.status, words: site.words)
            return CodeMapPageModel.Test(name: test.name, mark: shown.mark, text: shown.text, className: shown.className, message: TestStatusText.message(of: test.status).map(site.text))
        }
        let problems = (check?.problems ?? []).map { problem in
            CodeMapPageModel.Problem(place: problem.location.map(place), message: site.text(problem.message))
        }
        return CodeMapPageModel.File(
            path: file.path.value,
            name: file.path.fileName,
            folder: file.path.folder,
            anchor: Self.anchor(for: file.path),
            status: status(check?.status ?? .notChecked),
            // The problems say it better when there are some.
            reason: problems.isEmpty ? check?.reason.map(site.text) : nil,
            problems: problems,
            hasProblems: !problems.isEmpty,
            tests: tests,
            hasTests: !tests.isEmpty,
            historyIsMarked: history.contains { brokenSteps[$0] != nil },
            versions: "\(file.versions.count) \(file.versions.count == 1 ? site.words.version : site.words.versions)"
        )
    }

    /// Every file's blocks, in course order (each block's place in the course looked up once, not
    /// at every comparison of the sort).
    private static func histories(of files: [CourseFile], code: CourseCode, course: Course) -> [[CourseCode.BlockKey]] {
        let ordered = (course.home.map { [$0] } ?? []) + course.lessons
        let courseOrder = Dictionary(ordered.enumerated().map { ($0.element.path, $0.offset) }, uniquingKeysWith: { first, _ in first })
        var byFile: [CourseFilePath: [CourseCode.BlockKey]] = [:]
        for (key, placement) in code.placements { byFile[placement.path, default: []].append(key) }
        return files.map { file in
            (byFile[file.path] ?? [])
                .map { key in (order: (courseOrder[key.lesson] ?? .max, key.index), key: key) }
                .sorted { $0.order < $1.order }
                .map(\.key)
        }
    }

    /// A block that shows or changes a file, linked to its frame.
    private func step(_ key: CourseCode.BlockKey, placement: BlockPlacement) -> CodeMapPageModel.Step {
        let words = site.words
        let what: String = switch placement.kind {
        case .version where placement.version == 0: words.createsTheFile
        case .version: "\(words.version) \(placement.version + 1): " + changed(placement.changedLines.count)
        case .continuation: "\(words.continuesVersion) \(placement.version + 1)"
        case .testMethods: "\(words.version) \(placement.version + 1): \(words.addsOrChangesTests) " + changed(placement.changedLines.count)
        }
        let line = placement.lines.lowerBound - placement.hiddenLines
        let heading = lessons[key.lesson]?.headings.section(before: line)
        let url = site.url(for: key.lesson.pagePath) + "#" + CodeFramePresenter.anchor(forBlock: key.index)
        return CodeMapPageModel.Step(what: what, place: CodeMapPageModel.Place(text: "\(key.lesson.value):\(line)", url: url), heading: heading, mark: mark(of: key))
    }

    /// `⚠ no compila` at the step that broke the build, with the compiler's first error; muted at
    /// a step the code stayed broken at; nil at any other block.
    private func mark(of block: CourseCode.BlockKey) -> CodeMapPageModel.Mark? {
        guard let broken = brokenSteps[block] else { return nil }
        let (position, verdict) = broken
        let words = site.words
        let url = site.url(for: ReportsPresenter.traceabilityPath) + "#" + StepAnchor.id(forStep: position)
        let title = "\(words.step) \(position)"
        guard verdict.breaksTheBuild, let problem = verdict.problems.first else {
            return CodeMapPageModel.Mark(text: words.doesNotCompile, message: words.stepBrokenEarlier, title: title, url: url, className: "step-muted")
        }
        let message = site.text(problem.message) + (problem.location.map { " (\($0.lesson.value):\($0.line))" } ?? "")
        return CodeMapPageModel.Mark(text: "⚠ " + words.doesNotCompile, message: message, title: title, url: url, className: "step-warning")
    }

    /// A lesson line, linked to the frame of the block that holds it when there is one.
    private func place(_ line: SourceLine) -> CodeMapPageModel.Place {
        let block = code.placements.first { $0.key.lesson == line.lesson && $0.value.lines.contains(line.line) }?.key.index
        let url = site.url(for: line.lesson.pagePath) + (block.map { "#" + CodeFramePresenter.anchor(forBlock: $0) } ?? "")
        return CodeMapPageModel.Place(text: "\(line.lesson.value):\(line.line)", url: url)
    }

    private func changed(_ count: Int) -> String {
        count == 1 ? site.words.changesOneLine : "\(site.words.changesLinesBefore) \(count) \(site.words.lines)"
    }

    private func status(_ status: FileCheckStatus) -> CodeMapPageModel.Status {
        let words = site.words
        return switch status {
        case .compiled: CodeMapPageModel.Status(text: words.compiles, className: "code-compiled")
        case .errors: CodeMapPageModel.Status(text: words.errors, className: "code-errors")
        case .appleOnly: CodeMapPageModel.Status(text: words.appleOnly, className: "code-apple-only")
        case .leftOut: CodeMapPageModel.Status(text: words.leftOut, className: "code-left-out")
        case .notChecked: CodeMapPageModel.Status(text: words.notChecked, className: "code-not-checked")
        }
    }

    // MARK: - The tree

    /// The files (sorted by path) at one level of folders: the folders there, each with what it holds, and the files there.
    private static func level(of files: [(path: CourseFilePath, status: CodeMapPageModel.Status)], depth: Int) -> CodeMapPageModel.Folder {
        var order: [String] = []
        var byFolder: [String: [(path: CourseFilePath, status: CodeMapPageModel.Status)]] = [:]
        var here: [CodeMapPageModel.TreeFile] = []
        for file in files {
            let segments = file.path.value.split(separator: "/")
            guard segments.count > depth + 1 else {
                here.append(CodeMapPageModel.TreeFile(name: file.path.fileName, anchor: anchor(for: file.path), status: file.status))
                continue
            }
            let name = String(segments[depth])
            if byFolder[name] == nil { order.append(name) }
            byFolder[name, default: []].append(file)
        }
        let folders = order.map { name in
            let inside = level(of: byFolder[name] ?? [], depth: depth + 1)
            return CodeMapPageModel.Folder(name: name, folders: inside.folders, files: inside.files)
        }
        return CodeMapPageModel.Folder(name: "", folders: folders, files: here)
    }
}
