@testable import CourseCodeCore
import LessonsCore
import TestSupport
import XCTest

final class LineOriginsTests: XCTestCase {
    func test_append_consecutiveLinesOfALesson_makeOneRun() {
        var sut = LineOrigins()

        sut.append(count: 3, from: 10, in: lessonPath("a.md"))
        sut.append(count: 2, from: 13, in: lessonPath("a.md"))

        XCTAssertEqual(sut.runs.count, 1)
        XCTAssertEqual(sut.all, [10, 11, 12, 13, 14].map { sourceLine("a.md", $0) })
    }

    func test_append_aGapOrAnotherLesson_startsARun() {
        var sut = LineOrigins()

        sut.append(count: 2, from: 10, in: lessonPath("a.md"))
        sut.append(count: 1, from: 20, in: lessonPath("a.md"))
        sut.append(count: 1, from: 21, in: lessonPath("b.md"))
        sut.append(count: 0, from: 30, in: lessonPath("b.md"))

        XCTAssertEqual(sut.runs.count, 3)
        XCTAssertEqual(sut.all, [sourceLine("a.md", 10), sourceLine("a.md", 11), sourceLine("a.md", 20), sourceLine("b.md", 21)])
    }

    func test_append_theSameLessonSpelledOtherwise_startsARunAndKeepsEachSpelling() {
        var sut = LineOrigins()

        sut.append(count: 1, from: 1, in: lessonPath("caf\u{E9}.md"))
        sut.append(count: 1, from: 2, in: lessonPath("cafe\u{301}.md"))

        XCTAssertEqual(sut.runs.count, 2)
        XCTAssertEqual(sut.all.map { Array($0.lesson.value.utf8) }, [Array("caf\u{E9}.md".utf8), Array("cafe\u{301}.md".utf8)])
    }

    func test_subscriptAndAll_onSeededOrigins_giveBackEachOrigin() {
        var mismatches: [String] = []

        for seed in Self.baseSeed..<Self.baseSeed + 500 {
            var random = SplitMix64(seed: seed)
            let origins = (0..<Int.random(in: 0...40, using: &random)).map { _ in
                sourceLine(["a.md", "b.md"].randomElement(using: &random)!, Int.random(in: 1...12, using: &random))
            }

            let sut = LineOrigins(origins)

            if sut.all != origins || sut.count != origins.count || origins.indices.contains(where: { sut[$0] != origins[$0] }) {
                mismatches.append("seed \(seed): \(origins)")
            }
        }

        XCTAssertEqual(mismatches, [])
    }

    func test_equality_isOfTheOriginsWhateverTheRuns() {
        let oneRun = LineOrigins([sourceLine("caf\u{E9}.md", 1), sourceLine("caf\u{E9}.md", 2)])
        let twoRuns = LineOrigins([sourceLine("caf\u{E9}.md", 1), sourceLine("cafe\u{301}.md", 2)])

        XCTAssertNotEqual(oneRun.runs, twoRuns.runs)
        XCTAssertEqual(oneRun, twoRuns)
        XCTAssertNotEqual(oneRun, LineOrigins([sourceLine("caf\u{E9}.md", 1), sourceLine("caf\u{E9}.md", 3)]))
    }

    func test_replaceSubrange_onSeededOrigins_isTheListOfOriginsReplaced() {
        var mismatches: [String] = []

        for seed in Self.baseSeed..<Self.baseSeed + 500 {
            var random = SplitMix64(seed: seed)
            let origins = (0..<Int.random(in: 0...30, using: &random)).map { _ in
                sourceLine(Self.lessons.randomElement(using: &random)!, Int.random(in: 1...12, using: &random))
            }
            let lower = Int.random(in: 0...origins.count, using: &random)
            let range = lower..<Int.random(in: lower...origins.count, using: &random)
            let (count, firstLine) = (Int.random(in: 0...5, using: &random), Int.random(in: 1...12, using: &random))
            let lesson = Self.lessons.randomElement(using: &random)!
            var expected = origins
            expected.replaceSubrange(range, with: (0..<count).map { sourceLine(lesson, firstLine + $0) })
            var sut = LineOrigins(origins)

            sut.replaceSubrange(range, withLines: count, from: firstLine, in: lessonPath(lesson))

            if sut.all != expected || sut.runs != LineOrigins(expected).runs {
                mismatches.append("seed \(seed): \(origins), \(range) with \(count) from \(lesson):\(firstLine)")
            }
        }

        XCTAssertEqual(mismatches, [])
    }

    // MARK: - Helpers

    private static let baseSeed: UInt64 = 20_251_125
    /// Two lessons, and one spelled two ways that are equal as `String`s but not byte for byte.
    private static let lessons = ["a.md", "b.md", "caf\u{E9}.md", "cafe\u{301}.md"]
}
