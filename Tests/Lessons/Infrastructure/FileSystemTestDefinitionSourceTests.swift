import LessonsCore
import LessonsInfrastructure
import TestSupport
import XCTest

final class FileSystemTestDefinitionSourceTests: XCTestCase {
    func test_definitions_listsTheTestsOfEverySwiftFileWithFileAndLine() throws {
        let folder = try makeTemporaryFolder()
        try folder.write("import XCTest\n\nfinal class ATests: XCTestCase {\n    func test_a() {}\n    func makeSUT() {}\n}\n", to: "Tests/Login/ATests.swift")
        try folder.write("func test_not_swift() {}", to: "Tests/notas.txt")
        let sut = FileSystemTestDefinitionSource(folders: [folder.url.appendingPathComponent("Tests")])

        let definitions = try sut.definitions()

        XCTAssertEqual(definitions.map(\.name), ["test_a"])
        guard case let .file(file, line)? = definitions.first?.location else { return XCTFail("not a file location") }
        XCTAssertTrue(file.hasSuffix("Tests/Login/ATests.swift"), file)
        XCTAssertEqual(line, 4)
    }

    func test_definitions_ofAMissingFolder_throwsNamingIt() throws {
        let folder = try makeTemporaryFolder()
        let sut = FileSystemTestDefinitionSource(folders: [folder.url.appendingPathComponent("NoTests")])

        XCTAssertThrowsError(try sut.definitions()) { error in
            guard case .testsFolderMissing? = error as? LessonsError else { return XCTFail("got \(error)") }
        }
    }
}
