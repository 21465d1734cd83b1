@testable import LessonsInterface
import Synchronization
import XCTest

final class DiagramDrawingsTests: XCTestCase {
    func test_drawing_ofOneSourceTwice_isMadeOnce() async {
        let (sut, made) = makeSUT()

        let first = await sut.drawing(of: "graph TD\n A --> B") { made.add(); return self.makeDrawing("<g>A</g>") }
        let second = await sut.drawing(of: "graph TD\n A --> B") { made.add(); return self.makeDrawing("<g>otra</g>") }

        XCTAssertEqual([first, second].map(\.svg), ["<g>A</g>", "<g>A</g>"])
        XCTAssertEqual(made.count, 1)
    }

    func test_drawing_ofTwoSources_makesEach() async {
        let (sut, made) = makeSUT()

        let first = await sut.drawing(of: "graph TD\n A") { made.add(); return self.makeDrawing("A") }
        let second = await sut.drawing(of: "graph TD\n B") { made.add(); return self.makeDrawing("B") }

        XCTAssertEqual([first, second].map(\.svg), ["A", "B"])
        XCTAssertEqual(made.count, 2)
    }

    func test_drawing_ofSourcesEqualAsStringsButNotAsBytes_makesEach() async {
        let (sut, made) = makeSUT()

        let composed = await sut.drawing(of: "graph TD\n A[caf\u{E9}]") { made.add(); return self.makeDrawing("compuesta") }
        let decomposed = await sut.drawing(of: "graph TD\n A[cafe\u{301}]") { made.add(); return self.makeDrawing("descompuesta") }

        XCTAssertEqual([composed, decomposed].map(\.svg), ["compuesta", "descompuesta"])
        XCTAssertEqual(made.count, 2)
    }

    func test_drawing_thatFailedToBeDrawn_isAskedForAgain() async {
        let (sut, made) = makeSUT()
        struct Rejected: Error {}

        _ = try? await sut.drawing(of: "graph") { made.add(); throw Rejected() }
        let drawing = await sut.drawing(of: "graph") { made.add(); return self.makeDrawing("dibujada") }

        XCTAssertEqual(drawing.svg, "dibujada")
        XCTAssertEqual(made.count, 2)
    }

    func test_drawing_beyondTheBound_isMadeEachTimeItIsAskedFor() async {
        let (sut, made) = makeSUT(maxBytes: 10)

        for _ in 0..<3 {
            let drawing = await sut.drawing(of: "graph TD") { made.add(); return self.makeDrawing("una figura grande") }
            XCTAssertEqual(drawing.svg, "una figura grande")
        }

        XCTAssertEqual(made.count, 3)
    }

    // MARK: - Helpers

    /// A drawing whose SVG is `text` as given (it holds no `<svg` tag to namespace).
    private func makeDrawing(_ text: String) -> DiagramDrawing {
        DiagramDrawing(svg: text, source: text)
    }

    private func makeSUT(maxBytes: Int = 1 << 20) -> (DiagramDrawings, Counter) {
        (DiagramDrawings(maxBytes: maxBytes), Counter())
    }

    private final class Counter: Sendable {
        private let value = Mutex(0)
        var count: Int { value.withLock { $0 } }
        func add() { value.withLock { $0 += 1 } }
    }
}
