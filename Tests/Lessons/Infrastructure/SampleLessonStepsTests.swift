import Foundation
import LessonsCore
import LessonsInfrastructure
import TestSupport
import XCTest

/// The steps a real lesson of the course marks, read as the build reads them.
final class SampleLessonStepsTests: XCTestCase {
    func test_execute_onTheSampleDomainLesson_findsItsRedAndGreenSteps() async throws {
        let samples = RepositoryFolders.root.deletingLastPathComponent().appendingPathComponent("shared/sample-lessons")
        guard FileManager.default.fileExists(atPath: samples.appendingPathComponent("login/01-domain.md").path) else {
            throw XCTSkip("no ../shared/sample-lessons next to the repository")
        }
        let sut = ReadLessonUseCase(source: FileSystemLessonSource(root: samples), frontMatterParser: YamsFrontMatterParser(), markdown: CmarkGFMMarkdownParser())

        let blocks = try await sut.execute(lessonPath("login/01-domain.md")).lesson.swiftBlocks

        let red = blocks.filter { $0.step.kind == .red }
        XCTAssertEqual(red.map(\.line), [100, 168, 227, 260, 276, 388, 426], "their opening fences")
        XCTAssertEqual(red.map(\.step.expectation), [nil, nil, .fail, .pass, .fail, .compileError, .fail], "the first two say nothing after them: expected to fail")
        XCTAssertTrue(blocks.contains { $0.step.kind == .green && $0.line == 288 })
    }
}
