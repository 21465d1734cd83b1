@testable import LessonsInfrastructure
import LessonsCore
import TestSupport
import XCTest

final class SVGSafetyTests: XCTestCase {
    func test_check_aDrawingOfShapesAndText_passes() {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><g class="node"><rect stroke-linejoin="round"/><text data-on="x">one option, button</text></g></svg>"#

        XCTAssertNoThrow(try SVGSafety.check(svg))
    }

    func test_check_forbiddenTagsOrSchemesInAnyCase_throwNamingThem() {
        let cases = ["<svg><SCRIPT>x</SCRIPT></svg>": "<script", "<a href=\"JavaScript:x\"/>": "javascript:", "<IFrame/>": "<iframe", "<oBjEcT/>": "<object", "<embed/>": "<embed"]

        for (svg, shown) in cases {
            XCTAssertEqual(message(of: svg), "el SVG contiene \(shown), que no se publica", svg)
        }
    }

    func test_check_eventAttributesAfterAnyWhitespace_throw() {
        for svg in [#"<svg onload="x">"#, "<svg\tonClick = \"x\">", "<svg\nonmouseover=\"x\">", "<svg\r\nONFOCUS\t=x>"] {
            XCTAssertEqual(message(of: svg), "el SVG contiene un atributo de evento (on…=), que no se publica", svg)
        }
    }

    func test_check_onWithoutLettersOrEqualsOrWhitespaceBefore_passes() {
        for svg in [#"<g on="x">"#, "<text> one two</text>", #"<g data-onload="x">"#, "<text>on</text>", "<svg>é ☃ on</svg>", " on", ""] {
            XCTAssertNoThrow(try SVGSafety.check(svg), svg)
        }
    }

    func test_check_randomASCII_agreesWithLowercasingAndARegex() {
        var generator = SplitMix64(seed: 34)
        let pieces = ["<", "script", "SCRIPT", "javascript:", "iframe", "object", "embed", " ", "\t", "\n", "\r", "\u{0C}", "on", "ON", "load", "=", "\"", "x", "-", ">"]
        for _ in 0..<2_000 {
            let svg = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()

            XCTAssertEqual(message(of: svg), reference(svg), svg.debugDescription)
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

    /// The check as it was written first, on Foundation's lowercasing and a regular expression.
    private func reference(_ svg: String) -> String? {
        let lowered = svg.lowercased()
        if let found = ["<script", "javascript:", "<iframe", "<object", "<embed"].first(where: lowered.contains) {
            return "el SVG contiene \(found), que no se publica"
        }
        if lowered.firstMatch(of: /\son[a-z]+\s*=/) != nil {
            return "el SVG contiene un atributo de evento (on…=), que no se publica"
        }
        return nil
    }
}
