import ArgumentParser
import Foundation
import SiteComposition
import SiteInfrastructure

/// Times release builds of generated courses: `swift run -c release site-benchmark`.
///
/// Each build runs in a child process of its own, so the peak memory it reports is that
/// build's alone, not the generator's nor an earlier build's. Between builds, this process renders
/// the same lessons with cmark-gfm alone (`RawCmarkBaseline`): alternating the two in the same
/// minutes keeps the ratio honest on a machine whose speed drifts.
@main
struct SiteBenchmark: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "site-benchmark",
        abstract: "Genera cursos grandes y mide cuánto tarda y cuánta memoria usa build-site en compilarlos."
    )

    @Option(help: "Tamaños del curso, en lecciones, separados por comas.")
    var lessons = "1000,5000"

    @Option(help: "Compilaciones por tamaño; se informa la mediana.")
    var runs = 3

    @Option(help: "Carpeta de trabajo (por defecto en /dev/shm, un tmpfs, si existe).")
    var workspace: String?

    @Option(help: .hidden)
    var buildOnly: String?

    @Option(help: .hidden)
    var baselineOnly: String?

    @Option(help: "Solo genera un curso de --lessons lecciones en esta carpeta, sin compilarlo.")
    var generateOnly: String?

    func run() async throws {
        if let buildOnly { return try await buildOnce(root: URL(fileURLWithPath: buildOnly)) }
        if let baselineOnly {
            let root = URL(fileURLWithPath: baselineOnly)
            return print(try RawCmarkBaseline().run(content: root.appendingPathComponent("Content"), output: root.appendingPathComponent("_cmark")))
        }
        let sizes = lessons.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        if let generateOnly {
            let bytes = try CorpusGenerator(lessonsPerFolder: 20).generate(lessons: sizes.first ?? 1000, into: URL(fileURLWithPath: generateOnly))
            return print("\(Self.megabytes(bytes)) en \(generateOnly)")
        }
        let base = URL(fileURLWithPath: workspace ?? (FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()))
            .appendingPathComponent("course-site-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: base) }
        print("lecciones   corpus     salida     mediana    mín.       memoria máx.   ms/lección")
        for size in sizes {
            let root = base.appendingPathComponent("\(size)")
            let corpusBytes = try CorpusGenerator(lessonsPerFolder: 20).generate(lessons: size, into: root.appendingPathComponent("Content"))
            var samples: [Sample] = []
            var baselineSeconds: [Double] = []
            var baselineLoads: [MachineLoad] = []
            for _ in 0..<max(runs, 1) {
                samples.append(try await spawnBuild(root: root))
                var seconds = 0.0
                baselineLoads.append(try await MachineLoad.measure {
                    seconds = try RawCmarkBaseline().run(content: root.appendingPathComponent("Content"), output: root.appendingPathComponent("_cmark"))
                })
                baselineSeconds.append(seconds)
            }
            // Each build over the baseline run right after it, seconds apart. Their spread shows how
            // much the machine's own speed moved during the run (on a shared VM, from second to second).
            let pairRatios = zip(samples, baselineSeconds).map { $0.seconds / $1 }.sorted()
            let seconds = samples.map(\.seconds).sorted()
            let median = seconds[seconds.count / 2]
            baselineSeconds.sort()
            let baselineMedian = baselineSeconds[baselineSeconds.count / 2]
            let outputBytes = Self.size(of: root.appendingPathComponent("_site"))
            print(
                String(size).padding(toLength: 12, withPad: " ", startingAt: 0)
                    + Self.megabytes(corpusBytes).padding(toLength: 11, withPad: " ", startingAt: 0)
                    + Self.megabytes(outputBytes).padding(toLength: 11, withPad: " ", startingAt: 0)
                    + String(format: "%.2f s", median).padding(toLength: 11, withPad: " ", startingAt: 0)
                    + String(format: "%.2f s", seconds[0]).padding(toLength: 11, withPad: " ", startingAt: 0)
                    + "\(samples.map(\.peakKilobytes).max()! / 1024) MiB".padding(toLength: 15, withPad: " ", startingAt: 0)
                    + String(format: "%.3f", median * 1000 / Double(size))
            )
            print(
                String(repeating: " ", count: 12) + "cmark-gfm solo: mediana "
                    + String(format: "%.3f s, mín. %.3f s; compilación / cmark-gfm = %.2f×", baselineMedian, baselineSeconds[0], median / baselineMedian)
            )
            print(
                String(repeating: " ", count: 12)
                    + String(format: "por pareja (cada compilación / el cmark-gfm siguiente): mediana %.2f×, de %.2f× a %.2f×", pairRatios[pairRatios.count / 2], pairRatios[0], pairRatios[pairRatios.count - 1])
            )
            for line in LoadReport(builds: samples.map(\.load), baselines: baselineLoads).lines {
                print(String(repeating: " ", count: 12) + line)
            }
            try? FileManager.default.removeItem(at: root)
        }
    }

    private struct Sample {
        let load: MachineLoad
        let peakKilobytes: Int
        var seconds: Double { load.seconds }
    }

    /// Runs this same executable with `--build-only` and reads the line it prints.
    private func spawnBuild(root: URL) async throws -> Sample {
        let benchmark = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        let result = try await CommandRunner(timeout: .seconds(3600)).run(benchmark, arguments: ["--build-only", root.path])
        let output = result.standardOutput
        let fields = output.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ")
        guard result.succeeded, fields.count == 4, let seconds = Double(fields[0]), let peak = Int(fields[1]), let cpu = Double(fields[2])
        else { throw ValidationError("la compilación del benchmark falló: \(output)\(result.standardError)") }
        return Sample(load: MachineLoad(seconds: seconds, ownCPUSeconds: cpu, otherCores: Double(fields[3])), peakKilobytes: peak)
    }

    /// The child: one build, timed from start to published site, then its own peak memory, its CPU
    /// time and the rest of the machine's load (`-` where it cannot be read).
    private func buildOnce(root: URL) async throws {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        // The built-in theme, as a course without templates of its own gets.
        let configuration = SiteConfiguration(
            contentFolder: root.appendingPathComponent("Content"),
            outputFolder: root.appendingPathComponent("_site"),
            // Measures the generator itself: diagrams left to the browser, no Pagefind.
            diagrams: DiagramOptions(mode: .client),
            search: false
        )
        // From a clean folder, as the baseline starts: deleting the previous run's site is the
        // file system's work, not the generator's.
        try? FileManager.default.removeItem(at: configuration.outputFolder)
        let load = try await MachineLoad.measure {
            _ = try await SiteBuilder(configuration: configuration, reporter: SilentProgress(), diagnostics: [SilentProgress()], workingDirectory: cwd).build()
        }
        print("\(load.seconds) \(PeakMemory.kilobytes()) \(load.ownCPUSeconds) \(load.otherCores.map { "\($0)" } ?? "-")")
    }

    private static func size(of folder: URL) -> Int {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.fileSizeKey])
        var total = 0
        while let url = enumerator?.nextObject() as? URL {
            total += (try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
        }
        return total
    }

    private static func megabytes(_ bytes: Int) -> String {
        String(format: "%.1f MB", Double(bytes) / 1_000_000)
    }
}
