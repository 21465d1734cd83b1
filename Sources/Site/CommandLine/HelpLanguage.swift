public import ArgumentParser
import Foundation
public import Localization

/// The language of `--help`, and of whatever a command says before its options are read (`build-site
/// serve` handing over to serve-site). ArgumentParser writes the help before any option is read, so
/// its language is found here the way the options will find theirs: `--language` on the command line,
/// else `language` in the configuration file (`--config`, or `course-site.yml` in this folder),
/// else Spanish.
public enum HelpLanguage {
    public static let current: SiteLanguage = language(in: CommandLine.arguments)

    /// The text of a command's abstract or discussion.
    public static func text(_ text: LocalizedText) -> String {
        text.rendered(in: current)
    }

    static func language(in arguments: [String], folder: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) -> SiteLanguage {
        let code = value(of: "--language", in: arguments) ?? configuredLanguage(arguments, folder: folder)
        return code.flatMap(SiteLanguage.init(rawValue:)) ?? .spanish
    }

    /// `--name value` or `--name=value`.
    private static func value(of option: String, in arguments: [String]) -> String? {
        for (index, argument) in arguments.enumerated() {
            if argument == option, index + 1 < arguments.count { return arguments[index + 1] }
            if argument.hasPrefix(option + "=") { return String(argument.dropFirst(option.count + 1)) }
        }
        return nil
    }

    private static func configuredLanguage(_ arguments: [String], folder: URL) -> String? {
        let file = value(of: "--config", in: arguments).map { URL(fileURLWithPath: $0, relativeTo: folder) } ?? ConfigFile.found(in: folder)
        // A file that cannot be read is said when the options are read; the help stays Spanish.
        return file.flatMap { try? ConfigFile(reading: $0, shown: $0.lastPathComponent) }?.text("language")
    }
}

extension ArgumentHelp {
    /// An option's help in the language of `--help`.
    public static func localized(_ text: LocalizedText, valueName: LocalizedText? = nil) -> ArgumentHelp {
        ArgumentHelp(text.rendered(in: HelpLanguage.current), valueName: valueName?.rendered(in: HelpLanguage.current))
    }
}
