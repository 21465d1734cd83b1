import Foundation
import Localization

/// The keys of `course-site.yml`, as the file sees the build's options (`BuildSetting.all`):
/// every option has one, named as its flag with `_` for `-` (`--catalog-timeout` is
/// `catalog_timeout`), and a flag given on the command line wins over it.
public enum ConfigKey {
    /// What a key's value must be.
    public enum Kind: Sendable, Equatable {
        case text
        /// A folder or file, relative to the folder that holds `course-site.yml`.
        case path
        case paths
        case flag
        case wholeNumber
        case number
        /// One of a few words.
        case choice([String])
    }

    /// Every key's name, in the order `--help` lists them.
    public static var names: [String] { BuildSetting.all.map(\.key) }

    /// Every key and what it sets, a line each, in the language of `--help`.
    public static var helpList: String {
        BuildSetting.all.map { "  \($0.key.padding(toLength: 20, withPad: " ", startingAt: 0)) \(HelpLanguage.text($0.summary))" }.joined(separator: "\n")
    }

    /// The option whose key is `name`.
    public static func named(_ name: String) -> BuildSetting? {
        BuildSetting.all.first { $0.key == name }
    }
}
