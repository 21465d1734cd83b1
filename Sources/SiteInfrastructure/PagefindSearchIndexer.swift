public import Foundation
import Localization
public import SiteCore

/// Indexes the site with Pagefind (`pip install 'pagefind[bin]'`), which reads the pages'
/// `<html lang="es">` and stems Spanish words, and writes its index and search UI to `pagefind/`.
public struct PagefindSearchIndexer: SearchIndexing {
    /// How to start Pagefind: its own command, or Python with its module.
    private let executable: URL
    private let arguments: [String]
    private let runner: CommandRunner

    public var name: String { "Pagefind" }

    /// Pagefind as installed on this machine, if it is.
    public static func installed(runner: CommandRunner = CommandRunner(timeout: .seconds(300))) async -> PagefindSearchIndexer? {
        if let pagefind = ExecutableLookup.find("pagefind") {
            return PagefindSearchIndexer(executable: pagefind, arguments: [], runner: runner)
        }
        // pip installs the Python module without a command on the PATH.
        guard let python = ExecutableLookup.find("python3") else { return nil }
        let probe = try? await CommandRunner(timeout: .seconds(20)).run(python, arguments: ["-m", "pagefind", "--version"])
        return probe?.succeeded == true ? PagefindSearchIndexer(executable: python, arguments: ["-m", "pagefind"], runner: runner) : nil
    }

    public func index(site folder: URL) async throws(SearchIndexingError) -> Int? {
        let result: CommandRunner.Result
        do {
            result = try await runner.run(executable, arguments: arguments + ["--site", folder.path])
        } catch {
            throw SearchIndexingError("Pagefind: \(LocalizedText(describing: error))")
        }
        guard result.succeeded else {
            let output = (result.standardOutput + result.standardError).trimmingCharacters(in: .whitespacesAndNewlines)
            throw SearchIndexingError("Pagefind falló: \(output)")
        }
        // Pagefind says "Indexed 12 pages".
        return result.standardOutput.firstMatch(of: /Indexed (\d+) pages?/).flatMap { Int($0.output.1) }
    }
}
