public import LessonsCore
public import SiteCore

/// Decides how little a preview may rebuild after a batch of saved files. A lesson may be
/// rewritten alone only when nothing but its body changed: every other page, report and file of
/// the site reads only its facts (title, description, order, headings, links, tables, Swift blocks
/// and the lines of all of them). Anything it cannot prove local rebuilds everything.
///
/// Two questions, asked in turn: which saved paths could be such lessons (`lessonsToReread`),
/// and, once each is read again, whether its facts are the ones the last build knew (`reasonToRebuildEverything`).
public struct PreviewRebuildPlan: Sendable {
    private let contentFolder: String
    private let listing: ContentListing
    private let home: LessonPath?
    private let printsPDF: Bool

    /// - Parameters:
    ///   - contentFolder: the content folder's absolute path, as the watcher names what is under it.
    ///   - listing: the lessons and other files the last full build read.
    ///   - home: the course's home lesson, whose body is also the home page's and the print page's introduction.
    ///   - printsPDF: the site has a PDF of every lesson (`--pdf`), printed again by every build.
    public init(contentFolder: String, listing: ContentListing, home: LessonPath?, printsPDF: Bool) {
        self.contentFolder = contentFolder.hasSuffix("/") ? String(contentFolder.dropLast()) : contentFolder
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
            guard path.hasPrefix(contentFolder + "/") else {
                return .everything(because: path == contentFolder ? "cambió la carpeta de contenido" : "cambió \(path)")
            }
            let relative = String(path.dropFirst(contentFolder.count + 1))
            // The build never reads hidden files or folders (an editor's swap file, `.DS_Store`).
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
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

    /// Nil when the lesson read again changed only in its body, so its page and its part of the
    /// print page are all there is to rewrite; otherwise why everything must be rebuilt.
    /// - Parameters:
    ///   - drewInTheBrowser, drawsInTheBrowser: whether its body left diagrams to the browser, before
    ///     and now (the print page loads mermaid's script when any lesson does).
    ///   - warnings: what rendering its body found (a diagram the renderer rejected); a full build
    ///     reports them, and stops on them with `--strict`.
    public static func reasonToRebuildEverything(
        previous: Lesson, drewInTheBrowser: Bool, reread: Lesson, drawsInTheBrowser: Bool, warnings: [Diagnostic]
    ) -> String? {
        let name = reread.path.value
        if previous.summary != reread.summary { return "cambió el título, la descripción o el orden de \(name)" }
        if !warnings.isEmpty { return "\(name) tiene avisos" }
        if drewInTheBrowser != drawsInTheBrowser { return "\(name) empezó o dejó de tener diagramas para el navegador" }
        guard previous != reread else { return nil }
        // Reports, the code map and other lessons' code frames cite these, by line too.
        return "cambiaron los encabezados, enlaces, tablas o bloques Swift de \(name), o la línea de alguno"
    }
}
