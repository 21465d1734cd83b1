import Localization
import SiteCore
import XCTest

final class BuildSiteUseCaseTests: XCTestCase {
    func test_execute_runsTheStepsInOrderOverOneContextAndReportsEach() async throws {
        let (sut, reporter, _) = makeSUT(steps: [
            StepStub(name: "uno", outcome: .done("1 cosa")),
            StepStub(name: "dos", outcome: .skipped("nada que hacer")),
        ])

        let context = ContextSpy()

        _ = try await sut.execute(context)

        XCTAssertEqual(context.ran.value, ["uno", "dos"])
        XCTAssertEqual(reporter.finished.map(\.step), ["uno", "dos"])
        XCTAssertEqual(reporter.finished.map(\.outcome), [.done("1 cosa"), .skipped("nada que hacer")])
    }

    func test_execute_whenAStepFails_stopsThereDiscardsTheOutputAndDiagnosesTheFailureOnce() async {
        let failure = Diagnostic.error(.unexpected, file: "a.md", line: 2, "roto")
        let (sut, reporter, consumer) = makeSUT(steps: [
            StepStub(name: "uno"),
            StepStub(name: "falla", error: ConvertibleError(diagnostic: failure)),
            StepStub(name: "nunca"),
        ])
        let context = ContextSpy()

        let error = await errorThrown { try await sut.execute(context) }

        XCTAssertEqual((error as? BuildFailure)?.step, "falla")
        XCTAssertEqual((error as? BuildFailure)?.diagnostic, failure)
        XCTAssertEqual(consumer.received, [failure])
        XCTAssertEqual(reporter.finished.map(\.step), ["uno"])
        XCTAssertEqual(context.discarded.value, 1, "the unpublished output was not discarded")
    }

    func test_execute_errorThatCannotDescribeItself_isAnUnexpectedError() async {
        let (sut, _, _) = makeSUT(steps: [StepStub(name: "falla", error: PlainError())])

        let error = await errorThrown { try await sut.execute(ContextSpy()) }

        XCTAssertEqual((error as? BuildFailure)?.diagnostic.id, .unexpected)
        XCTAssertEqual((error as? BuildFailure)?.diagnostic.severity, .error)
    }

    func test_execute_stepThatPublishes_doesNotRunOnceAnErrorWasDiagnosed() async {
        let (sut, _, _) = makeSUT(strict: true, steps: [
            StepStub(name: "avisa", warning: .warning(.unexpected, "aviso")),
            StepStub(name: "sigue"),
            StepStub(name: "publica", publishes: true),
        ])
        let context = ContextSpy()

        let error = await errorThrown { try await sut.execute(context) }

        XCTAssertEqual(context.ran.value, ["avisa", "sigue"], "a strict build reports every warning before it stops")
        XCTAssertEqual((error as? BuildFailure)?.step, "publica")
        XCTAssertEqual((error as? BuildFailure)?.diagnostic.id, .strictMode)
        XCTAssertTrue((error as? BuildFailure)?.diagnostic.message.hasPrefix("1 aviso(s) con --strict") == true)
        XCTAssertEqual(context.discarded.value, 1)
    }

    func test_execute_stepThatPublishes_runsWhenOnlyWarningsWereDiagnosed() async throws {
        let (sut, _, _) = makeSUT(steps: [
            StepStub(name: "avisa", warning: .warning(.unexpected, "aviso")),
            StepStub(name: "publica", publishes: true),
        ])
        let context = ContextSpy()

        _ = try await sut.execute(context)

        XCTAssertEqual(context.ran.value, ["avisa", "publica"])
    }

    func test_execute_cancelled_stopsBeforeTheNextStepAndDiscards() async {
        let (sut, _, _) = makeSUT(steps: [StepStub(name: "espera", waitsForCancellation: true), StepStub(name: "nunca")])
        let context = ContextSpy()

        let task = Task { try await sut.execute(context) }
        task.cancel()
        let error = await errorThrown { try await task.value }

        XCTAssertEqual((error as? BuildFailure)?.diagnostic.id, .cancelled)
        XCTAssertFalse(context.ran.value.contains("nunca"))
        XCTAssertEqual(context.discarded.value, 1)
    }

    // MARK: - Helpers

    private func makeSUT(strict: Bool = false, steps: [StepStub]) -> (BuildSiteUseCase<ContextSpy>, BuildReporterSpy, DiagnosticConsumerSpy) {
        let reporter = BuildReporterSpy()
        let consumer = DiagnosticConsumerSpy()
        let sut = BuildSiteUseCase(
            steps: steps,
            reporter: reporter,
            diagnostics: DiagnosticEngine(treatingWarningsAsErrors: strict, consumers: [consumer])
        )
        return (sut, reporter, consumer)
    }

    private func errorThrown<T>(by body: () async throws -> T, file: StaticString = #filePath, line: UInt = #line) async -> (any Error)? {
        do {
            _ = try await body()
            XCTFail("Expected an error", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }
}

/// A context that remembers which steps ran over it and how often it was discarded. Its records
/// are shared by the copies the runner makes, so a test sees what happened to any of them.
private struct ContextSpy: BuildContext {
    let ran = Box<[String]>([])
    let discarded = Box<Int>(0)

    func discardUnpublished() {
        discarded.value += 1
    }
}

private final class Box<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var _value: Value

    init(_ value: Value) {
        _value = value
    }

    var value: Value {
        get { lock.withLock { _value } }
        set { lock.withLock { _value = newValue } }
    }
}

private struct StepStub: BuildStep {
    let name: LocalizedText
    var outcome: StepOutcome = .done("hecho")
    var error: (any Error & Sendable)?
    var warning: Diagnostic?
    var publishes = false
    var waitsForCancellation = false

    var needsErrorFreeBuild: Bool { publishes }

    func run(_ context: inout ContextSpy, diagnostics: DiagnosticEngine) async throws -> StepOutcome {
        if let error { throw error }
        if waitsForCancellation {
            // Ends early, without an error, once the build is cancelled: the runner must notice before the next step.
            try? await Task.sleep(for: .seconds(30))
        }
        if let warning { diagnostics.emit(warning) }
        context.ran.value.append(name.description)
        return outcome
    }
}

private struct ConvertibleError: DiagnosticConvertible {
    let diagnostic: Diagnostic
}

private struct PlainError: Error {}

private final class BuildReporterSpy: BuildReporting, @unchecked Sendable {
    struct Finished {
        let step: String
        let outcome: StepOutcome
    }

    private let lock = NSLock()
    private var _finished: [Finished] = []

    var finished: [Finished] { lock.withLock { _finished } }

    func stepFinished(_ step: LocalizedText, outcome: StepOutcome, duration: Duration) {
        lock.withLock { _finished.append(Finished(step: step.description, outcome: outcome)) }
    }
}
