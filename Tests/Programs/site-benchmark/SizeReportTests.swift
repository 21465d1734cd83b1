@testable import site_benchmark
import XCTest

final class SizeReportTests: XCTestCase {
    func test_lines_withTheSearchMeasured_compareTheBuildWithCmarkAndTheSearchStepWithPagefindAlone() {
        let sut = makeSUT(
            builds: [build(seconds: 1.0, search: 2.0), build(seconds: 1.1, search: 2.1), build(seconds: 0.9, search: 2.0)],
            baselines: [0.5, 0.6, 0.5],
            alone: [1.6, 1.7, 1.5]
        )

        let lines = sut.lines

        XCTAssertEqual(lines[0], "corpus generado, 1000 lecciones (28.0 MB, sitio de 150.0 MB); diagramas SVG de mmdr, página de impresión, catálogo, sitemap")
        XCTAssertEqual(lines[1], "  compilación sin la búsqueda: mediana 1.00 s, mín. 0.90 s, 1.000 ms/lección; memoria máx. 60 MiB")
        XCTAssertEqual(lines[2], "  cmark-gfm solo: mediana 0.500 s, mín. 0.500 s; compilación / cmark-gfm = 2.00×")
        XCTAssertEqual(lines[3], "  por pareja (cada compilación / el cmark-gfm de justo antes): mediana 1.83×, de 1.80× a 2.00×")
        XCTAssertEqual(lines[4], "  búsqueda (paso de la compilación): mediana 2.00 s (1003 páginas, Pagefind 700 MiB máx.); Pagefind solo (1001 páginas): mediana 1.60 s; paso / Pagefind solo = 1.25×")
    }

    func test_lines_withoutTheSearchIndexed_sayItWasNotMeasured() {
        let sut = makeSUT(builds: [build(seconds: 1.0, search: nil)], baselines: [0.5], alone: [])

        XCTAssertEqual(sut.lines[1], "  compilación sin la búsqueda: mediana 1.00 s, mín. 1.00 s, 1.000 ms/lección; memoria máx. 60 MiB")
        XCTAssertEqual(sut.lines[4], "  búsqueda: no se indexó (sin Pagefind, o --no-search)")
    }

    // MARK: - Helpers

    private func makeSUT(builds: [BenchmarkBuild.Sample], baselines: [Double], alone: [Double]) -> SizeReport {
        SizeReport(
            corpus: "generado", lessons: 1000, corpusBytes: 28_000_000, siteBytes: 150_000_000, diagrams: "mmdr",
            builds: builds,
            baselines: baselines.map { MachineLoad(seconds: $0, ownCPUSeconds: $0, otherCores: 0) },
            searchesAlone: alone.map { PagefindAlone.Sample(seconds: $0, pages: 1001, peakKilobytes: 600 * 1024) }
        )
    }

    private func build(seconds: Double, search: Double?) -> BenchmarkBuild.Sample {
        BenchmarkBuild.Sample(
            load: MachineLoad(seconds: seconds, ownCPUSeconds: seconds * 1.5, otherCores: 0),
            searchSeconds: search, searchPages: search == nil ? nil : 1003, peakKilobytes: 60 * 1024, childPeakKilobytes: 700 * 1024
        )
    }
}
