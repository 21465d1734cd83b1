import Localization

/// Where each option of a build came from, so advice names what the author wrote: the flag typed
/// on the command line (`--strict`), or the line of `course-site.yml` (`strict: true` en
/// course-site.yml:3). An option given nowhere is named both ways.
public struct OptionSources: Sendable {
    /// The flags given on the command line, without `--`.
    private let typed: Set<String>
    private let file: ConfigFile?

    public init(typed: Set<String>, file: ConfigFile?) {
        self.typed = typed
        self.file = file
    }

    /// Nothing known of where the options came from: each is named as a flag and as a key.
    public static let unknown = OptionSources(typed: [], file: nil)

    /// The option `flag` as the author gave it.
    func shown(_ flag: String) -> LocalizedText {
        let key = BuildSetting.named(flag)?.key ?? flag
        if typed.contains(flag) { return "--\(flag)" }
        if let file, let written = file.written[key] { return "`\(written.text)` en \(file.shown):\(written.line)" }
        return "--\(flag) (\(key) en \(file?.shown ?? ConfigFile.defaultName))"
    }
}
