import Foundation
import LessonsCore
import SiteComposition

/// Prints the build to the terminal: a line per step and warning, then a closing summary.
/// Warnings and errors go to standard error, so they stay visible when the output is piped.
struct ConsoleProgress: BuildProgress {
    func stepStarted(_ description: String) {
        print("→ \(description)")
    }

    func warned(_ diagnostic: Diagnostic) {
        printError("aviso: \(diagnostic)")
    }

    func finished(_ summary: BuildSummary) {
        let seconds = String(format: "%.2f", summary.seconds)
        let counts = [
            Plural.count(summary.pages, "página", "páginas"),
            Plural.count(summary.assets, "recurso", "recursos"),
            Plural.count(summary.warnings, "aviso", "avisos"),
        ]
        print("✔ Sitio generado en \(summary.outputPath)/: \(counts.joined(separator: ", ")), \(seconds) s")
        let links = summary.brokenLinks == 1 ? "1 roto" : "\(summary.brokenLinks) rotos"
        print("  trazabilidad: \(summary.testsFound)/\(summary.testsNamed) tests encontrados · enlaces: \(links)")
    }

    func failed(_ error: any Error) {
        printError("error: \(error)")
    }

    private func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
