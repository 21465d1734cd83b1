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
        XCTAssertTrue((error as? BuildFailure)?.diagnostic.message.hasPrefix("1 aviso(s) en el modo estricto") == true)
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

    func test_execute_lanesSideBySide_runAtTheSameTimeAndKeepWhatTheySay() async throws {
        let meeting = Meeting()
        let (sut, reporter, _) = makeSUT(stages: [
            .step(StepStub(name: "antes")),
            .sideBySide([
                BuildLane([StepStub(name: "espera a b", meets: meeting, role: .waiter), StepStub(name: "a2")]) { build, _ in build.kept.change { $0.append("a") } },
                BuildLane([StepStub(name: "b", meets: meeting, role: .arriver)]),
            ]),
            .step(StepStub(name: "después")),
        ])
        let context = ContextSpy()

        _ = try await sut.execute(context)

        XCTAssertEqual(context.ran.value.first, "antes")
        XCTAssertEqual(context.ran.value.last, "después")
        XCTAssertEqual(Set(context.ran.value), ["antes", "espera a b", "a2", "b", "después"])
        XCTAssertEqual(context.kept.value, ["a"])
        XCTAssertEqual(reporter.finished.map(\.step), ["antes", "espera a b", "a2", "b", "después"], "steps are reported in the order they are listed")
    }

    func test_execute_aLaneFails_stopsTheOthersDiscardsTheOutputAndDiagnosesTheFailureOnce() async {
        let failure = Diagnostic.error(.unexpected, file: "a.md", line: 2, "roto")
        let (sut, reporter, consumer) = makeSUT(stages: [
            .sideBySide([
                BuildLane([StepStub(name: "espera", waitsForCancellation: true), StepStub(name: "nunca")]),
                BuildLane([StepStub(name: "falla", error: ConvertibleError(diagnostic: failure))]),
            ]),
            .step(StepStub(name: "tampoco")),
        ])
        let context = ContextSpy()

        let error = await errorThrown { try await sut.execute(context) }

        XCTAssertEqual((error as? BuildFailure)?.step, "falla")
        XCTAssertEqual(consumer.received, [failure])
        XCTAssertFalse(context.ran.value.contains("nunca"))
        XCTAssertFalse(context.ran.value.contains("tampoco"))
        XCTAssertFalse(reporter.finished.map(\.step).contains("falla"))
        XCTAssertEqual(context.discarded.value, 1)
    }

    // MARK: - Helpers

    private func makeSUT(strict: Bool = false, steps: [StepStub]) -> (BuildSiteUseCase<ContextSpy>, BuildReporterSpy, DiagnosticConsumerSpy) {
        makeSUT(strict: strict, stages: steps.map { .step($0) })
    }

    private func makeSUT(strict: Bool = false, stages: [BuildStage<ContextSpy>]) -> (BuildSiteUseCase<ContextSpy>, BuildReporterSpy, DiagnosticConsumerSpy) {
        let reporter = BuildReporterSpy()
        let consumer = DiagnosticConsumerSpy()
        let sut = BuildSiteUseCase(
            stages: stages,
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
    /// What lanes kept, in order.
    let kept = Box<[String]>([])

    func discardUnpublished() {
        discarded.change { $0 += 1 }
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

    /// Changes the value under the lock: steps of lanes side by side record at the same time.
    func change(_ body: (inout Value) -> Void) {
        lock.withLock { body(&_value) }
    }
}

private struct StepStub: BuildStep {
    let name: LocalizedText
    var outcome: StepOutcome = .done("hecho")
    var error: (any Error & Sendable)?
    var warning: Diagnostic?
    var publishes = false
    var waitsForCancellation = false
    /// A step that meets another lane's step: it finishes only once the other has started, so two
    /// such steps finish only if their lanes run at the same time.
    var meets: Meeting?
    var role = Meeting.Role.arriver

    var needsErrorFreeBuild: Bool { publishes }

    func run(_ context: inout ContextSpy, diagnostics: DiagnosticEngine) async throws -> StepOutcome {
        if let error { throw error }
        if let meets {
            switch role {
            case .arriver: await meets.arrive()
            case .waiter: try await meets.waitForArrival()
            }
        }
        if waitsForCancellation {
            // Ends early, without an error, once the build is cancelled: the runner must notice before the next step.
            try? await Task.sleep(for: .seconds(30))
        }
        if let warning { diagnostics.emit(warning) }
        context.ran.change { $0.append(name.description) }
        return outcome
    }
}

/// Where two steps of different lanes meet.
private actor Meeting {
    enum Role: Sendable {
        case arriver
        case waiter
    }

    private var arrived = false

    func arrive() {
        arrived = true
    }

    /// Gives up after 5 s, failing the step: the lanes did not run side by side.
    func waitForArrival() async throws {
        for _ in 0..<500 where !arrived {
            try await Task.sleep(for: .milliseconds(10))
        }
        if !arrived { throw PlainError() }
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
