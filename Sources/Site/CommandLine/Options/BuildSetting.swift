public import ArgumentParser
import Foundation
public import Localization
import SiteComposition

/// One option of a build, declared once: its flag (`--catalog-timeout`), its key in
/// `course-site.yml` (the flag with `_` for `-`: `catalog_timeout`), the kind of value it takes,
/// its help, its default and where its value goes in `SiteConfiguration`. Not given, an option
/// keeps the default `SiteConfiguration` starts with, unless its declaration says another. `--help` (`argumentHelp`),
/// the configuration file's keys (`ConfigKey`) and `BuildOptions.configuration()` follow from
/// the declarations in `BuildSetting.all`.
///
/// Adding an option touches three places (`BuildSettingTests` checks that the three agree), and
/// the guide's table of options (`ConfigurationReference`), regenerated with
/// `COURSE_SITE_WRITE_CONFIGURATION_REFERENCE=1 swift test --filter ConfigurationReferenceTests`:
/// 1. its declaration here, in `all`;
/// 2. its property in `BuildOptions`, which ArgumentParser reads, named and explained by the declaration;
/// 3. the `SiteConfiguration` property its value goes to.
public struct BuildSetting: Sendable {
    /// Its flag, without `--`.
    public let flag: String
    public let kind: ConfigKey.Kind
    /// What it sets, in a few words, as the list of the configuration file's keys says.
    public let summary: LocalizedText
    /// What it does, as `--help` explains it.
    let help: LocalizedText
    /// What `--help` calls its value (`carpeta`).
    let valueName: LocalizedText?
    /// Reads the option's value, given on the command line, else in the file, else nil, and puts it,
    /// or its default, into the configuration.
    let apply: @Sendable (BuildOptions, ConfigFile?, inout SiteConfiguration) throws(Invalid) -> Void
    /// Whether the option was given on the command line.
    let isGiven: @Sendable (BuildOptions) -> Bool

    /// Its key in the configuration file.
    public var key: String { flag.replacingOccurrences(of: "-", with: "_") }

    /// Its help for ArgumentParser, in the language of `--help`.
    public var argumentHelp: ArgumentHelp { .localized(help, valueName: valueName) }

    /// A value the build cannot use, or values that do not go together.
    public struct Invalid: Error {
        public let message: LocalizedText
    }

    /// What an option's value is read with: where the course's own folders are by default (beside
    /// its configuration file, if it has one, else in the working folder), and where the value came from.
    struct Reading {
        let file: ConfigFile?
        let flag: String
        /// The value was written in the configuration file, not given on the command line.
        let isFromFile: Bool

        func path(_ relative: String) -> String {
            file?.resolve(relative) ?? relative
        }

        /// A working folder's default path, kept beside the configuration file when there is one,
        /// else left to the build (which keeps it under the working folder's `.build`).
        func workingPath(_ relative: String) -> String? {
            file.map { _ in path(relative) }
        }

        /// The option as the author wrote it: its flag, or its key in the file.
        var shown: LocalizedText {
            isFromFile ? "\(flag.replacingOccurrences(of: "-", with: "_")) en \(ConfigFile.defaultName)" : "--\(flag)"
        }
    }

    /// - Parameters:
    ///   - given: the value on the command line, if any.
    ///   - inFile: the value in the configuration file, if any.
    ///   - apply: puts the value (nil when it was given nowhere) or its default into the configuration.
    init<Value>(
        _ flag: String, _ kind: ConfigKey.Kind, summary: LocalizedText, help: LocalizedText, valueName: LocalizedText? = nil,
        given: @escaping @Sendable (BuildOptions) -> Value?, inFile: @escaping @Sendable (ConfigFile, String) -> Value?,
        apply: @escaping @Sendable (inout SiteConfiguration, Value?, Reading) throws(Invalid) -> Void
    ) {
        self.flag = flag
        self.kind = kind
        self.summary = summary
        self.help = help
        self.valueName = valueName
        let key = flag.replacingOccurrences(of: "-", with: "_")
        self.isGiven = { given($0) != nil }
        self.apply = { options, file, configuration throws(Invalid) in
            let given = given(options)
            let written = given == nil ? file.flatMap { inFile($0, key) } : nil
            try apply(&configuration, given ?? written, Reading(file: file, flag: flag, isFromFile: written != nil))
        }
    }

    static func text(
        _ flag: String, summary: LocalizedText, help: LocalizedText, valueName: LocalizedText? = nil, given: @escaping @Sendable (BuildOptions) -> String?,
        apply: @escaping @Sendable (inout SiteConfiguration, String?, Reading) throws(Invalid) -> Void
    ) -> BuildSetting {
        BuildSetting(flag, .text, summary: summary, help: help, valueName: valueName, given: given, inFile: { $0.text($1) }, apply: apply)
    }

    /// A folder or file; one in the configuration file is relative to the file's folder.
    static func path(
        _ flag: String, summary: LocalizedText, help: LocalizedText, valueName: LocalizedText, given: @escaping @Sendable (BuildOptions) -> String?,
        apply: @escaping @Sendable (inout SiteConfiguration, String?, Reading) throws(Invalid) -> Void
    ) -> BuildSetting {
        BuildSetting(flag, .path, summary: summary, help: help, valueName: valueName, given: given, inFile: { $0.text($1) }, apply: apply)
    }

    static func choice(
        _ flag: String, _ choices: [String], summary: LocalizedText, help: LocalizedText, given: @escaping @Sendable (BuildOptions) -> String?,
        apply: @escaping @Sendable (inout SiteConfiguration, String?, Reading) throws(Invalid) -> Void
    ) -> BuildSetting {
        let valueName = LocalizedText(verbatim: choices.joined(separator: "|"))
        return BuildSetting(flag, .choice(choices), summary: summary, help: help, valueName: valueName, given: given, inFile: { $0.text($1) }, apply: apply)
    }

    /// `--x` or `--no-x`, `x: true` or `x: false`.
    static func flag(
        _ flag: String, summary: LocalizedText, help: LocalizedText, given: @escaping @Sendable (BuildOptions) -> Bool?,
        apply: @escaping @Sendable (inout SiteConfiguration, Bool?, Reading) throws(Invalid) -> Void
    ) -> BuildSetting {
        BuildSetting(flag, .flag, summary: summary, help: help, given: given, inFile: { $0.flag($1) }, apply: apply)
    }

    /// A number of seconds, more than 0 and up to `limit`.
    static func seconds(
        _ flag: String, summary: LocalizedText, help: LocalizedText, given: @escaping @Sendable (BuildOptions) -> Double?, upTo limit: Double,
        into keyPath: any WritableKeyPath<SiteConfiguration, Double> & Sendable
    ) -> BuildSetting {
        BuildSetting(flag, .number, summary: summary, help: help, valueName: "segundos", given: given, inFile: { $0.number($1) }) { configuration, value, _ throws(Invalid) in
            let seconds = value ?? configuration[keyPath: keyPath]
            guard seconds > 0, seconds <= limit else { throw Invalid(message: "--\(flag) debe estar entre 0 y \(Int(limit)) segundos.") }
            configuration[keyPath: keyPath] = seconds
        }
    }

    /// A whole number.
    static func wholeNumber(
        _ flag: String, summary: LocalizedText, help: LocalizedText, valueName: LocalizedText, given: @escaping @Sendable (BuildOptions) -> Int?,
        invalid: LocalizedText, isValid: @escaping @Sendable (Int) -> Bool, into keyPath: any WritableKeyPath<SiteConfiguration, Int> & Sendable
    ) -> BuildSetting {
        BuildSetting(flag, .wholeNumber, summary: summary, help: help, valueName: valueName, given: given, inFile: { $0.number($1).map { Int($0) } }) { configuration, value, _ throws(Invalid) in
            let number = value ?? configuration[keyPath: keyPath]
            guard isValid(number) else { throw Invalid(message: invalid) }
            configuration[keyPath: keyPath] = number
        }
    }

    /// Repeatable on the command line, a list in the file.
    static func paths(
        _ flag: String, summary: LocalizedText, help: LocalizedText, valueName: LocalizedText, given: @escaping @Sendable (BuildOptions) -> [String]?,
        apply: @escaping @Sendable (inout SiteConfiguration, [String]?, Reading) throws(Invalid) -> Void
    ) -> BuildSetting {
        BuildSetting(flag, .paths, summary: summary, help: help, valueName: valueName, given: given, inFile: { $0.texts($1) }, apply: apply)
    }

    /// The declaration whose flag is `flag`.
    public static func named(_ flag: String) -> BuildSetting? {
        all.first { $0.flag == flag }
    }
}
