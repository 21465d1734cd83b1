import Foundation
public import Localization
public import SiteComposition
public import SiteCore

/// Prints the build to the terminal: a line per step with what it did and how long it took, each
/// warning and error as it is found, then a closing summary. Warnings and errors go to standard
/// error, so they stay visible when the output is piped. Lines are written unbuffered, so a
/// long-running preview shows each one as it happens, even through a pipe.
public struct ConsoleReporter: BuildReporting, DiagnosticConsumer {
    /// The language of every line it prints (`language`, `--language`).
    public let language: SiteLanguage

    public init(language: SiteLanguage = .spanish) {
        self.language = language
    }

    public func stepFinished(_ step: LocalizedText, outcome: StepOutcome, duration: Duration) {
        switch outcome {
        case let .done(detail):
            say("→ \(step): \(detail) (\(Self.seconds(duration)))")
        case let .skipped(reason):
            say("→ \(step): omitido, \(reason)")
        }
    }

    public func stepProgress(_ step: LocalizedText, detail: LocalizedText) {
        say("  … \(detail)")
    }

    public func receive(_ diagnostic: Diagnostic) {
        FileHandle.standardError.write(Data((Self.line(for: diagnostic, in: language) + "\n").utf8))
    }

    /// `aviso: file:line: message`, made safe for the terminal and a workflow's log (`TerminalLine`).
    static func line(for diagnostic: Diagnostic, in language: SiteLanguage) -> String {
        let label: LocalizedText = diagnostic.severity == .error ? "error" : "aviso"
        return TerminalLine.safe("\(label.rendered(in: language)): \(diagnostic.described(in: language))")
    }

    public func finished(_ summary: BuildSummary) {
        let counts = LocalizedText.joined([
            Plural.count(summary.pages, "página", "páginas"),
            Plural.count(summary.assets, "recurso", "recursos"),
            Plural.count(summary.warnings, "aviso", "avisos"),
        ], separator: ", ")
        say("✔ Sitio generado en \(summary.outputPath)/: \(counts), \(String(format: "%.2f", summary.seconds)) s")
        let links: LocalizedText = summary.brokenLinks == 1 ? "1 roto" : "\(summary.brokenLinks) rotos"
        say("  trazabilidad: \(summary.testsFound)/\(summary.testsNamed) tests encontrados · enlaces: \(links)")
        if let code = summary.code { say("  código: \(code)") }
    }

    /// Prints a line, in the reporter's language. Its words may be a course's (a file's name, an
    /// output path), so it is printed as `TerminalLine` makes it safe.
    public func say(_ line: LocalizedText) {
        FileHandle.standardOutput.write(Data((TerminalLine.safe(line.rendered(in: language)) + "\n").utf8))
    }

    private static func seconds(_ duration: Duration) -> String {
        String(format: "%.2f s", Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
    }
}
