import SiteCore
import MustacheOracle
import SiteRendering
import XCTest

/// The site's engine against swift-mustache on the rules it copies, each with the output written
/// out, swift-mustache's quirks included: both must render exactly this.
final class TemplateEngineTests: XCTestCase {
    func test_render_standaloneSectionLines_leaveNoLineOfTheirOwn() throws {
        let templates = ["page": "<ul>\n{{#items}}\n  <li>{{name}}</li>\n{{/items}}\n</ul>\n"]

        try assertMatchesOracle(templates, Items(items: [Named(name: "a"), Named(name: "b")]), render: "<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>\n")
    }

    func test_render_sections_showForZeroAndEmptyStringAndHideForFalseNilAndEmptyArray() throws {
        let templates = ["page": "{{#zero}}A{{/zero}}{{#empty}}B{{/empty}}{{#none}}C{{/none}}{{^none}}D{{/none}}{{#no}}E{{/no}}{{^no}}F{{/no}}{{#list}}G{{/list}}{{^list}}H{{/list}}"]

        try assertMatchesOracle(templates, Truthiness(), render: "ABDFH")
    }

    func test_render_sectionOverABoolean_keepsTheStackAndOverAnyOtherValuePushesIt() throws {
        let templates = ["page": "{{#flag}}{{name}}{{/flag}}|{{#child}}{{name}}{{/child}}|{{#word}}{{.}}{{/word}}"]

        try assertMatchesOracle(templates, Nesting(name: "outer", flag: true, child: Named(name: "inner"), word: "w"), render: "outer|inner|w")
    }

    func test_render_dottedName_climbsForItsFirstNameOnly() throws {
        let templates = ["page": "{{#inner}}[{{link.url}}][{{title}}][{{.title}}]{{/inner}}"]
        let model = Climbing(title: "root", link: Link(url: "outer-url", title: "x"), inner: Inner(link: TitleOnly(title: "y")))

        try assertMatchesOracle(templates, model, render: "[][root][]")
    }

    func test_render_standalonePartial_indentsItsLinesButOnlyTheFirstItemOfASectionInIt() throws {
        let templates = [
            "page": "<ul>\n  {{> items}}\n</ul>\n  {{> lines}}\n",
            "items": "{{#items}}\n<li>{{name}}</li>\n{{/items}}\n",
            "lines": "one\ntwo\n",
        ]

        try assertMatchesOracle(templates, Items(items: [Named(name: "a"), Named(name: "b")]), render: "<ul>\n  <li>a</li>\n<li>b</li>\n</ul>\n  one\n  two\n")
    }

    func test_render_partialWithCRLFLines_indentsOnlyItsFirstLine() throws {
        let templates = ["page": "  {{> lines}}\r\n{{#flag}}\r\nx\r\n{{/flag}}\r\n", "lines": "one\r\ntwo\r\n"]

        try assertMatchesOracle(templates, Nesting(name: "", flag: true, child: nil, word: nil), render: "  one\r\ntwo\r\nx\r\n")
    }

    func test_render_parent_fillsItsBlocksAndTheOutermostTemplatesBlockWins() throws {
        let templates = [
            "layout": "<main>{{$main}}default{{/main}}</main>{{$aside}}side{{/aside}}",
            "page": "{{<layout}}{{$main}}<p>{{name}}</p>{{/main}}{{/layout}}",
            "base": "{{$a}}base{{/a}}",
            "middle": "{{<base}}{{$a}}middle{{/a}}{{/base}}",
            "top": "{{<middle}}{{$a}}top{{/a}}{{/middle}}",
        ]

        try assertMatchesOracle(templates, Named(name: "hola"), render: "<main><p>hola</p></main>side")
        try assertMatchesOracle(templates, Named(name: ""), template: "top", render: "top")
    }

    func test_render_indentedBlockInsideAParent_losesTheFirstLinesIndentationOnEveryLine() throws {
        let templates = [
            "layout": "<main>\n{{$main}}{{/main}}</main>\n",
            "page": "{{<layout}}\n  {{$main}}\n    <p>one</p>\n      <p>two</p>\n  {{/main}}\n{{/layout}}\n",
        ]

        try assertMatchesOracle(templates, Named(name: ""), render: "<main>\n<p>one</p>\n  <p>two</p>\n</main>\n")
    }

    func test_render_contentTypePragma_isRestartedByAPartialAndKeptByABlock() throws {
        // `<` and a combining mark are one Character: swift-mustache's default escaper leaves it,
        // the HTML pragma's escaper (on bytes) escapes it.
        let text = "<\u{338}"
        let templates = [
            "page": "{{% CONTENT_TYPE: HTML }}{{name}}|{{> partial}}",
            "partial": "{{name}}",
            "layout": "{{% CONTENT_TYPE: HTML }}{{$main}}{{/main}}",
            "child": "{{<layout}}{{$main}}{{name}}{{/main}}{{/layout}}",
            "text": "{{% CONTENT_TYPE: TEXT }}{{name}}",
        ]

        try assertMatchesOracle(templates, Named(name: text), render: "&lt;\u{338}|<\u{338}")
        try assertMatchesOracle(templates, Named(name: text), template: "child", render: "&lt;\u{338}")
        try assertMatchesOracle(templates, Named(name: "<b>"), template: "text", render: "<b>")
    }

    func test_render_changedDelimiters_lastToTheEndOfTheirSection() throws {
        let templates = ["page": "{{=<% %>=}}<%name%>{{name}}|<%={{ }}=%>{{#flag}}{{=<% %>=}}<%name%><%/flag%>{{name}}"]

        try assertMatchesOracle(templates, Nesting(name: "x", flag: true, child: nil, word: nil), render: "x{{name}}|xx")
    }

    func test_render_lastLineOfBlanksAndDelimiterBeforeALineEnd_areDropped() throws {
        let templates = ["page": "a{{\nb\n  {{! note }}\nc\n  "]

        try assertMatchesOracle(templates, Named(name: ""), render: "a\nb\nc\n")
    }

    func test_render_valuesOfEveryKind_writeAsSwiftMustacheDescribesThem() throws {
        let templates = ["page": "{{count}} {{negative}} {{flag}} {{kind}} {{#kind}}{{.}}{{/kind}} {{{html}}} {{& html}} {{html}}"]

        try assertMatchesOracle(templates, Values(), render: "42 -1 true borrador borrador <b>&</b> <b>&</b> &lt;b&gt;&amp;&lt;/b&gt;")
    }

    func test_render_repeatedFragment_writesItsMarkupAndKeepsItsFieldsReadable() throws {
        let templates = ["page": "{{#items}}{{{.}}}|{{title}}|{{.}}{{/items}}", "fragment": "<li>{{title}}</li>"]
        let model = Fragments(items: [RandomFragment(title: "<b>", url: "")])

        try assertMatchesOracle(templates, model, render: "<li>&lt;b&gt;</li>|&lt;b&gt;|&lt;li&gt;&amp;lt;b&amp;gt;&lt;/li&gt;")
    }

    func test_render_canonicallyEquivalentFragments_renderEachAsItIsSpelled() throws {
        // swift-mustache's FragmentCache finds fragments by `AnyHashable`, for which "é" and "e\u{301}"
        // are equal, so it writes whichever a build rendered first for both; the engine's cache
        // compares bytes.
        let sut = try MustacheHTMLRenderer(folder: nil, builtIn: ["page": "{{#items}}{{{.}}}|{{/items}}", "fragment": "{{title}}"], required: [])
        let model = Fragments(items: [RandomFragment(title: "é", url: ""), RandomFragment(title: "e\u{301}", url: "")])

        let html = try sut.render(model, template: "page").text

        XCTAssertTrue(sameBytes(html, "é|e\u{301}|"), html.debugDescription)
    }

    func test_render_siblingValuesOfOtherShapes_keepNoFieldOfEachOther() throws {
        // Nested values are encoded with encoders reused from one value to the next.
        let templates = ["page": "{{#link}}[{{url}}|{{title}}|{{name}}]{{/link}}{{#child}}[{{url}}|{{name}}]{{/child}}{{#items}}({{name}}{{url}}){{/items}}"]
        let model = Siblings(link: Link(url: "u", title: "t"), child: Named(name: "n"), items: [Named(name: "a"), Named(name: "b")])

        try assertMatchesOracle(templates, model, render: "[u|t|][|n](a)(b)")
    }

    func test_init_withSyntaxError_throwsTheSameLineAsSwiftMustache() throws {
        let templates = ["page": "<h1>{{title}}</h1>\n{{#items}}\n{{/itemz}}\n"]

        XCTAssertThrowsError(try SwiftMustacheRenderer(templates: templates)) { error in
            XCTAssertEqual((error as? SwiftMustacheRenderer.SyntaxError)?.line, 3)
        }
        XCTAssertThrowsError(try MustacheHTMLRenderer(folder: nil, builtIn: templates, required: [])) { error in
            guard case let .syntax(file, line, column, _)? = error as? TemplateError else { return XCTFail("got \(error)") }
            XCTAssertEqual(file, "(tema integrado)/page.mustache")
            XCTAssertEqual(line, 3)
            XCTAssertEqual(column, 1)
        }
    }

    // MARK: - Helpers

    private struct Named: Encodable, Sendable {
        let name: String
    }

    private struct Items: Encodable, Sendable {
        let items: [Named]
    }

    private struct Truthiness: Encodable, Sendable {
        var zero = 0
        var empty = ""
        var none: String?
        var no = false
        var list: [String] = []
    }

    private struct Nesting: Encodable, Sendable {
        let name: String
        let flag: Bool
        let child: Named?
        let word: String?
    }

    private struct Link: Encodable, Sendable {
        let url: String
        let title: String
    }

    private struct TitleOnly: Encodable, Sendable {
        let title: String
    }

    private struct Inner: Encodable, Sendable {
        let link: TitleOnly
    }

    private struct Climbing: Encodable, Sendable {
        let title: String
        let link: Link
        let inner: Inner
    }

    private enum Kind: String, Encodable, Sendable {
        case draft = "borrador"
    }

    private struct Values: Encodable, Sendable {
        var count = 42
        var negative = -1
        var flag = true
        var kind = Kind.draft
        var html = "<b>&</b>"
    }

    private struct Siblings: Encodable, Sendable {
        let link: Link
        let child: Named
        let items: [Named]
    }

    private struct Fragments: Encodable, Sendable {
        let items: [RandomFragment]
    }
}
