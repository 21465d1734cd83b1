@testable import LessonsInterface
import SiteCore
import XCTest

final class DiagramDrawingTests: XCTestCase {
    func test_init_pathIsNamedAfterTheSource() {
        let sut = DiagramDrawing(svg: "<svg xmlns=\"http://www.w3.org/2000/svg\"/>", source: "graph TD\n A\n")

        XCTAssertEqual(sut.path, "diagrams/d\(ContentHash.of("graph TD\n A\n")).svg")
    }

    func test_init_svgWithoutNamespace_getsOneAsAnImageNeeds() {
        let sut = DiagramDrawing(svg: "<?xml version=\"1.0\"?><svg id=\"x\"><g/></svg>", source: "a")

        XCTAssertEqual(sut.svg, "<?xml version=\"1.0\"?><svg xmlns=\"http://www.w3.org/2000/svg\" id=\"x\"><g/></svg>")
    }

    func test_init_namespaceAfterALineBreakOrInSingleQuotes_isKeptAlone() {
        for svg in [
            "<svg id=\"x\"\n  xmlns=\"http://www.w3.org/2000/svg\"/>", "<svg xmlns='http://www.w3.org/2000/svg'/>", "<svg xmlns = \"http://www.w3.org/2000/svg\"/>",
        ] {
            XCTAssertEqual(DiagramDrawing(svg: svg, source: "a").svg, svg)
        }
    }

    func test_init_onlyAnotherNamespace_getsTheSVGOne() {
        let sut = DiagramDrawing(svg: "<svg xmlns:xlink=\"http://www.w3.org/1999/xlink\"/>", source: "a")

        XCTAssertEqual(sut.svg, "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\"/>")
    }

    func test_init_viewBox_givesItsWidthAndHeightRoundedUp() {
        let cases: [(String, Int?, Int?)] = [
            ("<svg viewBox=\"4 4 630.74 187\">", 631, 187),
            ("<svg\tviewBox='0,0,120,80'>", 120, 80),
            ("<svg viewBox = \"0 0 30 40\">", 30, 40),
            ("<svg viewBox=\"-10 -20 50.1 60\">", 51, 60),
            ("<svg viewBox=\"0 0 0 10\">", nil, nil),
            ("<svg viewBox=\"0 0 -5 10\">", nil, nil),
            ("<svg viewBox=\"0 0 1e9 10\">", nil, nil),
            ("<svg viewBox=\"0 0 nan 10\">", nil, nil),
            ("<svg viewBox=\"0 0 10\">", nil, nil),
            ("<svg width=\"100%\">", nil, nil),
            ("<svg dataviewBox=\"0 0 10 10\">", nil, nil),
        ]
        for (svg, width, height) in cases {
            let sut = DiagramDrawing(svg: svg + "</svg>", source: "a")

            XCTAssertEqual(sut.width, width, svg)
            XCTAssertEqual(sut.height, height, svg)
        }
    }

    func test_init_textWithoutAnSVGTag_isKeptAsItIs() {
        let sut = DiagramDrawing(svg: "no es un dibujo", source: "a")

        XCTAssertEqual(sut.svg, "no es un dibujo")
        XCTAssertNil(sut.width)
    }
}
