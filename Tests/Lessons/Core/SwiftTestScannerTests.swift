import LessonsCore
import XCTest

final class SwiftTestScannerTests: XCTestCase {
    func test_tests_findsEachTestWithItsLine() {
        let code = """
            final class EmailTests: XCTestCase {
                func test_init_valid() throws {}

                @MainActor func test_load_async() async {}
                private func makeSUT<T>(_ value: T) -> T { value }
                func testGeneric<T>(_ value: T) {}
            }
            """

        let tests = SwiftTestScanner.tests(in: code)

        XCTAssertEqual(tests.map(\.name), ["test_init_valid", "test_load_async", "testGeneric"])
        XCTAssertEqual(tests.map(\.line), [2, 4, 6])
    }

    func test_tests_onlyFunctionsNamedTestSomething_areTests() {
        let code = "struct Email {\n    func validate() -> Bool { true }\n    func tested() {}\n}\nlet test = 1\n"

        XCTAssertEqual(SwiftTestScanner.tests(in: code).map(\.name), ["tested"])
        XCTAssertTrue(SwiftTestScanner.tests(in: "func validate() {}\nfunc makeSUT() {}\n").isEmpty)
    }

    func test_tests_spelledWithBlanksBackticksOrACommentAfterFunc_areFound() {
        let code = "func\ttest_tab() {}\nfunc\n  test_nextLine() {}\nfunc `test with spaces`() {}\nfunc /* note */ test_afterComment() {}\n"

        let tests = SwiftTestScanner.tests(in: code)

        XCTAssertEqual(tests.map(\.name), ["test_tab", "test_nextLine", "test with spaces", "test_afterComment"])
        XCTAssertEqual(tests.map(\.line), [1, 3, 4, 5])
    }

    func test_tests_afterMultilineStringsCommentsAndCarriageReturns_keepTheirLines() {
        let code = "let text = \"\"\"\r\nfunc testNotOne() {}\r\n\"\"\"\r\n/* func testNor() {}\n */\nfunc testFirst() {}\r\n\n  func `testSecond`<T>() {}\n"

        let tests = SwiftTestScanner.tests(in: code)

        XCTAssertEqual(tests.map(\.name), ["testFirst", "testSecond"])
        XCTAssertEqual(tests.map(\.line), [6, 8])
    }

    func test_tests_ignoresCommentsAndWordsEndingInFunc() {
        let code = "// func test_commented() {}\nlet myfunc = 1\nlet afunc test_x() = 2\n"

        XCTAssertTrue(SwiftTestScanner.tests(in: code).isEmpty)
    }

    func test_tests_ignoresFuncInStringLiteralsAndBlockComments() {
        let code = "let s = \"func testFake() {}\"\n/* func testCommented() {} */\nlet t = \"\"\"\n    func testInText() {}\n    \"\"\"\nfunc testReal() {}\n"

        let tests = SwiftTestScanner.tests(in: code)

        XCTAssertEqual(tests.map(\.name), ["testReal"])
        XCTAssertEqual(tests.map(\.line), [6])
    }
}
