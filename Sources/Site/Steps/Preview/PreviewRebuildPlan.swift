public import CourseCodeCore
public import LessonsCore
public import Localization
public import SiteCore

/// Decides how little a preview may rebuild after a batch of saved files. A lesson may be
/// rewritten alone only when nothing but its body changed, or its body and the lines of its facts:
/// every other page, report and file of the site reads only its facts (title, description, order,
/// headings, links, tables, Swift blocks), and only the reports, the code map and `code.json` cite
/// their lines. Anything it cannot prove local rebuilds everything.
///
/// Two questions, asked in turn: which saved paths could be such lessons (`lessonsToReread`),
/// and, once each is read again, how its facts compare with the ones the last build knew (`change`).
public struct PreviewRebuildPlan: Sendable {
    private let contentFolder: String
    private let testFolders: [String]
    private let history: (any LessonHistoryRecords)?
    private let listing: ContentListing
    private let home: LessonPath?
    private let printsPDF: Bool

    /// - Parameters:
    ///   - contentFolder: the content folder's absolute path, as the watcher names what is under it.
    ///   - testFolders: the absolute paths of the folders whose Swift files the traceability check
    ///     reads, outside the content folder.
    ///   - history: where the content's history records a commit, when the lessons' dates are
    ///     shown: its folders are watched, and a commit changes the dates a full build writes.
    ///   - listing: the lessons and other files the last full build read.
    ///   - home: the course's home lesson, whose body is also the home page's and the print page's introduction.
    ///   - printsPDF: the site has a PDF of every lesson (`--pdf`), printed again by every build.
    public init(contentFolder: String, testFolders: [String] = [], history: (any LessonHistoryRecords)? = nil, listing: ContentListing, home: LessonPath?, printsPDF: Bool) {
        self.contentFolder = Self.withoutTrailingSlash(contentFolder)
        self.testFolders = testFolders.map(Self.withoutTrailingSlash)
        self.history = history
        self.listing = listing
        self.home = home
        self.printsPDF = printsPDF
    }

    /// - Parameters:
    ///   - changed: absolute paths the watcher saw change; empty when it only knows that something did.
    ///   - exists: whether a path exists now.
    public func lessonsToReread(after changed: Set<String>, exists: (String) -> Bool) -> PreviewRebuild {
        guard !changed.isEmpty else { return .everything(because: "no se sabe qué archivos cambiaron") }
        let lessons = Set(listing.lessons)
        let assets = Set(listing.assets)
        var candidates: [LessonPath] = []
        for path in changed.sorted() {
            // Before the content folder's rules: a repository inside it is hidden there.
            switch history?.change(at: path) ?? .outside {
            case .moved: return .everything(because: "hubo un commit: las fechas de las lecciones pueden cambiar")
            case .otherRecord: continue
            case .outside: break
            }
            if let folder = testFolders.first(where: { path.hasPrefix($0 + "/") }) {
                // The check reads the Swift files there: an editor's hidden swap file or another file changes nothing.
                let relative = path.dropFirst(folder.count + 1)
                if Self.isHidden(relative) { continue }
                if let name = relative.split(separator: "/").last, name.contains("."), !name.hasSuffix(".swift") { continue }
                return .everything(because: "cambió \(path)")
            }
            guard path.hasPrefix(contentFolder + "/") else {
                return .everything(because: path == contentFolder ? "cambió la carpeta de contenido" : "cambió \(path)")
            }
            let relative = String(path.dropFirst(contentFolder.count + 1))
            if Self.isHidden(relative) { continue }
            if let lesson = LessonPath(relative), lessons.contains(lesson) {
                if lesson == home { return .everything(because: "\(relative) es la portada del curso") }
                guard exists(path) else { return .everything(because: "se borró \(relative)") }
                candidates.append(lesson)
                continue
            }
            // A file made and removed between two builds (an editor's test write) left nothing behind.
            let wasRead = assets.contains(relative) || listing.lessons.contains { $0.value.hasPrefix(relative + "/") }
                || listing.assets.contains { $0.hasPrefix(relative + "/") }
            if !exists(path) && !wasRead { continue }
            return .everything(because: "\(relative) no es una lección que ya existía")
        }
        if candidates.isEmpty { return .nothing }
        if printsPDF { return .everything(because: "el PDF (--pdf) se imprime de nuevo con cada cambio") }
        return .lessons(candidates)
    }

    /// How much of the site a lesson read again changed: its body alone, its body and the lines of
    /// its facts, or more.
    /// - Parameters:
    ///   - drewInTheBrowser, drawsInTheBrowser: whether its body left diagrams to the browser, before
    ///     and now (the print page loads mermaid's script when any lesson does).
    ///   - warnings: what rendering its body found (a diagram the renderer rejected); a full build
    ///     reports them, and stops on them with `--strict`.
    public static func change(
        previous: Lesson, drewInTheBrowser: Bool, reread: Lesson, drawsInTheBrowser: Bool, warnings: [Diagnostic]
    ) -> LessonChange {
        let name = reread.path.value
        if previous.summary != reread.summary { return .everything(because: "cambió el título, la descripción, el orden o la sección de \(name)") }
        if !warnings.isEmpty { return .everything(because: "\(name) tiene avisos") }
        if drewInTheBrowser != drawsInTheBrowser { return .everything(because: "\(name) empezó o dejó de tener diagramas para el navegador") }
        if previous == reread { return .body }
        // Pages read headings, links, tables and code by text, id and order; only the reports, the
        // code map and `code.json` print lines, and those are written again.
        if withoutLines(previous) == withoutLines(reread) { return .lines }
        return .everything(because: "cambiaron los encabezados, enlaces, tablas o bloques Swift de \(name)")
    }

    /// Nil when the lines of these lessons' Swift blocks may move without a full build; otherwise why not.
    /// Without `--check-code` (or without any file of code) the check's report is rebuilt from the
    /// course's code; a check that ran cites the lines its compiler and tests saw, so only running
    /// it again, as a full build does, keeps them right.
    public static func reasonToRebuildEverything(movingSwiftBlocksOf lessons: [LessonPath], check: CodeCheckReport) -> LocalizedText? {
        if check.run == .notRequested || (check.files.isEmpty && check.tests.isEmpty) { return nil }
        let names = lessons.map(\.value).joined(separator: ", ")
        return "la comprobación del código (--check-code) cita las líneas de los bloques Swift de \(names)"
    }

    /// Whether the course's code followed again after lines moved is the kept one but for its
    /// lines (the versions' origins, the blocks' lines): what a Swift block's frame reads of it.
    public static func isSameCodeButForLines(_ kept: CourseCode, _ followed: CourseCode) -> Bool {
        guard kept.asides == followed.asides, kept.files.count == followed.files.count, kept.placements.count == followed.placements.count else { return false }
        let filesStay = zip(kept.files, followed.files).allSatisfy { kept, followed in
            kept.path == followed.path && kept.versions.count == followed.versions.count && zip(kept.versions, followed.versions).allSatisfy {
                $0.lesson == $1.lesson && $0.block == $1.block && $0.lines == $1.lines && $0.changedLines == $1.changedLines
            }
        }
        return filesStay && kept.placements.allSatisfy { key, kept in
            guard let followed = followed.placements[key] else { return false }
            return kept.kind == followed.kind && kept.path == followed.path && kept.version == followed.version
                && kept.hiddenLines == followed.hiddenLines && kept.changedLines == followed.changedLines && kept.lines.count == followed.lines.count
        }
    }

    /// The lesson with every line set to 0: what stays when only lines moved.
    private static func withoutLines(_ lesson: Lesson) -> Lesson {
        Lesson(
            summary: lesson.summary,
            headings: lesson.headings.map { Heading(level: $0.level, text: $0.text, id: $0.id, line: 0) },
            links: lesson.links.map { LessonLink(destination: $0.destination, kind: $0.kind, line: 0) },
            tables: lesson.tables.map { table in
                MarkdownTable(header: MarkdownTable.Row(cells: table.header.cells, line: 0), rows: table.rows.map { MarkdownTable.Row(cells: $0.cells, line: 0) })
            },
            testDefinitions: lesson.testDefinitions.map { definition in
                switch definition.location {
                case let .lesson(path, _): TestDefinition(name: definition.name, location: .lesson(path, line: 0))
                case let .file(file, _): TestDefinition(name: definition.name, location: .file(file, line: 0))
                }
            },
            swiftBlocks: lesson.swiftBlocks.map { SwiftBlock(info: $0.info, line: 0, fingerprint: $0.fingerprint) }
        )
    }

    /// The build never reads hidden files or folders (an editor's swap file, `.DS_Store`).
    private static func isHidden(_ relativePath: some StringProtocol) -> Bool {
        relativePath.split(separator: "/").contains { $0.hasPrefix(".") }
    }

    private static func withoutTrailingSlash(_ path: String) -> String {
        path.hasSuffix("/") ? String(path.dropLast()) : path
    }
}
