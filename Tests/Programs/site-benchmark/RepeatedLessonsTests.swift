@testable import site_benchmark
import TestSupport
import XCTest

final class RepeatedLessonsTests: XCTestCase {
    func test_generate_withMoreLessonsThanTheSource_repeatsThemInRoundsKeepingTheirFolders() throws {
        let source = try makeTemporaryFolder()
        try source.write("# Dominio\n", to: "login/01-domain.md")
        try source.write("# Interfaz\n", to: "catalog/04-interface.md")
        try source.write("no es una lección", to: "login/notes.txt")
        let output = try makeTemporaryFolder()

        let bytes = try RepeatedLessons(source: source.url).generate(lessons: 3, into: output.url)

        XCTAssertEqual(try output.read("001/catalog/04-interface.md"), "# Interfaz\n")
        XCTAssertEqual(try output.read("001/login/01-domain.md"), "# Dominio\n")
        XCTAssertEqual(try output.read("002/catalog/04-interface.md"), "# Interfaz\n")
        XCTAssertFalse(output.exists("002/login/01-domain.md"))
        XCTAssertFalse(output.exists("001/login/notes.txt"))
        XCTAssertEqual(bytes, 32)
    }

    func test_generate_withAFolderWithoutLessons_throws() throws {
        let source = try makeTemporaryFolder()
        try source.write("no es una lección", to: "notes.txt")
        let output = try makeTemporaryFolder()

        XCTAssertThrowsError(try RepeatedLessons(source: source.url).generate(lessons: 3, into: output.url))
    }
}
