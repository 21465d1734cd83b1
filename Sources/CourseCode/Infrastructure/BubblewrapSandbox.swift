public import Foundation
public import Localization
public import SiteInfrastructure

/// Confines the lessons' code on Linux with bubblewrap (`bwrap`): `swift build` and the tests see
/// the machine read-only, write only to the check's package folder (and a temporary folder of their
/// own), see neither the user's home nor the course's folders, have no network, and live in a PID
/// namespace of their own, so that when the command ends, or its deadline passes, everything it
/// started ends with it.
public struct BubblewrapSandbox: Sendable, Equatable {
    /// The `bwrap` command.
    public let executable: URL
    /// Replaced by an empty folder: the user's home, the course's folders.
    public let hidden: [URL]
    /// Seen again, read-only, inside a hidden folder: the toolchain, when it lives in the home folder.
    public let shown: [URL]

    public init(executable: URL, hidden: [URL], shown: [URL] = []) {
        self.executable = executable
        self.hidden = hidden
        self.shown = shown
    }

    /// The command that runs `command` with `arguments` confined, able to write only in `writable`
    /// (a folder that does not exist yet is left out) and starting in the first of them that exists.
    /// - Parameter environment: the command's only variables, with `PATH` and `HOME`: none of the
    ///   build's (a CI's tokens) reaches the course's code.
    public func confining(_ command: URL, _ arguments: [String], writable: [URL], environment: [String: String] = [:]) -> (executable: URL, arguments: [String]) {
        // `/run` holds the machine's sockets (D-Bus, Docker's), which a read-only mount does not
        // stop anyone from connecting to.
        var wrapped = ["--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--tmpfs", "/tmp", "--tmpfs", "/run"]
        // Parents before their children: a folder hidden inside another is mounted on the first's empty one.
        for folder in Self.paths(hidden).sorted(by: { $0.count < $1.count }) where folder != "/" {
            wrapped += ["--tmpfs", folder]
        }
        for folder in Self.paths(shown) { wrapped += ["--ro-bind-try", folder, folder] }
        for folder in Self.paths(writable) { wrapped += ["--bind-try", folder, folder] }
        let start = writable.first { FileManager.default.fileExists(atPath: $0.path) }
        wrapped += ["--chdir", start.map { Self.paths([$0])[0] } ?? "/"]
        let inherited = ProcessInfo.processInfo.environment
        var variables = ["PATH": inherited["PATH"] ?? "/usr/bin:/bin", "HOME": inherited["HOME"] ?? "/", "LANG": "C.UTF-8"]
        variables.merge(environment) { _, given in given }
        wrapped += ["--clearenv"] + variables.sorted { $0.key < $1.key }.flatMap { ["--setenv", $0.key, $0.value] }
        // No network, no other user's view of the machine's processes or IPC, no capabilities; killed with its parent.
        wrapped += ["--unshare-all", "--cap-drop", "ALL", "--die-with-parent", "--new-session", "--", command.path]
        return (executable, wrapped + arguments)
    }

    /// `bwrap` on `path`, if it can make a sandbox here (a kernel that allows no unprivileged user
    /// namespace cannot): found, or why the lessons' code will run unconfined.
    public static func find(path: String, runner: CommandRunner = CommandRunner(timeout: .seconds(10))) async -> Result<URL, Unavailable> {
        #if os(Linux)
        guard let bwrap = ExecutableLookup.find("bwrap", path: path) else { return .failure(.notInstalled) }
        let sandbox = BubblewrapSandbox(executable: bwrap, hidden: [])
        let probe = sandbox.confining(URL(fileURLWithPath: "/bin/sh"), ["-c", "exit 0"], writable: [])
        do {
            let result = try await runner.run(probe.executable, arguments: probe.arguments)
            if result.succeeded { return .success(bwrap) }
            return .failure(.cannotConfine(reason: result.standardError.trimmingCharacters(in: .whitespacesAndNewlines)))
        } catch {
            return .failure(.cannotConfine(reason: error.description))
        }
        #else
        return .failure(.notLinux)
        #endif
    }

    /// Why there is no sandbox.
    public enum Unavailable: Error, Equatable, Sendable, LocalizedTextConvertible {
        case notInstalled
        case cannotConfine(reason: String)
        case notLinux

        public var localizedText: LocalizedText {
            switch self {
            case .notInstalled: "bubblewrap no está instalado (en Debian o Ubuntu: apt-get install bubblewrap)"
            case let .cannotConfine(reason): "bubblewrap no puede aislar procesos en esta máquina (\(reason))"
            case .notLinux: "el aislamiento con bubblewrap solo existe en Linux"
            }
        }
    }

    /// Each folder's path with its links resolved (a linked home is hidden where it really is), once.
    private static func paths(_ folders: [URL]) -> [String] {
        var seen: Set<String> = []
        return folders.map { $0.standardizedFileURL.resolvingSymlinksInPath().path }.filter { seen.insert($0).inserted }
    }
}
