import ArgumentParser
import Foundation
import SiteCommandLine
import SiteComposition
import TestSupport
import XCTest

final class BuildOptionsTests: XCTestCase {
    func test_configuration_valuesOfTheFile_areUsed() throws {
        let folder = try makeTemporaryFolder()
        let config = try folder.write("title: Desde el archivo\nstrict: true\nsearch: false\ncatalog_page_size: 12\n", to: "curso/course-site.yml")

        let sut = try makeSUT(["--config", config.path]).configuration()

        XCTAssertEqual(sut.title, "Desde el archivo")
        XCTAssertTrue(sut.isStrict)
        XCTAssertFalse(sut.search)
        XCTAssertEqual(sut.catalog.pageSize, 12)
    }

    func test_configuration_flagsGiven_winOverTheFile() throws {
        let folder = try makeTemporaryFolder()
        let config = try folder.write("title: Desde el archivo\nstrict: true\nsearch: false\n", to: "curso/course-site.yml")

        let sut = try makeSUT(["--config", config.path, "--title", "Desde la línea", "--no-strict", "--search"]).configuration()

        XCTAssertEqual(sut.title, "Desde la línea")
        XCTAssertFalse(sut.isStrict)
        XCTAssertTrue(sut.search)
    }

    func test_configuration_withAFileElsewhere_looksForTheCoursesFoldersBesideIt() throws {
        let folder = try makeTemporaryFolder()
        let config = try folder.write("title: Curso\n", to: "curso/course-site.yml")
        try folder.write("func test_a() {}\n", to: "curso/Tests/ATests.swift")

        let sut = try makeSUT(["--config", config.path]).configuration()

        let course = folder.url.appendingPathComponent("curso").standardizedFileURL.path
        XCTAssertEqual(sut.contentFolder.path, course + "/Content")
        XCTAssertEqual(sut.outputFolder.path, course + "/_site")
        XCTAssertEqual(sut.testFolders.map(\.path), [course + "/Tests"])
    }

    func test_configuration_withoutAFile_usesTheDefaults() throws {
        let sut = try makeSUT([]).configuration()

        XCTAssertEqual(sut.contentFolder.relativePath, "Content")
        XCTAssertEqual(sut.outputFolder.relativePath, "_site")
        XCTAssertFalse(sut.isStrict)
        XCTAssertTrue(sut.search)
        XCTAssertEqual(sut.catalog.pageSize, 48)
    }

    func test_configuration_pdfFromTheFile_printsThePageToAPDF() throws {
        let folder = try makeTemporaryFolder()
        let config = try folder.write("pdf: true\npdf_timeout: 60\n", to: "course-site.yml")

        let sut = try makeSUT(["--config", config.path]).configuration()

        XCTAssertEqual(sut.printing, PrintOptions(printsPage: true, pdf: true, pdfTimeout: 60))
    }

    func test_configuration_pdfWithoutThePrintPage_throwsSayingWhy() throws {
        let folder = try makeTemporaryFolder()
        let config = try folder.write("print: false\n", to: "course-site.yml")

        XCTAssertThrowsError(try makeSUT(["--config", config.path, "--pdf"]).configuration()) { error in
            XCTAssertTrue("\(error)".contains("--pdf imprime imprimir.html"), "\(error)")
        }
    }

    func test_configuration_languageOfTheFile_givesTheInterfacesLanguage() throws {
        let folder = try makeTemporaryFolder()
        let config = try folder.write("language: en\n", to: "course-site.yml")

        let sut = try makeSUT(["--config", config.path]).configuration()

        XCTAssertEqual(sut.language, .english)
    }

    func test_configuration_unknownLanguage_throwsNamingTheChoices() throws {
        XCTAssertThrowsError(try makeSUT(["--language", "fr"]).configuration()) { error in
            XCTAssertTrue("\(error)".contains("--language debe ser es o en"), "\(error)")
        }
    }

    func test_configuration_catalogSourcesFromTheFileAndTheLine_mayNotBeMixed() throws {
        let folder = try makeTemporaryFolder()
        let config = try folder.write("catalog_url: https://api.example.com\n", to: "course-site.yml")

        XCTAssertThrowsError(try makeSUT(["--config", config.path, "--no-catalog"]).configuration()) { error in
            XCTAssertTrue("\(error)".contains("Usa solo una de --catalog-url"), "\(error)")
        }
    }

    func test_configuration_brokenFile_throwsItsErrorNamingTheFileAsGiven() throws {
        let folder = try makeTemporaryFolder()
        let config = try folder.write("strcit: true\n", to: "course-site.yml")

        XCTAssertThrowsError(try makeSUT(["--config", config.path]).configuration()) { error in
            XCTAssertEqual((error as? ConfigFileError)?.file, config.path)
            XCTAssertEqual((error as? ConfigFileError)?.line, 1)
        }
    }

    func test_guide_documentsEveryKeyOfTheConfigurationFile() throws {
        let page = try String(contentsOf: RepositoryFolders.configurationPage, encoding: .utf8)
        let table = try XCTUnwrap(ConfigurationReference.table(in: page), "the guide's configuration page has lost its table's markers")

        for key in ConfigKey.names {
            XCTAssertTrue(table.contains("| `\(key)` |"), "the guide's configuration table has no row for '\(key)'")
        }
    }

    // MARK: - Helpers

    private func makeSUT(_ arguments: [String]) throws -> BuildOptions {
        try BuildOptions.parse(arguments)
    }
}
