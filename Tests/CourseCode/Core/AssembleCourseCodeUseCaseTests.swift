import CourseCodeCore
import LessonsCore
import Synchronization
import TestSupport
import XCTest

final class AssembleCourseCodeUseCaseTests: XCTestCase {
    func test_execute_blockWithAPathComment_isAVersionOfThatFileWithoutTheComment() throws {
        let sut = AssembleCourseCodeUseCase()

        let code = sut.execute(lessons: [lesson("a.md", [block("// App/Models/Email.swift\nstruct Email {}\n", line: 10)])])

        let file = try XCTUnwrap(code.file(path("App/Models/Email.swift")))
        XCTAssertEqual(file.versions.map(\.lines), [["struct Email {}"]])
        XCTAssertEqual(file.finalVersion.origins, [SourceLine(lesson: lessonPath("a.md"), line: 12)])
        XCTAssertEqual(code.placements[key("a.md", 0)], BlockPlacement(kind: .version, path: path("App/Models/Email.swift"), version: 0, hiddenLines: 1, lines: 12..<13, changedLines: [0]))
    }

    func test_execute_blankLinesAfterThePathComment_belongToNoFile() throws {
        let sut = AssembleCourseCodeUseCase()

        let code = sut.execute(lessons: [lesson("a.md", [block("// App/A.swift\n\n\nimport Foundation\n", line: 10)])])

        XCTAssertEqual(code.file(path("App/A.swift"))?.finalVersion.lines, ["import Foundation"])
        XCTAssertEqual(code.placements[key("a.md", 0)]?.hiddenLines, 3)
        XCTAssertEqual(code.placements[key("a.md", 0)]?.lines, 14..<15)
    }

    func test_execute_fileAttribute_namesTheFileAndKeepsEveryLine() throws {
        let sut = AssembleCourseCodeUseCase()

        let code = sut.execute(lessons: [lesson("a.md", [block("// Un comentario\nstruct A {}\n", info: "swift file=Sources/App/A.swift")])])

        XCTAssertEqual(code.file(path("Sources/App/A.swift"))?.finalVersion.lines, ["// Un comentario", "struct A {}"])
        XCTAssertEqual(code.placements[key("a.md", 0)]?.hiddenLines, 0)
    }

    func test_execute_sameFileShownAgainLater_isItsNextVersionWithTheChangedLinesMarked() throws {
        let sut = AssembleCourseCodeUseCase()

        let code = sut.execute(lessons: [
            lesson("01.md", [block("// App/Email.swift\nstruct Email {\n    let value: String\n}\n")]),
            lesson("02.md", [block("// App/Email.swift\nstruct Email {\n    let value: String\n    init() { value = \"\" }\n}\n")]),
        ])

        let file = try XCTUnwrap(code.file(path("App/Email.swift")))
        XCTAssertEqual(file.versions.count, 2)
        XCTAssertEqual(file.versions[1].changedLines, [2])
        XCTAssertEqual(code.placements[key("02.md", 0)]?.version, 1)
        XCTAssertEqual(code.placements[key("02.md", 0)]?.changedLines, [2])
    }

    func test_execute_blockThatLeavesBracesOpen_continuesInTheNextBlocksUntilTheyClose() throws {
        let sut = AssembleCourseCodeUseCase()

        let code = sut.execute(lessons: [lesson("a.md", [
            block("// AppTests/EmailTests.swift\nfinal class EmailTests: XCTestCase {\n    func test_a() {\n    }\n", line: 1),
            block("    func test_b() {\n    }\n}\n", line: 20),
            block("let suelto = 1\n", line: 30),
        ])])

        let file = try XCTUnwrap(code.file(path("AppTests/EmailTests.swift")))
        XCTAssertEqual(file.versions.count, 1)
        XCTAssertEqual(file.finalVersion.lines.last, "}")
        XCTAssertEqual(file.finalVersion.lines.count, 6)
        XCTAssertEqual(code.placements[key("a.md", 1)]?.kind, .continuation)
        XCTAssertEqual(code.asides[key("a.md", 2)], .fragment)
    }

    func test_execute_unlabeledBlockDeclaringAKnownType_isANewVersionOfItsFile() throws {
        let sut = AssembleCourseCodeUseCase()

        let code = sut.execute(lessons: [lesson("a.md", [
            block("// App/Models/Password.swift\nstruct Password {}\n"),
            block("public struct Password: Equatable {\n    let value: String\n}\n"),
            block("struct Unknown {}\n"),
        ])])

        XCTAssertEqual(code.file(path("App/Models/Password.swift"))?.versions.count, 2)
        XCTAssertEqual(code.placements[key("a.md", 1)]?.kind, .version)
        XCTAssertEqual(code.asides[key("a.md", 2)], .fragment)
    }

    func test_execute_unlabeledTestMethods_areAddedToOrReplacedInTheTestFileShownLast() throws {
        let sut = AssembleCourseCodeUseCase()
        let tests = """
            // AppTests/EmailTests.swift
            import XCTest

            final class EmailTests: XCTestCase {
                func test_a() {
                    XCTAssertTrue(false)
                }
            }

            """

        let code = sut.execute(lessons: [lesson("a.md", [
            block(tests, line: 1),
            block("func test_b() {\n    XCTAssertTrue(true)\n}\n", line: 20),
            block("func test_a() {\n    XCTAssertTrue(true)\n}\n", line: 30),
        ])])

        let versions = try XCTUnwrap(code.file(path("AppTests/EmailTests.swift"))?.versions)
        XCTAssertEqual(versions.count, 3)
        XCTAssertEqual(versions[2].lines, [
            "import XCTest", "", "final class EmailTests: XCTestCase {",
            "    func test_a() {", "        XCTAssertTrue(true)", "    }",
            "", "    func test_b() {", "        XCTAssertTrue(true)", "    }",
            "}",
        ])
        XCTAssertEqual(code.placements[key("a.md", 1)]?.kind, .testMethods)
        XCTAssertEqual(code.placements[key("a.md", 2)]?.changedLines, [1])
        XCTAssertEqual(versions[2].origins[4], SourceLine(lesson: lessonPath("a.md"), line: 32))
    }

    func test_execute_testMethodsWithNoTestFileShownInTheLesson_areAFragment() {
        let sut = AssembleCourseCodeUseCase()

        let code = sut.execute(lessons: [
            lesson("01.md", [block("// AppTests/ATests.swift\nfinal class ATests {\n}\n")]),
            lesson("02.md", [block("func test_a() {}\n")]),
        ])

        XCTAssertEqual(code.asides[key("02.md", 0)], .fragment)
    }

    func test_execute_counterExamplesTheirGoodTwinsAndIgnoredBlocks_belongToNoFile() {
        let sut = AssembleCourseCodeUseCase()

        let code = sut.execute(lessons: [lesson("a.md", [
            block("// App/Email.swift\nstruct Email {}\n"),
            block("// ❌ Esto es lo que NO hacemos\nstruct Email { var value: String }\n"),
            block("// ✅ Esto es lo que hacemos\nstruct Email: Sendable {}\nreturn Email()\n"),
            block("// App/Email.swift\nstruct Email {}\n", info: "swift ignore"),
            block("// App/Email.swift\nstruct Email {}\n", info: "swift compile_fail"),
        ])])

        XCTAssertEqual(code.file(path("App/Email.swift"))?.versions.count, 1)
        XCTAssertEqual(code.asides[key("a.md", 1)], .counterExample)
        XCTAssertEqual(code.asides[key("a.md", 2)], .example)
        XCTAssertEqual(code.asides[key("a.md", 3)], .ignored)
        XCTAssertEqual(code.asides[key("a.md", 4)], .ignored)
    }

    func test_execute_pathThatClimbsOutOrIsAbsolute_isNoFile() {
        let sut = AssembleCourseCodeUseCase()

        let code = sut.execute(lessons: [lesson("a.md", [
            block("// ../../etc/Evil.swift\nlet x = 1\n"),
            block("// /etc/Evil.swift\nlet x = 1\n"),
            block("let x = 1\n", info: "swift file=a/../../b.swift"),
        ])])

        XCTAssertEqual(code.files, [])
        XCTAssertEqual(code.asides.count, 3)
    }

    func test_execute_filesKeepTheOrderTheCourseFirstShowsThem() {
        let sut = AssembleCourseCodeUseCase()

        let code = sut.execute(lessons: [
            lesson("01.md", [block("// B.swift\nlet b = 1\n"), block("// A.swift\nlet a = 1\n")]),
            lesson("02.md", [block("// B.swift\nlet b = 2\n")]),
        ])

        XCTAssertEqual(code.files.map(\.path.value), ["B.swift", "A.swift"])
    }

    func test_execute_readingAhead_asksForEachLessonOnceInCourseOrder() async throws {
        let sut = AssembleCourseCodeUseCase()
        let lessons = (1...5).map { lesson("0\($0).md", [block("// A.swift\nlet a = \($0)\n")]) }
        let blocks = Dictionary(uniqueKeysWithValues: lessons.map { ($0.path, $0.blocks) })
        let asked = Mutex<[LessonPath]>([])

        let code = try await sut.execute(lessons: lessons.map(\.path), lessonsPerRun: 2) { lesson in
            asked.withLock { $0.append(lesson) }
            return blocks[lesson]!
        }

        XCTAssertEqual(asked.withLock { $0 }, lessons.map(\.path))
        XCTAssertEqual(code.file(path("A.swift"))?.versions.count, 5)
        XCTAssertEqual(code, sut.execute(lessons: lessons))
    }

    func test_execute_readingAheadOfManyFiles_comparesVersionsAsReadingAllAtOnceDoes() async throws {
        let sut = AssembleCourseCodeUseCase()
        // Sixty files, a run of them per task when versions are compared, each changed in every lesson.
        let lessons = (10...13).map { number in
            lesson("\(number).md", (0..<60).map { file in block("// F\(file).swift\nlet a = 1\nlet b = \(number)\nlet c = \(file)\n") })
        }
        let blocks = Dictionary(uniqueKeysWithValues: lessons.map { ($0.path, $0.blocks) })

        let code = try await sut.execute(lessons: lessons.map(\.path)) { blocks[$0]! }

        XCTAssertEqual(code.files.map(\.path.value), (0..<60).map { "F\($0).swift" })
        XCTAssertEqual(code.file(path("F59.swift"))?.versions.last?.changedLines, [1])
        XCTAssertEqual(code, sut.execute(lessons: lessons))
    }

    func test_execute_readingAheadOfMoreBlocksThanARun_marksChangedLinesAsReadingAllAtOnceDoes() async throws {
        let sut = AssembleCourseCodeUseCase()
        // 2,400 blocks, each a new version with its second line changed: more than one run of
        // blocks when their changed lines are worked out.
        let lessons = (10...12).map { number in
            lesson("\(number).md", (0..<800).map { file in block("// F\(file).swift\nlet a = 1\nlet b = \(number)\n") })
        }
        let blocks = Dictionary(uniqueKeysWithValues: lessons.map { ($0.path, $0.blocks) })

        let code = try await sut.execute(lessons: lessons.map(\.path)) { blocks[$0]! }

        XCTAssertEqual(code.placements.count, 2_400)
        XCTAssertEqual(code.placements.values.filter { $0.changedLines == [1] }.count, 1_600)
        XCTAssertEqual(code, sut.execute(lessons: lessons))
    }

    func test_execute_readingAheadALessonThatFails_throwsItsErrorAndReadsNoFurtherRun() async {
        let sut = AssembleCourseCodeUseCase()
        let paths = (1...6).map { lessonPath("0\($0).md") }
        let asked = Mutex<[LessonPath]>([])

        do {
            _ = try await sut.execute(lessons: paths, lessonsPerRun: 2) { lesson in
                asked.withLock { $0.append(lesson) }
                if lesson == paths[2] { throw UnreadableDraft() }
                return []
            }
            XCTFail("expected the draft's error")
        } catch {
            XCTAssertTrue(error is UnreadableDraft, "\(error)")
        }

        XCTAssertEqual(asked.withLock { $0 }, Array(paths[0...2]))
    }

    func test_execute_readingAheadNoLessons_isACourseWithoutCode() async throws {
        let sut = AssembleCourseCodeUseCase()

        let code = try await sut.execute(lessons: []) { _ in XCTFail("no lesson to read"); return [] }

        XCTAssertEqual(code, sut.execute(lessons: []))
        XCTAssertTrue(code.files.isEmpty)
    }

    func test_execute_readingAheadOnSeededCourses_equalsReadingALessonAtATime() async throws {
        var mismatches: [UInt64] = []

        for seed in UInt64(0)..<200 {
            var generator = RandomCourseGenerator(seed: seed)
            let lessons = generator.lessons()
            // A seeded course may name a lesson twice: blocks are given by position, as lessons are asked for in order.
            let position = Mutex(0)
            let code = try await AssembleCourseCodeUseCase().execute(lessons: lessons.map(\.path), lessonsPerRun: Int(seed % 4) + 1) { _ in
                position.withLock { position in defer { position += 1 }; return lessons[position].blocks }
            }
            if code != AssembleCourseCodeUseCase().execute(lessons: lessons) { mismatches.append(seed) }
        }

        XCTAssertEqual(mismatches, [])
    }

    // MARK: - Helpers

    private struct UnreadableDraft: Error {}

    private func lesson(_ path: String, _ blocks: [CodeBlock]) -> (path: LessonPath, blocks: [CodeBlock]) {
        (lessonPath(path), blocks)
    }

    private func block(_ code: String, info: String = "swift", line: Int = 1) -> CodeBlock {
        CodeBlock(info: info, code: code, line: line)
    }

    private func path(_ value: String) -> CourseFilePath {
        CourseFilePath(value)!
    }

    private func key(_ lesson: String, _ index: Int) -> CourseCode.BlockKey {
        CourseCode.BlockKey(lesson: lessonPath(lesson), index: index)
    }
}
