public import Foundation
public import LessonsCore
public import SiteInfrastructure

/// The date of each lesson's last commit, from one `git log` over the whole content folder (never
/// one per lesson: a course of a thousand lessons would start a thousand processes).
///
/// `git log --name-only` lists commits newest first, each with the files it touched: a file's
/// first appearance is its last change. A folder outside a repository, a missing `git`, or git
/// failing gives no dates rather than a failed build: the dates are a courtesy to readers.
public struct GitLessonHistory: LessonHistory {
    private let contentFolder: URL
    private let git: URL
    private let runner: CommandRunner

    public init(contentFolder: URL, git: URL, runner: CommandRunner = CommandRunner(timeout: .seconds(30), outputLimit: 64 << 20)) {
        self.contentFolder = contentFolder
        self.git = git
        self.runner = runner
    }

    public func lastChanges() async -> [LessonPath: Date] {
        // `%x00%ct`: a NUL and the commit's time, a line no file name can be; `--relative` names
        // files from the content folder, as lessons are named.
        let arguments = ["-C", contentFolder.path, "-c", "core.quotePath=false", "log", "--format=%x00%ct", "--name-only", "--relative", "--no-renames", "--", "."]
        guard let result = try? await runner.run(git, arguments: arguments), result.succeeded else { return [:] }
        return Self.lastChanges(in: result.standardOutput)
    }

    /// Where git records that `HEAD` or a branch moved: what a preview watches to know the
    /// lessons' dates may have changed. Named as the watcher names them: under the content folder's
    /// own spelling when they lie there (a repository inside it), since git resolves symbolic links.
    /// - Returns: nil outside a repository, or when git fails.
    public func historyFiles() async -> GitHistoryFiles? {
        // `--git-common-dir` holds the branches a linked worktree shares. Git prints it relative to
        // the folder it ran in, symbolic links resolved, as `--absolute-git-dir` is.
        guard let result = try? await runner.run(git, arguments: ["-C", contentFolder.path, "rev-parse", "--absolute-git-dir", "--git-common-dir"]), result.succeeded else { return nil }
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        guard lines.count == 2, lines[0].hasPrefix("/") else { return nil }
        let gitFolder = URL(fileURLWithPath: lines[0], isDirectory: true)
        let realContent = Self.realPath(of: contentFolder)
        let common = lines[1].hasPrefix("/")
            ? URL(fileURLWithPath: lines[1], isDirectory: true)
            : URL(fileURLWithPath: realContent, isDirectory: true).appendingPathComponent(lines[1], isDirectory: true)
        /// Under the content folder's own spelling when it lies there.
        func spelled(_ url: URL) -> URL {
            guard url.path.hasPrefix(realContent + "/") else { return url }
            return contentFolder.standardizedFileURL.appendingPathComponent(String(url.path.dropFirst(realContent.count + 1)))
        }
        return GitHistoryFiles(
            headLog: spelled(gitFolder.appendingPathComponent("logs/HEAD")),
            branches: spelled(common.standardizedFileURL.appendingPathComponent("refs/heads", isDirectory: true))
        )
    }

    /// The folder's path with every symbolic link resolved, as git spells it (`realpath`: Foundation's
    /// `resolvingSymlinksInPath` drops macOS's `/private`, which git keeps).
    static func realPath(of folder: URL) -> String {
        guard let resolved = realpath(folder.path, nil) else { return folder.standardizedFileURL.path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func lastChanges(in log: String) -> [LessonPath: Date] {
        var dates: [LessonPath: Date] = [:]
        var commitDate: Date?
        for line in log.split(separator: "\n") {
            if line.first == "\0" {
                commitDate = TimeInterval(line.dropFirst()).map(Date.init(timeIntervalSince1970:))
            } else if let date = commitDate, let lesson = LessonPath(Self.unquoted(String(line))), dates[lesson] == nil {
                dates[lesson] = date
            }
        }
        return dates
    }

    /// Git quotes a name with unusual characters (`"lecci\303\263n.md"`) unless told not to; the
    /// quoted form is read back to its UTF-8 bytes.
    private static func unquoted(_ name: String) -> String {
        guard name.hasPrefix("\""), name.hasSuffix("\""), name.count >= 2 else { return name }
        var bytes: [UInt8] = []
        var characters = Array(name.utf8.dropFirst().dropLast())[...]
        while let byte = characters.popFirst() {
            guard byte == UInt8(ascii: "\\"), let next = characters.popFirst() else { bytes.append(byte); continue }
            if (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(next), characters.count >= 2 {
                let digits = [next, characters.removeFirst(), characters.removeFirst()]
                bytes.append(UInt8(String(decoding: digits, as: UTF8.self), radix: 8) ?? 0)
            } else {
                bytes.append(["n": 10, "t": 9, "\"": 34, "\\": 92][Character(UnicodeScalar(next))] ?? next)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
