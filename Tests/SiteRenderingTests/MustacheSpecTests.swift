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
                guard case .unsupported(file: "(tema integrado)/__test__.mustache", let line, _, _)? = error as? TemplateError else {
                    return XCTFail("\(test.name): \(error)")
                }
                XCTAssertGreaterThanOrEqual(line, 1, test.name)
            }
        }
    }

    // MARK: - Helpers

    private struct Specification: Decodable {
        let tests: [SpecTest]
    }

    private struct SpecTest: Decodable {
        let name: String
        let data: SpecValue
        let template: String
        let partials: [String: String]?
        let expected: String

        var templates: [String: String] {
            (partials ?? [:]).merging(["__test__": template]) { _, test in test }
        }
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

/// A specification test's data as a model: numbers that are not whole are written as JSON writes
/// them (`1.21`), since the site's templates take text, booleans and `Int`s.
private indirect enum SpecValue: Codable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case list([SpecValue])
    case object([String: SpecValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let int = try? container.decode(Int.self) {
            self = .int(int)
        } else if let double = try? container.decode(Double.self) {
            self = .string("\(double)")
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let list = try? container.decode([SpecValue].self) {
            self = .list(list)
        } else {
            self = .object(try container.decode([String: SpecValue].self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case let .bool(value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case let .int(value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case let .string(value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case let .list(values):
            var container = encoder.unkeyedContainer()
            for value in values { try container.encode(value) }
        case let .object(fields):
            var container = encoder.container(keyedBy: Key.self)
            for (name, value) in fields.sorted(by: { $0.key < $1.key }) {
                try container.encode(value, forKey: Key(stringValue: name))
            }
        }
    }

    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
