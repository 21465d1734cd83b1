import ArgumentParser
import Foundation
import SiteInfrastructure

/// Times release builds of large courses as the Pages workflow builds them:
/// `swift run -c release site-benchmark`.
///
/// Each build runs in a child process of its own (`BenchmarkBuild`), so the peak memory it reports
/// is that build's alone. Right before each build, this process renders the same lessons with
/// cmark-gfm alone (`RawCmarkBaseline`); right after it, another child runs Pagefind alone on the
/// pages the build indexed (`PagefindAlone`). On a machine whose speed drifts, a ratio is only
/// honest between two measures taken in the same minutes.
struct SiteBenchmark: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "site-benchmark",
        abstract: "Genera cursos grandes y mide cuánto tarda y cuánta memoria usa build-site en compilarlos, como los compila el flujo de Pages.",
        discussion: """
        Cada tamaño se compila como en el flujo de Pages: diagramas en SVG (mmdr desde su caché, \
        caliente tras una compilación sin medir; sin mmdr, un sustituto de salida fija, y se dice), \
        página de impresión, catálogo, sitemap y búsqueda, cuyo paso se mide aparte y se compara con \
        Pagefind solo sobre las mismas páginas. La compilación sin la búsqueda se compara con \
        cmark-gfm solo sobre las mismas lecciones.
        """
    )

    @Option(help: "Tamaños del curso, en lecciones, separados por comas.")
    var lessons = "1000,5000"

    @Option(help: "Compilaciones por tamaño; se informa la mediana.")
    var runs = 3

    @Option(help: "Lecciones reales que repetir hasta cada tamaño, como segundo corpus junto al generado (p. ej. ../shared/sample-lessons).")
    var corpus: String?

    @Flag(inversion: .prefixedNo, help: "Mide también el índice de búsqueda (Pagefind).")
    var search = true

    @Option(help: "Carpeta de trabajo (por defecto en /dev/shm, un tmpfs, si existe).")
    var workspace: String?

    @Option(help: .hidden)
    var buildOnly: String?

    @Option(help: .hidden)
    var renderer: String?

    @Option(help: .hidden)
    var searchOnly: String?

    @Option(help: .hidden)
    var baselineOnly: String?

    @Option(help: "Solo genera un curso de --lessons lecciones en esta carpeta, sin compilarlo.")
    var generateOnly: String?

    func run() async throws {
        if let buildOnly {
            let root = URL(fileURLWithPath: buildOnly)
            let renderer = try renderer.map(URL.init(fileURLWithPath:)) ?? Self.diagramRenderer(in: root).0
            return print(try await BenchmarkBuild(root: root, renderer: renderer, search: search).run().line)
        }
        if let searchOnly {
            let root = URL(fileURLWithPath: searchOnly)
            return print(try await PagefindAlone(site: root.appendingPathComponent("_site"), folder: root.appendingPathComponent("_search-alone")).run().line)
        }
        if let baselineOnly {
            let root = URL(fileURLWithPath: baselineOnly)
            let baseline = RawCmarkBaseline.prepared(content: root.appendingPathComponent("Content"), output: root.appendingPathComponent("_cmark"))
            return print(try await MachineLoad.measure { try baseline.run() }.seconds)
        }
        let sizes = lessons.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        let corpora = [BenchmarkCorpus.generated] + (corpus.map { [.repeated(URL(fileURLWithPath: $0).standardizedFileURL)] } ?? [])
        if let generateOnly {
            let bytes = try corpora[corpora.count - 1].write(lessons: sizes.first ?? 1000, into: URL(fileURLWithPath: generateOnly))
            return print("\(SizeReport.megabytes(bytes)) en \(generateOnly)")
        }
        let base = URL(fileURLWithPath: workspace ?? (FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()))
            .appendingPathComponent("course-site-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: base) }
        let (renderer, diagrams) = try Self.diagramRenderer(in: base)
        let measuresSearch = search ? await PagefindAlone.installed() != nil : false
        if search, !measuresSearch { print("Pagefind no está instalado (pip install 'pagefind[bin]'): la búsqueda no se mide.") }
        for corpus in corpora {
            for size in sizes {
                let build = BenchmarkBuild(root: base.appendingPathComponent("\(size)"), renderer: renderer, search: measuresSearch)
                let corpusBytes = try corpus.write(lessons: size, into: build.content)
                // Untimed: fills the drawings' cache, as the workflow's cache of `.build` keeps it.
                _ = try await spawnBuild(build)
                var builds: [BenchmarkBuild.Sample] = []
                var baselines: [MachineLoad] = []
                var searchesAlone: [PagefindAlone.Sample] = []
                for _ in 0..<max(runs, 1) {
                    // The baseline right before the child, which times its build first; Pagefind
                    // alone right after it, as its search step runs after the build.
                    let baseline = RawCmarkBaseline.prepared(content: build.content, output: build.root.appendingPathComponent("_cmark"))
                    baselines.append(try await MachineLoad.measure { try baseline.run() })
                    builds.append(try await spawnBuild(build))
                    if measuresSearch { searchesAlone.append(try await spawnSearchAlone(build)) }
                }
                let report = SizeReport(
                    corpus: corpus.name, lessons: size, corpusBytes: corpusBytes, siteBytes: Self.size(of: build.site), diagrams: diagrams,
                    builds: builds, baselines: baselines, searchesAlone: searchesAlone
                )
                report.lines.forEach { print($0) }
                try? FileManager.default.removeItem(at: build.root)
            }
        }
    }

    /// mmdr where it is installed, as the workflow draws; otherwise the stand-in, said so (on
    /// standard error, which a child's line is not read from).
    private static func diagramRenderer(in base: URL) throws -> (URL, String) {
        if let mmdr = ExecutableLookup.find("mmdr") { return (mmdr, "mmdr") }
        let stub = try StubDiagramRenderer.install(in: base.appendingPathComponent("renderer"))
        FileHandle.standardError.write(Data("mmdr no está instalado (pip install mmdr): los diagramas los dibuja un sustituto de salida fija, de unos 40 KB cada uno.\n".utf8))
        return (stub, "un sustituto de mmdr")
    }

    /// Runs this same executable with `--build-only` and reads the line it prints.
    private func spawnBuild(_ build: BenchmarkBuild) async throws -> BenchmarkBuild.Sample {
        let arguments = ["--build-only", build.root.path, "--renderer", build.renderer.path] + (build.search ? [] : ["--no-search"])
        let output = try await Self.spawn(arguments)
        guard let sample = BenchmarkBuild.Sample(line: output) else { throw BenchmarkError("la compilación del benchmark falló: \(output)") }
        return sample
    }

    private func spawnSearchAlone(_ build: BenchmarkBuild) async throws -> PagefindAlone.Sample {
        let output = try await Self.spawn(["--search-only", build.root.path])
        guard let sample = PagefindAlone.Sample(line: output) else { throw BenchmarkError("Pagefind solo falló: \(output)") }
        return sample
    }

    private static func spawn(_ arguments: [String]) async throws -> String {
        let benchmark = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        let result = try await CommandRunner(timeout: .seconds(3600)).run(benchmark, arguments: arguments)
        guard result.succeeded else { throw BenchmarkError("\(arguments[0]) falló: \(result.standardOutput)\(result.standardError)") }
        return result.standardOutput
    }

    private static func size(of folder: URL) -> Int {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.fileSizeKey])
        var total = 0
        while let url = enumerator?.nextObject() as? URL {
            total += (try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
        }
        return total
    }
}
