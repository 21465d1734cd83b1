@testable import SiteRendering
import SiteCore
import XCTest

/// What the compiled engine does not support is detected, left to swift-mustache, and rendered as
/// swift-mustache renders it: templates (with every template that uses them), models and lookups.
final class CompiledEngineFallbackTests: XCTestCase {
    func test_init_templatesWithUnsupportedTags_areLeftToSwiftMustacheWithTheTemplatesThatUseThem() throws {
        let templates = [
            "transform": "{{uppercased(name)}}",
            "sequence": "{{#items}}{{#first()}}<{{/first()}}{{index()}}{{name}}{{/items}}",
            // The renderer refuses `{{>*partialName}}` at load, as a missing partial; with other
            // delimiters its check does not see them.
            "dynamic": "{{=<% %>=}}<%>*partialName%>",
            "dynamicParent": "{{=<% %>=}}<%<*partialName%><%/*partialName%>",
            "empty": "[{{}}]",
            "usesTransform": "<p>{{> transform}}</p>",
            "extendsTransform": "{{<transform}}{{/transform}}",
            "usesUser": "{{> usesTransform}}",
            "plain": "<p>{{name}}</p>",
        ]

        let (sut, _) = try makeEngines(templates: templates)

        XCTAssertEqual(sut.compiledTemplateNames, ["plain"])
    }

    func test_render_templatesWithUnsupportedTags_renderAsSwiftMustacheRendersThem() throws {
        let templates = [
            "transform": "{{uppercased(name)}}|{{#reversed(items)}}{{name}}{{/reversed(items)}}",
            "sequence": "{{#items}}{{#first()}}<{{/first()}}{{index()}}{{name}}{{^last()}},{{/last()}}{{/items}}",
            "dynamic": "{{=<% %>=}}<%>*partialName%>",
            "empty": "[{{}}]",
            "usesTransform": "<p>{{> transform}}</p>",
            "plain": "<p>{{name}}</p>",
        ]
        let model = Page(name: "hola", partialName: "plain", items: [Item(name: "a"), Item(name: "b")])
        let (sut, reference) = try makeEngines(templates: templates)

        for name in templates.keys.sorted() {
            let html = try sut.render(model, template: name).text

            XCTAssertTrue(sameBytes(html, try reference.render(model, template: name).text), "\(name): \(html.debugDescription)")
        }
        // An encoded array is no Swift Array to swift-mustache, so `reversed(items)` finds no transform.
        XCTAssertEqual(try sut.render(model, template: "usesTransform").text, "<p>HOLA|</p>")
        XCTAssertEqual(try sut.render(model, template: "sequence").text, "<0a,1b")
        XCTAssertEqual(try sut.render(model, template: "dynamic").text, "<p>hola</p>")
    }

    func test_render_compiledOnlyWithATemplateItLeavesToSwiftMustache_throwsWhy() throws {
        let templates = ["transform": "{{uppercased(name)}}", "plain": "<p>{{name}}</p>"]
        let sut = try MustacheHTMLRenderer(folder: nil, builtIn: templates, required: [], engine: .compiledOnly)
        let model = Page(name: "hola", partialName: "plain", items: [])

        let error = try XCTUnwrap(errorThrown { _ = try sut.render(model, template: "transform").text } as? TemplateError)

        guard case let .unrenderableModel(template, reason) = error else { return XCTFail("\(error)") }
        XCTAssertEqual(template, "transform")
        XCTAssertTrue(reason.contains("uppercased(name)"), reason)
        XCTAssertEqual(try sut.render(model, template: "plain").text, "<p>hola</p>")
    }

    func test_render_structWrittenAsText_isLeftToSwiftMustache() throws {
        let (sut, reference) = try makeEngines(templates: ["page": "[{{.}}][{{#items}}{{.}}{{/items}}][{{items}}]"])
        let model = Page(name: "x", partialName: "", items: [Item(name: "a")])

        XCTAssertThrowsError(try sut.renderCompiled(model, template: "page").text)
        XCTAssertTrue(sameBytes(try sut.render(model, template: "page").text, try reference.render(model, template: "page").text))
    }

    func test_render_namesSwiftMustacheFindsByReflection_areLeftToSwiftMustache() throws {
        // The empty array itself is pushed by an inverted section, and its class has `values`;
        // a raw value's enum is stored boxed in an Optional, which has `some`.
        let (sut, reference) = try makeEngines(templates: [
            "array": "{{^items}}[{{#values}}x{{/values}}]{{/items}}",
            "boxed": "{{#kind}}[{{some}}]{{/kind}}",
        ])
        let model = Reflected()

        for name in ["array", "boxed"] {
            XCTAssertThrowsError(try sut.renderCompiled(model, template: name).text, name)
            XCTAssertTrue(sameBytes(try sut.render(model, template: name).text, try reference.render(model, template: name).text), name)
        }
    }

    func test_render_modelWithANilInAnArray_isLeftToSwiftMustache() throws {
        let (sut, reference) = try makeEngines(templates: ["page": "{{#names}}[{{.}}]{{/names}}"])
        let model = Optionals(names: ["a", nil])

        XCTAssertThrowsError(try sut.renderCompiled(model, template: "page").text)
        XCTAssertTrue(sameBytes(try sut.render(model, template: "page").text, try reference.render(model, template: "page").text))
    }

    // MARK: - Helpers

    private struct Item: Encodable, Sendable {
        let name: String
    }

    private struct Page: Encodable, Sendable {
        let name: String
        let partialName: String
        let items: [Item]
    }

    private enum Kind: String, Encodable, Sendable {
        case draft
    }

    private struct Reflected: Encodable, Sendable {
        var items: [Item] = []
        var kind = Kind.draft
    }

    private struct Optionals: Encodable, Sendable {
        let names: [String?]
    }

    private func errorThrown(_ body: () throws -> Void) -> (any Error)? {
        do {
            try body()
            XCTFail("Expected an error")
            return nil
        } catch {
            return error
        }
    }
}
