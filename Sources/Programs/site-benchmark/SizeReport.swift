import Foundation

/// What the benchmark prints for one corpus at one size: the build without its search step
/// against cmark-gfm alone, the search step against Pagefind alone, and the machine's load.
struct SizeReport {
    let corpus: String
    let lessons: Int
    let corpusBytes: Int
    let siteBytes: Int
    /// The renderer that drew the diagrams, as the reader should know it ("mmdr", or the stand-in).
    let diagrams: String
    let builds: [BenchmarkBuild.Sample]
    let baselines: [MachineLoad]
    /// Empty when the search was not measured.
    let searchesAlone: [PagefindAlone.Sample]

    var lines: [String] {
        let seconds = builds.map(\.seconds).sorted()
        let median = Self.median(seconds)
        let baseline = baselines.map(\.seconds).sorted()
        let baselineMedian = Self.median(baseline)
        // Each build over the baseline run right before it (`baselines[i]` just before `builds[i]`).
        // Their spread shows how much the machine's own speed moved during the run (on a shared VM,
        // from second to second).
        let pairs = zip(builds, baselines).map { $0.seconds / $1.seconds }.sorted()
        var lines = [
            "corpus \(corpus), \(lessons) lecciones (\(Self.megabytes(corpusBytes)), sitio de \(Self.megabytes(siteBytes))); diagramas SVG de \(diagrams), página de impresión, catálogo, sitemap",
            String(
                format: "  compilación sin la búsqueda: mediana %.2f s, mín. %.2f s, %.3f ms/lección; memoria máx. %d MiB",
                median, seconds[0], median * 1000 / Double(lessons), builds.map(\.peakKilobytes).max()! / 1024
            ),
            String(format: "  cmark-gfm solo: mediana %.3f s, mín. %.3f s; compilación / cmark-gfm = %.2f×", baselineMedian, baseline[0], median / baselineMedian),
            String(format: "  por pareja (cada compilación / el cmark-gfm de justo antes): mediana %.2f×, de %.2f× a %.2f×", Self.median(pairs), pairs[0], pairs[pairs.count - 1]),
        ]
        lines.append("  " + searchLine)
        return lines + LoadReport(builds: builds.map(\.load), baselines: baselines).lines.map { "  " + $0 }
    }

    private var searchLine: String {
        let steps = builds.compactMap(\.searchSeconds)
        guard !steps.isEmpty else { return "búsqueda: no se indexó (sin Pagefind, o --no-search)" }
        let step = Self.median(steps.sorted())
        let pages = builds.compactMap(\.searchPages).first.map { "\($0) páginas, " } ?? ""
        var line = String(format: "búsqueda (paso de la compilación): mediana %.2f s (", step) + pages + "Pagefind \(builds.map(\.childPeakKilobytes).max()! / 1024) MiB máx.)"
        guard !searchesAlone.isEmpty else { return line }
        let alone = Self.median(searchesAlone.map(\.seconds).sorted())
        let alonePages = searchesAlone.compactMap(\.pages).first.map { "\($0) páginas" } ?? "las mismas páginas"
        line += "; Pagefind solo (\(alonePages)): " + String(format: "mediana %.2f s; paso / Pagefind solo = %.2f×", alone, step / alone)
        return line
    }

    private static func median(_ sorted: [Double]) -> Double {
        sorted[sorted.count / 2]
    }

    static func megabytes(_ bytes: Int) -> String {
        String(format: "%.1f MB", Double(bytes) / 1_000_000)
    }
}
