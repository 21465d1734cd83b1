import Foundation
import SiteComposition
import SiteInterface

/// One build of a benchmark course as the Pages workflow builds it, in a child process of its own
/// (`--build-only`), so the peak memory it reports is that build's alone: diagrams drawn as SVG
/// (from the drawings' cache, warmed by an untimed build first), the print page, the catalog, the
/// sitemap under a site address and a base path, and the search index, timed apart. Not the
/// workflow's `--check-code` and `--check-steps` (the course's code, not its pages), nor its dates
/// (the benchmark's courses are no git repositories).
struct BenchmarkBuild {
    let root: URL
    /// mmdr, or `StubDiagramRenderer` where it is not installed.
    let renderer: URL
    /// Indexes for search, as the workflow does when Pagefind is installed.
    let search: Bool

    var content: URL { root.appendingPathComponent("Content") }
    var site: URL { root.appendingPathComponent("_site") }

    var configuration: SiteConfiguration {
        SiteConfiguration(
            contentFolder: content,
            outputFolder: site,
            baseURL: "/curso/",
            siteURL: SiteURL("https://example.github.io/curso/"),
            diagrams: DiagramOptions(mode: .svg, renderer: renderer.path, cacheFolder: root.appendingPathComponent("diagram-cache")),
            search: search,
            showsDates: false
        )
    }

    /// What the child prints on its one line of output.
    struct Sample: Equatable {
        /// The build without its search step, the part compared with cmark-gfm alone: its wall
        /// seconds, its CPU seconds and the machine's other load.
        let load: MachineLoad
        /// The search step's wall seconds; nil when it did not index (Pagefind missing or failing).
        let searchSeconds: Double?
        /// Pages the search step said it indexed.
        let searchPages: Int?
        /// This process's peak: the generator's.
        let peakKilobytes: Int
        /// The largest of the processes it ran and waited for: Pagefind's.
        let childPeakKilobytes: Int

        var seconds: Double { load.seconds }

        var line: String {
            [
                "\(load.seconds)", searchSeconds.map { "\($0)" } ?? "-", searchPages.map(String.init) ?? "-",
                "\(peakKilobytes)", "\(childPeakKilobytes)", "\(load.ownCPUSeconds)", load.otherCores.map { "\($0)" } ?? "-",
            ].joined(separator: " ")
        }

        init(load: MachineLoad, searchSeconds: Double?, searchPages: Int?, peakKilobytes: Int, childPeakKilobytes: Int) {
            self.load = load
            self.searchSeconds = searchSeconds
            self.searchPages = searchPages
            self.peakKilobytes = peakKilobytes
            self.childPeakKilobytes = childPeakKilobytes
        }

        init?(line: String) {
            let fields = line.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ").map(String.init)
            guard fields.count == 7, let seconds = Double(fields[0]), let peak = Int(fields[3]), let childPeak = Int(fields[4]), let cpu = Double(fields[5])
            else { return nil }
            self.init(
                load: MachineLoad(seconds: seconds, ownCPUSeconds: cpu, otherCores: Double(fields[6])),
                searchSeconds: Double(fields[1]), searchPages: Int(fields[2]), peakKilobytes: peak, childPeakKilobytes: childPeak
            )
        }
    }

    /// The child's work: one build from an empty output folder, as the baseline starts (deleting
    /// the previous run's site is the file system's work, not the generator's).
    func run() async throws -> Sample {
        try? FileManager.default.removeItem(at: site)
        let steps = StepTimes()
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let load = try await MachineLoad.measure {
            _ = try await SiteBuilder(configuration: configuration, reporter: steps, diagnostics: [steps], workingDirectory: cwd).build()
        }
        if let first = steps.lightening.first {
            throw BenchmarkError("la compilación hizo menos que la del flujo de Pages (\(steps.lightening.count) avisos): \(first)")
        }
        guard let search = steps.search, case .done(let said) = search.outcome else {
            return Sample(load: load, searchSeconds: nil, searchPages: nil, peakKilobytes: PeakMemory.kilobytes(), childPeakKilobytes: PeakMemory.childKilobytes())
        }
        let withoutSearch = MachineLoad(seconds: load.seconds - search.seconds, ownCPUSeconds: load.ownCPUSeconds - search.cpuSeconds, otherCores: load.otherCores)
        return Sample(
            load: withoutSearch, searchSeconds: search.seconds, searchPages: Int(said.description.prefix { $0.isNumber }),
            peakKilobytes: PeakMemory.kilobytes(), childPeakKilobytes: PeakMemory.childKilobytes()
        )
    }
}
