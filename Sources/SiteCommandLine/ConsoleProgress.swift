import Foundation
public import LessonsCore
public import SiteComposition

/// Prints the build to the terminal: a line per step and warning, then a closing summary.
/// Warnings and errors go to standard error, so they stay visible when the output is piped.
/// Lines are written unbuffered, so a long-running preview shows each one as it happens, even
/// through a pipe.
public struct ConsoleProgress: BuildProgress {
    public init() {}

    public func stepStarted(_ description: String) {
        say("→ \(description)")
    }

    public func warned(_ diagnostic: Diagnostic) {
        printError("aviso: \(diagnostic)")
    }

    public func finished(_ summary: BuildSummary) {
        let seconds = String(format: "%.2f", summary.seconds)
        let counts = [
            Plural.count(summary.pages, "página", "páginas"),
            Plural.count(summary.assets, "recurso", "recursos"),
            Plural.count(summary.warnings, "aviso", "avisos"),
        ]
        say("✔ Sitio generado en \(summary.outputPath)/: \(counts.joined(separator: ", ")), \(seconds) s")
        let links = summary.brokenLinks == 1 ? "1 roto" : "\(summary.brokenLinks) rotos"
        say("  trazabilidad: \(summary.testsFound)/\(summary.testsNamed) tests encontrados · enlaces: \(links)")
    }

    public func failed(_ error: any Error) {
        printError("error: \(error)")
    }

    public func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    private func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
