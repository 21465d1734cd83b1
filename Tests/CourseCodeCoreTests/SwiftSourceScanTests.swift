@testable import CourseCodeCore
import XCTest

final class SwiftSourceScanTests: XCTestCase {
    func test_braceBalance_ignoresBracesInStringsAndComments() {
        let lines = ["let a = \"{\" // {", "/* { */ let b = \"\"\"", "{", "\"\"\"", "func f() {"]

        XCTAssertEqual(SwiftSourceScan.braceBalance(of: lines), 1)
    }

    func test_declaredTypeName_skipsCommentsImportsAndModifiers() {
        XCTAssertEqual(SwiftSourceScan.declaredTypeName(in: ["// Nota", "import Foundation", "", "@MainActor", "public final class Tienda: Sendable {"]), "Tienda")
        XCTAssertNil(SwiftSourceScan.declaredTypeName(in: ["let x = Email()"]))
        XCTAssertNil(SwiftSourceScan.declaredTypeName(in: ["extension Email {"]))
    }

    func test_testMethods_ofABlockOfTestFunctions_areEachWithItsLines() {
        let lines = ["func test_a() {", "    XCTAssert(true)", "}", "", "@MainActor", "func test_b() async {", "}"]

        XCTAssertEqual(SwiftSourceScan.testMethods(in: lines), [.init(name: "test_a", lines: 0..<3), .init(name: "test_b", lines: 5..<7)])
    }

    func test_testMethods_ofABlockWithAnythingElse_isNil() {
        XCTAssertNil(SwiftSourceScan.testMethods(in: ["func test_a() {}", "let x = 1"]))
        XCTAssertNil(SwiftSourceScan.testMethods(in: ["func helper() {}"]))
    }

    func test_method_findsItsDeclarationToItsClosingBraceAcrossLines() {
        let lines = ["final class T {", "    func test_a(", "        x: Int", "    ) {", "        if x > 0 { }", "    }", "}"]

        XCTAssertEqual(SwiftSourceScan.method(named: "test_a", in: lines), 1..<6)
    }
}
