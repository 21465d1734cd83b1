import BuildSteps
import Foundation
import LessonsCore
import SiteCore
import SiteTestSupport
import TestSupport
import XCTest

final class ReadLessonDatesStepTests: XCTestCase {
    func test_run_withAHistory_keepsTheDatesOfTheCoursesLessons() async throws {
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        let (sut, history) = makeSUT(dates: ["a.md": date, "borrada.md": date])
        var context = SiteBuildContext.with(lessons: [makeLesson("a.md"), makeLesson("b.md")])

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(context.lessonDates, [LessonPath("a.md")!: date])
        XCTAssertEqual(outcome, .done("1 de 2 lecciones, de git"))
        XCTAssertEqual(history.asked, 1, "one question for the whole course")
    }

    func test_run_historyWithNoDates_isSkippedSayingWhy() async throws {
        let (sut, _) = makeSUT(dates: [:])
        var context = SiteBuildContext.with(lessons: [makeLesson("a.md")])

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(outcome, .skipped("las lecciones no están en un repositorio git"))
    }

    func test_run_withoutAHistory_isSkippedSayingWhy() async throws {
        let sut = ReadLessonDatesStep(.unavailable(because: "git no está instalado"))
        var context = SiteBuildContext()

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(outcome, .skipped("git no está instalado"))
    }

    func test_run_turnedOff_isSkippedNamingTheOption() async throws {
        let sut = ReadLessonDatesStep(.turnedOff)
        var context = SiteBuildContext()

        let outcome = try await sut.run(&context, diagnostics: DiagnosticEngine())

        XCTAssertEqual(outcome, .skipped("--no-dates"))
    }

    func test_run_cancelledWhileGitRuns_throwsCancellationInsteadOfSayingThereIsNoRepository() async throws {
        let (sut, _) = makeSUT(dates: [:], cancelsWhileAsked: true)

        // In a task of its own, the one the history cancels.
        let result = await Task {
            var context = SiteBuildContext.with(lessons: [makeLesson("a.md")])
            return try await sut.run(&context, diagnostics: DiagnosticEngine())
        }.result

        XCTAssertThrowsError(try result.get()) { error in
            XCTAssertTrue(error is CancellationError, "\(error)")
        }
    }

    // MARK: - Helpers

    private func makeSUT(dates: [String: Date], cancelsWhileAsked: Bool = false) -> (ReadLessonDatesStep, LessonHistorySpy) {
        let history = LessonHistorySpy(dates: Dictionary(uniqueKeysWithValues: dates.map { (LessonPath($0.key)!, $0.value) }), cancelsWhileAsked: cancelsWhileAsked)
        return (ReadLessonDatesStep(.from(history)), history)
    }
}

private final class LessonHistorySpy: LessonHistory, @unchecked Sendable {
    private let dates: [LessonPath: Date]
    private let lock = NSLock()
    private var count = 0

    /// As when another lane fails while `git log` runs: the build's task is cancelled and git stopped, with nothing read.
    private let cancelsWhileAsked: Bool

    init(dates: [LessonPath: Date], cancelsWhileAsked: Bool) {
        self.dates = dates
        self.cancelsWhileAsked = cancelsWhileAsked
    }

    var asked: Int { lock.withLock { count } }

    func lastChanges() async -> [LessonPath: Date] {
        lock.withLock { count += 1 }
        if cancelsWhileAsked { withUnsafeCurrentTask { $0?.cancel() } }
        return dates
    }
}
