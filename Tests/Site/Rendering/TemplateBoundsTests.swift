import Foundation
import Localization
import SiteCore
@testable import SiteRendering
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
        let cases: [(template: String, tag: String, line: Int, column: Int)] = [
            ("{{#items}}\n  {{#first()}}<{{/first()}}{{/items}}", "{{first()}}", 2, 3),
            ("{{% SORTED: yes }}", "{{% SORTED: yes }}", 1, 1),
            ("a\n{{>*partialName}}", "{{>*nombre}}", 2, 1),
            ("{{=<% %>=}}é <%<*partialName%><%/*partialName%>", "{{<*nombre}}", 1, 14),
            ("[{{}}]", "{{}}", 1, 2),
        ]

        for (template, tag, line, column) in cases {
            XCTAssertThrowsError(try MustacheHTMLRenderer(folder: nil, builtIn: ["page": template], required: []), template) { error in
                guard case let .unsupported(file, reportedLine, reportedColumn, reason)? = error as? TemplateError else { return XCTFail("\(template): got \(error)") }
                XCTAssertEqual(file, "(tema integrado)/page.mustache")
                XCTAssertEqual([reportedLine, reportedColumn], [line, column], template)
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
            XCTAssertTrue(reason.description.hasPrefix("'layout' se incluye a sí misma"), reason.description)
        }
    }

    func test_render_blockThatExpandsItselfThroughAParent_throwsNamingTheBlock() throws {
        let sut = try MustacheHTMLRenderer(folder: nil, builtIn: ["page": "{{<part}}{{$b}}{{$b}}{{/b}}{{/b}}{{/part}}", "part": "{{$b}}{{/b}}"], required: [])

        XCTAssertThrowsError(try sut.render(Named(name: "x"), template: "page")) { error in
            guard case let .unrenderableModel(_, reason)? = error as? TemplateError else { return XCTFail("got \(error)") }
            XCTAssertTrue(reason.description.hasPrefix("'$b' se incluye a sí misma"), reason.description)
        }
    }

    func test_render_nestedSectionsOverAListThatTakeExponentialWork_throwInsteadOfHanging() throws {
        // Inside each item `items` is looked up again, and found at the top: 2³⁰ renders.
        let template = String(repeating: "{{#items}}", count: 30) + "x" + String(repeating: "{{/items}}", count: 30)
        let sut = try MustacheHTMLRenderer(folder: nil, builtIn: ["page": template], required: [], limits: RenderingLimits(steps: 100_000))
        let model = Items(items: [Named(name: "a"), Named(name: "b")])

        XCTAssertThrowsError(try sut.render(model, template: "page")) { error in
            guard case let .unrenderableModel(_, reason)? = error as? TemplateError else { return XCTFail("got \(error)") }
            XCTAssertTrue(reason.description.contains("la página pasa de 100000 etiquetas"), reason.description)
        }
    }

    func test_render_nestingToTheLimit_fitsAHalfMegabyteStack() throws {
        // Templates are read and pages rendered on worker threads, which have 512 KB of stack on
        // macOS: a template nested as deep as the parser allows, and a page that nests as deep as
        // the renderer allows (that template including itself), must stop with an error there, even
        // in a debug build, not overflow the stack.
        let limit = CompiledTemplateParser.nestingLimit
        let sections = String(repeating: "{{#a}}", count: limit) + "{{>page}}" + String(repeating: "{{/a}}", count: limit)
        let finished = DispatchSemaphore(value: 0)
        let outcome = ThreadOutcome()

        let thread = Thread {
            let sut = try? MustacheHTMLRenderer(folder: nil, builtIn: ["page": sections], required: [])
            outcome.error = (try? sut?.render(Flag(a: true), template: "page")) == nil ? "threw" : "rendered"
            finished.signal()
        }
        thread.stackSize = 512 << 10
        thread.start()

        XCTAssertEqual(finished.wait(timeout: .now() + 20), .success)
        XCTAssertEqual(outcome.error, "threw")
        XCTAssertNoThrow(try MustacheHTMLRenderer(folder: nil, builtIn: ["page": sections], required: []), "the template must parse, to reach the renderer's limit")
    }

    func test_init_messagesThatSayWhatIsWrong_forMistakesAuthorsMake() {
        let cases: [(template: String, message: String, line: Int, column: Int)] = [
            ("<p>\n{{título}}", "'í' no puede ir en un nombre", 2, 1),
            ("{{uppercased( title )}}", "no admite {{uppercased(…}}", 1, 1),
            ("{{% ELSE }}", "las únicas son {{% CONTENT_TYPE: HTML }}", 1, 1),
            ("a {{> }}", "no admite {{> }}", 1, 3),
            ("x\n{{/b}}", "cierra una sección que no se abrió", 2, 1),
            ("{{<layout}}\n{{title}}\n\n{{/layout}}", "dentro de {{<padre}} solo puede haber bloques", 2, 1),
            ("{{#}}\n\n\nz{{/}}", "no admite {{}}", 1, 1),
            ("{{title}}\n\n\nprecio: {", "termina en mitad de una etiqueta", 4, 9),
            ("a\u{0C}b\u{0B}c\u{2028}d\n{{/x}}", "cierra una sección que no se abrió", 2, 1),
        ]

        for (template, message, line, column) in cases {
            XCTAssertThrowsError(try MustacheHTMLRenderer(folder: nil, builtIn: ["page": template, "layout": ""], required: []), template) { error in
                let diagnostic = (error as? TemplateError)?.diagnostic
                XCTAssertTrue(diagnostic?.message.contains(message) == true, "\(template.debugDescription): \(String(describing: diagnostic))")
                XCTAssertEqual(diagnostic?.line, line, template.debugDescription)
                XCTAssertTrue(diagnostic?.message.hasPrefix("columna \(column):") == true, "\(template.debugDescription): \(String(describing: diagnostic))")
            }
        }
    }

    func test_init_manyLinesWithoutATag_loadInLinearTime() throws {
        // Joining the lines' text a piece at a time made 720 KB of them take 7.6 s.
        func loadTime(lines: Int) throws -> Duration {
            let template = String(repeating: "x\n", count: lines)
            let started = ContinuousClock.now
            _ = try MustacheHTMLRenderer(folder: nil, builtIn: ["page": template], required: [])
            return ContinuousClock.now - started
        }

        let half = try loadTime(lines: 184_320)
        let whole = try loadTime(lines: 368_640)

        XCTAssertLessThan(whole, half * 3, "twice the lines should take about twice the time")
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

        let sut = try MustacheHTMLRenderer(folder: nil, builtIn: ["page": template], required: [])

        XCTAssertEqual(try sut.render(Named(name: "x"), template: "page").text, "")
    }

    func test_init_720KBTemplates_loadInUnderASecondEvenInADebugBuild() throws {
        // swift-mustache took 152 s for such a template; the engine reads one in about 0.3 s in a
        // debug build and a tenth of that in release (the guide's "Themes and templates").
        let lines = [
            "<p class=\"x\">{{#items}}<a href=\"{{url}}\">{{name}}</a>{{/items}} {{title}} y {{{html}}}</p>\n",
            "<p>Lección número {{n}}: «añadir» 🧪 {{#flag}}sí{{/flag}}{{^flag}}no{{/flag}}</p>\n",
            "  {{> part}}\n<li>{{name}}</li>\n",
        ]
        for line in lines {
            let template = String(repeating: line, count: 720_000 / line.utf8.count)

            let started = ContinuousClock.now
            _ = try MustacheHTMLRenderer(folder: nil, builtIn: ["page": template, "part": "x"], required: [])

            XCTAssertLessThan(ContinuousClock.now - started, .seconds(1), line)
        }
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

    func test_render_listWrittenAsTextInAPartial_namesThePartial() throws {
        let sut = try MustacheHTMLRenderer(folder: nil, builtIn: ["page": "<main>{{> sidebar}}</main>", "sidebar": "<nav>{{children}}</nav>"], required: [])

        XCTAssertThrowsError(try sut.render(Node(name: "a", children: []), template: "page")) { error in
            guard case let .unrenderableModel(template, _)? = error as? TemplateError else { return XCTFail("got \(error)") }
            XCTAssertEqual(template, "sidebar")
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

    private struct Items: Encodable, Sendable {
        let items: [Named]
    }

    private struct Optionals: Encodable, Sendable {
        let names: [String?]
    }

    private struct Priced: Encodable, Sendable {
        let price: Double
    }

    private struct Flag: Encodable, Sendable {
        let a: Bool
    }

    /// What the thread saw, read once it has signalled.
    private final class ThreadOutcome: @unchecked Sendable {
        var error: String?
    }
}
