@testable import CourseCodeCore
import XCTest

final class SwiftFileFactsTests: XCTestCase {
    func test_init_readsImportsWithAttributesAndKinds() {
        let sut = SwiftFileFacts(lines: ["import Foundation", "@testable import App", "import struct Foundation.URL", "@preconcurrency import SwiftUI"])

        XCTAssertEqual(sut.imports.map(\.module), ["Foundation", "App", "Foundation", "SwiftUI"])
        XCTAssertEqual(sut.imports.map(\.line), [0, 1, 2, 3])
    }

    func test_init_declarationsAreTheTopLevelNamesOtherFilesMaySee() {
        let sut = SwiftFileFacts(lines: [
            "struct Email: Equatable {", "    enum ValidationError: Error { case empty }", "    let value: String", "}",
            "private final class Spy {}", "func anyURL() -> URL { URL(string: \"a\")! }", "typealias Token = String",
        ])

        XCTAssertEqual(sut.declarations, ["Email", "anyURL", "Token"])
        XCTAssertEqual(sut.declaredTypes, ["Email", "ValidationError", "Spy", "Token"])
    }

    func test_init_usesSkipMembersCommentsAndStringsButNotInterpolations() {
        let sut = SwiftFileFacts(lines: [
            "// Product en un comentario", "let a = session.Token", "let b = \"Price \\(Credentials.make())\"", "/* Outer /* Inner */ Hidden */ let c = #\"Raw \\(Nope)\"#",
        ])

        XCTAssertNotNil(sut.uses["Credentials"])
        XCTAssertNil(sut.uses["Token"])
        XCTAssertNil(sut.uses["Product"])
        XCTAssertNil(sut.uses["Price"])
        XCTAssertNil(sut.uses["Hidden"])
        XCTAssertNil(sut.uses["Nope"])
    }

    func test_init_typesKeepWhatTheyConformTo() {
        let sut = SwiftFileFacts(lines: ["struct CatalogView<T>: SwiftUI.View where T: Sendable {", "}", "extension Price: CustomStringConvertible {}"])

        XCTAssertEqual(sut.types, [
            .init(name: "CatalogView", inherits: ["SwiftUI"], isExtension: false, line: 0),
            .init(name: "Price", inherits: ["CustomStringConvertible"], isExtension: true, line: 2),
        ])
        XCTAssertNotNil(sut.uses["Price"], "an extension uses the type it extends")
    }

    func test_init_testMethodsAreEachWithTheirClassAttributesAndClosingBrace() {
        let sut = SwiftFileFacts(lines: [
            "final class EmailTests: XCTestCase {", "    func test_a() {", "        let s = \"}\"", "    }", "", "    @MainActor", "    func test_b() async throws {", "    }",
            "    private func helper() {}", "}",
        ])

        XCTAssertEqual(sut.testMethods, [
            .init(className: "EmailTests", name: "test_a", lines: 1...3, declarationLine: 1),
            .init(className: "EmailTests", name: "test_b", lines: 5...7, declarationLine: 6),
        ])
    }

    func test_init_macrosAndMainAreSeen() {
        let sut = SwiftFileFacts(lines: ["#Preview(\"Catálogo\") {", "}", "@main struct Tienda: App {}"])

        XCTAssertTrue(sut.usesPreview)
        XCTAssertTrue(sut.hasMainAttribute)
    }

    func test_init_lineEndingsWithCarriageReturns_keepLinesApart() {
        let sut = SwiftFileFacts(lines: ["import Foundation\r", "struct A {}\r"])

        XCTAssertEqual(sut.imports.map(\.line), [0])
        XCTAssertEqual(sut.types.map(\.line), [1])
    }
}
