import ArgumentParser
import Foundation
import SiteCommandLine
import SiteComposition
import TestSupport
import XCTest

/// `--untrusted`: what someone else's `course-site.yml` may no longer ask for.
final class UntrustedCourseTests: XCTestCase {
    func test_resolved_fileAskingToRunTheCoursesCodeOrItsProgram_isIgnoredAndSaid() throws {
        let folder = try makeTemporaryFolder()
        let config = try folder.write("check_code: true\nunsafe_html: true\ndiagram_renderer: ./tools/render.sh\n", to: "curso/course-site.yml")

        let (configuration, notices) = try makeSUT(["--config", config.path, "--untrusted"]).resolved()

        XCTAssertFalse(configuration.codeCheck.isEnabled)
        XCTAssertFalse(configuration.allowsRawHTML)
        XCTAssertNil(configuration.diagrams.renderer)
        XCTAssertEqual(notices.map(\.description), ["check_code", "unsafe_html", "diagram_renderer"].map {
            "--untrusted: se ignora \($0) de course-site.yml, que haría ejecutar lo que el curso escribe o nombra."
        })
    }

    func test_resolved_sameFileWithoutUntrusted_keepsWhatItAsksFor() throws {
        let folder = try makeTemporaryFolder()
        let config = try folder.write("check_code: true\nunsafe_html: true\ndiagram_renderer: ./tools/render.sh\n", to: "curso/course-site.yml")

        let (configuration, notices) = try makeSUT(["--config", config.path]).resolved()

        XCTAssertTrue(configuration.codeCheck.isEnabled)
        XCTAssertTrue(configuration.allowsRawHTML)
        XCTAssertEqual(configuration.diagrams.renderer, "./tools/render.sh")
        XCTAssertEqual(notices, [])
    }

    func test_resolved_flagThatRunsTheCoursesCodeWithUntrusted_throwsNamingIt() throws {
        for flag in ["--check-code", "--check-steps", "--unsafe-html"] {
            XCTAssertThrowsError(try makeSUT([flag, "--untrusted"]).resolved(), flag) { error in
                XCTAssertTrue("\(error)".contains("--untrusted no va con \(flag)"), "\(error)")
            }
        }
    }

    func test_resolved_fileNamingAFolderOrFileOutsideTheCourse_throwsNamingTheKey() throws {
        let cases = ["output: ../fuera", "content: /etc", "diagram_cache: /tmp/cache", "catalog_file: ../secreto.json", "tests: [../otros]", "templates: ../plantillas"]
        for line in cases {
            let folder = try makeTemporaryFolder()
            try folder.write("{}", to: "secreto.json")
            for name in ["fuera", "otros", "plantillas"] { try FileManager.default.createDirectory(at: folder.url.appendingPathComponent(name), withIntermediateDirectories: true) }
            let config = try folder.write(line + "\n", to: "curso/course-site.yml")
            let key = String(line.prefix { $0 != ":" })

            XCTAssertThrowsError(try makeSUT(["--config", config.path, "--untrusted"]).resolved(), line) { error in
                XCTAssertTrue("\(error)".contains("\(key) en course-site.yml lleva fuera del curso"), "\(error)")
            }
            XCTAssertNoThrow(try makeSUT(["--config", config.path]).resolved(), "without --untrusted, \(line) is the author's choice")
        }
    }

    func test_resolved_folderInsideTheCourseThatLinksOutside_throws() throws {
        let folder = try makeTemporaryFolder()
        let config = try folder.write("output: _site\n", to: "curso/course-site.yml")
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("fuera"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: folder.url.appendingPathComponent("curso/_site"), withDestinationURL: folder.url.appendingPathComponent("fuera"))

        XCTAssertThrowsError(try makeSUT(["--config", config.path, "--untrusted"]).resolved()) { error in
            XCTAssertTrue("\(error)".contains("output en course-site.yml lleva fuera del curso"), "\(error)")
        }
    }

    func test_resolved_folderNotYetMadeUnderALinkThatLeadsOutside_throws() throws {
        for line in ["output: arriba/sitio", "diagram_cache: arriba/cache", "output: dentro/escape/sitio"] {
            let folder = try makeTemporaryFolder()
            let config = try folder.write(line + "\n", to: "curso/course-site.yml")
            try FileManager.default.createSymbolicLink(at: folder.url.appendingPathComponent("curso/arriba"), withDestinationURL: folder.url)
            try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("curso/dentro"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("curso/dentro/escape").path, withDestinationPath: "../..")
            let key = String(line.prefix { $0 != ":" })

            XCTAssertThrowsError(try makeSUT(["--config", config.path, "--untrusted"]).resolved(), line) { error in
                XCTAssertTrue("\(error)".contains("\(key) en course-site.yml lleva fuera del curso"), "\(error)")
            }
        }
    }

    func test_resolved_folderNotYetMadeInsideTheCourse_isAccepted() throws {
        let folder = try makeTemporaryFolder()
        let config = try folder.write("output: salida/nueva/sitio\ndiagram_cache: .cache/../diagramas\n", to: "curso/course-site.yml")

        let (configuration, _) = try makeSUT(["--config", config.path, "--untrusted"]).resolved()

        XCTAssertEqual(configuration.outputFolder.lastPathComponent, "sitio")
    }

    func test_resolved_outputThroughALinkThatLeadsNowhere_throws() throws {
        let folder = try makeTemporaryFolder()
        let config = try folder.write("output: roto/sitio\n", to: "curso/course-site.yml")
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("curso/roto").path, withDestinationPath: folder.url.appendingPathComponent("no-existe").path)

        XCTAssertThrowsError(try makeSUT(["--config", config.path, "--untrusted"]).resolved()) { error in
            XCTAssertTrue("\(error)".contains("output en course-site.yml lleva fuera del curso"), "\(error)")
        }
    }

    func test_resolved_defaultFolderThatLinksOutsideWithoutAFile_throwsNamingIt() throws {
        // A cloned course can hold `Public -> /home/ana`, with no course-site.yml to name it.
        let folder = try makeTemporaryFolder()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("curso"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: folder.url.appendingPathComponent("curso/Public"), withDestinationURL: folder.url)
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(folder.url.appendingPathComponent("curso").path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }

        XCTAssertThrowsError(try makeSUT(["--untrusted"]).resolved()) { error in
            XCTAssertTrue("\(error)".contains("es un enlace que lleva fuera del curso"), "\(error)")
        }
    }

    func test_resolved_outsideFolderGivenOnTheCommandLine_isTheUsersChoice() throws {
        let folder = try makeTemporaryFolder()
        let config = try folder.write("title: Curso\n", to: "curso/course-site.yml")

        let (configuration, _) = try makeSUT(["--config", config.path, "--untrusted", "--output", folder.url.appendingPathComponent("sitio").path]).resolved()

        XCTAssertEqual(configuration.outputFolder.lastPathComponent, "sitio")
    }

    // MARK: - Helpers

    private func makeSUT(_ arguments: [String]) throws -> BuildOptions {
        try BuildOptions.parse(arguments)
    }
}
