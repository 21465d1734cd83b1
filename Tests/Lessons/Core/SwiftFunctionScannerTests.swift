import LessonsCore
import XCTest

final class SwiftFunctionScannerTests: XCTestCase {
    func test_functions_findsEachFuncWithItsLine() {
        let code = """
            final class EmailTests: XCTestCase {
                func test_init_valid() throws {}

                @MainActor func test_load_async() async {}
                private func makeSUT<T>(_ value: T) -> T { value }
            }
            """

        let functions = SwiftFunctionScanner.functions(in: code)

        XCTAssertEqual(functions.map(\.name), ["test_init_valid", "test_load_async", "makeSUT"])
        XCTAssertEqual(functions.map(\.line), [2, 4, 5])
    }

    func test_functions_afterMultilineStringsCommentsAndCarriageReturns_keepTheirLines() {
        let code = "let text = \"\"\"\r\nfunc notOne() {}\r\n\"\"\"\r\n/* func nor() {}\n */\nfunc first() {}\r\n\n  func `second`<T>() {}\n"

        let functions = SwiftFunctionScanner.functions(in: code)

        XCTAssertEqual(functions.map(\.name), ["first", "second"])
        XCTAssertEqual(functions.map(\.line), [6, 8])
    }

    func test_functions_ignoresCommentsAndWordsEndingInFunc() {
        let code = "// func test_commented() {}\nlet myfunc = 1\nlet afunc test_x() = 2\n"

        XCTAssertTrue(SwiftFunctionScanner.functions(in: code).isEmpty)
    }

    func test_functions_ignoresFuncInStringLiteralsAndBlockComments() {
        let code = "let s = \"func fake() {}\"\n/* func commented() {} */\nlet t = \"\"\"\n    func inText() {}\n    \"\"\"\nfunc real() {}\n"

        let functions = SwiftFunctionScanner.functions(in: code)

        XCTAssertEqual(functions.map(\.name), ["real"])
        XCTAssertEqual(functions.map(\.line), [6])
    }
}
