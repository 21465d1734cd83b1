import Foundation
@testable import LessonsInterface
import TestSupport
import XCTest

final class InlineSVGTests: XCTestCase {
    func test_prepared_svgWithARootID_givesItAndEveryReferenceToItTheDiagramsOwnID() {
        let svg = #"<svg id="merman" viewBox="0 0 10 10"><style>#merman .node{fill:red}</style><marker id="merman-arrow"/><path marker-end="url(#merman-arrow)"/><g id="other"/></svg>"#

        let prepared = InlineSVG.prepared(svg, idPrefix: "d123")

        XCTAssertEqual(prepared, #"<svg id="d123" viewBox="0 0 10 10"><style>#d123 .node{fill:red}</style><marker id="d123-arrow"/><path marker-end="url(#d123-arrow)"/><g id="other"/></svg>"#)
    }

    func test_prepared_svgWithoutARootID_isUnchanged() {
        let svg = #"<svg viewBox="0 0 10 10"><g id="merman"/></svg>"#

        XCTAssertEqual(InlineSVG.prepared(svg, idPrefix: "d123"), svg)
    }

    func test_prepared_anySVG_isWhatFoundationsReplacementGives() {
        // Seeded, so that a failure can be run again.
        var generator = SplitMix64(seed: 34)
        let pieces = ["#my-svg", "id=\"my-svg", "id=\"my-", "#my", " ", "ñ", "→", "<g>", "</g>", "\"", "i", "#", "my-svg", "url(#my-svg-arrow)"]

        for _ in 0..<200 {
            let body = (0..<Int.random(in: 0...40, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let svg = #"<svg id="my-svg" width="1">"# + body + "</svg>"

            XCTAssertEqual(InlineSVG.prepared(svg, idPrefix: "dABC"), foundationPrepared(svg, rootID: "my-svg", idPrefix: "dABC"), svg)
        }
    }

    // MARK: - Helpers

    /// How the SVG was prepared before, through Foundation: the reference.
    private func foundationPrepared(_ svg: String, rootID: String, idPrefix: String) -> String {
        svg.replacingOccurrences(of: "#\(rootID)", with: "#\(idPrefix)").replacingOccurrences(of: "id=\"\(rootID)", with: "id=\"\(idPrefix)")
    }
}
