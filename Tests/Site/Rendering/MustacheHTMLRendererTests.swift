import Localization
import SiteCore
import SiteRendering
import TestSupport
import XCTest

final class MustacheHTMLRendererTests: XCTestCase {
    func test_init_withoutARequiredTemplate_throwsMissingTemplateNamingIt() throws {
        let folder = try makeTemporaryFolder()
        try folder.write("x", to: "home.mustache")

        XCTAssertThrowsError(try MustacheHTMLRenderer(folder: folder.url, required: ["home", "lesson"])) { error in
            XCTAssertEqual(error as? TemplateError, .missingTemplate(name: "lesson", folder: LocalizedText(verbatim: folder.url.path)))
        }
    }

    func test_init_withSyntaxError_throwsErrorWithFileAndLine() throws {
        let folder = try makeTemporaryFolder()
        let file = try folder.write("<h1>{{title}}</h1>\n{{#items}}\n<li>{{name}}</li>\n{{/itemz}}\n", to: "lesson.mustache")

        XCTAssertThrowsError(try MustacheHTMLRenderer(folder: folder.url, required: [])) { error in
            guard case let .syntax(reportedFile, line, _, _)? = error as? TemplateError else { return XCTFail("got \(error)") }
            XCTAssertEqual(reportedFile, file.path)
            XCTAssertEqual(line, 4)
        }
    }

    func test_init_withUnknownPartial_throwsMissingPartialWithLine() throws {
        let folder = try makeTemporaryFolder()
        let file = try folder.write("<main>\n{{> sidebarr}}\n</main>\n", to: "lesson.mustache")

        XCTAssertThrowsError(try MustacheHTMLRenderer(folder: folder.url, required: [])) { error in
            XCTAssertEqual(error as? TemplateError, .missingPartial(file: file.path, line: 2, partial: "sidebarr"))
        }
    }

    func test_init_withMissingFolder_throwsFolderMissing() throws {
        let folder = try makeTemporaryFolder()
        let missing = folder.url.appendingPathComponent("nada")

        XCTAssertThrowsError(try MustacheHTMLRenderer(folder: missing, required: [])) { error in
            XCTAssertEqual(error as? TemplateError, .folderMissing(path: missing.path))
        }
    }

    func test_init_folderTemplate_replacesTheBuiltInOneOfItsNameAndUsesTheOthers() throws {
        let folder = try makeTemporaryFolder()
        try folder.write("<main class=\"propia\">{{> pie}}</main>", to: "home.mustache")
        let builtIn = ["home": "<main>{{> pie}}</main>", "pie": "<footer>{{text}}</footer>"]

        let sut = try MustacheHTMLRenderer(folder: folder.url, builtIn: builtIn, required: ["home"])

        XCTAssertEqual(try sut.render(Page(text: "fin", html: ""), template: "home").text, "<main class=\"propia\"><footer>fin</footer></main>")
    }

    func test_init_folderThatIsALink_readsTheTemplatesItLeadsTo() throws {
        let folder = try makeTemporaryFolder()
        try folder.write("<p>compartida</p>", to: "tema/home.mustache")
        let link = folder.url.appendingPathComponent("Templates")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: folder.url.appendingPathComponent("tema"))

        let sut = try MustacheHTMLRenderer(folder: link, builtIn: ["home": "<p>integrada</p>"], required: ["home"])

        XCTAssertEqual(try sut.render(Page(text: "", html: ""), template: "home").text, "<p>compartida</p>")
    }

    func test_init_hiddenFilesOfTheFolder_areNotTemplates() throws {
        let folder = try makeTemporaryFolder()
        try folder.write("{{#roto", to: ".#home.mustache")
        try folder.write("{{#roto", to: "._home.mustache")

        let sut = try MustacheHTMLRenderer(folder: folder.url, builtIn: ["home": "<p>integrada</p>"], required: ["home"])

        XCTAssertEqual(try sut.render(Page(text: "", html: ""), template: "home").text, "<p>integrada</p>")
    }

    func test_init_withoutAFolder_rendersTheBuiltInTemplates() throws {
        let sut = try MustacheHTMLRenderer(folder: nil, builtIn: ["home": "<p>{{text}}</p>"], required: ["home"])

        XCTAssertEqual(try sut.render(Page(text: "casa", html: ""), template: "home").text, "<p>casa</p>")
    }

    func test_init_brokenBuiltInTemplate_namesItAsTheThemes() throws {
        XCTAssertThrowsError(try MustacheHTMLRenderer(folder: nil, builtIn: ["home": "{{> nada}}"], required: [])) { error in
            XCTAssertEqual(error as? TemplateError, .missingPartial(file: "(tema integrado)/home.mustache", line: 1, partial: "nada"))
        }
    }

    func test_render_escapesDoubleMustacheAndKeepsTripleMustache() throws {
        let sut = try makeSUT(templates: ["page": "<p>{{text}}</p>{{{html}}}"])

        let html = try sut.render(Page(text: "<script>alert(1)</script>", html: "<em>ok</em>"), template: "page").text

        XCTAssertEqual(html, "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p><em>ok</em>")
    }

    func test_render_withHTMLContentTypePragma_escapesEveryMarkupCharacter() throws {
        let sut = try makeSUT(templates: ["page": "{{% CONTENT_TYPE: HTML }}\n<p title=\"{{text}}\">{{text}}</p>"])

        let html = try sut.render(Page(text: "<a href='x'>\"ñ\" & é</a>", html: ""), template: "page").text

        let escaped = "&lt;a href=&#39;x&#39;&gt;&quot;ñ&quot; &amp; é&lt;/a&gt;"
        XCTAssertEqual(html, "<p title=\"\(escaped)\">\(escaped)</p>")
    }

    func test_render_pageWithLayoutParent_fillsTheLayoutBlocks() throws {
        let sut = try makeSUT(templates: [
            "layout": "<main>{{$main}}vacío{{/main}}</main>",
            "page": "{{<layout}}{{$main}}<p>{{text}}</p>{{/main}}{{/layout}}",
        ])

        let html = try sut.render(Page(text: "hola", html: ""), template: "page").text

        XCTAssertEqual(html, "<main><p>hola</p></main>")
    }

    func test_render_unknownTemplate_throwsMissingTemplate() throws {
        let sut = try makeSUT(templates: ["page": "x"])

        XCTAssertThrowsError(try sut.render(Page(text: "", html: ""), template: "otra").text)
    }

    func test_render_repeatedFragment_tripleMustacheWritesItAsItsOwnTemplateRendersIt() throws {
        let sut = try makeSUT(templates: ["list": "<ol>{{#items}}{{{.}}}{{/items}}</ol>", "item": "<li>{{title}}</li>"])

        let html = try sut.render(List(items: [Item(title: "Uno"), Item(title: "<Dos>")]), template: "list").text

        XCTAssertEqual(html, "<ol><li>Uno</li><li>&lt;Dos&gt;</li></ol>")
    }

    func test_render_repeatedFragment_isRenderedFromItsOwnFieldsAlone_soEveryPageGetsTheSameMarkup() throws {
        let sut = try makeSUT(templates: ["list": "{{#items}}{{{.}}}{{/items}}", "item": "<li>{{title}}{{heading}}</li>"])

        let first = try sut.render(List(heading: "Página 1", items: [Item(title: "Uno")]), template: "list").text
        let second = try sut.render(List(heading: "Página 2", items: [Item(title: "Uno")]), template: "list").text

        XCTAssertEqual(first, "<li>Uno</li>")
        XCTAssertEqual(second, first)
    }

    func test_render_repeatedFragment_keepsItsFieldsReadableByName() throws {
        let sut = try makeSUT(templates: ["list": "{{#items}}[{{title}}]{{/items}}", "item": "<li>{{title}}</li>"])

        let html = try sut.render(List(items: [Item(title: "Uno")]), template: "list").text

        XCTAssertEqual(html, "[Uno]")
    }

    // MARK: - Helpers

    private struct Page: Sendable, Encodable {
        let text: String
        let html: String
    }

    private struct Item: RepeatedFragment {
        static let template = "item"
        let title: String
    }

    private struct List: Sendable, Encodable {
        var heading = ""
        let items: [Item]
    }

    private func makeSUT(templates: [String: String]) throws -> MustacheHTMLRenderer {
        let folder = try makeTemporaryFolder()
        for (name, text) in templates { try folder.write(text, to: "\(name).mustache") }
        return try MustacheHTMLRenderer(folder: folder.url, required: Array(templates.keys))
    }
}
