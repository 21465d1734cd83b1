import LessonsCore
import XCTest

final class CodeBlockTests: XCTestCase {
    func test_language_isTheInfoStringsFirstWordInLowerCase() {
        let languages: [String: String?] = [
            "swift": "swift", "  Swift file=App/A.swift": "swift", "\tMERMAID": "mermaid", "ÉL x": "él", "": nil, " \t ": nil,
        ]

        for (info, language) in languages {
            XCTAssertEqual(CodeBlock(info: info, code: "", line: 1).language, language, info.debugDescription)
        }
    }

    func test_isDiagram_mermaidInAnyCase_isADiagram() {
        XCTAssertTrue(CodeBlock(info: "Mermaid", code: "", line: 1).isDiagram)
        XCTAssertFalse(CodeBlock(info: "mermaidx", code: "", line: 1).isDiagram)
    }
}
