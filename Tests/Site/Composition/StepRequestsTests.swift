import BuildSteps
import Foundation
import LessonsInterface
import Localization
import SiteCore
@testable import SiteComposition
import TestSupport
import XCTest

final class StepRequestsTests: XCTestCase {
    // MARK: - The PDF

    func test_pdf_notAskedFor_isOff() {
        let sut = makeSUT(environment: BuildEnvironment(chromium: .found(anyCommand())))

        XCTAssertTrue(isOff(sut.pdf))
        XCTAssertFalse(sut.printsPDF)
    }

    func test_pdf_askedForWithoutThePrintPage_isOff() {
        let sut = makeSUT(printing: PrintOptions(printsPage: false, pdf: true), environment: BuildEnvironment(chromium: .found(anyCommand())))

        XCTAssertTrue(isOff(sut.pdf))
    }

    func test_pdf_askedForWithoutChromium_isUnavailableWithWhatToInstall() {
        let sut = makeSUT(printing: PrintOptions(pdf: true), environment: BuildEnvironment(chromium: .missing(because: "instala Chromium")))

        XCTAssertEqual(unavailableReason(sut.pdf), "instala Chromium")
        XCTAssertFalse(sut.printsPDF)
    }

    func test_pdf_askedForWithChromium_printsWithIt() {
        let sut = makeSUT(printing: PrintOptions(pdf: true), environment: BuildEnvironment(chromium: .found(anyCommand("chromium-headless-shell"))))

        guard case let .on(printer) = sut.pdf else { return XCTFail("expected a printer, got \(sut.pdf)") }
        XCTAssertEqual(printer.name, "chromium-headless-shell")
        XCTAssertTrue(sut.printsPDF)
    }

    // MARK: - The code check

    func test_codeCheck_notAskedFor_isOff() {
        let sut = makeSUT(environment: BuildEnvironment(swift: .found(anyCommand("swift"))))

        guard case .off = sut.codeCheck else { return XCTFail("expected off, got \(sut.codeCheck)") }
    }

    func test_codeCheck_withoutSwift_isUnavailableSayingWhy() {
        let sut = makeSUT(codeCheck: CodeCheckOptions(isEnabled: true), environment: BuildEnvironment(swift: .missing(because: "no hay swift")))

        guard case let .unavailable(reason) = sut.codeCheck else { return XCTFail("expected unavailable, got \(sut.codeCheck)") }
        XCTAssertEqual(reason, "no hay swift")
    }

    func test_codeCheck_inTheWorkingDirectoryOrAroundTheAuthorsFolders_isRefusedNamingTheOption() {
        let folders = [workingDirectory, workingDirectory.deletingLastPathComponent(), content, content.appendingPathComponent("code"), output]

        for folder in folders {
            let sut = makeSUT(codeCheck: CodeCheckOptions(isEnabled: true, folder: folder), environment: BuildEnvironment(swift: .found(anyCommand("swift"))))

            guard case let .unavailable(reason) = sut.codeCheck else { return XCTFail("expected \(folder.path) refused, got \(sut.codeCheck)") }
            XCTAssertTrue(reason.description.contains("--check-code-folder"), reason.description)
        }
    }

    func test_codeCheck_withSwiftAndAFolderOfItsOwn_runs() {
        let sut = makeSUT(codeCheck: CodeCheckOptions(isEnabled: true), environment: BuildEnvironment(swift: .found(anyCommand("swift"))))

        guard case .on = sut.codeCheck else { return XCTFail("expected the check, got \(sut.codeCheck)") }
    }

    func test_codeUnconfined_checkWithoutASandbox_isWhyAndWithOneIsNil() {
        let options = CodeCheckOptions(isEnabled: true)

        let confined = makeSUT(codeCheck: options, environment: BuildEnvironment(swift: .found(anyCommand("swift")), sandbox: .found(anyCommand("bwrap"))))
        let unconfined = makeSUT(codeCheck: options, environment: BuildEnvironment(swift: .found(anyCommand("swift")), sandbox: .missing(because: "no hay bubblewrap")))
        let unchecked = makeSUT(environment: BuildEnvironment(swift: .found(anyCommand("swift")), sandbox: .missing(because: "no hay bubblewrap")))

        XCTAssertNil(confined.codeUnconfined)
        XCTAssertEqual(unconfined.codeUnconfined, "no hay bubblewrap")
        XCTAssertNil(unchecked.codeUnconfined, "nothing runs, so nothing runs unconfined")
    }

    func test_stepsCheck_checkWithoutSteps_isOff() {
        let sut = makeSUT(codeCheck: CodeCheckOptions(isEnabled: true), environment: BuildEnvironment(swift: .found(anyCommand("swift"))))

        guard case .off = sut.stepsCheck else { return XCTFail("expected off, got \(sut.stepsCheck)") }
    }

    func test_stepsCheck_askedForWithSwift_replaysAndWithoutSwiftSaysWhy() {
        var options = CodeCheckOptions(isEnabled: true)
        options.checksSteps = true

        let found = makeSUT(codeCheck: options, environment: BuildEnvironment(swift: .found(anyCommand("swift"))))
        let missing = makeSUT(codeCheck: options, environment: BuildEnvironment(swift: .missing(because: "no hay swift")))

        guard case .on = found.stepsCheck else { return XCTFail("expected the replay, got \(found.stepsCheck)") }
        guard case let .unavailable(reason) = missing.stepsCheck else { return XCTFail("expected unavailable, got \(missing.stepsCheck)") }
        XCTAssertEqual(reason, "no hay swift")
    }

    // MARK: - Search

    func test_search_turnedOff_hasNoIndexerAndSaysWhy() {
        let sut = makeSUT(search: false, environment: BuildEnvironment(pagefind: .found(anyCommand("pagefind"))))

        XCTAssertNil(sut.search.indexer)
        XCTAssertEqual(sut.search.reasonWithout, "--no-search")
    }

    func test_search_withoutPagefind_hasNoIndexerAndSaysWhatToInstall() {
        let sut = makeSUT(search: true, environment: BuildEnvironment(pagefind: .missing(because: "pip install 'pagefind[bin]'")))

        XCTAssertNil(sut.search.indexer)
        XCTAssertEqual(sut.search.reasonWithout, "pip install 'pagefind[bin]'")
    }

    func test_search_withPagefind_indexesWithIt() {
        let sut = makeSUT(search: true, environment: BuildEnvironment(pagefind: .found(anyCommand("python3"), arguments: ["-m", "pagefind"])))

        XCTAssertEqual(sut.search.indexer?.executable, anyCommand("python3"))
        XCTAssertEqual(sut.search.indexer?.arguments, ["-m", "pagefind"])
    }

    // MARK: - Dates

    func test_lessonDates_turnedOff_saysSo() {
        let sut = makeSUT(showsDates: false, environment: BuildEnvironment(git: .found(anyCommand("git"))))

        guard case .turnedOff = sut.lessonDates else { return XCTFail("expected turned off, got \(sut.lessonDates)") }
        XCTAssertNil(sut.lessonHistory)
    }

    func test_lessonDates_withoutGit_areUnavailable() {
        let sut = makeSUT(environment: BuildEnvironment(git: .missing(because: "git no está instalado")))

        guard case let .unavailable(reason) = sut.lessonDates else { return XCTFail("expected unavailable, got \(sut.lessonDates)") }
        XCTAssertEqual(reason, "git no está instalado")
    }

    func test_lessonDates_withGit_comeFromIt() {
        let sut = makeSUT(environment: BuildEnvironment(git: .found(anyCommand("git"))))

        guard case .from = sut.lessonDates else { return XCTFail("expected git's dates, got \(sut.lessonDates)") }
        XCTAssertNotNil(sut.lessonHistory)
    }

    // MARK: - Diagrams

    func test_diagrams_automaticWithARenderer_drawsSVG() async throws {
        let sut = makeSUT(environment: BuildEnvironment(diagramRenderer: .found(anyCommand("mmdr"))))

        let mode = try await chosenMode(sut.diagrams)

        guard case .svg = mode else { return XCTFail("expected SVG, got \(mode)") }
    }

    func test_diagrams_automaticWithoutARenderer_leavesThemToTheBrowser() async throws {
        let sut = makeSUT(environment: BuildEnvironment(diagramRenderer: .missing(because: "pip install mmdr")))

        let mode = try await chosenMode(sut.diagrams)

        guard case .client = mode else { return XCTFail("expected the browser, got \(mode)") }
    }

    func test_diagrams_aNamedRendererNotInstalled_failsTheBuild() async {
        let sut = makeSUT(diagrams: DiagramOptions(renderer: "mi-dibujante"), environment: BuildEnvironment(diagramRenderer: .missing(because: "no está")))

        let error = await errorThrown { try await self.chosenMode(sut.diagrams) }

        XCTAssertEqual((error as? any DiagnosticConvertible)?.diagnostic.message.description.contains("mi-dibujante"), true, "\(String(describing: error))")
    }

    func test_diagrams_clientAskedFor_ignoresTheRenderer() async throws {
        let sut = makeSUT(diagrams: DiagramOptions(mode: .client), environment: BuildEnvironment(diagramRenderer: .found(anyCommand("mmdr"))))

        let mode = try await chosenMode(sut.diagrams)

        guard case .client = mode else { return XCTFail("expected the browser, got \(mode)") }
    }

    // MARK: - The catalog

    func test_catalogSource_contentFileMissing_isNone() {
        let sut = makeSUT(fileExists: { _ in false })

        XCTAssertNil(sut.catalogSource)
    }

    func test_catalogSource_contentFilePresent_readsItAsDataNotAsAnAsset() {
        let sut = makeSUT(fileExists: { $0.path.hasSuffix("catalog/products.json") })

        XCTAssertEqual(sut.catalogSource?.shown, content.appendingPathComponent("catalog/products.json").relativePath)
        XCTAssertEqual(sut.catalogSource?.contentAsset, "catalog/products.json")
    }

    func test_catalogSource_anAPI_namesItsProductsURL() {
        let sut = makeSUT(catalog: CatalogOptions(source: .api(URL(string: "https://api.example.com")!)))

        XCTAssertEqual(sut.catalogSource?.shown, "https://api.example.com/products")
    }

    func test_catalogSource_none_isNone() {
        let sut = makeSUT(catalog: CatalogOptions(source: .none), fileExists: { _ in true })

        XCTAssertNil(sut.catalogSource)
    }

    // MARK: - Helpers

    private let workingDirectory = URL(fileURLWithPath: "/trabajo")
    private var content: URL { workingDirectory.appendingPathComponent("Content") }
    private var output: URL { workingDirectory.appendingPathComponent("_site") }

    private func makeSUT(
        printing: PrintOptions = PrintOptions(), codeCheck: CodeCheckOptions = CodeCheckOptions(), search: Bool = false, showsDates: Bool = true,
        diagrams: DiagramOptions = DiagramOptions(), catalog: CatalogOptions = CatalogOptions(),
        environment: BuildEnvironment = BuildEnvironment(), fileExists: @escaping @Sendable (URL) -> Bool = { _ in false }
    ) -> StepRequests {
        let configuration = SiteConfiguration(
            contentFolder: content, outputFolder: output, catalog: catalog, diagrams: diagrams, search: search, codeCheck: codeCheck,
            showsDates: showsDates, printing: printing
        )
        return StepRequests(configuration: configuration, environment: environment, workingDirectory: workingDirectory, fileExists: fileExists)
    }

    private func anyCommand(_ name: String = "chromium") -> URL {
        URL(fileURLWithPath: "/usr/bin/\(name)")
    }

    private func isOff(_ request: PrintPDFStep.Request) -> Bool {
        if case .off = request { true } else { false }
    }

    private func unavailableReason(_ request: PrintPDFStep.Request) -> LocalizedText? {
        if case let .unavailable(reason) = request { reason } else { nil }
    }

    /// How the step decides to draw a course's diagrams.
    private func chosenMode(_ step: ChooseDiagramsStep) async throws -> DiagramMode {
        var context = SiteBuildContext()
        _ = try await step.run(&context, diagnostics: DiagnosticEngine())
        return context.diagrams
    }
}
