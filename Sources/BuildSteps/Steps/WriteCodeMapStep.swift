import CourseCodeInterface
import LessonsInterface
public import Localization
public import SiteCore

/// Writes the code map (`code/index.html`): every file the course's code has, by folder, with its
/// final version, its history through the lessons and, with `--check-code`, whether it compiles.
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
            check: context.codeCheck
        )
        try writing.output.createFolders(for: [CodeMapPresenter.pagePath])
        try writing.output.write(try writing.renderer.render(presenter.page(), template: "code-map"), to: CodeMapPresenter.pagePath)
        return .done(Plural.count(files.count, "archivo", "archivos"))
    }
}
