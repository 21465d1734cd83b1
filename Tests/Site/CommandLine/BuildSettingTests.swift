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

        // `--untrusted` is the command line's alone: a course's own file must never be able to say it.
        let undeclared = named.subtracting(declared).subtracting(["config", "help", "untrusted"])

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

    func test_configuration_nothingGiven_isEveryDefault() throws {
        let sut = try BuildOptions.parse([]).configuration()

        XCTAssertEqual(sut.contentFolder.relativePath, "Content")
        XCTAssertEqual(sut.outputFolder.relativePath, "_site")
        XCTAssertEqual(sut.baseURL, "/")
        XCTAssertEqual([sut.search, sut.showsDates, sut.printing.printsPage], [true, true, true])
        XCTAssertEqual([sut.isStrict, sut.allowsRawHTML, sut.allowsEmptyCourse, sut.printing.pdf, sut.codeCheck.isEnabled, sut.catalog.allowsError, sut.annotatesGitHub], [false, false, false, false, false, false, false])
        XCTAssertEqual([sut.catalog.timeout, sut.codeCheck.timeout, sut.printing.pdfTimeout], [10, 600, 300])
        XCTAssertEqual([sut.catalog.maxBytes, sut.catalog.pageSize], [20 * 1024 * 1024, 48])
        XCTAssertEqual(sut.catalog.source, .contentFile)
        XCTAssertEqual(sut.language, .spanish)
    }

    func test_configuration_siteURLAlone_servesFromItsPath() throws {
        let sut = try BuildOptions.parse(["--site-url", "https://usuario.github.io/curso/"]).configuration()

        XCTAssertEqual(sut.baseURL, "/curso/")
    }

    func test_configuration_checkSteps_turnsTheCodesCheckOn() throws {
        let sut = try BuildOptions.parse(["--check-steps"]).configuration()

        XCTAssertTrue(sut.codeCheck.checksSteps)
        XCTAssertTrue(sut.codeCheck.isEnabled, "the steps are checked by the code's check")
    }

    func test_configuration_valuesTheBuildCannotUseOrThatDoNotGoTogether_throwWhatToDo() throws {
        let folder = try makeTemporaryFolder()
        let missingTemplates = try folder.write("templates: no-existe\n", to: "course-site.yml").path
        let cases: [(arguments: [String], message: String)] = [
            (["--site-url", "https://u.github.io/curso/", "--base-url", "/otro/"], "no coincide con la ruta de --site-url"),
            (["--base-url", "/otro/", "--site-url", "https://u.github.io/curso/"], "no coincide con la ruta de --site-url"),
            (["--site-url", "ftp://x"], "--site-url debe ser una URL http(s) completa"),
            (["--base-url", "//evil.example/"], "--base-url debe ser una ruta del sitio"),
            (["--base-url", "https://evil.example/"], "--base-url debe ser una ruta del sitio"),
            (["--base-url", "\\\\evil.example\\"], "--base-url debe ser una ruta del sitio"),
            (["--edit-url", "javascript:alert(1)//{path}"], "--edit-url debe ser una URL http(s)"),
            (["--edit-url", "file:///etc/{path}"], "--edit-url debe ser una URL http(s)"),
            (["--edit-url", "https:{path}"], "--edit-url debe ser una URL http(s)"),
            (["--pdf", "--no-print"], "--pdf imprime imprimir.html"),
            (["--check-steps", "--no-check-code"], "no se puede usar con --no-check-code"),
            (["--catalog-url", "https://a.example", "--no-catalog"], "Usa solo una de"),
            (["--catalog-file", "p.json", "--catalog-url", "https://a.example"], "Usa solo una de"),
            (["--catalog-file", "p.json", "--no-catalog"], "Usa solo una de"),
            (["--catalog-url", "ftp://a.example"], "--catalog-url debe ser una URL http(s)"),
            (["--catalog-timeout", "0"], "--catalog-timeout debe estar entre 0 y 3600 segundos"),
            (["--check-code-timeout", "90000"], "--check-code-timeout debe estar entre 0 y 86400 segundos"),
            (["--pdf-timeout=-1"], "--pdf-timeout debe estar entre 0 y 86400 segundos"),
            (["--catalog-page-size", "0"], "--catalog-page-size debe ser 1 o más"),
            (["--catalog-max-bytes", "0"], "--catalog-max-bytes debe ser mayor que 0"),
            (["--templates", folder.location("no-existe").path], "--templates: no existe la carpeta"),
            (["--config", missingTemplates], "templates en course-site.yml: no existe la carpeta"),
            (["--diagrams", "png"], "--diagrams debe ser svg, client o source"),
            (["--language", "fr"], "--language debe ser es o en"),
            (["--diagnostics", "xml"], "--diagnostics debe ser console o github"),
        ]

        for (arguments, message) in cases {
            XCTAssertThrowsError(try BuildOptions.parse(arguments).configuration(), "\(arguments)") { error in
                XCTAssertTrue("\(error)".contains(message), "\(arguments): \(error)")
            }
        }
    }

    // MARK: - Helpers

    /// A value of each kind the build accepts, every value for a choice or a flag.
    private func samples(for setting: BuildSetting, folder: TemporaryFolder) throws -> [Sample] {
        switch setting.kind {
        // An address for the settings that take one; --base-url takes a path of the site only.
        case .text: [.text(setting.flag == "base-url" ? "/curso/" : "https://example.com/curso/")]
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
