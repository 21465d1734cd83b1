import Foundation
import SiteCommandLine
import TestSupport
import XCTest

final class StarterCourseTests: XCTestCase {
    func test_write_intoAnEmptyFolder_writesTheConfigurationAndTheLessons() throws {
        let folder = try makeTemporaryFolder()

        let written = try StarterCourse.write(into: folder.url)

        XCTAssertEqual(written, [
            "course-site.yml", "Content/index.md", "Content/01-dominio/index.md", "Content/01-dominio/01-email.md", "Content/01-dominio/02-flujo.md",
            ".gitignore", ".github/workflows/pages.yml", ".github/zizmor.yml",
        ])
        XCTAssertEqual(try folder.read(".gitignore"), "_site/\n._site.*/\n.build/\n")
        XCTAssertEqual(try folder.read(".github/workflows/pages.yml"), StarterWorkflow.file.text)
        XCTAssertTrue(try folder.read("Content/01-dominio/01-email.md").contains("// MiCurso/Dominio/Email.swift"))
    }

    func test_write_inEnglish_writesAnEnglishCourseWhoseConfigurationSaysSo() throws {
        let folder = try makeTemporaryFolder()

        let written = try StarterCourse.write(into: folder.url, language: .english)

        XCTAssertEqual(written, [
            "course-site.yml", "Content/index.md", "Content/01-domain/index.md", "Content/01-domain/01-email.md", "Content/01-domain/02-flow.md",
            ".gitignore", ".github/workflows/pages.yml", ".github/zizmor.yml",
        ])
        XCTAssertTrue(try folder.read("course-site.yml").contains("\nlanguage: en\n"))
        XCTAssertTrue(try folder.read("Content/01-domain/01-email.md").contains("# A valid email"))
    }

    func test_write_intoAFolderWithOnlyHiddenFiles_writesTheCourse() throws {
        let folder = try makeTemporaryFolder()
        try folder.write("[core]", to: ".git/config")

        _ = try StarterCourse.write(into: folder.url)

        XCTAssertTrue(folder.exists("course-site.yml"))
    }

    func test_write_intoAFolderWithItsOwnGitignore_keepsIt() throws {
        let folder = try makeTemporaryFolder()
        try folder.write("*.log\n", to: ".gitignore")

        let written = try StarterCourse.write(into: folder.url)

        XCTAssertFalse(written.contains(".gitignore"))
        XCTAssertEqual(try folder.read(".gitignore"), "*.log\n")
    }

    func test_write_intoARepositoryWithItsOwnPagesWorkflow_keepsItAndWritesTheRest() throws {
        let folder = try makeTemporaryFolder()
        try folder.write("name: mine\n", to: ".github/workflows/pages.yml")

        let written = try StarterCourse.write(into: folder.url)

        XCTAssertFalse(written.contains(".github/workflows/pages.yml"))
        XCTAssertTrue(written.contains(".github/zizmor.yml"))
        XCTAssertEqual(try folder.read(".github/workflows/pages.yml"), "name: mine\n")
    }

    func test_write_intoAFolderWithFiles_refusesNamingThemAndWritesNothing() throws {
        let folder = try makeTemporaryFolder()
        try folder.write("# Mía\n", to: "notas.md")

        XCTAssertThrowsError(try StarterCourse.write(into: folder.url)) { error in
            XCTAssertEqual(error as? StarterCourseError, .folderNotEmpty(path: folder.url.path, entries: ["notas.md"]))
        }
        XCTAssertFalse(folder.exists("course-site.yml"))
    }

    func test_files_everyLessonHasFrontMatterAndTheCourseItsConfiguration() {
        let lessons = StarterCourse.files.filter { $0.path.hasSuffix(".md") }

        XCTAssertTrue(lessons.allSatisfy { $0.text.hasPrefix("---\ntitle: ") }, "\(lessons.map(\.path))")
        XCTAssertEqual(StarterCourse.files.first?.path, "course-site.yml")
    }
}
