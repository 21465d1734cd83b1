import SwiftHighlighting
import XCTest

final class SwiftHighlighterTests: XCTestCase {
    func test_html_operatorSplitAfterAName_writesEachCharacterOnce() {
        // Found by the fuzzer: `<>` after a name opened a generic list and its `>` was written twice.
        let html = SwiftHighlighter.html(for: "i<>")

        XCTAssertEqual(html.replacing(/<[^>]*>/, with: ""), "i&lt;&gt;")
    }

    func test_html_attributesAndMacros_haveTheirClasses() {
        let html = SwiftHighlighter.html(for: "@MainActor @Observable final class VM {}\n#Preview(\"Loaded\") { View() }\n")

        XCTAssertTrue(html.contains("<span class=\"attr\">@MainActor</span> <span class=\"attr\">@Observable</span>"), html)
        XCTAssertTrue(html.contains("<span class=\"mac\">#Preview</span>(<span class=\"str\">&quot;Loaded&quot;</span>)"), html)
    }

    func test_html_nestedInterpolation_highlightsTheCodeInsideTheString() {
        let html = SwiftHighlighter.html(for: "let s = \"a\\(f(\"b\\(x + 1)\"))c\"\n")

        XCTAssertTrue(html.contains("<span class=\"str\">&quot;a</span>\\(f(<span class=\"str\">&quot;b</span>\\(x <span class=\"op\">+</span> <span class=\"num\">1</span>)<span class=\"str\">&quot;</span>))<span class=\"str\">c&quot;</span>"), html)
    }

    func test_html_multilineString_isOneStringUpToItsClosingQuotesWithASpanPerLine() {
        let html = SwiftHighlighter.html(for: "let s = \"\"\"\n  uno \"dos\"\n  \"\"\"\nlet n = 1\n")

        XCTAssertTrue(html.contains("<span class=\"str\">&quot;&quot;&quot;</span>\n<span class=\"str\">  uno &quot;dos&quot;</span>\n<span class=\"str\">  &quot;&quot;&quot;</span>"), html)
        XCTAssertTrue(html.contains("<span class=\"num\">1</span>"), html)
    }

    func test_html_commentsAndDocComments_haveClassesOfTheirOwn() {
        let html = SwiftHighlighter.html(for: "/// Valida.\n// nota\n/* a /* b */ c */ let x = 1\n")

        XCTAssertTrue(html.contains("<span class=\"doc\">/// Valida.</span>"), html)
        XCTAssertTrue(html.contains("<span class=\"com\">// nota</span>"), html)
        XCTAssertTrue(html.contains("<span class=\"com\">/* a /* b */ c */</span> <span class=\"kw\">let</span>"), html)
    }

    func test_html_typesInAnnotationsAndLabelsInCalls_areToldFromNames() {
        let html = SwiftHighlighter.html(for: "func load(id: ID) -> [Product] { repository.load(id: id) }\n")

        XCTAssertTrue(html.contains("<span class=\"kw\">func</span> load(<span class=\"lbl\">id</span>: <span class=\"ty\">ID</span>) -&gt; [<span class=\"ty\">Product</span>]"), html)
        XCTAssertTrue(html.contains("repository.load(<span class=\"lbl\">id</span>: id)"), html)
    }

    func test_html_ownershipAndIsolationBeforeAType_areKeywords() {
        let html = SwiftHighlighter.html(for: "func enqueue(_ job: consuming Job, on target: isolated (any Actor)?) -> sending T {}\n")

        XCTAssertTrue(html.contains("job: <span class=\"kw\">consuming</span> <span class=\"ty\">Job</span>"), html)
        XCTAssertTrue(html.contains(": <span class=\"kw\">isolated</span> (<span class=\"kw\">any</span>"), html)
        XCTAssertTrue(html.contains("-&gt; <span class=\"kw\">sending</span> <span class=\"ty\">T</span>"), html)
    }

    func test_html_parenthesesOpeningAClosure_areItsParametersOnlyWhenInOrAnArrowFollows() {
        let tuple = SwiftHighlighter.html(for: "rows.map { (lesson: path, table: $0) }\n")
        let parameters = SwiftHighlighter.html(for: "rows.map { (row: Row, index) in row }\n")

        XCTAssertTrue(tuple.contains("{ (<span class=\"lbl\">lesson</span>: path, <span class=\"lbl\">table</span>: $0) }"), tuple)
        XCTAssertTrue(parameters.contains("{ (row: <span class=\"ty\">Row</span>, index) <span class=\"kw\">in</span> row }"), parameters)
    }

    func test_html_numbersAndOperators_haveTheirClasses() {
        let html = SwiftHighlighter.html(for: "let n = 0x1F + 1_000 * 2.5e3\n")

        XCTAssertTrue(html.contains("<span class=\"num\">0x1F</span> <span class=\"op\">+</span> <span class=\"num\">1_000</span> <span class=\"op\">*</span> <span class=\"num\">2.5e3</span>"), html)
    }

    func test_html_strippedOfSpansAndUnescaped_isTheSourceExactly() {
        let sources = [
            "@MainActor final class A { let s = \"x\\(y)\" }\n",
            "let bad = \"never closed\nfunc {{{ <#placeholder#> 🙂 ñ\n",
            "let r = #\"raw \\#(n) \"q\"\"#\n/* unterminated",
        ]
        for source in sources {
            let html = SwiftHighlighter.html(for: source)

            XCTAssertEqual(Self.text(of: html), source)
        }
    }

    func test_html_escapeAtTheVeryEnd_isTheSourceExactlyWithoutReadingPastIt() {
        // Found by the fuzzer (Fuzz/SwiftHighlighter.swift): `"a\` at the end of a block crashed.
        let sources = [":\u{1}\0\"!\u{c}\0\\", "let s = \"a\\", "let r = #\"a\\#", "x = (/a\\", "let s = \"\"\"\na\\"]
        for source in sources {
            let html = SwiftHighlighter.html(for: source)

            XCTAssertEqual(Self.text(of: html), source, source.debugDescription)
        }
    }

    func test_html_everyLine_opensAndClosesItsOwnSpans() {
        let html = SwiftHighlighter.html(for: "/* uno\n dos */ let a = \"x\"\n/// doc\n")

        for line in html.split(separator: "\n") {
            XCTAssertEqual(line.components(separatedBy: "<span").count, line.components(separatedBy: "</span>").count, String(line))
        }
    }

    func test_html_invalidCode_isStillHighlightedNeverDropped() {
        let html = SwiftHighlighter.html(for: "func (( let } 12 \"abc\n")

        XCTAssertTrue(html.contains("<span class=\"kw\">func</span>"), html)
        XCTAssertTrue(html.contains("<span class=\"num\">12</span>"), html)
        XCTAssertTrue(html.contains("<span class=\"str\">&quot;abc</span>"), html)
    }

    // MARK: - Helpers

    private static func text(of html: String) -> String {
        html.replacing(/<span class="[a-z]+">/, with: "").replacing("</span>", with: "")
            .replacing("&lt;", with: "<").replacing("&gt;", with: ">").replacing("&quot;", with: "\"")
            .replacing("&#39;", with: "'").replacing("&amp;", with: "&")
    }
}

