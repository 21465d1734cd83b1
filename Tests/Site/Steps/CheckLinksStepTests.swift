@testable import BuildSteps
import LessonsCore
import SiteCore
import SiteTestSupport
import TestSupport
import XCTest

final class CheckLinksStepTests: XCTestCase {
    func test_run_brokenLink_warnsAtItsLineNamingTheLessonInTheContentFolder() async throws {
        let (sut, diagnostics) = makeSUT()
        var context = SiteBuildContext()
        context.lessons = [
            makeLesson("login/01.md", links: [LessonLink(destination: "02.md", line: 3), LessonLink(destination: "nada.md", line: 5)]),
            makeLesson("login/02.md"),
        ]

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine(consumers: [diagnostics]))

        XCTAssertEqual(diagnostics.received.map(\.id), [.brokenLink])
        XCTAssertEqual(diagnostics.received.map(\.severity), [.warning])
        XCTAssertEqual(diagnostics.received.map(\.location), ["Content/login/01.md:5"])
    }

    func test_run_testNamedInATableButDefinedNowhere_warnsAtItsRowNamingTheLessonInTheContentFolder() async throws {
        let (sut, diagnostics) = makeSUT()
        var context = SiteBuildContext.with(lessons: [makeTracedLesson("login/01.md", rowLine: 9, tests: ["test_missing"])])

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine(consumers: [diagnostics]))

        XCTAssertEqual(diagnostics.received.map(\.id), [.missingTest])
        XCTAssertEqual(diagnostics.received.map(\.location), ["Content/login/01.md:9"])
        XCTAssertTrue(diagnostics.received.first?.message.contains("'test_missing'") == true, "\(diagnostics.received)")
    }

    func test_run_testDefinedInATestsFolder_isFoundWithoutWarning() async throws {
        let (sut, diagnostics) = makeSUT(tests: [TestDefinition(name: "test_inFolder", location: .file("Tests/EmailTests.swift", line: 3))])
        var context = SiteBuildContext.with(lessons: [makeTracedLesson("login/01.md", rowLine: 9, tests: ["test_inFolder"])])

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine(consumers: [diagnostics]))

        XCTAssertEqual(diagnostics.received, [])
        XCTAssertEqual(context.traceability?.foundCount, 1)
    }

    func test_run_linksToEveryFileTheSiteWillHold_areNotBroken() async throws {
        let (sut, diagnostics) = makeSUT()
        var context = SiteBuildContext.with(
            listing: ContentListing(lessons: [lessonPath("a.md")], assets: ["img/diagrama.png"]),
            pages: ["a.html", "catalog/index.html"],
            generatedFiles: ["reports/links.json"],
            publicFiles: ["css/site.css"]
        )
        context.lessons = [makeLesson("a.md", links: [
            LessonLink(destination: "img/diagrama.png", kind: .image, line: 1),
            LessonLink(destination: "/css/site.css", line: 2),
            LessonLink(destination: "/catalog/index.html", line: 3),
            LessonLink(destination: "/reports/links.json", line: 4),
        ])]

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine(consumers: [diagnostics]))

        XCTAssertEqual(diagnostics.received, [])
        XCTAssertEqual(context.linkReport?.checked, 4)
    }

    func test_run_linkToTheCatalogsProductsFile_isBrokenSinceItIsNotPublished() async throws {
        let (sut, diagnostics) = makeSUT()
        var context = SiteBuildContext.with(
            listing: ContentListing(lessons: [lessonPath("a.md")], assets: ["products.json"]),
            lessons: [makeLesson("a.md", links: [LessonLink(destination: "products.json", line: 2)])],
            catalog: LoadedCatalog(state: .empty, previews: [], contentAssetToSkip: "products.json")
        )

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine(consumers: [diagnostics]))

        XCTAssertEqual(diagnostics.received.map(\.id), [.missingFile])
        XCTAssertEqual(diagnostics.received.map(\.location), ["Content/a.md:2"])
    }

    func test_run_keepsBothReportsInTheContext() async throws {
        let (sut, _) = makeSUT()
        var context = SiteBuildContext()
        context.lessons = [
            makeLesson("a.md", links: [LessonLink(destination: "nada.md", line: 1), LessonLink(destination: "https://swift.org", line: 2)]),
            makeTracedLesson("b.md", rowLine: 7, tests: ["test_a", "test_b"]),
        ]

        _ = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(context.linkReport?.broken.map(\.target), ["nada.md"])
        XCTAssertEqual(context.linkReport?.external, 1)
        XCTAssertEqual(context.traceability?.tables.map(\.lesson), [lessonPath("b.md")])
        XCTAssertEqual(context.traceability?.testCount, 2)
    }

    func test_run_countsBrokenLinksAndTestsFound() async throws {
        let (sut, _) = makeSUT(tests: [TestDefinition(name: "test_a", location: .file("Tests/ATests.swift", line: 1))])
        var context = SiteBuildContext()
        context.lessons = [
            makeLesson("a.md", links: [LessonLink(destination: "nada.md", line: 1), LessonLink(destination: "otra.md", line: 2)]),
            makeTracedLesson("b.md", rowLine: 7, tests: ["test_a", "test_b"]),
        ]

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(outcome, .done("2 enlaces rotos, 1/2 tests encontrados"))
    }

    func test_run_oneBrokenLink_isCountedInTheSingular() async throws {
        let (sut, _) = makeSUT()
        var context = SiteBuildContext.with(lessons: [makeLesson("a.md", links: [LessonLink(destination: "nada.md", line: 1)])])

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(outcome, .done("1 enlace roto, 0/0 tests encontrados"))
    }

    func test_run_testsFolderMissing_throwsItsError() async {
        let (sut, _) = makeSUT(testsError: .testsFolderMissing(path: "Tests"))
        var context = SiteBuildContext.with(lessons: [makeLesson("a.md")])

        let error = await errorThrown { try await sut.run(&context, diagnostics: DiagnosticEngine()) }

        XCTAssertEqual(error as? LessonsError, .testsFolderMissing(path: "Tests"))
        XCTAssertNil(context.traceability)
    }

    // MARK: - Helpers

    private func makeSUT(tests: [TestDefinition] = [], testsError: LessonsError? = nil) -> (CheckLinksStep, DiagnosticConsumerSpy) {
        let source = TestDefinitionSourceStub(result: testsError.map { .failure($0) } ?? .success(tests))
        return (CheckLinksStep(tests: source, contentShown: "Content"), DiagnosticConsumerSpy())
    }
}
