import Foundation
public import SiteCore

/// Prints each diagnostic as a GitHub Actions workflow command (`::warning file=…,line=…::…`), so a
/// build in a workflow shows its broken links and missing tests on the commit and the pull request.
public struct GitHubAnnotations: DiagnosticConsumer {
    public init() {}

    public func receive(_ diagnostic: Diagnostic) {
        FileHandle.standardOutput.write(Data((Self.command(for: diagnostic) + "\n").utf8))
    }

    static func command(for diagnostic: Diagnostic) -> String {
        var properties = ["title=\(property(diagnostic.id.rawValue))"]
        if let file = diagnostic.file { properties.insert("file=\(property(file))", at: 0) }
        if let line = diagnostic.line, diagnostic.file != nil { properties.insert("line=\(line)", at: 1) }
        let level = diagnostic.severity == .error ? "error" : "warning"
        return "::\(level) \(properties.joined(separator: ","))::\(data(diagnostic.message))"
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
