import Foundation
import Localization
import SiteCommandLine
import TestSupport
import XCTest

final class ConfigurationReferenceTests: XCTestCase {
    /// Set to write the generated table into the guide's page instead of comparing it.
    private static let regenerate = "COURSE_SITE_WRITE_CONFIGURATION_REFERENCE"

    func test_markdown_everySetting_hasARowWithItsFlagKeyAndHelp() {
        let table = ConfigurationReference.markdown(language: .english)
        let rows = table.split(separator: "\n").dropFirst(2)

        XCTAssertEqual(rows.count, BuildSetting.all.count)
        for setting in BuildSetting.all {
            let row = rows.first { $0.contains("| `\(setting.key)` |") }
            XCTAssertNotNil(row, "no row for '\(setting.key)'")
            XCTAssertTrue(row?.hasPrefix("| `--\(setting.flag)") ?? false, "\(setting.key)'s row does not start with --\(setting.flag)")
        }
        XCTAssertTrue(table.contains("| `--strict`, `--no-strict` | `strict` | true or false | Treat every warning (broken link, missing anchor) as an error. |"), table)
        XCTAssertTrue(table.contains("| `--pdf-paper a4\\|letter` | `pdf_paper` | `a4`, `letter` |"), "a | inside a cell is escaped:\n\(table)")
        XCTAssertTrue(table.contains("GET &lt;url>/products"), "a < in the help is not read as HTML:\n\(table)")
    }

    func test_markdown_english_saysNoSpanishHeader() {
        let table = ConfigurationReference.markdown(language: .english)

        XCTAssertTrue(table.hasPrefix("| Option | course-site.yml key | Value | What it does |\n|---|---|---|---|\n"), table)
    }

    func test_replacingTable_pageWithMarkers_putsTheTableBetweenThemAndKeepsTheRest() throws {
        let page = "# Options\n\n\(ConfigurationReference.startMarker)\n| old |\n\(ConfigurationReference.endMarker)\n\nAfter.\n"

        let replaced = try XCTUnwrap(ConfigurationReference.replacingTable(in: page, language: .english))

        XCTAssertEqual(ConfigurationReference.table(in: replaced), ConfigurationReference.markdown(language: .english))
        XCTAssertTrue(replaced.hasPrefix("# Options\n\n"))
        XCTAssertTrue(replaced.hasSuffix("\(ConfigurationReference.endMarker)\n\nAfter.\n"))
        XCTAssertFalse(replaced.contains("| old |"))
    }

    func test_replacingTable_pageWithoutMarkers_isNil() {
        XCTAssertNil(ConfigurationReference.replacingTable(in: "# Options\n", language: .english))
        XCTAssertNil(ConfigurationReference.table(in: "\(ConfigurationReference.endMarker)\n\(ConfigurationReference.startMarker)"))
    }

    func test_guideConfigurationPage_table_isTheOneGeneratedFromTheDeclarations() throws {
        let url = RepositoryFolders.configurationPage
        var page = try String(contentsOf: url, encoding: .utf8)
        if ProcessInfo.processInfo.environment[Self.regenerate] == "1" {
            page = try XCTUnwrap(ConfigurationReference.replacingTable(in: page, language: .english), "the page has lost its markers")
            try page.write(to: url, atomically: true, encoding: .utf8)
        }

        let committed = try XCTUnwrap(ConfigurationReference.table(in: page), "\(url.path) has lost the markers around its table")

        XCTAssertEqual(
            committed, ConfigurationReference.markdown(language: .english),
            "docs/guide/01-getting-started/03-configuration.md's table differs from BuildSetting.all: regenerate it with \(Self.regenerate)=1 swift test --filter ConfigurationReferenceTests"
        )
    }
}
