@testable import BuildSteps
import SiteCore
import SiteTestSupport
import TestSupport
import XCTest

final class LoadTemplatesStepTests: XCTestCase {
    func test_run_withoutCatalog_requiresTheSitesTemplatesAndKeepsTheRenderer() async throws {
        let (sut, loader) = makeSUT()
        var context = SiteBuildContext()

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(loader.requiredTemplates, [[
            "lesson", "home", "404", "traceability", "traceability-table", "traceability-untraced", "traceability-footer", "links",
        ]])
        XCTAssertIdentical(context.renderer as? HTMLRendererSpy, loader.renderer)
        XCTAssertEqual(outcome, .done("de Templates/"))
    }

    func test_run_withCatalog_requiresTheCatalogsTemplatesToo() async throws {
        let (sut, loader) = makeSUT()
        var context = SiteBuildContext.with(catalog: LoadedCatalog(state: .empty, previews: [], contentAssetToSkip: nil))

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(loader.requiredTemplates, [[
            "lesson", "home", "404", "traceability", "traceability-table", "traceability-untraced", "traceability-footer", "links",
            "catalog", "product", "previews", "preview",
        ]])
    }

    func test_run_brokenTemplate_throwsTheLoadersErrorAndKeepsNoRenderer() async {
        let brokenTemplate = TemplateError.syntax(file: "Templates/lesson.mustache", line: 12, column: 3, reason: "sección sin cerrar")
        let (sut, _) = makeSUT(error: brokenTemplate)
        var context = SiteBuildContext()

        let error = await errorThrown { try await sut.run(&context, diagnostics: DiagnosticEngine()) }

        XCTAssertEqual(error as? TemplateError, brokenTemplate)
        XCTAssertEqual(diagnostic(of: error)?.id, .templateError)
        XCTAssertEqual(diagnostic(of: error)?.location, "Templates/lesson.mustache:12")
        XCTAssertNil(context.renderer)
    }

    // MARK: - Helpers

    private func makeSUT(error: TemplateError? = nil) -> (LoadTemplatesStep, TemplateLoaderSpy) {
        let loader = TemplateLoaderSpy(error: error)
        return (LoadTemplatesStep(loader: loader), loader)
    }
}
