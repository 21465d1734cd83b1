import Foundation
import LessonsInfrastructure
import LessonsCore
import TestSupport
import XCTest

final class CachedDiagramRendererTests: XCTestCase {
    func test_svg_sameSourceTwice_drawsItOnce() async throws {
        let (sut, spy) = try makeSUT()

        let first = try await sut.svg(for: "graph TD")
        let second = try await sut.svg(for: "graph TD")

        XCTAssertEqual(spy.sources, ["graph TD"])
        XCTAssertEqual(first, second)
    }

    func test_svg_cacheOutlivesTheRenderer_soANewBuildDrawsNothing() async throws {
        let folder = try makeTemporaryFolder()
        let (first, _) = try makeSUT(folder: folder)
        _ = try await first.svg(for: "graph TD")
        let (sut, spy) = try makeSUT(folder: folder)

        _ = try await sut.svg(for: "graph TD")

        XCTAssertEqual(spy.sources, [])
    }

    func test_svg_cachedDrawingThatCouldRunCode_isDrawnAgain() async throws {
        let folder = try makeTemporaryFolder()
        let (first, _) = try makeSUT(folder: folder)
        _ = try await first.svg(for: "graph TD")
        let cached = try XCTUnwrap(FileManager.default.contentsOfDirectory(atPath: folder.location("diagrams").path).first { $0.hasSuffix(".svg") })
        try folder.write("<svg><script>alert(1)</script></svg>", to: "diagrams/" + cached)
        let (sut, spy) = try makeSUT(folder: folder)

        let svg = try await sut.svg(for: "graph TD")

        XCTAssertEqual(spy.sources, ["graph TD"])
        XCTAssertEqual(svg, "<svg><text>graph TD</text></svg>")
    }

    func test_svg_differentSources_areDrawnEach() async throws {
        let (sut, spy) = try makeSUT()

        _ = try await sut.svg(for: "graph TD")
        _ = try await sut.svg(for: "graph LR")

        XCTAssertEqual(spy.sources, ["graph TD", "graph LR"])
    }

    func test_svg_anotherRenderersDrawing_isNotReused() async throws {
        let folder = try makeTemporaryFolder()
        let (mmdr, _) = try makeSUT(folder: folder, rendererName: "mmdr")
        _ = try await mmdr.svg(for: "graph TD")
        let (sut, spy) = try makeSUT(folder: folder, rendererName: "mermaidx")

        _ = try await sut.svg(for: "graph TD")

        XCTAssertEqual(spy.sources, ["graph TD"])
    }

    func test_svg_rejectedDiagram_isAskedAgainNextTime() async throws {
        let (sut, spy) = try makeSUT()
        spy.failure = DiagramRenderingError("parse error")

        _ = await errorThrown { try await sut.svg(for: "graph TD\n A[") }
        _ = await errorThrown { try await sut.svg(for: "graph TD\n A[") }

        XCTAssertEqual(spy.sources.count, 2)
    }

    // MARK: - Helpers

    private func makeSUT(folder: TemporaryFolder? = nil, rendererName: String = "mmdr") throws -> (CachedDiagramRenderer, DiagramRendererSpy) {
        let spy = DiagramRendererSpy()
        let cache = try folder ?? makeTemporaryFolder()
        return (CachedDiagramRenderer(spy, folder: cache.url.appendingPathComponent("diagrams"), rendererName: rendererName), spy)
    }
}

private final class DiagramRendererSpy: DiagramRendering, @unchecked Sendable {
    private(set) var sources: [String] = []
    var failure: DiagramRenderingError?

    func svg(for source: String) async throws(DiagramRenderingError) -> String {
        sources.append(source)
        if let failure { throw failure }
        return "<svg><text>\(source)</text></svg>"
    }
}
