import Foundation
import SiteInfrastructure

/// Pagefind by itself on the pages the build indexed, the search step's limit as cmark-gfm alone
/// is the build's: the built site's pages that mark their text for search (`data-pagefind-body`)
/// are copied, before the clock starts, into a folder of their own, and Pagefind indexes it whole,
/// in a child process (`--search-only`) whose peak is Pagefind's.
struct PagefindAlone {
    static let marker = Data("data-pagefind-body".utf8)

    let site: URL
    let folder: URL

    struct Sample: Equatable {
        let seconds: Double
        let pages: Int?
        let peakKilobytes: Int

        var line: String { "\(seconds) \(pages.map(String.init) ?? "-") \(peakKilobytes)" }

        init(seconds: Double, pages: Int?, peakKilobytes: Int) {
            self.seconds = seconds
            self.pages = pages
            self.peakKilobytes = peakKilobytes
        }

        init?(line: String) {
            let fields = line.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ").map(String.init)
            guard fields.count == 3, let seconds = Double(fields[0]), let peak = Int(fields[2]) else { return nil }
            self.init(seconds: seconds, pages: Int(fields[1]), peakKilobytes: peak)
        }
    }

    /// Pagefind as the build finds it, or nil.
    static func installed() async -> PagefindSearchIndexer? {
        await PagefindSearchIndexer.installed(runner: CommandRunner(timeout: .seconds(3600)))
    }

    func run() async throws -> Sample {
        guard let pagefind = await Self.installed() else { throw BenchmarkError("Pagefind no está instalado (pip install 'pagefind[bin]')") }
        try copySearchablePages()
        let started = ContinuousClock.now
        let pages = try await pagefind.index(site: folder, pages: nil)
        return Sample(seconds: (ContinuousClock.now - started) / .seconds(1), pages: pages, peakKilobytes: PeakMemory.childKilobytes())
    }

    /// The pages Pagefind would index, with their paths in the site.
    private func copySearchablePages() throws {
        try? FileManager.default.removeItem(at: folder)
        let files = FileManager.default.enumerator(atPath: site.path)
        while let path = files?.nextObject() as? String {
            guard path.hasSuffix(".html") else { continue }
            let page = site.appendingPathComponent(path)
            guard try Data(contentsOf: page).range(of: Self.marker) != nil else { continue }
            let copy = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: page, to: copy)
        }
    }
}
