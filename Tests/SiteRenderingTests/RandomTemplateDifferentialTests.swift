@testable import SiteRendering
import XCTest

/// Thousands of random templates and models (`RandomTemplateGenerator`), each rendered by the
/// compiled engine and by swift-mustache: the same bytes, or the seed, the templates and both
/// outputs to find the case again.
final class RandomTemplateDifferentialTests: XCTestCase {
    func test_render_randomTemplatesAndModels_matchSwiftMustacheByteForByte() throws {
        var cases = 0
        var compiledCases = 0
        var unparsableTemplates = 0
        var mismatches = 0
        for seed in UInt64(1)...600 {
            var generator = RandomTemplateGenerator(seed: seed)
            let templates = generator.makeTemplates()
            guard let (sut, reference) = try? makeEngines(templates: templates) else {
                // swift-mustache refuses the text (a stray `{` before a tag): both engines throw alike.
                unparsableTemplates += 1
                continue
            }
            XCTAssertEqual(sut.compiledTemplateNames, Set(templates.keys), "seed \(seed): \(templates)")

            for modelIndex in 0..<5 {
                let model = generator.makeModel()
                for name in templates.keys.sorted() {
                    cases += 1
                    let expected = try reference.render(model, template: name).text
                    let html: String
                    do {
                        html = try sut.renderCompiled(model, template: name).text
                        compiledCases += 1
                    } catch {
                        // The only lookup generated templates may hit that swift-mustache answers by
                        // reflection: `{{.}}` on a struct or an array.
                        XCTAssertTrue(error.reason.hasPrefix("a struct or an array written as text: {{.}}"), "seed \(seed), model \(modelIndex), \(name): \(error.reason)")
                        html = try sut.render(model, template: name).text
                    }
                    if !sameBytes(html, expected), mismatches < 5 {
                        mismatches += 1
                        XCTFail(
                            """
                            seed \(seed), model \(modelIndex), template \(name)
                            templates: \(templates.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.debugDescription)" }.joined(separator: "\n"))
                            model: \(model)
                            swift-mustache: \(expected.debugDescription)
                            compiled:       \(html.debugDescription)
                            """
                        )
                    }
                }
            }
        }

        XCTAssertLessThan(unparsableTemplates, 60, "too few templates to compare")
        XCTAssertGreaterThan(compiledCases, cases * 8 / 10, "the compiled engine fell back on \(cases - compiledCases) of \(cases) renders")
        print("RandomTemplateDifferentialTests: \(cases) renders compared, \(compiledCases) by the compiled engine, \(unparsableTemplates) template sets refused by swift-mustache")
    }
}
