import HTMLEscaping
import XCTest

final class HTMLEscapingTests: XCTestCase {
    func test_escape_textWithoutMarkup_isReturnedUnchanged() {
        XCTAssertEqual(HTMLEscaping.escape("Capa Domain: qué y por qué"), "Capa Domain: qué y por qué")
    }

    func test_escape_everyMarkupCharacter_becomesAnEntity() {
        XCTAssertEqual(HTMLEscaping.escape("<a href=\"x\" title='y'>&</a>"), "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;")
    }

    func test_escape_keepsMultibyteCharactersAroundEntities() {
        XCTAssertEqual(HTMLEscaping.escape("ñ<é>ü & 🚀"), "ñ&lt;é&gt;ü &amp; 🚀")
    }

    func test_escape_emptyText_staysEmpty() {
        XCTAssertEqual(HTMLEscaping.escape(""), "")
    }

    func test_append_escapesLikeEscapeOntoTheEndOfTheOutput() {
        for text in ["a<b & \"c\" 'ñ'", "", "<", "sin nada que escapar: ñandú", "&&>>", "fin<"] {
            var output = Array("<p>".utf8)

            Array(text.utf8).withUnsafeBufferPointer { HTMLEscaping.append($0, to: &output) }

            XCTAssertEqual(String(decoding: output, as: UTF8.self), "<p>" + HTMLEscaping.escape(text), text)
        }
    }

    func test_appendText_escapesLikeEscapeOntoTheEndOfTheOutput() {
        for text in ["a<b & \"c\" 'ñ'", "", "<", "sin nada que escapar: ñandú", "&&>>", "fin<"] {
            var output = Array("<p>".utf8)

            HTMLEscaping.append(text, to: &output)

            XCTAssertEqual(String(decoding: output, as: UTF8.self), "<p>" + HTMLEscaping.escape(text), text)
        }
    }
}
