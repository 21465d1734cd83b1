import Foundation
public import Localization
public import SiteCore

/// Prints each diagnostic as a GitHub Actions workflow command (`::warning file=…,line=…::…`), so a
/// build in a workflow shows its broken links and missing tests on the commit and the pull request.
public struct GitHubAnnotations: DiagnosticConsumer {
    /// The language of the messages (`language`, `--language`).
    public let language: SiteLanguage

    public init(language: SiteLanguage = .spanish) {
        self.language = language
    }

    public func receive(_ diagnostic: Diagnostic) {
        FileHandle.standardOutput.write(Data((Self.command(for: diagnostic, in: language) + "\n").utf8))
    }

    static func command(for diagnostic: Diagnostic, in language: SiteLanguage = .spanish) -> String {
        var properties = ["title=\(property(diagnostic.id.rawValue))"]
        if let file = diagnostic.file { properties.insert("file=\(property(file))", at: 0) }
        if let line = diagnostic.line, diagnostic.file != nil { properties.insert("line=\(line)", at: 1) }
        let level = diagnostic.severity == .error ? "error" : "warning"
        return "::\(level) \(properties.joined(separator: ","))::\(data(diagnostic.text.rendered(in: language)))"
    }

    /// GitHub's escaping for a command's message: a line break would end the command.
    private static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Properties are also separated by `,` and ended by `:`.
    private static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
