import SiteCore
import XCTest

final class DiagnosticEngineTests: XCTestCase {
    func test_emit_tellsEveryConsumerInTheOrderReceived() {
        let (sut, consumer) = makeSUT()

        sut.emit(.warning(.brokenLinkForTests, file: "a.md", line: 1, "uno"))
        sut.emit(.error(.unexpected, "dos"))

        XCTAssertEqual(consumer.received.map(\.message), ["uno", "dos"])
        XCTAssertEqual(sut.diagnostics, consumer.received)
    }

    func test_emit_warningWithoutStrictMode_staysAWarningAndIsNoError() {
        let (sut, consumer) = makeSUT()

        sut.emit(.warning(.brokenLinkForTests, "aviso"))

        XCTAssertEqual(consumer.received.map(\.severity), [.warning])
        XCTAssertFalse(sut.hasErrors)
        XCTAssertEqual(sut.warningCount, 1)
    }

    func test_emit_warningInStrictMode_isPromotedToAnErrorAndStillCountedAsAWarning() {
        let (sut, consumer) = makeSUT(strict: true)

        sut.emit(.warning(.brokenLinkForTests, "aviso"))

        XCTAssertEqual(consumer.received.map(\.severity), [.error])
        XCTAssertTrue(sut.hasErrors)
        XCTAssertEqual(sut.warningCount, 1)
    }

    func test_emit_fromManyThreadsAtOnce_losesNothing() {
        let (sut, consumer) = makeSUT()

        DispatchQueue.concurrentPerform(iterations: 200) { index in
            sut.emit(.warning(.brokenLinkForTests, "\(index)"))
        }

        XCTAssertEqual(sut.diagnostics.count, 200)
        XCTAssertEqual(Set(consumer.received.map(\.message)).count, 200)
    }

    // MARK: - Helpers

    private func makeSUT(strict: Bool = false) -> (DiagnosticEngine, DiagnosticConsumerSpy) {
        let consumer = DiagnosticConsumerSpy()
        return (DiagnosticEngine(treatingWarningsAsErrors: strict, consumers: [consumer]), consumer)
    }
}

final class DiagnosticTests: XCTestCase {
    func test_description_isLocationThenMessage() {
        XCTAssertEqual(Diagnostic.warning(.brokenLinkForTests, file: "a.md", line: 3, "roto").description, "a.md:3: roto")
        XCTAssertEqual(Diagnostic.warning(.brokenLinkForTests, file: "a.md", "roto").description, "a.md: roto")
        XCTAssertEqual(Diagnostic.error(.unexpected, "mal").description, "mal")
    }

    func test_inFolder_namesTheFileFromTheFolderAndKeepsTheRest() {
        let diagnostic = Diagnostic.warning(.brokenLinkForTests, file: "login/a.md", line: 3, "roto")

        XCTAssertEqual(diagnostic.inFolder("Content"), .warning(.brokenLinkForTests, file: "Content/login/a.md", line: 3, "roto"))
        XCTAssertEqual(Diagnostic.error(.unexpected, "mal").inFolder("Content").file, nil)
    }
}

extension DiagnosticID {
    static let brokenLinkForTests = DiagnosticID("test-broken-link")
}

final class DiagnosticConsumerSpy: DiagnosticConsumer, @unchecked Sendable {
    private let lock = NSLock()
    private var _received: [Diagnostic] = []

    var received: [Diagnostic] { lock.withLock { _received } }

    func receive(_ diagnostic: Diagnostic) {
        lock.withLock { _received.append(diagnostic) }
    }
}
