import MustacheOracle
import SiteRendering
import XCTest

extension XCTestCase {
    /// The same templates in the site's engine and in swift-mustache, the reference.
    func makeSUTAndOracle(templates: [String: String]) throws -> (sut: MustacheHTMLRenderer, reference: SwiftMustacheRenderer) {
        let sut = try MustacheHTMLRenderer(folder: nil, builtIn: templates, required: [])
        let reference = try SwiftMustacheRenderer(templates: templates)
        return (sut, reference)
    }

    /// Equal byte for byte: `String`'s `==` would call canonically equivalent texts equal.
    func sameBytes(_ first: String, _ second: String) -> Bool {
        Array(first.utf8) == Array(second.utf8)
    }

    /// Asserts that the site's engine renders `template` as `expected`, and that swift-mustache
    /// renders it so too.
    func assertMatchesOracle(
        _ templates: [String: String],
        _ model: some Encodable & Sendable,
        template: String = "page",
        render expected: String,
        file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        let (sut, reference) = try makeSUTAndOracle(templates: templates)

        let referenceHTML = try reference.render(model, template: template).text
        let html = try sut.render(model, template: template).text

        XCTAssertTrue(sameBytes(referenceHTML, expected), "swift-mustache rendered \(referenceHTML.debugDescription), expected \(expected.debugDescription)", file: file, line: line)
        XCTAssertTrue(sameBytes(html, expected), "the site's engine rendered \(html.debugDescription), expected \(expected.debugDescription)", file: file, line: line)
    }
}

extension XCTestCase {
    /// Where two renders first differ, with some bytes of each around it.
    func firstDifference(_ first: String, _ second: String) -> String {
        let firstBytes = Array(first.utf8)
        let secondBytes = Array(second.utf8)
        let common = min(firstBytes.count, secondBytes.count)
        let index = (0..<common).first { firstBytes[$0] != secondBytes[$0] } ?? common
        func around(_ bytes: [UInt8]) -> String {
            String(decoding: bytes[max(0, index - 60)..<min(bytes.count, index + 60)], as: UTF8.self).debugDescription
        }
        return "byte \(index) of \(firstBytes.count) and \(secondBytes.count):\n\(around(firstBytes))\n\(around(secondBytes))"
    }
}
