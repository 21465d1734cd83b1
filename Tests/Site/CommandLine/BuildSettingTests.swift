import ArgumentParser
import Foundation
import SiteCommandLine
import SiteComposition
import TestSupport
import XCTest

/// Each option of a build is declared once, in `BuildSetting.all`. Adding one touches three places:
/// 1. its declaration in `BuildSetting.all` (flag, key, kind, help, default, where its value goes);
/// 2. its property in `BuildOptions`, which takes its name and help from the declaration;
/// 3. the `SiteConfiguration` property its value goes to.
/// These tests check that the three agree, for every option, and that nothing else is needed:
/// `--help`, the configuration file's keys and `configuration()` follow from the declaration.
final class BuildSettingTests: XCTestCase {
    func test_all_everyFlag_isAnOptionOfTheCommandWithTheDeclaredHelp() {
        let help = BuildOptions.helpMessage(columns: 10_000)

        for setting in BuildSetting.all {
            XCTAssertTrue(help.contains("--\(setting.flag)"), "BuildOptions has no property for --\(setting.flag): ArgumentParser names it after the property")
            XCTAssertTrue(help.contains(setting.argumentHelp.abstract), "--\(setting.flag)'s help is not its declaration's")
        }
    }

    func test_all_everyOptionOfTheCommand_isDeclaredOnce() {
        let flags = BuildOptions.helpMessage(columns: 10_000)
            .matches(of: /--([a-z][a-z-]*)/).map { String($0.output.1) }
        let declared = Set(BuildSetting.all.map(\.flag))

        let named = Set(flags.map { $0.hasPrefix("no-") && declared.contains(String($0.dropFirst(3))) ? String($0.dropFirst(3)) : $0 })

        let undeclared = named.subtracting(declared).subtracting(["config", "help"])

        XCTAssertEqual(undeclared, [], "declare each in BuildSetting.all")
        XCTAssertEqual(BuildSetting.all.count, Set(BuildSetting.all.map(\.flag)).count, "a flag declared twice")
    }

    func test_configuration_everyOptionGivenOnTheCommandLine_reachesTheConfiguration() throws {
        let folder = try makeTemporaryFolder()
        let defaults = try describe(BuildOptions.parse([]).configuration())

        for setting in BuildSetting.all {
            let values = try samples(for: setting, folder: folder)

            let configurations = try values.map { try describe(BuildOptions.parse(commandLine(setting, $0)).configuration()) }

            XCTAssertTrue(configurations.contains { $0 != defaults }, "--\(setting.flag) changes nothing in SiteConfiguration")
        }
    }

    func test_configuration_everyKeyOfTheFile_isReadAsItsFlag() throws {
        let folder = try makeTemporaryFolder()

        for setting in BuildSetting.all {
            for value in try samples(for: setting, folder: folder) {
                let file = try folder.write("\(setting.key): \(yaml(value))\n", to: "course-site.yml")

                let fromFile = try describe(BuildOptions.parse(["--config", file.path]).configuration())
                let fromFlag = try describe(BuildOptions.parse(["--config", folder.write("", to: "empty.yml").path] + commandLine(setting, value)).configuration())

                XCTAssertEqual(fromFile, fromFlag, "\(setting.key): \(value)")
            }
        }
    }

    // MARK: - Helpers

    /// A value of each kind the build accepts, every value for a choice or a flag.
    private func samples(for setting: BuildSetting, folder: TemporaryFolder) throws -> [Sample] {
        switch setting.kind {
        case .text: [.text("https://example.com/curso/")]
        case .path, .paths: [.text(try folder.write("", to: "carpeta/.keep").deletingLastPathComponent().path)]
        case .flag: [.flag(true), .flag(false)]
        case .number, .wholeNumber: [.number(7)]
        case let .choice(choices): choices.map(Sample.text)
        }
    }

    private enum Sample: CustomStringConvertible {
        case text(String)
        case number(Int)
        case flag(Bool)

        var description: String {
            switch self {
            case let .text(text): text
            case let .number(number): String(number)
            case let .flag(flag): String(flag)
            }
        }
    }

    private func commandLine(_ setting: BuildSetting, _ value: Sample) -> [String] {
        switch value {
        case let .text(text): ["--\(setting.flag)", text]
        case let .number(number): ["--\(setting.flag)", String(number)]
        case let .flag(flag): [flag ? "--\(setting.flag)" : "--no-\(setting.flag)"]
        }
    }

    private func yaml(_ value: Sample) -> String {
        switch value {
        case let .text(text): "\"\(text)\""
        case let .number(number): String(number)
        case let .flag(flag): String(flag)
        }
    }

    private func describe(_ configuration: SiteConfiguration) -> String {
        String(reflecting: configuration)
    }
}
