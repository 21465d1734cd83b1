import LessonsCore
import LessonsInterface
import TestSupport
import XCTest

final class CodeBlockHTMLRendererTests: XCTestCase {
    func test_html_swiftBlock_isEscapedAndKeepsItsLanguageClass() {
        let sut = CodeBlockHTMLRenderer()

        let html = sut.html(for: CodeBlock(language: "swift", code: "if a < b && c > \"d\" {}\n", line: 1))

        XCTAssertEqual(html, "<pre><code class=\"language-swift\">if a &lt; b &amp;&amp; c &gt; &quot;d&quot; {}\n</code></pre>")
    }

    func test_html_mermaidBlock_keepsEscapedSourceForTheBrowserToDraw() {
        let sut = CodeBlockHTMLRenderer()

        let html = sut.html(for: CodeBlock(language: "mermaid", code: "graph TD\n A[\"Email<br/>struct\"] --> B\n", line: 1))

        XCTAssertEqual(html, "<pre class=\"mermaid\">graph TD\n A[&quot;Email&lt;br/&gt;struct&quot;] --&gt; B\n</pre>")
    }

    func test_html_languageWithMarkup_isReducedToSafeClassCharacters() {
        let sut = CodeBlockHTMLRenderer()

        let html = sut.html(for: CodeBlock(language: "x\"><script>", code: "", line: 1))

        XCTAssertEqual(html, "<pre><code class=\"language-xscript\"></code></pre>")
    }

    func test_html_blockWithoutLanguage_hasNoClass() {
        XCTAssertEqual(CodeBlockHTMLRenderer().html(for: CodeBlock(language: nil, code: "x", line: 1)), "<pre><code>x</code></pre>")
    }
}
