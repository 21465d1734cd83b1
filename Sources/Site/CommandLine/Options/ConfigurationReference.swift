import Foundation
public import Localization

/// The table of every option of a build, as the guide's configuration page shows it: its flag, its
/// key in `course-site.yml`, the value it takes and its help, rendered from the same declarations as
/// `--help` (`BuildSetting.all`), so the page cannot drift from the programs.
public enum ConfigurationReference {
    /// The comment before the generated table in a page.
    public static let startMarker = "<!-- configuration-reference:start (generated from BuildSetting.all: do not edit) -->"
    /// The comment after it.
    public static let endMarker = "<!-- configuration-reference:end -->"

    /// A Markdown table with a row per option, in the order of `--help`.
    public static func markdown(language: SiteLanguage) -> String {
        let header: [LocalizedText] = ["Opción", "Clave de course-site.yml", "Valor", "Qué hace"]
        var lines = [
            "| " + header.map { $0.rendered(in: language) }.joined(separator: " | ") + " |",
            "|" + String(repeating: "---|", count: header.count),
        ]
        for setting in BuildSetting.all {
            let code = [option(setting, language: language), "`\(setting.key)`"]
            let prose = [value(setting.kind).rendered(in: language), setting.help.rendered(in: language)].map(escapedProse)
            lines.append("| " + (code + prose).map(escaped).joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `page` with the text between its markers replaced by the table; nil when it has no markers.
    public static func replacingTable(in page: String, language: SiteLanguage) -> String? {
        guard let start = page.range(of: startMarker), let end = page.range(of: endMarker, range: start.upperBound..<page.endIndex) else { return nil }
        return page[..<start.upperBound] + "\n" + markdown(language: language) + page[end.lowerBound...]
    }

    /// The text between a page's markers; nil when it has none.
    public static func table(in page: String) -> String? {
        guard let start = page.range(of: startMarker), let end = page.range(of: endMarker, range: start.upperBound..<page.endIndex) else { return nil }
        return String(page[start.upperBound..<end.lowerBound]).trimmingCharacters(in: .newlines) + "\n"
    }

    private static func option(_ setting: BuildSetting, language: SiteLanguage) -> String {
        if setting.kind == .flag { return ["--", "--no-"].map { "`" + $0 + setting.flag + "`" }.joined(separator: ", ") }
        let valueName = setting.valueName.map { " " + $0.rendered(in: language) } ?? ""
        return "`--\(setting.flag)\(valueName)`"
    }

    private static func value(_ kind: ConfigKey.Kind) -> LocalizedText {
        switch kind {
        case .text: "texto"
        case .path: "ruta"
        case .paths: "ruta o lista de rutas"
        case .flag: "true o false"
        case .wholeNumber: "número entero"
        case .number: "número"
        case let .choice(choices): LocalizedText(verbatim: choices.map { "`\($0)`" }.joined(separator: ", "))
        }
    }

    /// Prose outside a code span: `<url>` would be read as HTML, and left out.
    private static func escapedProse(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    }

    /// A cell's text: a `|` would end the cell, a line break the row.
    private static func escaped(_ cell: String) -> String {
        cell.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
