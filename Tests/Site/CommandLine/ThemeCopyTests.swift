import Foundation
import SiteCommandLine
import TestSupport
import XCTest

final class ThemeCopyTests: XCTestCase {
    func test_write_intoACourse_writesEveryTemplateAndTheStylesheet() throws {
        let folder = try makeTemporaryFolder()
        try folder.write("# Curso\n", to: "Content/index.md")

        let written = try ThemeCopy.write(into: folder.url)

        XCTAssertTrue(written.contains("Templates/lesson.mustache"), "\(written)")
        XCTAssertTrue(written.contains("Public/css/site.css"), "\(written)")
        XCTAssertEqual(written.count, ThemeCopy.files.count)
        XCTAssertEqual(try folder.read("Templates/layout.mustache"), ThemeCopy.files.first { $0.path == "Templates/layout.mustache" }?.text)
    }

    func test_write_whereAThemeFileExists_refusesNamingItAndWritesNothing() throws {
        let folder = try makeTemporaryFolder()
        try folder.write("<p>mía</p>\n", to: "Templates/lesson.mustache")

        XCTAssertThrowsError(try ThemeCopy.write(into: folder.url)) { error in
            XCTAssertEqual(error as? ThemeCopyError, .filesExist(folder: folder.url.relativePath, files: ["Templates/lesson.mustache"]))
        }
        XCTAssertEqual(try folder.read("Templates/lesson.mustache"), "<p>mía</p>\n")
        XCTAssertFalse(folder.exists("Templates/layout.mustache"))
    }

    func test_write_courseWithConfiguredFolders_writesIntoThem() throws {
        let folder = try makeTemporaryFolder()
        try folder.write("templates: tema/plantillas\npublic: tema/estaticos\n", to: "course-site.yml")

        let written = try ThemeCopy.write(into: folder.url)

        XCTAssertTrue(written.contains("tema/plantillas/lesson.mustache"), "\(written)")
        XCTAssertTrue(folder.exists("tema/estaticos/css/site.css"))
        XCTAssertFalse(folder.exists("Templates"))
    }

    func test_write_courseWithATemplatesFolderOutsideIt_writesThere() throws {
        let folder = try makeTemporaryFolder()
        try folder.write("templates: ../compartido/plantillas\n", to: "curso/course-site.yml")

        let written = try ThemeCopy.write(into: folder.url.appendingPathComponent("curso"))

        XCTAssertTrue(folder.exists("compartido/plantillas/lesson.mustache"), "\(written)")
        XCTAssertFalse(folder.exists("curso/compartido"))
        XCTAssertTrue(folder.exists("curso/Public/css/site.css"))
    }

    func test_write_whereAFolderIsAFile_refusesNamingItAndWritesNothing() throws {
        let folder = try makeTemporaryFolder()
        try folder.write("x", to: "Templates")

        XCTAssertThrowsError(try ThemeCopy.write(into: folder.url)) { error in
            XCTAssertEqual(error as? ThemeCopyError, .writeFailed(path: "Templates", reason: "es un archivo, no una carpeta"))
        }
        XCTAssertFalse(folder.exists("Public"))
    }
}
