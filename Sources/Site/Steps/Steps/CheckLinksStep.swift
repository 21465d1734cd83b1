public import LessonsCore
public import Localization
public import SiteCore

/// Checks every internal link against the lessons' headings and the site's files, and every test
/// a traceability table names against the lessons' code and the tests folders. What is wrong is
/// reported as warnings at the lesson and line.
public struct CheckLinksStep: BuildStep {
    private let tests: any TestDefinitionSource
    private let contentShown: String

    public init(tests: any TestDefinitionSource, contentShown: String) {
        self.tests = tests
        self.contentShown = contentShown
    }

    public var name: LocalizedText { "Comprobar enlaces y trazabilidad" }

    public func run(_ context: inout SiteBuildContext, diagnostics: DiagnosticEngine) async throws -> StepOutcome {
        let contentAssets = context.listing.assets.filter { $0 != context.catalog?.contentAssetToSkip }
        let files = Set(contentAssets + context.publicFiles + context.pages + context.generatedFiles)
        let lessons = context.lessons
        let tracing = TraceTestsUseCase()
        let testFolders = try tests.definitions()
        // Two passes over every lesson that know nothing of each other: one on each core.
        async let checkedLinks = CheckLinksUseCase().execute(lessons: lessons, files: files)
        let traceability = tracing.execute(lessons: lessons, testFolders: testFolders)
        let links = await checkedLinks
        diagnostics.emit((links.diagnostics + tracing.diagnostics(for: traceability)).map { $0.inFolder(contentShown) })
        context.linkReport = links
        context.traceability = traceability
        let broken: LocalizedText = links.broken.count == 1 ? "1 enlace roto" : "\(links.broken.count) enlaces rotos"
        return .done("\(broken), \(traceability.foundCount)/\(traceability.testCount) tests encontrados")
    }
}
