import Foundation
import LessonsCore
@testable import LessonsInfrastructure
import SiteInfrastructure
import TestSupport
import XCTest

final class GitLessonHistoryTests: XCTestCase {
    func test_lastChangesIn_aLogNewestFirst_givesEachLessonItsFirstAppearance() {
        let log = "\0" + "1700000300\n\nlogin/01.md\n\0" + "1700000200\n\nlogin/01.md\nlogin/02.md\nimg/a.png\n\0" + "1700000100\n\ncatalog/01.md\n"

        let dates = GitLessonHistory.lastChanges(in: log)

        XCTAssertEqual(dates[LessonPath("login/01.md")!], Date(timeIntervalSince1970: 1_700_000_300))
        XCTAssertEqual(dates[LessonPath("login/02.md")!], Date(timeIntervalSince1970: 1_700_000_200))
        XCTAssertEqual(dates[LessonPath("catalog/01.md")!], Date(timeIntervalSince1970: 1_700_000_100))
        XCTAssertEqual(dates.count, 3, "an image is no lesson")
    }

    func test_lastChangesIn_aNameGitQuoted_isReadBackToItsCharacters() {
        let dates = GitLessonHistory.lastChanges(in: "\0" + "1700000000\n\n\"lecci\\303\\263n \\\"uno\\\".md\"\n")

        XCTAssertEqual(dates.keys.map(\.value), ["lección \"uno\".md"])
    }

    func test_lastChanges_ofARealRepository_areTheDatesOfTheLastCommitThatTouchedEachLesson() async throws {
        let git = try XCTUnwrap(ExecutableLookup.find("git"), "git is not installed")
        let folder = try makeTemporaryFolder()
        try folder.write("# Uno\n", to: "Content/login/01.md")
        try folder.write("# Dos\n", to: "Content/login/02.md")
        try runGit(git, ["init", "-q"], in: folder)
        try runGit(git, ["add", "."], in: folder)
        try runGit(git, ["commit", "-q", "-m", "primero"], in: folder, date: "1700000000 +0000")
        try folder.write("# Uno, corregida\n", to: "Content/login/01.md")
        try runGit(git, ["commit", "-q", "-am", "segundo"], in: folder, date: "1700086400 +0000")
        let sut = GitLessonHistory(contentFolder: folder.url.appendingPathComponent("Content"), git: git)

        let dates = await sut.lastChanges()

        XCTAssertEqual(dates[LessonPath("login/01.md")!], Date(timeIntervalSince1970: 1_700_086_400))
        XCTAssertEqual(dates[LessonPath("login/02.md")!], Date(timeIntervalSince1970: 1_700_000_000))
    }

    func test_lastChanges_outsideARepository_isNone() async throws {
        let git = try XCTUnwrap(ExecutableLookup.find("git"), "git is not installed")
        let folder = try makeTemporaryFolder()
        try folder.write("# Uno\n", to: "Content/01.md")
        let sut = GitLessonHistory(contentFolder: folder.url.appendingPathComponent("Content"), git: git)

        let dates = await sut.lastChanges()

        XCTAssertEqual(dates, [:])
    }

    // MARK: - Helpers

    private func runGit(_ git: URL, _ arguments: [String], in folder: TemporaryFolder, date: String? = nil) throws {
        let process = Process()
        process.executableURL = git
        process.arguments = arguments
        process.currentDirectoryURL = folder.url
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_AUTHOR_NAME"] = "Autora"
        environment["GIT_AUTHOR_EMAIL"] = "autora@ejemplo.es"
        environment["GIT_COMMITTER_NAME"] = "Autora"
        environment["GIT_COMMITTER_EMAIL"] = "autora@ejemplo.es"
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["HOME"] = folder.url.path
        if let date {
            environment["GIT_AUTHOR_DATE"] = date
            environment["GIT_COMMITTER_DATE"] = date
        }
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "git \(arguments.joined(separator: " "))")
    }
}
