@testable import CourseCodeCore
import LessonsCore
import XCTest

final class CourseCodeAssemblyTests: XCTestCase {
    func test_finishedOnEveryCore_inRunsOfAFewBlocks_equalsFinishingOnOneCore() async {
        var mismatches: [String] = []
        var blocksSeen = 0

        for seed in Self.baseSeed..<Self.baseSeed + 200 {
            var generator = RandomCourseGenerator(seed: seed)
            let lessons = generator.lessons()
            var onOneCore = makeSUT(lessons)
            var onEveryCore = makeSUT(lessons)

            let expected = onOneCore.finished()
            let code = await onEveryCore.finishedOnEveryCore(blocksPerTask: 3)

            blocksSeen = max(blocksSeen, expected.placements.count)
            if code != expected { mismatches.append("seed \(seed)") }
        }

        XCTAssertGreaterThan(blocksSeen, 3, "no course had more blocks than a task works out")
        XCTAssertEqual(mismatches, [])
    }

    // MARK: - Helpers

    private static let baseSeed: UInt64 = 20_261_206

    /// An assembly that has placed every block of `lessons`, as the use case places them.
    private func makeSUT(_ lessons: [(path: LessonPath, blocks: [CodeBlock])]) -> CourseCodeAssembly {
        var sut = CourseCodeAssembly()
        for lesson in lessons {
            sut.startLesson()
            for (index, block) in lesson.blocks.enumerated() {
                sut.place(BlockReading(block), key: CourseCode.BlockKey(lesson: lesson.path, index: index))
            }
        }
        return sut
    }
}
