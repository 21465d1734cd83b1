import Foundation
import Localization
import SiteCore
import SiteRendering
import TestSupport
import XCTest

/// What the engine does not render, and templates written to hurt: each an error naming the
/// template's file and line, never a silent change of engine, a crash or a hang.
final class TemplateBoundsTests: XCTestCase {
    func test_init_courseTemplateWithATransform_throwsUnsupportedWithItsFileAndLine() throws {
        let folder = try makeTemporaryFolder()
        let file = try folder.write("<footer>\n  {{uppercased(site.courseTitle)}}\n</footer>\n", to: "pager.mustache")

        XCTAssertThrowsError(try MustacheHTMLRenderer(folder: folder.url, builtIn: ["page": "x"], required: [])) { error in
            guard case let .unsupported(reportedFile, line, column, reason)? = error as? TemplateError else { return XCTFail("got \(error)") }
            XCTAssertEqual(reportedFile, file.path)
            XCTAssertEqual(line, 2)
            XCTAssertEqual(column, 3)
            XCTAssertTrue(reason.description.contains("{{uppercased(site.courseTitle)}}"), reason.description)
            XCTAssertTrue(reason.description.contains("escribe el valor sin transformar"), reason.description)
        }
    }

    func test_init_tagsOutsideWhatTheSiteRenders_throwUnsupportedNamingEach() throws {
        let cases = [
            "{{#items}}{{#first()}}<{{/first()}}{{/items}}": "{{first()}}",
            "{{% SORTED: yes }}": "{{% SORTED: yes }}",
            "a\n{{>*partialName}}": "{{>*nombre}}",
            "{{=<% %>=}}<%<*partialName%><%/*partialName%>": "{{<*nombre}}",
            "[{{}}]": "{{}}",
        ]

        for (template, tag) in cases {
            XCTAssertThrowsError(try MustacheHTMLRenderer(folder: nil, builtIn: ["page": template], required: []), template) { error in
                guard case let .unsupported(file, _, _, reason)? = error as? TemplateError else { return XCTFail("\(template): got \(error)") }
                XCTAssertEqual(file, "(tema integrado)/page.mustache")
                XCTAssertTrue(reason.description.contains(tag), "\(template): \(reason)")
            }
        }
    }

    func test_init_unsupportedTag_isWordedInEnglishToo() {
        XCTAssertThrowsError(try MustacheHTMLRenderer(folder: nil, builtIn: ["page": "{{lowercased(name)}}"], required: [])) { error in
            let message = (error as? TemplateError)?.diagnostic.described(in: .english) ?? "\(error)"

            XCTAssertTrue(message.contains("course-site does not render {{lowercased(name)}} in templates"), message)
        }
    }

    func test_render_partialThatIncludesItself_throwsNamingTheCycle() throws {
        let sut = try MustacheHTMLRenderer(folder: nil, builtIn: ["layout": "<div>{{>layout}}</div>"], required: [])

        XCTAssertThrowsError(try sut.render(Named(name: "x"), template: "layout")) { error in
            guard case let .unrenderableModel(template, reason)? = error as? TemplateError else { return XCTFail("got \(error)") }
            XCTAssertEqual(template, "layout")
            XCTAssertTrue(reason.description.contains("layout → layout"), reason.description)
        }
    }

    func test_render_recursivePartialOverNestedData_rendersEachLevel() throws {
        let sut = try MustacheHTMLRenderer(folder: nil, builtIn: ["node": "{{name}}({{#children}}{{>node}}{{/children}})"], required: [])
        let tree = Node(name: "a", children: [Node(name: "b", children: [Node(name: "c", children: [])])])

        XCTAssertEqual(try sut.render(tree, template: "node").text, "a(b(c()))")
    }

    func test_init_sectionsNestedPastTheLimit_throwsSyntaxErrorInsteadOfExhaustingTheStack() {
        let template = String(repeating: "{{#a}}", count: 100_000) + String(repeating: "{{/a}}", count: 100_000)

        XCTAssertThrowsError(try MustacheHTMLRenderer(folder: nil, builtIn: ["page": template], required: [])) { error in
            guard case let .syntax(_, line, _, reason)? = error as? TemplateError else { return XCTFail("got \(error)") }
            XCTAssertEqual(line, 1)
            XCTAssertTrue(reason.description.contains("anidados"), reason.description)
        }
    }

    func test_init_delimitersChangedToTheSectionSigns_doesNotCrash() throws {
        // 17 bytes that crashed swift-mustache's parser.
        let template = "{{=| |=}}|#x||/x|"

        let sut = try? MustacheHTMLRenderer(folder: nil, builtIn: ["page": template], required: [])

        XCTAssertEqual(try sut?.render(Named(name: "x"), template: "page").text ?? "", "")
    }

    func test_init_720KBTemplate_loadsInUnderTwoSecondsEvenInADebugBuild() throws {
        // swift-mustache took 152 s for such a template; the engine reads it in about 0.6 s in a
        // debug build and a tenth of that in release (README, Templates).
        let line = "<p class=\"x\">{{#items}}<a href=\"{{url}}\">{{name}}</a>{{/items}} {{title}} y {{{html}}}</p>\n"
        let template = String(repeating: line, count: 720_000 / line.utf8.count)

        let started = ContinuousClock.now
        _ = try MustacheHTMLRenderer(folder: nil, builtIn: ["page": template], required: [])

        XCTAssertLessThan(ContinuousClock.now - started, .seconds(2))
    }

    func test_render_structOrListWrittenAsText_throwsSayingToUseASection() throws {
        let sut = try MustacheHTMLRenderer(folder: nil, builtIn: ["page": "[{{children}}]"], required: [])

        XCTAssertThrowsError(try sut.render(Node(name: "a", children: []), template: "page")) { error in
            XCTAssertEqual(error as? TemplateError, .unrenderableModel(
                template: "page",
                reason: "{{children}} es una lista o un objeto, no un texto: recórrelo con una sección, {{#children}}…{{/children}}"
            ))
        }
    }

    func test_render_namesOnlyReflectionWouldFind_renderNothing() throws {
        let sut = try MustacheHTMLRenderer(folder: nil, builtIn: ["page": "{{^children}}[{{#values}}x{{/values}}{{some}}]{{/children}}"], required: [])

        XCTAssertEqual(try sut.render(Node(name: "a", children: []), template: "page").text, "[]")
    }

    func test_render_nilInsideAList_isLeftOut() throws {
        let sut = try MustacheHTMLRenderer(folder: nil, builtIn: ["page": "{{#names}}[{{.}}]{{/names}}"], required: [])

        XCTAssertEqual(try sut.render(Optionals(names: ["a", nil, "b"]), template: "page").text, "[a][b]")
    }

    func test_render_modelWithANumberThatIsNotAnInt_throwsNamingItsType() throws {
        let sut = try MustacheHTMLRenderer(folder: nil, builtIn: ["page": "{{price}}"], required: [])

        XCTAssertThrowsError(try sut.render(Priced(price: 9.5), template: "page")) { error in
            guard case let .unrenderableModel(_, reason)? = error as? TemplateError else { return XCTFail("got \(error)") }
            XCTAssertTrue(reason.description.contains("Double"), reason.description)
        }
    }

    // MARK: - Helpers

    private struct Named: Encodable, Sendable {
        let name: String
    }

    private struct Node: Encodable, Sendable {
        let name: String
        let children: [Node]
    }

    private struct Optionals: Encodable, Sendable {
        let names: [String?]
    }

    private struct Priced: Encodable, Sendable {
        let price: Double
    }
}
