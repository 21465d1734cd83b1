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
        let warnings = summary.warnings == 1 ? "1 aviso" : "\(summary.warnings) avisos"
        let seconds = String(format: "%.2f", summary.seconds)
        print("✔ Sitio generado en \(summary.outputPath)/: \(summary.pages) páginas, \(summary.assets) recursos, \(warnings), \(seconds) s")
    }

    func failed(_ error: any Error) {
        printError("error: \(error)")
    }

    private func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
