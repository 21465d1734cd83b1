@testable import CourseCodeCore
import TestSupport
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

    func test_everyRule_onSeededLines_equalsTheReference() {
        var plainLinesSeen = 0
        var otherLinesSeen = 0
        var mismatches: [String] = []

        for seed in Self.baseSeed..<Self.baseSeed + 3_000 {
            var random = SplitMix64(seed: seed)
            let lines = Self.lines(using: &random)
            plainLinesSeen += lines.indices.filter { lines.isPlain($0) }.count
            otherLinesSeen += lines.indices.filter { !lines.isPlain($0) }.count

            mismatches += differences(in: lines, name: "seed \(seed)")
        }

        XCTAssertGreaterThan(plainLinesSeen, 1_000)
        XCTAssertGreaterThan(otherLinesSeen, 1_000)
        XCTAssertEqual(mismatches, [])
    }

    func test_everyRule_onABlocksLines_equalsItOnTheirStrings() {
        var mismatches: [String] = []

        for seed in Self.baseSeed..<Self.baseSeed + 1_000 {
            var random = SplitMix64(seed: seed)
            let code = Self.lines(using: &random).joined(separator: "\n")
            let block = BlockLines(code)
            let strings = (0..<block.count).map(block.string)

            if SwiftSourceScan.braceDepths(of: block) != SwiftSourceScan.braceDepths(of: strings) { mismatches.append("seed \(seed): braceDepths") }
            if SwiftSourceScan.declaredTypeName(in: block) != SwiftSourceScan.declaredTypeName(in: strings) { mismatches.append("seed \(seed): declaredTypeName") }
            if SwiftSourceScan.testMethods(in: block) != SwiftSourceScan.testMethods(in: strings) { mismatches.append("seed \(seed): testMethods") }
        }

        XCTAssertEqual(mismatches, [])
    }

    func test_braces_lineAppendedToLinesOutsideCommentsAndStrings_isTheLineReadAfterThem() {
        let lines = ["struct A {", "let b = \"}\" // {", "/* {", "*/ }", "let s = \"\"\"", "{\"\"\"", "func f() {"]
        var appended = SwiftSourceScan.Braces()
        var read = SwiftSourceScan.Braces()

        for index in lines.indices {
            var alone = SwiftSourceScan.Braces()
            _ = lines.withUTF8(index) { alone.read($0) }
            if appended.isOutsideCommentsAndStrings { appended.append(alone) } else { _ = lines.withUTF8(index) { appended.read($0) } }
            _ = lines.withUTF8(index) { read.read($0) }

            XCTAssertEqual(appended, read, lines[index])
        }
        XCTAssertEqual(read.depth, 1)
    }

    // MARK: - Helpers

    private static let baseSeed: UInt64 = 20_251_125

    /// Lines made of the pieces every rule looks for, so that they reach each one, with and
    /// without the bytes that make a line not plain.
    private static func lines(using random: inout SplitMix64) -> [String] {
        let pieces = [
            "func ", "func", "test_a", "test", "helper", "()", "(", ") {", " ", " ", "  ", "\t", "{", "}", "@MainActor", "@", "public ", "final ",
            "override ", "static ", "mutating ", "private ", "struct ", "class ", "enum ", "actor ", "Email", "E_1", "// ", "//", "/*", "*/",
            "\"", "\"\"\"", "\\", "import ", "import", "let x = 1", "é", "e\u{301}", "\u{301}", "\r", "\u{212A}", "\u{2003}", "❌",
        ]
        let plain = Bool.random(using: &random)
        let usable = plain ? pieces.filter { $0.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D } } : pieces
        return (0..<Int.random(in: 0...8, using: &random)).map { _ in
            (0..<Int.random(in: 0...7, using: &random)).map { _ in usable.randomElement(using: &random)! }.joined()
        }
    }

    private func differences(in lines: [String], name: String) -> [String] {
        var differences: [String] = []
        if SwiftSourceScan.braceDepths(of: lines) != ReferenceSwiftSourceScan.braceDepths(of: lines) { differences.append("braceDepths") }
        if SwiftSourceScan.braceBalance(of: lines) != ReferenceSwiftSourceScan.braceBalance(of: lines) { differences.append("braceBalance") }
        if SwiftSourceScan.declaredTypeName(in: lines) != ReferenceSwiftSourceScan.declaredTypeName(in: lines) { differences.append("declaredTypeName") }
        let methods = SwiftSourceScan.testMethods(in: lines).map { $0.map { "\($0.name) \($0.lines)" } }
        if methods != ReferenceSwiftSourceScan.testMethods(in: lines).map({ $0.map { "\($0.name) \($0.lines)" } }) { differences.append("testMethods") }
        for name in ["test_a", "test", "helper", "Email"] where SwiftSourceScan.method(named: name, in: lines) != ReferenceSwiftSourceScan.method(named: name, in: lines) {
            differences.append("method(named: \(name))")
        }
        return differences.map { "\(name) \(lines): \($0)" }
    }
}
