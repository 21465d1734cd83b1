@testable import CourseCodeCore
import TestSupport
import XCTest

final class CodeDependenciesTests: XCTestCase {
    func test_dependents_areEveryFileThatUsesTheFileDirectlyOrThroughOthers() {
        let sut = makeSUT([
            "App/Email.swift": "struct Email {}",
            "App/Credentials.swift": "struct Credentials { let email: Email }",
            "App/Login.swift": "struct Login { let credentials: Credentials }",
            "App/Other.swift": "struct Other {}",
        ])

        let dependents = sut.dependents(of: courseFilePath("App/Email.swift"))

        XCTAssertEqual(dependents.map(\.user.value), ["App/Credentials.swift", "App/Login.swift"])
        XCTAssertEqual(dependents.map(\.name), ["Email", "Email"])
    }

    func test_dependents_ofATestFile_areNeverAppFiles() {
        let sut = makeSUT([
            "AppTests/Helpers/Spy.swift": "final class Spy {}",
            "App/Spy+Uses.swift": "let spy = Spy()",
            "AppTests/ATests.swift": "final class ATests { let spy = Spy() }",
        ])

        XCTAssertEqual(sut.dependents(of: courseFilePath("AppTests/Helpers/Spy.swift")).map(\.user.value), ["AppTests/ATests.swift"])
    }

    func test_dependents_ofAPrivateDeclaration_areNone() {
        let sut = makeSUT(["AppTests/A.swift": "private final class Spy {}", "AppTests/B.swift": "private let spy = Spy()"])

        XCTAssertTrue(sut.dependents(of: courseFilePath("AppTests/A.swift")).isEmpty)
    }

    // MARK: - Helpers

    private func makeSUT(_ files: KeyValuePairs<String, String>) -> CodeDependencies {
        CodeDependencies(files: files.map { (courseFilePath($0.key), SwiftFileFacts(lines: $0.value.split(separator: "\n").map(String.init))) })
    }
}
