import Foundation
public import SiteComposition
public import SiteCore

/// Prints the build to the terminal: a line per step with what it did and how long it took, each
/// warning and error as it is found, then a closing summary. Warnings and errors go to standard
/// error, so they stay visible when the output is piped. Lines are written unbuffered, so a
/// long-running preview shows each one as it happens, even through a pipe.
public struct ConsoleReporter: BuildReporting, DiagnosticConsumer {
    public init() {}

    public func stepFinished(_ step: String, outcome: StepOutcome, duration: Duration) {
        switch outcome {
        case let .done(detail):
            say("→ \(step): \(detail) (\(Self.seconds(duration)))")
        case let .skipped(reason):
            say("→ \(step): omitido, \(reason)")
        }
    }

    public func stepProgress(_ step: String, detail: String) {
        say("  … \(detail)")
    }

    public func receive(_ diagnostic: Diagnostic) {
        let label = diagnostic.severity == .error ? "error" : "aviso"
        printError("\(label): \(diagnostic)")
    }

    public func finished(_ summary: BuildSummary) {
        let counts = [
            Plural.count(summary.pages, "página", "páginas"),
            Plural.count(summary.assets, "recurso", "recursos"),
            Plural.count(summary.warnings, "aviso", "avisos"),
        ]
        say("✔ Sitio generado en \(summary.outputPath)/: \(counts.joined(separator: ", ")), \(String(format: "%.2f", summary.seconds)) s")
        let links = summary.brokenLinks == 1 ? "1 roto" : "\(summary.brokenLinks) rotos"
        say("  trazabilidad: \(summary.testsFound)/\(summary.testsNamed) tests encontrados · enlaces: \(links)")
        if let code = summary.code { say("  código: \(code)") }
    }

    public func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    private func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    private static func seconds(_ duration: Duration) -> String {
        String(format: "%.2f s", Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
    }
}
