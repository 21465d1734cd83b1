public import Foundation
import SiteInfrastructure

/// A temporary folder under git, for the tests that read lessons' dates: commits by one author at
/// the dates given, with none of the machine's git settings (system or user), so a
/// `commit.gpgsign` or a hooks path set there neither fails a test nor changes it.
public struct GitRepository {
    public let git: URL
    public let folder: URL

    /// `git init` in `folder`; nil when git is not installed.
    public init?(initializingIn folder: URL) throws {
        guard let git = ExecutableLookup.find("git") else { return nil }
        self.git = git
        self.folder = folder
        try run(["init", "-q"])
    }

    /// Commits everything in the folder, new files too, at `date` (`1700000000 +0000` or ISO 8601).
    public func commitEverything(_ message: String, date: String) throws {
        try run(["add", "-A"])
        try run(["-c", "commit.gpgsign=false", "commit", "-q", "--no-verify", "-m", message], date: date)
    }

    public func run(_ arguments: [String], date: String? = nil) throws {
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_AUTHOR_NAME"] = "Autora"
        environment["GIT_AUTHOR_EMAIL"] = "autora@ejemplo.es"
        environment["GIT_COMMITTER_NAME"] = "Autora"
        environment["GIT_COMMITTER_EMAIL"] = "autora@ejemplo.es"
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["HOME"] = folder.path
        if let date {
            environment["GIT_AUTHOR_DATE"] = date
            environment["GIT_COMMITTER_DATE"] = date
        }
        let run = try ProgramRun.run(git, arguments, in: folder, environment: environment)
        guard run.status == 0 else { throw GitFailed(arguments: arguments, status: run.status, output: run.output) }
    }

    public struct GitFailed: Error, CustomStringConvertible {
        public let arguments: [String]
        public let status: Int32
        public let output: String
        public var description: String { "git \(arguments.joined(separator: " ")) exited with \(status): \(output)" }
    }
}
