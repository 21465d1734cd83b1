import LessonsCore
import XCTest

final class SwiftTestScannerTests: XCTestCase {
    func test_tests_findsEachTestWithItsLine() {
        let code = """
            final class EmailTests: XCTestCase {
                func test_init_valid() throws {}

                @MainActor func test_load_async() async {}
                private func makeSUT<T>(_ value: T) -> T { value }
            }
            """

        let tests = SwiftTestScanner.tests(in: code)

        XCTAssertEqual(tests.map(\.name), ["test_init_valid", "test_load_async"])
        XCTAssertEqual(tests.map(\.line), [2, 4])
    }

    func test_tests_functionNotNamedTest_isNoTest() {
        let code = "struct Email {\n    func validate() -> Bool { true }\n}\nfunc makeSUT() {}\nlet test = 1\n"

        XCTAssertTrue(SwiftTestScanner.tests(in: code).isEmpty)
    }

    func test_tests_functionWhoseNameStartsWithTest_isATest() {
        let code = "struct Email {\n    func validate() -> Bool { true }\n    func tested() {}\n}\n"

        let tests = SwiftTestScanner.tests(in: code)

        XCTAssertEqual(tests.map(\.name), ["tested"])
        XCTAssertEqual(tests.map(\.line), [3])
    }

    func test_tests_nameAfterBlanksBackticksOrCommentsFollowingFunc_isFound() {
        // Each spelling alone in its code: another test in it would have the code lexed anyway.
        let spellings = [
            "func\ttest_tab() {}": "test_tab",
            "func\r\n  test_nextLine() {}": "test_nextLine",
            "func `test with spaces`() {}": "test with spaces",
            "func /* note */ test_afterBlockComment() {}": "test_afterBlockComment",
            "func // note\n test_afterLineComment() {}": "test_afterLineComment",
        ]
        for (code, name) in spellings {
            XCTAssertEqual(SwiftTestScanner.tests(in: code).map(\.name), [name], code)
        }
    }

    func test_tests_funcAtTheEndOrInAComment_isNoTest() {
        for code in ["func", "let a = 1 // func", "let a = 1\nfunc ", "// func test_commented() {}\n", "let t = \"func test_inText()\"\n"] {
            XCTAssertTrue(SwiftTestScanner.tests(in: code).isEmpty, code)
        }
    }

    func test_tests_afterMultilineStringsCommentsAndCarriageReturns_keepTheirLines() {
        let code = "let text = \"\"\"\r\nfunc testNotOne() {}\r\n\"\"\"\r\n/* func testNor() {}\n */\nfunc testFirst() {}\r\n\n  func `testSecond`<T>() {}\n"

        let tests = SwiftTestScanner.tests(in: code)

        XCTAssertEqual(tests.map(\.name), ["testFirst", "testSecond"])
        XCTAssertEqual(tests.map(\.line), [6, 8])
    }

    func test_tests_ignoresWordsEndingInFunc() {
        let code = "let myfunc = 1\nlet afunc test_x() = 2\n"

        XCTAssertTrue(SwiftTestScanner.tests(in: code).isEmpty)
    }

    func test_tests_ignoresFuncInStringLiteralsAndBlockComments() {
        let code = "let s = \"func testFake() {}\"\n/* func testCommented() {} */\nlet t = \"\"\"\n    func testInText() {}\n    \"\"\"\nfunc testReal() {}\n"

        let tests = SwiftTestScanner.tests(in: code)

        XCTAssertEqual(tests.map(\.name), ["testReal"])
        XCTAssertEqual(tests.map(\.line), [6])
    }
}
