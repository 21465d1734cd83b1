import Foundation
import SiteCore
import SiteRendering
import XCTest

/// The Mustache specification's tests (MustacheSpec/, MIT), case by case: the core modules and
/// `~inheritance`, which the theme's layouts use, render as the specification expects;
/// `~dynamic-names`, which course-site does not render, is refused with the template's line.
final class MustacheSpecTests: XCTestCase {
    func test_render_comments_asTheSpecificationSays() throws {
        try assertSpecification("comments")
    }

    func test_render_delimiters_asTheSpecificationSays() throws {
        try assertSpecification("delimiters")
    }

    func test_render_interpolation_asTheSpecificationSays() throws {
        try assertSpecification("interpolation")
    }

    func test_render_invertedSections_asTheSpecificationSays() throws {
        try assertSpecification("inverted")
    }

    func test_render_partials_asTheSpecificationSays() throws {
        // A partial no template has is an error here, so that a typo fails the build instead of
        // dropping part of every page (MustacheHTMLRendererTests).
        try assertSpecification("partials", except: ["Failed Lookup"])
    }

    func test_render_sections_asTheSpecificationSays() throws {
        try assertSpecification("sections")
    }

    func test_render_inheritance_asTheSpecificationSays() throws {
        try assertSpecification("~inheritance")
    }

    func test_init_dynamicNames_throwUnsupportedWithTheLine() throws {
        let tests = try specification("~dynamic-names").filter { $0.template.contains("{{>*") || $0.template.contains("{{<*") }
        XCTAssertGreaterThan(tests.count, 5)

        for test in tests {
            XCTAssertThrowsError(try MustacheHTMLRenderer(folder: nil, builtIn: test.templates, required: []), test.name) { error in
                guard case .unsupported(file: "(tema integrado)/__test__.mustache", let line, let column, _)? = error as? TemplateError else {
                    return XCTFail("\(test.name): \(error)")
                }
                XCTAssertEqual([line, column], Self.placeOfFirstDynamicName(in: test.template), test.name)
            }
        }
    }

    // MARK: - Helpers

    private struct Specification: Decodable {
        let tests: [SpecTest]
    }

    private struct SpecTest: Decodable {
        let name: String
        let data: RandomModel
        let template: String
        let partials: [String: String]?
        let expected: String

        var templates: [String: String] {
            (partials ?? [:]).merging(["__test__": template]) { _, test in test }
        }
    }

    /// The line and column of the first `{{>*` or `{{<*`, counted here as an editor counts them.
    private static func placeOfFirstDynamicName(in template: String) -> [Int] {
        for (index, line) in template.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).enumerated() {
            if let range = line.range(of: "{{>*") ?? line.range(of: "{{<*") {
                return [index + 1, line.distance(from: line.startIndex, to: range.lowerBound) + 1]
            }
        }
        return []
    }

    private func specification(_ name: String) throws -> [SpecTest] {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("MustacheSpec/specs/\(name).json")
        return try JSONDecoder().decode(Specification.self, from: Data(contentsOf: file)).tests
    }

    private func assertSpecification(_ name: String, except skipped: Set<String> = [], file: StaticString = #filePath, line: UInt = #line) throws {
        let tests = try specification(name)
        XCTAssertFalse(tests.isEmpty, file: file, line: line)
        XCTAssertEqual(skipped.subtracting(tests.map(\.name)), [], "skipped tests the specification does not have", file: file, line: line)

        for test in tests where !skipped.contains(test.name) {
            do {
                let sut = try MustacheHTMLRenderer(folder: nil, builtIn: test.templates, required: [])
                let html = try sut.render(test.data, template: "__test__").text

                XCTAssertEqual(html, test.expected, "\(name): \(test.name)\ntemplate: \(test.template.debugDescription)", file: file, line: line)
            } catch {
                XCTFail("\(name): \(test.name): \(error)", file: file, line: line)
            }
        }
    }
}
