import LessonsCore
import LessonsInfrastructure
import TestSupport
import XCTest

/// Inputs the system's cmark-gfm (0.29.0.gfm.6) is quadratic on, read as the build reads a lesson:
/// refused by name at once by the pre-scan (`MarkdownLimits`), or by the parse's deadline when the
/// pre-scan does not foresee them, while ordinary lessons are read.
final class SlowMarkdownRefusalTests: XCTestCase {
    func test_execute_theIssuesReproducers_areRefusedByNameAtOnce() async {
        // Unchecked, 80 s and 67 s; each would wait here for the 5 s deadline.
        let reproducers = [
            String(repeating: ">", count: 40_000) + String(repeating: "a*", count: 40_000),
            String(repeating: "- ", count: 20_000) + String(repeating: "a*", count: 20_000),
        ]
        for reproducer in reproducers {
            let sut = makeSUT(lesson: reproducer)
            let started = ContinuousClock.now

            let error = await errorThrown { try await sut.execute(lessonPath("lenta.md")) }

            guard case let .beyondLimits(file, line, _)? = error as? LessonsError else { return XCTFail("got \(String(describing: error))") }
            XCTAssertEqual(file, "lenta.md")
            XCTAssertEqual(line, 1)
            XCTAssertLessThan(ContinuousClock.now - started, .seconds(1))
        }
    }

    func test_execute_slowInputThePreScanLetsThrough_isRefusedAtTheDeadline() async {
        // Unchecked, some 0.8 s (half of it at 4,000, too close to the deadline on a fast machine).
        let slow = String(repeating: ">", count: 8_000) + String(repeating: "a*", count: 8_000)
        let unbounded = MarkdownLimits(nestingDepth: .max, marksPerParagraph: .max, atSignsPerParagraph: .max)
        let sut = makeSUT(lesson: slow, limits: unbounded, deadline: ParseDeadline(.milliseconds(100)))
        let started = ContinuousClock.now

        let error = await errorThrown { try await sut.execute(lessonPath("lenta.md")) }

        XCTAssertEqual(error as? LessonsError, .beyondLimits(file: "lenta.md", line: nil, reason: "cmark-gfm no terminó de leerla en 100 ms"))
        XCTAssertLessThan(ContinuousClock.now - started, .milliseconds(500))
    }

    func test_execute_ordinaryLessonWithEmphasisNestedQuotesAndABigTable_isRead() async throws {
        let emphasis = String(repeating: "Un **paso** con _cursiva_, `código`, [enlace](02.md) y ~~tachado~~: www.swift.org o yo@ejemplo.com. ", count: 40)
        let quotes = "> Cita\n> > dentro\n> > > y más\n> > > - con lista\n> > >   1. y numerada *aquí*\n"
        let table = "| Escenario | Test |\n|---|---|\n" + String(repeating: "| *Uno* y **dos** | `test_a_b_c` [x](y) |\n", count: 2_000)
        let sut = makeSUT(lesson: ["# Lección", emphasis, emphasis, quotes, table].joined(separator: "\n\n"))

        let read = try await sut.execute(lessonPath("normal.md"))

        XCTAssertEqual(read.lesson.title, "Lección")
        XCTAssertEqual(read.lesson.tables.first?.rows.count, 2_000)
    }

    // MARK: - Helpers

    private func makeSUT(lesson: String, limits: MarkdownLimits = MarkdownLimits(), deadline: ParseDeadline = .standard) -> ReadLessonUseCase {
        ReadLessonUseCase(
            source: OneLessonSource(text: lesson), frontMatterParser: YamsFrontMatterParser(), markdown: CmarkGFMMarkdownParser(),
            limits: limits, deadline: deadline
        )
    }
}

/// Any lesson asked for is the one text.
private struct OneLessonSource: LessonSource {
    let text: String

    func listing() throws(LessonsError) -> ContentListing { ContentListing(lessons: [], assets: []) }

    func contents(of lesson: LessonPath) throws(LessonsError) -> String { text }
}
