@testable import CourseCodeCore
import LessonsCore
import XCTest

/// What a block says of itself, in the order of the assembly's rules.
final class BlockReadingTests: XCTestCase {
    func test_init_ignoredOrCompileFail_isAnAsideWhateverItsText() {
        for info in ["swift ignore", "swift compile_fail file=App/A.swift"] {
            guard case .aside(.ignored) = makeSUT("// App/A.swift\nstruct A {}\n", info: info).kind else { return XCTFail(info) }
        }
    }

    func test_init_markedFirstLine_isAnAsideEvenWithAFileAttribute() {
        guard case .aside(.counterExample) = makeSUT("\n// ❌ Esto es lo que NO hacemos\nstruct A {}\n", info: "swift file=App/A.swift").kind else {
            return XCTFail("a counter-example is no version of its file")
        }
        guard case .aside(.example) = makeSUT("// ✅ Así sí\nstruct A {}\n").kind else { return XCTFail("its good twin neither") }
    }

    func test_init_fileAttributeAndPathComment_theAttributeNamesTheFile() {
        guard case let .named(path) = makeSUT("// App/B.swift\nstruct A {}\n", info: "swift file=App/A.swift").kind else { return XCTFail() }

        XCTAssertEqual(path.value, "App/A.swift")
    }

    func test_init_pathComment_hidesItAndTheBlankLinesAfterIt() {
        guard case let .commented(path, hiddenLines) = makeSUT("// App/A.swift\n\n\nstruct A {}\n").kind else { return XCTFail() }

        XCTAssertEqual(path.value, "App/A.swift")
        XCTAssertEqual(hiddenLines, 3)
    }

    func test_init_anyOtherBlock_saysTheTypeOrTheTestMethodsItDeclares() {
        guard case let .other(typeName, methods) = makeSUT("struct Password {\n}\n").kind else { return XCTFail() }
        XCTAssertEqual(typeName, "Password")
        XCTAssertNil(methods)

        guard case let .other(noType, tests) = makeSUT("func test_a() {\n}\n\nfunc test_b() {}\n").kind else { return XCTFail() }
        XCTAssertNil(noType)
        XCTAssertEqual(tests?.map(\.name), ["test_a", "test_b"])
    }

    // MARK: - Helpers

    private func makeSUT(_ code: String, info: String = "swift") -> BlockReading {
        BlockReading(CodeBlock(info: info, code: code, line: 1))
    }
}
