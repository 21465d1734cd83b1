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
        let folder = try makeTemporaryFolder()
        try folder.write("# Uno\n", to: "Content/login/01.md")
        try folder.write("# Dos\n", to: "Content/login/02.md")
        let repository = try XCTUnwrap(try GitRepository(initializingIn: folder.url), "git is not installed")
        try repository.commitEverything("primero", date: "1700000000 +0000")
        try folder.write("# Uno, corregida\n", to: "Content/login/01.md")
        try repository.commitEverything("segundo", date: "1700086400 +0000")
        let sut = GitLessonHistory(contentFolder: folder.url.appendingPathComponent("Content"), git: repository.git)

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

    func test_historyFiles_ofARealRepository_areTheLogOfHEADAndTheBranchesFolder() async throws {
        let folder = try makeTemporaryFolder()
        let repository = try makeRepository(at: "", committing: "Content/login/01.md", in: folder)
        let sut = GitLessonHistory(contentFolder: folder.url.appendingPathComponent("Content"), git: repository.git)

        let found = await sut.historyFiles()

        let files = try XCTUnwrap(found)
        let git = GitLessonHistory.realPath(of: folder.url) + "/.git"
        XCTAssertEqual(files.headLog.path, git + "/logs/HEAD")
        XCTAssertEqual(files.branches.path, git + "/refs/heads")
        XCTAssertTrue(FileManager.default.fileExists(atPath: files.headLog.path), "a commit writes it")
    }

    func test_historyFiles_ofALinkedWorktree_areItsOwnLogAndTheSharedBranches() async throws {
        let folder = try makeTemporaryFolder()
        let repository = try makeRepository(at: "main", committing: "main/Content/01.md", in: folder)
        try repository.run(["worktree", "add", "-q", "-b", "otra", folder.url.appendingPathComponent("otra").path])
        let sut = GitLessonHistory(contentFolder: folder.url.appendingPathComponent("otra/Content"), git: repository.git)

        let found = await sut.historyFiles()

        let files = try XCTUnwrap(found)
        let git = GitLessonHistory.realPath(of: folder.url) + "/main/.git"
        XCTAssertEqual(files.headLog.path, git + "/worktrees/otra/logs/HEAD")
        XCTAssertEqual(files.branches.path, git + "/refs/heads")
    }

    func test_historyFiles_ofAContentFolderLinkedIntoARepository_areThatRepositorysFiles() async throws {
        let folder = try makeTemporaryFolder()
        let (sut, _) = try makeLinkedSUT(repository: "compartido", lessons: "compartido/Content", in: folder)

        let found = await sut.historyFiles()

        let files = try XCTUnwrap(found)
        let git = GitLessonHistory.realPath(of: folder.url) + "/compartido/.git"
        XCTAssertEqual(files.headLog.path, git + "/logs/HEAD")
        XCTAssertEqual(files.branches.path, git + "/refs/heads", "git names the common folder from the link's target")
    }

    func test_historyFiles_ofARepositoryInsideALinkedContentFolder_areNamedFromTheContentFolder() async throws {
        let folder = try makeTemporaryFolder()
        let (sut, content) = try makeLinkedSUT(repository: "lecciones", lessons: "lecciones", in: folder)

        let found = await sut.historyFiles()

        let files = try XCTUnwrap(found)
        XCTAssertEqual(files.headLog.path, content.path + "/.git/logs/HEAD", "as the watcher of the content folder names it")
        XCTAssertEqual(files.branches.path, content.path + "/.git/refs/heads")
    }

    func test_historyFiles_outsideARepository_isNil() async throws {
        let git = try XCTUnwrap(ExecutableLookup.find("git"), "git is not installed")
        let folder = try makeTemporaryFolder()
        try folder.write("# Uno\n", to: "Content/01.md")
        let sut = GitLessonHistory(contentFolder: folder.url.appendingPathComponent("Content"), git: git)

        let files = await sut.historyFiles()

        XCTAssertNil(files)
    }

    // MARK: - Helpers

    /// A repository at `path` in `folder` ("" for the folder itself), with one lesson committed.
    private func makeRepository(at path: String, committing lesson: String, in folder: TemporaryFolder) throws -> GitRepository {
        try folder.write("# Uno\n", to: lesson)
        let repository = try XCTUnwrap(try GitRepository(initializingIn: path.isEmpty ? folder.url : folder.url.appendingPathComponent(path)), "git is not installed")
        try repository.commitEverything("primero", date: "1700000000 +0000")
        return repository
    }

    /// A repository at `repository` with one committed lesson in `lessons`, and a course whose
    /// content folder, `curso/Content`, is a symbolic link to `lessons`.
    private func makeLinkedSUT(repository: String, lessons: String, in folder: TemporaryFolder) throws -> (GitLessonHistory, content: URL) {
        let git = try makeRepository(at: repository, committing: lessons + "/01.md", in: folder)
        let content = folder.url.appendingPathComponent("curso/Content")
        try FileManager.default.createDirectory(at: content.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: content, withDestinationURL: folder.url.appendingPathComponent(lessons))
        return (GitLessonHistory(contentFolder: content, git: git.git), content)
    }
}
