import LessonsCore
import LessonsInfrastructure
import TestSupport
import XCTest

final class CmarkGFMMarkdownParserTests: XCTestCase {
    func test_parse_heading_isItsLevelPlainTextAndLine() {
        let sut = makeSUT()

        let facts = sut.parse("Texto\n\n### ¿Por qué `throws` en vez de `init?` (init failable)?").facts

        XCTAssertEqual(facts.headings, [.init(level: 3, text: "¿Por qué throws en vez de init? (init failable)?", line: 3)])
    }

    func test_parse_paragraphsOpeningInBold_areBoldOpeningsWithTheirLines() {
        let sut = makeSUT()

        let facts = sut.parse("**Red:** Escribimos el test.\n\nTexto con **negrita** dentro.\n\n**Green**: lo mínimo.\n").facts

        XCTAssertEqual(facts.boldOpenings, [.init(text: "Red:", line: 1), .init(text: "Green", line: 5)])
    }

    func test_parse_paragraphRightAfterASwiftBlock_isItsProse() {
        let sut = makeSUT()

        let facts = sut.parse("```swift\nlet a = 1\n```\n\nFalla: `Email` no existe.\n\n```bash\nls\n```\n\nNada.\n\n```swift\nlet b = 2\n```\n\n## Luego\n").facts

        XCTAssertEqual(facts.proseAfterCodeBlocks, [0: "Falla: Email no existe."], "a shell block's prose and a block followed by a heading have none")
    }

    func test_parse_setextHeadingIsAHeadingAndHashCommentsInCodeAreNot() {
        let sut = makeSUT()

        let facts = sut.parse("Capa Domain\n===========\n\n```bash\n# no es un título\n```\n\n> # Cita con título\n").facts

        XCTAssertEqual(facts.headings.map(\.text), ["Capa Domain", "Cita con título"])
        XCTAssertEqual(facts.headings.map(\.level), [1, 1])
    }

    func test_html_headingReplaced_wrapsItsRenderedInlineContent() {
        let sut = makeSUT()
        let document = sut.parse("## Por qué `throws`\n")

        let html = document.html(replacing: MarkdownReplacements(headings: [0: .init(opening: "<h2 id=\"x\">", closing: "<a>#</a></h2>")])).text

        XCTAssertEqual(html, "<h2 id=\"x\">\nPor qué <code>throws</code>\n<a>#</a></h2>\n")
    }

    func test_html_tablesWrapped_putsEachTableInsideItsWrapperWhereverItIsAndLeavesTheDocumentAsParsed() {
        let sut = makeSUT()
        let table = "| a | b |\n|---|---|\n| 1 | 2 |\n"
        let document = sut.parse(table + "\n- " + table.replacingOccurrences(of: "\n|", with: "\n  |") + "\n> " + table.replacingOccurrences(of: "\n|", with: "\n> |"))
        let plain = document.html(replacing: MarkdownReplacements()).text

        let wrapped = document.html(replacing: MarkdownReplacements(tables: .init(opening: "<div class=\"w\">", closing: "</div>"))).text

        XCTAssertEqual(wrapped.components(separatedBy: "<div class=\"w\">\n<table>").count - 1, 3, wrapped)
        XCTAssertEqual(wrapped.components(separatedBy: "</table>\n</div>").count - 1, 3, wrapped)
        XCTAssertEqual(wrapped.replacingOccurrences(of: "<div class=\"w\">\n", with: "").replacingOccurrences(of: "</div>\n", with: ""), plain)
        XCTAssertEqual(document.html(replacing: MarkdownReplacements()).text, plain, "the wrappers are gone after rendering")
    }

    func test_html_renderedTwice_isTheSameAndLeavesTheDocumentAsParsed() {
        let sut = makeSUT()
        let document = sut.parse("## Uno\n\n[a](b.md)\n\n```swift\nlet x = 1\n```\n")
        let replacements = MarkdownReplacements(
            headings: [0: .init(opening: "<h2 id=\"uno\">", closing: "</h2>")],
            codeBlocks: [0: "<pre>reemplazo</pre>"],
            linkDestinations: [0: "b.html"]
        )
        let plain = document.html(replacing: MarkdownReplacements()).text

        let first = document.html(replacing: replacements).text
        let second = document.html(replacing: replacements).text

        XCTAssertEqual(first, second)
        XCTAssertEqual(document.html(replacing: MarkdownReplacements()).text, plain)
        XCTAssertHTML(plain, contains: "href=\"b.md\"")
        XCTAssertHTML(plain, contains: "let x = 1")
    }

    func test_hrefs_destinationsWrittenAsTheyAreAndEscaped_areWhatCmarkWritesInALink() {
        let sut = makeSUT()
        let destinations = [
            "../login/02-application.html#el-protocolo", "a-b_c.d/e~f%C3%B1#g", "", "#", "/", "plain",
            "a&b.html", "it's.html", "x\"y", "ñandú.html", "javascript:alert(1)", "JAVASCRIPT:x", "data:text/html,x",
            "https://swift.org/a?b=c&d=e", "vbscript:x", "file:///etc/passwd", "a b", "a[1]", "q?x=1", "100%", "a`b",
        ]
        let document = sut.parse(destinations.enumerated().map { "[\($0.offset)](<\($0.element)>)" }.joined(separator: "\n\n"))
        let linked = document.html(replacing: MarkdownReplacements()).text

        let hrefs = document.hrefs(for: destinations)

        XCTAssertEqual(hrefs.count, destinations.count)
        for (index, href) in hrefs.enumerated() {
            XCTAssertHTML(linked, contains: "<a href=\"\(href)\">\(index)</a>")
        }
    }

    func test_parse_traceabilityTable_rendersAsHTMLTable() {
        let sut = makeSUT()
        let markdown = """
            | Escenario BDD | Test XCTest | Resultado |
            |---|---|---|
            | Login correcto | `test_login_withValidCredentials_deliversSession` | Sesión |
            """

        let html = sut.parse(markdown).html(replacing: MarkdownReplacements()).text

        XCTAssertHTML(html, contains: "<table>")
        XCTAssertHTML(html, contains: "<th>Escenario BDD</th>")
        XCTAssertHTML(html, contains: "<td><code>test_login_withValidCredentials_deliversSession</code></td>")
    }

    func test_parse_table_isReadFromTheTreeWithCodeSpansEscapedPipesAndRowLines() {
        let sut = makeSUT()
        let markdown = """
            Texto

            | Escenario | Test | Nota |
            |---|---|---|
            | Login *correcto* | `test_a` y `test_b` | `a \\| b` |
            | Error | `test_c` | x \\| y |
            """

        let tables = sut.parse(markdown).facts.tables

        XCTAssertEqual(tables, [MarkdownTable(
            header: MarkdownTable.Row(cells: [.init(text: "Escenario"), .init(text: "Test"), .init(text: "Nota")], line: 3),
            rows: [
                MarkdownTable.Row(cells: [
                    .init(text: "Login correcto"),
                    .init(text: "test_a y test_b", codeSpans: ["test_a", "test_b"]),
                    .init(text: "a | b", codeSpans: ["a | b"]),
                ], line: 5),
                MarkdownTable.Row(cells: [.init(text: "Error"), .init(text: "test_c", codeSpans: ["test_c"]), .init(text: "x | y")], line: 6),
            ]
        )])
    }

    func test_parse_fencedCode_isItsInfoStringCodeAndLine_andCanBeReplaced() {
        let sut = makeSUT()
        let document = sut.parse("Texto\n\n```Swift title=x\nlet a = 1 < 2\n```\n")

        let html = document.html(replacing: MarkdownReplacements(codeBlocks: [0: "<div class=\"marca\">swift</div>"])).text

        XCTAssertEqual(document.facts.codeBlocks, [CodeBlock(info: "Swift title=x", code: "let a = 1 < 2\n", line: 3)])
        XCTAssertEqual(document.facts.codeBlocks.first?.language, "swift")
        XCTAssertHTML(html, contains: "<div class=\"marca\">swift</div>")
        XCTAssertHTML(html, doesNotContain: "let a")
    }

    func test_parse_linksAndImages_areRecordedWithTheirLines_andRewrittenOnRequest() {
        let sut = makeSUT()
        let document = sut.parse("Primera línea\n\nVer [la capa](02-application.md#el-protocolo) y\n![diagrama](img/d.png)\n")

        let html = document.html(replacing: MarkdownReplacements(linkDestinations: [0: "02-application.html#el-protocolo"])).text

        XCTAssertEqual(document.facts.links, [
            LessonLink(destination: "02-application.md#el-protocolo", kind: .link, line: 3),
            LessonLink(destination: "img/d.png", kind: .image, line: 4),
        ])
        XCTAssertHTML(html, contains: "href=\"02-application.html#el-protocolo\"")
        XCTAssertHTML(html, contains: "src=\"img/d.png\"")
    }

    func test_parse_autolinks_areRecordedAtTheLineOfTheirParagraph() {
        // Found by the fuzzer (Fuzz/Lesson.swift): the autolink extension's links had line 0.
        let facts = makeSUT().parse("Uno\n\nVer www.swift.org y https://swift.org/blog\n").facts

        XCTAssertEqual(facts.links.map(\.line), [3, 3])
    }

    func test_parse_rawHTMLAndScriptLinks_areLeftOutByDefault() {
        let html = makeSUT().parse("<script>alert(1)</script>\n\n[x](javascript:alert(1)) <b>negrita</b>").html(replacing: MarkdownReplacements()).text

        XCTAssertHTML(html, doesNotContain: "<script>")
        XCTAssertHTML(html, doesNotContain: "javascript:")
        XCTAssertHTML(html, doesNotContain: "<b>")
    }

    func test_parse_withRawHTMLAllowed_keepsMarkupButFiltersScripts() {
        let sut = makeSUT(allowsRawHTML: true)

        let html = sut.parse("<details><summary>Más</summary>texto</details>\n\n<script>alert(1)</script>\n").html(replacing: MarkdownReplacements()).text

        XCTAssertHTML(html, contains: "<details><summary>Más</summary>")
        XCTAssertHTML(html, doesNotContain: "<script>")
    }

    func test_parse_strikethroughTaskListAndAutolink_areOn() {
        let html = makeSUT().parse("- [x] ~~hecho~~ en www.swift.org\n").html(replacing: MarkdownReplacements()).text

        XCTAssertHTML(html, contains: "<del>hecho</del>")
        XCTAssertHTML(html, contains: "type=\"checkbox\"")
        XCTAssertHTML(html, contains: "href=\"http://www.swift.org\"")
    }

    // MARK: - Helpers

    func test_parse_githubAlerts_areCalloutsWithTheirKindAndLine() {
        let markdown = "Intro\n\n> [!NOTE]\n> Nota.\n\n> [!tip]\n> Consejo.\n\n> [!WARNING] no es el título\n\n> Cita.\n\n> [!CAUTION]\n\n> Otra.\n"

        let callouts = makeSUT().parse(markdown).facts.callouts

        XCTAssertEqual(callouts, [Callout(kind: .note, line: 3), Callout(kind: .tip, line: 6), Callout(kind: .caution, line: 13)])
    }

    func test_html_calloutReplaced_wrapsItsContentWithoutTheMarkerAndLeavesTheDocumentAsParsed() {
        let document = makeSUT().parse("> [!IMPORTANT]\n> Lee **esto**.\n>\n> ## Dentro\n\n> [!NOTE]\n>\n> Sola.\n\n> [!TIP]  \n> Con salto.\n")
        let wrapper = MarkdownReplacements.Wrapper(opening: "<div class=\"c\">", closing: "</div>")

        let html = document.html(replacing: MarkdownReplacements(callouts: [0: wrapper, 1: wrapper, 2: wrapper])).text
        let plain = document.html(replacing: MarkdownReplacements()).text

        XCTAssertEqual(html, """
            <div class="c">
            <p>Lee <strong>esto</strong>.</p>
            <h2>Dentro</h2>
            </div>
            <div class="c">
            <p>Sola.</p>
            </div>
            <div class="c">
            <p>Con salto.</p>
            </div>

            """)
        XCTAssertTrue(plain.hasPrefix("<blockquote>\n<p>[!IMPORTANT]\nLee"), plain)
        XCTAssertTrue(plain.contains("<p>[!TIP]<br />\nCon salto.</p>"), plain)
    }

    private func makeSUT(allowsRawHTML: Bool = false) -> CmarkGFMMarkdownParser {
        CmarkGFMMarkdownParser(allowsRawHTML: allowsRawHTML)
    }
}
