import Foundation
import MustacheOracle
import SiteRendering
import TestSupport
import XCTest

/// Every template of the built-in theme (read from `Sources/Site/Theme/Templates`), rendered by the
/// site's engine and by swift-mustache, the reference it was ported from, with the same models:
/// the same bytes.
final class BuiltInThemeDifferentialTests: XCTestCase {
    func test_render_everyTemplateWithRandomModels_matchesSwiftMustacheByteForByte() throws {
        let (sut, reference, templates) = try makeSUT()
        var mismatches = 0

        for seed in UInt64(1)...80 {
            var generator = ThemeModelGenerator(templates: templates, seed: seed)
            let model = generator.makeModel()
            for name in templates.keys.sorted() {
                let expected = try reference.render(model, template: name).text
                let html = try sut.render(model, template: name).text
                if !sameBytes(html, expected), mismatches < 3 {
                    mismatches += 1
                    XCTFail("seed \(seed), template \(name)\nmodel: \(model)\nswift-mustache: \(expected.debugDescription)\nsite engine:    \(html.debugDescription)")
                }
            }
        }
    }

    func test_render_realisticLessonPages_matchSwiftMustacheByteForByte() throws {
        let (sut, reference, templates) = try makeSUT()
        let words = Self.wordsRead(by: templates)

        for lesson in [0, 1, 333, 999] {
            let model = LessonPageFixture.make(lesson: lesson, words: words)

            let html = try sut.render(model, template: "lesson").text

            let expected = try reference.render(model, template: "lesson").text
            XCTAssertTrue(sameBytes(html, expected), "lesson \(lesson): \(firstDifference(html, expected))")
            XCTAssertTrue(html.contains("<li class=\"section\"><a class=\"section-title\" href=\"/curso/seccion-"), "lesson \(lesson)")
        }
    }

    // MARK: - Helpers

    private func makeSUT() throws -> (sut: MustacheHTMLRenderer, reference: SwiftMustacheRenderer, templates: [String: String]) {
        let folder = RepositoryFolders.templates
        var templates: [String: String] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".mustache") {
            templates[String(file.dropLast(".mustache".count))] = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        }
        XCTAssertGreaterThan(templates.count, 20, "the theme's templates were not found in \(folder.path)")
        let sut = try MustacheHTMLRenderer(folder: folder, required: [])
        let reference = try SwiftMustacheRenderer(templates: templates)
        return (sut, reference, templates)
    }

    private static func wordsRead(by templates: [String: String]) -> [String] {
        Set(templates.values.flatMap { $0.matches(of: /site\.words\.([A-Za-z]+)/).map { String($0.output.1) } }).sorted()
    }
}
