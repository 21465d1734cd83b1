@testable import CourseCodeCore
import LessonsCore
import XCTest

/// The assembly against its frozen copy (`Reference/`), from before it read blocks as bytes and
/// kept versions as line numbers: byte for byte the same files, versions, lines, origins, changed
/// lines, placements and asides for every course.
final class CourseCodeAssemblyDifferentialTests: XCTestCase {
    func test_execute_onSeededCourses_equalsTheReference() {
        var kindsSeen = Set<String>()
        var mismatches: [String] = []

        for seed in Self.baseSeed..<Self.baseSeed + 1_000 {
            var generator = RandomCourseGenerator(seed: seed)
            let lessons = generator.lessons()
            let code = AssembleCourseCodeUseCase().execute(lessons: lessons)
            kindsSeen.formUnion(code.placements.values.map { "\($0.kind)" } + code.asides.values.map { "\($0)" })
            if code.files.contains(where: { $0.versions.contains { !$0.changedLines.isEmpty && $0.changedLines.count < $0.lineCount } }) {
                kindsSeen.insert("partly changed version")
            }
            mismatches += differences(code, from: lessons, name: "seed \(seed)")
        }

        XCTAssertEqual(kindsSeen, Self.allKinds, "the generator no longer reaches every rule")
        XCTAssertEqual(mismatches, [])
    }

    func test_execute_onThisRepositorysCourse_equalsTheReference() throws {
        let lessons = try LessonSwiftBlocks.lessons(in: LessonSwiftBlocks.repositoryRoot.appendingPathComponent("Content"))

        let code = AssembleCourseCodeUseCase().execute(lessons: lessons)

        XCTAssertGreaterThan(lessons.flatMap(\.blocks).count, 10)
        XCTAssertEqual(differences(code, from: lessons, name: "Content"), [])
    }

    func test_execute_onTheSampleLessons_equalsTheReference() throws {
        guard FileManager.default.fileExists(atPath: LessonSwiftBlocks.sampleLessons.path) else { throw XCTSkip("no ../shared/sample-lessons next to the repository") }
        let lessons = try LessonSwiftBlocks.lessons(in: LessonSwiftBlocks.sampleLessons)

        let code = AssembleCourseCodeUseCase().execute(lessons: lessons)

        XCTAssertGreaterThan(code.files.count, 5)
        XCTAssertEqual(differences(code, from: lessons, name: "sample lessons"), [])
    }

    // MARK: - Helpers

    private static let baseSeed: UInt64 = 20_251_125

    private static let allKinds: Set<String> = [
        "version", "continuation", "testMethods", "counterExample", "example", "ignored", "fragment", "partly changed version",
    ]

    /// What differs between the assembly and the reference, each difference naming the course.
    private func differences(_ code: CourseCode, from lessons: [(path: LessonPath, blocks: [CodeBlock])], name: String) -> [String] {
        let reference = ReferenceCourseCodeAssembly.execute(lessons: lessons)
        let expected = Snapshot(reference)
        let actual = Snapshot(code)
        guard actual != expected else { return [] }
        return actual.differences(from: expected).map { "\(name): \($0)" }
    }
}

/// A course's code with every text as its bytes, so that lines and paths equal only as `String`s
/// (canonically equivalent) still differ.
private struct Snapshot: Equatable {
    var files: [String] = []
    var placements: [String] = []
    var asides: [String] = []

    init(_ code: CourseCode) {
        files = code.files.map { file in
            "\(bytes(file.path.value))\n" + file.versions.map { version in
                describe(lesson: version.lesson, block: version.block, lines: version.lines, origins: version.origins, changed: version.changedLines)
            }.joined()
        }
        placements = code.placements.map { key, placement in
            "\(bytes(key.lesson.value))#\(key.index) \(placement.kind) \(bytes(placement.path.value)) v\(placement.version) "
                + "hidden \(placement.hiddenLines) lines \(placement.lines) changed \(placement.changedLines.sorted())"
        }.sorted()
        asides = code.asides.map { "\(bytes($0.key.lesson.value))#\($0.key.index) \($0.value)" }.sorted()
    }

    init(_ code: ReferenceCourseCodeAssembly.Code) {
        files = code.files.map { file in
            "\(bytes(file.path.value))\n" + file.versions.map { version in
                describe(lesson: version.lesson, block: version.block, lines: version.lines, origins: version.origins, changed: version.changedLines)
            }.joined()
        }
        placements = code.placements.map { key, placement in
            "\(bytes(key.lesson.value))#\(key.index) \(placement.kind) \(bytes(placement.path.value)) v\(placement.version) "
                + "hidden \(placement.hiddenLines) lines \(placement.lines) changed \(placement.changedLines.sorted())"
        }.sorted()
        asides = code.asides.map { "\(bytes($0.key.lesson.value))#\($0.key.index) \($0.value)" }.sorted()
    }

    func differences(from expected: Snapshot) -> [String] {
        var differences: [String] = []
        if files.count != expected.files.count { differences.append("\(files.count) files, expected \(expected.files.count)") }
        for (actual, expected) in zip(files, expected.files) where actual != expected {
            differences.append("file\n\(actual)\nexpected\n\(expected)")
        }
        if placements != expected.placements { differences.append("placements \(placements), expected \(expected.placements)") }
        if asides != expected.asides { differences.append("asides \(asides), expected \(expected.asides)") }
        return differences
    }
}

private func describe(lesson: LessonPath, block: Int, lines: [String], origins: [SourceLine], changed: Set<Int>) -> String {
    "  version of \(bytes(lesson.value))#\(block), changed \(changed.sorted())\n"
        + zip(lines, origins).map { "    \(bytes($0.1.lesson.value)):\($0.1.line) \(bytes($0.0))\n" }.joined()
        + (lines.count == origins.count ? "" : "    \(lines.count) lines, \(origins.count) origins\n")
}

/// The text, with every byte outside printable ASCII written as `\xNN`.
private func bytes(_ text: String) -> String {
    text.utf8.map { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\\") ? String(UnicodeScalar($0)) : "\\x" + String($0, radix: 16) }.joined()
}
