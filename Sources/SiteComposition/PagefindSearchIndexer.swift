import Foundation
import LessonsInfrastructure

/// Indexes the site with Pagefind (`pip install 'pagefind[bin]'`), which reads the pages'
/// `<html lang="es">` and stems Spanish words, and writes its index and search UI to `pagefind/`.
struct PagefindSearchIndexer: SearchIndexing {
    /// How to start Pagefind: its own command, or through Python.
    let command: [String]

    /// Pagefind as installed on this machine, if it is.
    static func installed() -> PagefindSearchIndexer? {
        if let pagefind = ExecutableLookup.find("pagefind") { return PagefindSearchIndexer(command: [pagefind.path]) }
        // pip installs the Python module without a command on the PATH.
        let python = ["python3", "-m", "pagefind"]
        return (try? run(python + ["--version"]))?.status == 0 ? PagefindSearchIndexer(command: python) : nil
    }

    func index(site folder: URL) throws(SearchIndexingError) -> String {
        let result: (status: Int32, output: String)
        do {
            result = try Self.run(command + ["--site", folder.path])
        } catch {
            throw SearchIndexingError(description: "no se pudo ejecutar Pagefind: \(error)")
        }
        guard result.status == 0 else {
            throw SearchIndexingError(description: "Pagefind falló: \(result.output.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        // Pagefind says "Indexed 12 pages"; the rest of the build speaks Spanish.
        guard let count = result.output.firstMatch(of: /Indexed (\d+) pages?/)?.output.1 else { return "índice creado" }
        return count == "1" ? "1 página indexada" : "\(count) páginas indexadas"
    }

    private static func run(_ command: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
