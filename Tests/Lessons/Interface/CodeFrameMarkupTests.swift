import LessonsCore
import LessonsInterface
import XCTest

final class CodeFrameMarkupTests: XCTestCase {
    func test_html_withoutAFrame_isTheBlockHighlighted() {
        let html = CodeFrameMarkup.html(for: CodeBlock(info: "swift", code: "let a = 1\n", line: 1), frame: nil).text

        XCTAssertEqual(html, "<pre><code class=\"language-swift\"><span class=\"kw\">let</span> a = <span class=\"num\">1</span>\n</code></pre>")
    }

    func test_html_withAFrame_titlesItWithTheFileAndItsFolderAndHidesThePathComment() {
        let block = CodeBlock(info: "swift", code: "// App/<Models>/Email.swift\n\nstruct Email {}\n", line: 1)

        let html = CodeFrameMarkup.html(for: block, frame: makeFrame(fileName: "Email.swift", folder: "App/<Models>", hiddenLines: 2)).text

        XCTAssertTrue(html.hasPrefix("<figure class=\"code-frame\" id=\"codigo-1\"><figcaption><span class=\"code-file\">Email.swift</span> <span class=\"code-folder\">App/<wbr>&lt;Models&gt;</span>"), html)
        XCTAssertTrue(html.contains("<button type=\"button\" class=\"code-copy\" data-copy=\"Copiar\" data-copied=\"Copiado\" hidden>Copiar</button>"), html)
        XCTAssertTrue(html.contains("<pre><code class=\"language-swift\"><span class=\"kw\">struct</span> Email {}\n</code></pre></figure>"), html)
        XCTAssertFalse(html.contains("// App"), html)
    }

    func test_html_titleBarPartsWithCharactersToEscape_areEscapedInPlace() {
        let frame = CodeFrame(
            fileName: "A&B.swift", folder: "/App//\"x\"/", continues: true, hiddenLines: 0, changedLines: [],
            previous: CodeFrame.Link(text: "<b>", url: "/a.html?x=1&y=\"2\""), anchor: "codigo-3"
        )

        let html = CodeFrameMarkup.html(code: "", frame: frame, words: .spanish).text

        XCTAssertEqual(html, "<figure class=\"code-frame\" id=\"codigo-3\"><figcaption><span class=\"code-file\">A&amp;B.swift <span class=\"code-continues\">(continúa)</span></span>"
            + " <span class=\"code-folder\">/<wbr>App/<wbr>/<wbr>&quot;x&quot;/<wbr></span>"
            + " <a class=\"code-previous\" href=\"/a.html?x=1&amp;y=&quot;2&quot;\">&lt;b&gt;</a>"
            + " <button type=\"button\" class=\"code-copy\" data-copy=\"Copiar\" data-copied=\"Copiado\" hidden>Copiar</button></figcaption>"
            + "<pre><code class=\"language-swift\"></code></pre></figure>")
    }

    func test_html_changedLines_areMarkedLineByLine() {
        let block = CodeBlock(info: "swift", code: "struct A {\n    let b = \"\"\"\n    x\n    \"\"\"\n}\n", line: 1)

        let html = CodeFrameMarkup.html(for: block, frame: makeFrame(changedLines: [2, 3])).text

        XCTAssertTrue(html.contains("\n<span class=\"changed\"><span class=\"str\">    x</span></span>\n<span class=\"changed\"><span class=\"str\">    &quot;&quot;&quot;</span></span>\n}"), html)
        XCTAssertEqual(html.components(separatedBy: "class=\"changed\"").count - 1, 2)
    }

    func test_html_withAPreviousVersion_linksToIt() {
        let frame = makeFrame(previous: CodeFrame.Link(text: "cambia la versión de 01.md · Iteración 2", url: "/s/01.html#codigo-1"))

        let html = CodeFrameMarkup.html(for: CodeBlock(info: "swift", code: "let a = 1\n", line: 1), frame: frame).text

        XCTAssertTrue(html.contains(" <a class=\"code-previous\" href=\"/s/01.html#codigo-1\">cambia la versión de 01.md · Iteración 2</a>"), html)
    }

    func test_html_withABadge_linksItFromTheTitleBarBeforeThePreviousVersionWithTheMissingNamesAsCode() {
        let badge = StepBadge(tone: .red, text: "rojo: no compila", missing: ["Email", "<b>"], missesMore: true, title: "Paso 3 · como dice la lección", position: 3, url: "/reports/traceability.html#paso-3")

        let html = CodeFrameMarkup.html(for: CodeBlock(info: "swift", code: "let a = 1\n", line: 1), frame: makeFrame(previous: CodeFrame.Link(text: "x", url: "#codigo-1"), badge: badge)).text

        let expected = " <a class=\"step-badge step-red\" href=\"/reports/traceability.html#paso-3\" title=\"Paso 3 · como dice la lección\" data-pagefind-ignore>"
            + "rojo: no compila — falta <code>Email</code>, <code>&lt;b&gt;</code>, …</a> <a class=\"code-previous\""
        XCTAssertTrue(html.contains(expected), html)
    }

    func test_html_withABadgeThatLinksNowhere_isItsWordsAlone() {
        let badge = StepBadge(tone: .warning, text: "⚠ no compila", title: "Paso 7", position: 7)

        let html = CodeFrameMarkup.html(for: CodeBlock(info: "swift", code: "let a = 1\n", line: 1), frame: makeFrame(badge: badge)).text

        XCTAssertTrue(html.contains(" <span class=\"step-badge step-warning\" title=\"Paso 7\" data-pagefind-ignore>⚠ no compila</span>"), html)
        XCTAssertFalse(html.contains("href"), html)
    }

    func test_html_withoutABadge_hasNone() {
        let html = CodeFrameMarkup.html(for: CodeBlock(info: "swift", code: "let a = 1\n", line: 1), frame: makeFrame()).text

        XCTAssertFalse(html.contains("step-badge"), html)
    }

    // MARK: - Helpers

    private func makeFrame(
        fileName: String = "A.swift",
        folder: String = "",
        hiddenLines: Int = 0,
        changedLines: Set<Int> = [],
        previous: CodeFrame.Link? = nil,
        badge: StepBadge? = nil
    ) -> CodeFrame {
        CodeFrame(fileName: fileName, folder: folder, continues: false, hiddenLines: hiddenLines, changedLines: changedLines, previous: previous, anchor: "codigo-1", badge: badge)
    }
}
