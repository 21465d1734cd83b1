import Localization
import SiteCommandLine
import SiteCore
import TestSupport
import XCTest

/// The core says what is wrong; the command line adds the option that changes it.
final class OptionAdviceTests: XCTestCase {
    func test_receive_problemAnOptionDecides_isHeardWithTheFlagAndItsKey() {
        let (sut, consumer) = makeSUT()

        sut.receive(.error(.noLessons, "la carpeta de contenido 'C' no tiene lecciones (.md)."))

        XCTAssertEqual(consumer.received.map(\.id), [.noLessons])
        XCTAssertEqual(
            consumer.received.first?.text.rendered(in: .english),
            "la carpeta de contenido 'C' no tiene lecciones (.md). Or choose another folder with --content (content in course-site.yml), or use --allow-empty (allow_empty in course-site.yml) to publish a site with no lessons.",
            "the advice is translated on its own"
        )
    }

    func test_receive_problemNoOptionDecides_isHeardAsItCame() {
        let (sut, consumer) = makeSUT()
        let diagnostic = Diagnostic.warning(.brokenLinkForTests, file: "Content/a.md", line: 3, "enlace roto")

        sut.receive(diagnostic)

        XCTAssertEqual(consumer.received, [diagnostic])
    }

    func test_receive_everyConsumer_hearsTheSameAdvice() {
        let first = DiagnosticConsumerRecorder()
        let second = DiagnosticConsumerRecorder()
        let sut = OptionAdvice([first, second])

        sut.receive(.error(.strictMode, "2 aviso(s) en el modo estricto: corrígelos."))

        XCTAssertEqual(first.received, second.received)
        XCTAssertTrue(first.received.first?.message.hasSuffix("O quita --strict (strict en course-site.yml).") == true, "\(first.received)")
    }

    func test_receive_strictModeWrittenInTheFileAlone_namesTheLineThatSetsIt() throws {
        let file = try makeConfigFile("title: Curso\nlanguage: es\nstrict: true\n")
        let (sut, consumer) = makeSUT(sources: OptionSources(typed: [], file: file))

        sut.receive(.error(.strictMode, "1 aviso(s) en el modo estricto: corrígelos."))

        XCTAssertEqual(consumer.received.first?.message, "1 aviso(s) en el modo estricto: corrígelos. O quita `strict: true` en course-site.yml:3.")
    }

    func test_receive_strictModeTypedOnTheCommandLine_namesTheFlagAlone() throws {
        let file = try makeConfigFile("strict: true\n")
        let (sut, consumer) = makeSUT(sources: OptionSources(typed: ["strict"], file: file))

        sut.receive(.error(.strictMode, "1 aviso(s) en el modo estricto: corrígelos."))

        XCTAssertEqual(consumer.received.first?.message, "1 aviso(s) en el modo estricto: corrígelos. O quita --strict.")
    }

    func test_receive_testsFolderMissingWrittenInTheFile_namesTheLineThatSetsIt() throws {
        let file = try makeConfigFile("title: Curso\ntests: [Pruebas]\n")
        let (sut, consumer) = makeSUT(sources: OptionSources(typed: [], file: file))

        sut.receive(.error(.testsMissing, "no existe la carpeta de tests 'Pruebas'."))

        XCTAssertEqual(consumer.received.first?.message, "no existe la carpeta de tests 'Pruebas'. Corrige `tests: [Pruebas]` en course-site.yml:2.")
    }

    // MARK: - Helpers

    private func makeSUT(sources: OptionSources = .unknown) -> (OptionAdvice, DiagnosticConsumerRecorder) {
        let consumer = DiagnosticConsumerRecorder()
        return (OptionAdvice([consumer], sources: sources), consumer)
    }

    private func makeConfigFile(_ yaml: String) throws -> ConfigFile {
        let folder = try makeTemporaryFolder()
        return try ConfigFile(reading: try folder.write(yaml, to: "course-site.yml"), shown: "course-site.yml")
    }
}

private extension DiagnosticID {
    static let brokenLinkForTests = DiagnosticID("broken-link")
}

/// Keeps every diagnostic it hears.
private final class DiagnosticConsumerRecorder: DiagnosticConsumer, @unchecked Sendable {
    private let lock = NSLock()
    private var _received: [Diagnostic] = []

    var received: [Diagnostic] { lock.withLock { _received } }

    func receive(_ diagnostic: Diagnostic) {
        lock.withLock { _received.append(diagnostic) }
    }
}
