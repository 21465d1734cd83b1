public import Foundation
public import Localization
public import SiteCore

/// Indexes the site with Pagefind (`pip install 'pagefind[bin]'`), which reads the pages'
/// `<html lang="es">` and stems Spanish words, and writes its index and search UI to `pagefind/`.
public struct PagefindSearchIndexer: SearchIndexing {
    /// How to start Pagefind: its own command, or Python with its module.
    public let executable: URL
    /// Those that come before the index's own: `-m pagefind` when Python runs it.
    public let arguments: [String]
    private let runner: CommandRunner

    public var name: String { "Pagefind" }

    /// What to install when Pagefind is missing.
    public static let notInstalled: LocalizedText = "Pagefind no está instalado (pip install 'pagefind[bin]')"

    /// - Parameter executable: `pagefind`, or Python with `arguments` `-m pagefind`.
    public init(executable: URL, arguments: [String] = [], runner: CommandRunner = CommandRunner(timeout: .seconds(300))) {
        self.executable = executable
        self.arguments = arguments
        self.runner = runner
    }

    /// Pagefind as installed on this machine, if it runs (`--version`): for a caller that must
    /// know before it indexes (the benchmark). A build does not ask: Python takes a tenth of a
    /// second to start, and its pages load the search box only where the index is (`page-bottom`).
    public static func installed(runner: CommandRunner = CommandRunner(timeout: .seconds(300))) async -> PagefindSearchIndexer? {
        guard let found = find() else { return nil }
        let indexer = PagefindSearchIndexer(executable: found.executable, arguments: found.arguments, runner: runner)
        let answer = try? await CommandRunner(timeout: .seconds(20)).run(found.executable, arguments: found.arguments + ["--version"])
        return answer?.succeeded == true ? indexer : nil
    }

    /// How to start Pagefind on this machine, if it may be installed: its command, or Python with
    /// its module (pip installs the module without a command on the PATH), which the index itself
    /// finds missing.
    public static func find(path: String = ProcessInfo.processInfo.environment["PATH"] ?? "") -> (executable: URL, arguments: [String])? {
        if let pagefind = ExecutableLookup.find("pagefind", path: path) { return (pagefind, []) }
        guard let python = ExecutableLookup.find("python3", path: path) else { return nil }
        return (python, ["-m", "pagefind"])
    }

    /// Writes the index into a folder of its own inside the current `pagefind/`, then puts it in
    /// `pagefind/`'s place in one step: Pagefind adds to its folder and never removes what an
    /// earlier index wrote there (the preview indexes the published site again after each edit),
    /// and a run stopped part way would leave half an index. A process that dies meanwhile leaves
    /// only what the site's marker takes for its own: a folder inside `pagefind/`, or, in the
    /// instant of the swap, `.pagefind-…` beside it (`OutputMarker`).
    public func index(site folder: URL, pages: [String]?) async throws(SearchIndexingError) -> Int? {
        let bundle = folder.appendingPathComponent(Self.bundleFolder)
        let written = bundle.appendingPathComponent(".next-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: written) }
        let result: CommandRunner.Result
        do {
            result = try await runner.run(executable, arguments: arguments + ["--site", folder.path, "--output-path", written.path] + Self.glob(pages))
        } catch {
            throw SearchIndexingError("Pagefind: \(LocalizedText(describing: error))")
        }
        guard result.succeeded else {
            let output = (result.standardOutput + result.standardError).trimmingCharacters(in: .whitespacesAndNewlines)
            // Pagefind starts by saying so ("Running Pagefind v1.5.2"). A command that failed
            // before never ran it: Python without its module ("No module named pagefind") or its
            // binary (`pip install pagefind`, without `[bin]`), a pyenv shim of no Python, macOS's
            // python3 without the developer tools.
            if !output.contains("Running Pagefind") { throw SearchIndexingError(Self.notInstalled, notInstalled: true) }
            throw SearchIndexingError("Pagefind falló: \(output)")
        }
        // Stopped once Pagefind had finished: the old index stays, whole.
        guard !Task.isCancelled else { throw SearchIndexingError("Pagefind: se detuvo") }
        try Self.replace(bundle, with: written)
        // Pagefind says "Indexed 12 pages".
        return result.standardOutput.firstMatch(of: /Indexed (\d+) pages?/).flatMap { Int($0.output.1) }
    }

    /// Pagefind's `--glob` naming `pages` one by one, so it parses no other file: `{index.html,a/b.html}`.
    /// A course too large for one argument (Linux takes 128 KiB) names their folders instead
    /// (`{index.html,a/*.html}`); none (every page) when a name holds a character a glob would read as a pattern.
    static func glob(_ pages: [String]?, maxBytes: Int = 64 * 1024) -> [String] {
        guard let pages, !pages.isEmpty, pages.allSatisfy({ $0.allSatisfy(isLiteralInGlob) }) else { return [] }
        let named = "{" + pages.joined(separator: ",") + "}"
        if named.utf8.count <= maxBytes { return ["--glob", named] }
        let folders = Set(pages.compactMap { page in page.lastIndex(of: "/").map { String(page[..<$0]) } })
        let byFolder = "{" + (pages.filter { !$0.contains("/") } + folders.sorted().map { $0 + "/*.html" }).joined(separator: ",") + "}"
        return byFolder.utf8.count <= maxBytes ? ["--glob", byFolder] : []
    }

    private static func isLiteralInGlob(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || "._-/ ".contains(character)
    }

    /// Where the pages' search box loads Pagefind from (`/pagefind/pagefind-ui.js`).
    static let bundleFolder = "pagefind"

    /// Moves `written` out of `bundle` beside it (a folder cannot take the place of the one that
    /// holds it), then into its place; the old index is removed.
    private static func replace(_ bundle: URL, with written: URL) throws(SearchIndexingError) {
        let incoming = bundle.deletingLastPathComponent().appendingPathComponent(".\(bundleFolder)-\(UUID().uuidString.prefix(8))")
        do {
            try FileManager.default.moveItem(at: written, to: incoming)
        } catch {
            throw SearchIndexingError("no se pudo mover el índice nuevo a \(incoming.path): \(LocalizedText(verbatim: error.localizedDescription))")
        }
        do {
            if let previous = try FolderSwap.replace(bundle, with: incoming) { try? FileManager.default.removeItem(at: previous) }
        } catch {
            try? FileManager.default.removeItem(at: incoming)
            throw SearchIndexingError("no se pudo poner el índice nuevo en \(bundle.path): \(error.reason)")
        }
    }
}
