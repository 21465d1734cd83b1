@testable import LessonsInfrastructure
import LessonsCore
import XCTest

final class SVGSafetyTests: XCTestCase {
    func test_check_aDrawingOfShapesAndText_passes() {
        let svg = #"<?xml version="1.0"?><!-- mmdr --><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><style><![CDATA[.a > b { fill: red }]]></style>"#
            + #"<g class="node" data-on="x"><rect stroke-linejoin="round" title="a > b"/><text>isOnline: online = true, &quot;javascript: notes&quot;, &lt;script&gt;</text></g></svg>"#

        XCTAssertNoThrow(try SVGSafety.check(svg))
    }

    func test_check_forbiddenElementsInAnyCaseOrWithAPrefix_throwNamingThem() {
        let cases = [
            "<svg><SCRIPT>x</SCRIPT></svg>": "<script",
            #"<svg><x:script xmlns:x="http://www.w3.org/2000/svg">x</x:script></svg>"#: "<script",
            "<svg><IFrame/></svg>": "<iframe",
            #"<svg><foreignObject><h:iframe xmlns:h="http://www.w3.org/1999/xhtml" srcdoc="x"/></foreignObject></svg>"#: "<iframe",
            "<svg><oBjEcT/></svg>": "<object",
            "<svg><embed/></svg>": "<embed",
        ]

        for (svg, shown) in cases {
            XCTAssertEqual(message(of: svg), "el SVG contiene \(shown), que no se publica", svg)
        }
    }

    func test_check_eventAttributesAfterAnyWhitespaceOrPrefix_throw() {
        for svg in [#"<svg onload="x">"#, "<svg\tonClick = \"x\">", "<svg\nonmouseover=\"x\">", "<svg\r\nONFOCUS\t=x>", #"<svg><g title="a>b" onload="x"/></svg>"#, #"<svg x:onload="y">"#] {
            XCTAssertEqual(message(of: svg), "el SVG contiene un atributo de evento (on…=), que no se publica", svg)
        }
    }

    func test_check_scriptAddressesHiddenByCharacterReferencesOrWhitespace_throw() {
        let hidden = [
            #"<a href="javascript:alert(1)">"#, #"<a xlink:href="JavaScript:x">"#, #"<a href="&#106;avascript:x">"#, #"<a href="javascript&#58;x">"#,
            #"<a href="&#x6A;ava&#X73;cript:x">"#, "<a href=\"java\tscript:x\">", "<a href=\"java\nscript:x\">", #"<a href="  javascript:x">"#,
            #"<animate attributeName="href" values="0;&#106;avascript:x"/>"#, "<a href='javascript:x'>",
        ]

        for svg in hidden {
            XCTAssertEqual(message(of: "<svg>" + svg + "</svg>"), "el SVG contiene javascript:, que no se publica", svg)
        }
    }

    func test_check_aDocumentTypeThatCouldDeclareEntities_throws() {
        let svg = #"<!DOCTYPE svg [<!ENTITY js "javascript:">]><svg><a href="&js;x"/></svg>"#

        XCTAssertEqual(message(of: svg), "el SVG declara un tipo de documento (<!DOCTYPE), que no se publica")
    }

    func test_check_unfinishedMarkupOrNonASCII_endsWithoutThrowing() {
        for svg in ["<svg", "<svg a=", "<svg a=\"", "<!--", "<![CDATA[", "<?xml", "<", "<svg>é ☃ on</svg>", "&#", " on", "", "<a href=\"&#99999999999;\">"] {
            XCTAssertNoThrow(try SVGSafety.check(svg), svg)
        }
    }

    // MARK: - Helpers

    private func message(of svg: String) -> String? {
        do {
            try SVGSafety.check(svg)
            return nil
        } catch {
            return error.message.description
        }
    }
}
