import CourseCodeInfrastructure
import Foundation
import SiteInfrastructure
import TestSupport
import XCTest

/// bubblewrap's command line, and what it confines with the `bwrap` installed (skipped without one).
/// The folders are made under `/var/tmp`: the sandbox empties `/tmp` whatever it is told to hide.
final class BubblewrapSandboxTests: XCTestCase {
    func test_confining_hidesParentsBeforeChildrenThenBindsTheWritableFoldersLast() {
        let sut = BubblewrapSandbox(executable: URL(fileURLWithPath: "/usr/bin/bwrap"), hidden: [url("/home/ana/curso/Content"), url("/home/ana"), url("/")], shown: [url("/home/ana/swift")])

        let command = sut.confining(url("/usr/bin/swift"), ["build"], writable: [url("/home/ana/curso/.build/code")], environment: ["TMPDIR": "/tmp/x"])

        XCTAssertEqual(command.executable.path, "/usr/bin/bwrap")
        let arguments = command.arguments.joined(separator: " ")
        XCTAssertTrue(arguments.hasPrefix("--ro-bind / / --dev /dev --proc /proc --tmpfs /tmp --tmpfs /run --tmpfs /home/ana --tmpfs /home/ana/curso/Content --ro-bind-try /home/ana/swift /home/ana/swift --bind-try /home/ana/curso/.build/code /home/ana/curso/.build/code"), arguments)
        XCTAssertTrue(arguments.contains("--clearenv "), arguments)
        XCTAssertTrue(arguments.contains("--setenv TMPDIR /tmp/x"), arguments)
        XCTAssertTrue(arguments.hasSuffix("--unshare-all --cap-drop ALL --die-with-parent --new-session -- /usr/bin/swift build"), arguments)
        XCTAssertFalse(arguments.contains("--tmpfs / "), "the whole machine is never hidden")
    }

    func test_confining_hiddenFolder_isEmptyAndWritesInsideItReachNothing() async throws {
        let (sut, runner) = try await makeSUT()
        let folder = try makeTemporaryFolder(in: URL(fileURLWithPath: "/var/tmp"))
        let course = folder.url.appendingPathComponent("curso")
        let package = course.appendingPathComponent(".build/code")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        try Data("secreto".utf8).write(to: course.appendingPathComponent("secreto.txt"))
        let confined = BubblewrapSandbox(executable: sut.executable, hidden: [course])
        let script = "ls -A \(course.path); echo escrito > \(course.path)/fuera.txt; echo escrito > dentro.txt"
        let command = confined.confining(url("/bin/sh"), ["-c", script], writable: [package])

        let result = try await runner.run(command.executable, arguments: command.arguments)

        XCTAssertEqual(result.standardOutput, ".build\n", "only the way to the writable folder is there: \(result.standardError)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: course.appendingPathComponent("fuera.txt").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: package.appendingPathComponent("dentro.txt").path), "the writable folder is written to")
    }

    func test_confining_buildsEnvironmentAndTheMachinesSockets_areOutOfReach() async throws {
        let (sut, runner) = try await makeSUT()
        setenv("COURSE_SITE_SECRET_TOKEN", "ghp_secreto", 1)
        defer { unsetenv("COURSE_SITE_SECRET_TOKEN") }
        let command = sut.confining(url("/bin/sh"), ["-c", "echo \"[$COURSE_SITE_SECRET_TOKEN]\"; ls -A /run"], writable: [])

        let result = try await runner.run(command.executable, arguments: command.arguments)

        XCTAssertEqual(result.standardOutput, "[]\n", result.standardError)
    }

    func test_confining_processLeftRunning_endsWithTheCommand() async throws {
        let (sut, runner) = try await makeSUT()
        let command = sut.confining(url("/bin/sh"), ["-c", "sleep 318.5 >/dev/null 2>&1 & echo started"], writable: [])

        let result = try await runner.run(command.executable, arguments: command.arguments)

        XCTAssertEqual(result.standardOutput, "started\n")
        // The kernel ends what the sandbox's processes left as their namespace ends, a moment after
        // the command: a moment, not the 318 s of its sleep.
        let deadline = ContinuousClock.now + .seconds(2)
        var left = try sleepers()
        while !left.isEmpty, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
            left = try sleepers()
        }
        XCTAssertEqual(left, [])
    }

    // MARK: - Helpers

    private func makeSUT() async throws -> (BubblewrapSandbox, CommandRunner) {
        guard case let .success(bwrap) = await BubblewrapSandbox.find(path: ProcessInfo.processInfo.environment["PATH"] ?? "") else {
            throw XCTSkip("bubblewrap cannot confine here")
        }
        return (BubblewrapSandbox(executable: bwrap, hidden: []), CommandRunner(timeout: .seconds(20)))
    }

    private func url(_ path: String) -> URL { URL(fileURLWithPath: path) }

    /// The processes of the machine running `sleep 318.5`.
    private func sleepers() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: "/proc").filter { entry in
            (try? String(decoding: Data(contentsOf: URL(fileURLWithPath: "/proc/\(entry)/cmdline")), as: UTF8.self)) == "sleep\u{0}318.5\u{0}"
        }
    }
}
