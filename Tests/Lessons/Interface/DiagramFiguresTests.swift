@testable import LessonsInterface
import Synchronization
import XCTest

final class DiagramFiguresTests: XCTestCase {
    func test_figure_ofOneSourceTwice_isMadeOnce() async {
        let (sut, made) = makeSUT()

        let first = await sut.figure(of: "graph TD\n A --> B") { made.add(); return self.figure("<figure>A</figure>") }
        let second = await sut.figure(of: "graph TD\n A --> B") { made.add(); return self.figure("<figure>otra</figure>") }

        XCTAssertEqual([first, second].map(\.markup), ["<figure>A</figure>", "<figure>A</figure>"])
        XCTAssertEqual(made.count, 1)
    }

    func test_figure_ofTwoSources_makesEach() async {
        let (sut, made) = makeSUT()

        let first = await sut.figure(of: "graph TD\n A") { made.add(); return self.figure("A") }
        let second = await sut.figure(of: "graph TD\n B") { made.add(); return self.figure("B") }

        XCTAssertEqual([first, second].map(\.markup), ["A", "B"])
        XCTAssertEqual(made.count, 2)
    }

    func test_figure_ofSourcesEqualAsStringsButNotAsBytes_makesEach() async {
        let (sut, made) = makeSUT()

        let composed = await sut.figure(of: "graph TD\n A[caf\u{E9}]") { made.add(); return self.figure("compuesta") }
        let decomposed = await sut.figure(of: "graph TD\n A[cafe\u{301}]") { made.add(); return self.figure("descompuesta") }

        XCTAssertEqual([composed, decomposed].map(\.markup), ["compuesta", "descompuesta"])
        XCTAssertEqual(made.count, 2)
    }

    func test_figure_thatFailedToBeDrawn_isAskedForAgain() async {
        let (sut, made) = makeSUT()
        struct Rejected: Error {}

        _ = try? await sut.figure(of: "graph") { made.add(); throw Rejected() }
        let figure = await sut.figure(of: "graph") { made.add(); return self.figure("dibujada") }

        XCTAssertEqual(figure.markup, "dibujada")
        XCTAssertEqual(made.count, 2)
    }

    func test_figure_beyondTheBound_isMadeEachTimeItIsAskedFor() async {
        let (sut, made) = makeSUT(maxBytes: 10)

        for _ in 0..<3 {
            let figure = await sut.figure(of: "graph TD") { made.add(); return self.figure("una figura grande") }
            XCTAssertEqual(figure.markup, "una figura grande")
        }

        XCTAssertEqual(made.count, 3)
    }

    // MARK: - Helpers

    private func figure(_ markup: String) -> DiagramFigure {
        DiagramFigure(markup: markup, drawing: DiagramDrawing(svg: "<svg xmlns=\"http://www.w3.org/2000/svg\"></svg>", source: markup))
    }

    private func makeSUT(maxBytes: Int = 1 << 20) -> (DiagramFigures, Counter) {
        (DiagramFigures(maxBytes: maxBytes), Counter())
    }

    private final class Counter: Sendable {
        private let value = Mutex(0)
        var count: Int { value.withLock { $0 } }
        func add() { value.withLock { $0 += 1 } }
    }
}
