@testable import CourseCodeCore
import TestSupport
import XCTest

final class PackageFileBuilderTests: XCTestCase {
    func test_build_fileImportingFoundation_importsFoundationNetworkingAfterItWithTheImportsOrigin() throws {
        let sut = try makeSUT("import Foundation\nlet url: URL? = nil\n")

        let built = sut.build(isTest: false, removing: [], addingImports: [])

        XCTAssertEqual(built.file.lines, ["import Foundation", "#if canImport(FoundationNetworking)", "import FoundationNetworking", "#endif", "let url: URL? = nil"])
        XCTAssertEqual(built.file.origins, [line(12), line(12), line(12), line(12), line(13)])
        XCTAssertEqual(built.finalLines, [0, nil, nil, nil, 1])
    }

    func test_build_fileImportingSwiftUIForObservable_importsObservationInstead() throws {
        let sut = try makeSUT("import SwiftUI\n@Observable final class Store {}\n")

        let built = sut.build(isTest: false, removing: [], addingImports: [])

        XCTAssertEqual(built.file.lines, ["import Observation", "@Observable final class Store {}"])
    }

    func test_build_removingATestMethod_leavesTheRestOfItsClass() throws {
        let sut = try makeSUT("final class ATests: XCTestCase {\n    func test_a() {}\n\n    func test_b() {\n        broken()\n    }\n}\n", path: "AppTests/ATests.swift")

        let built = sut.build(isTest: true, removing: ["test_b"], addingImports: [])

        XCTAssertEqual(built.file.lines, ["final class ATests: XCTestCase {", "    func test_a() {}", "", "}"])
        XCTAssertEqual(built.file.origin(ofLine: 4), line(18))
    }

    func test_build_addingAnImport_putsItFirstWithNoLessonLine() throws {
        let sut = try makeSUT("protocol Client { func send(_ request: URLRequest) }\n")

        let built = sut.build(isTest: false, removing: [], addingImports: ["Foundation"])

        XCTAssertEqual(built.file.lines.prefix(2), ["import Foundation", "#if canImport(FoundationNetworking)"])
        XCTAssertEqual(built.file.origins.prefix(4), [nil, nil, nil, nil])
        XCTAssertEqual(built.file.origin(ofLine: 1), line(12), "an added line is placed at the first line the lesson wrote")
    }

    // MARK: - Helpers

    /// The file written by one block whose code starts at lesson line 12.
    private func makeSUT(_ code: String, path: String = "App/A.swift") throws -> PackageFileBuilder {
        let file = try XCTUnwrap(makeCourseCode(blocks: [(10, "// \(path)\n" + code)]).files.first)
        return PackageFileBuilder(file: file, facts: SwiftFileFacts(lines: file.finalVersion.lines))
    }

    private func line(_ number: Int) -> SourceLine {
        sourceLine("a.md", number)
    }
}
