import CourseCodeInterface
import LessonsInterface
public import Localization
public import SiteCore

/// Writes the code map (`code/index.html`): every file the course's code has, by folder, with its
/// final version, its history through the lessons and, with `--check-code`, whether it compiles.
///
/// A large course has thousands of files in tens of thousands of versions, so the page is streamed
/// as the reports are: its top (the tree), its files a chunk at a time, rendered on every core, its
/// bottom. A file's history of thousands of versions is cut across chunks too.
public struct WriteCodeMapStep: BuildStep {
    public init() {}

    public var name: LocalizedText { "Escribir el mapa del código" }

    public func run(_ context: inout SiteBuildContext, diagnostics: DiagnosticEngine) async throws -> StepOutcome {
        let files = context.courseCode.files
        guard !files.isEmpty else { return .skipped("ningún bloque de Swift nombra su archivo") }
        let writing = try PageWriting(context, step: name)
        let presenter = CodeMapPresenter(
            site: writing.site,
            sidebar: writing.sidebarOutsideSections,
            course: writing.course,
            lessons: context.lessons,
            code: context.courseCode,
            check: context.codeCheck,
            steps: context.stepsShown.verdicts
        )
        try writing.output.createFolders(for: [CodeMapPresenter.pagePath])
        let renderer = writing.renderer
        let page = presenter.page()
        let file = try writing.output.open(CodeMapPresenter.pagePath)
        defer { file.close() }
        try file.append(try renderer.render(page, template: "code-map"))
        try await ChunkedPage.append(presenter.chunks(itemsPerChunk: ChunkedPage.itemsPerChunk), to: file) { chunk in
            try renderer.render(presenter.files(chunk), template: "code-map-files")
        }
        try file.append(try renderer.render(page, template: "code-map-bottom"))
        return .done(Plural.count(files.count, "archivo", "archivos"))
    }
}
