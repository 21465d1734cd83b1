import CourseCodeInfrastructure
import Foundation
import SiteInfrastructure
import TestSupport
import XCTest

/// bubblewrap's command line, and what it confines with the `bwrap` installed (skipped without one).
final class BubblewrapSandboxTests: XCTestCase {
    func test_confining_hidesParentsBeforeChildrenThenBindsTheWritableFoldersLast() {
        let sut = BubblewrapSandbox(executable: URL(fileURLWithPath: "/usr/bin/bwrap"), hidden: [url("/home/ana/curso/Content"), url("/home/ana"), url("/")], shown: [url("/home/ana/swift")])

        let command = sut.confining(url("/usr/bin/swift"), ["build"], writable: [url("/home/ana/curso/.build/code")])

        XCTAssertEqual(command.executable.path, "/usr/bin/bwrap")
        let arguments = command.arguments.joined(separator: " ")
        XCTAssertTrue(arguments.hasPrefix("--ro-bind / / --dev /dev --proc /proc --tmpfs /tmp --tmpfs /home/ana --tmpfs /home/ana/curso/Content --ro-bind-try /home/ana/swift /home/ana/swift --bind-try /home/ana/curso/.build/code /home/ana/curso/.build/code"), arguments)
        XCTAssertTrue(arguments.hasSuffix("--unshare-all --die-with-parent --new-session -- /usr/bin/swift build"), arguments)
        XCTAssertFalse(arguments.contains("--tmpfs / "), "the whole machine is never hidden")
    }

    func test_confining_hiddenFolder_isEmptyAndWritesInsideItReachNothing() async throws {
        let (sut, runner) = try await makeSUT()
        let folder = try makeTemporaryFolder()
        try folder.write("secreto", to: "curso/secreto.txt")
        let course = folder.url.appendingPathComponent("curso")
        let package = try folder.write("", to: "curso/.build/code/vacío")
        let confined = BubblewrapSandbox(executable: sut.executable, hidden: [course])
        let command = confined.confining(url("/bin/sh"), ["-c", "ls -A \(course.path); echo escrito > \(course.path)/fuera.txt; echo escrito > ../dentro.txt"], writable: [package.deletingLastPathComponent()])

        let result = try await runner.run(command.executable, arguments: command.arguments)

        XCTAssertEqual(result.standardOutput, ".build\n", "only the way to the writable folder is there: \(result.standardError)")
        XCTAssertFalse(folder.exists("curso/fuera.txt"))
        XCTAssertTrue(folder.exists("curso/.build/dentro.txt") == false && folder.exists("curso/.build/code/vacío"))
    }

    func test_confining_processLeftRunning_endsWithTheCommand() async throws {
        let (sut, runner) = try await makeSUT()
        let command = sut.confining(url("/bin/sh"), ["-c", "sleep 318.5 >/dev/null 2>&1 & echo started"], writable: [])

        let result = try await runner.run(command.executable, arguments: command.arguments)

        XCTAssertEqual(result.standardOutput, "started\n")
        XCTAssertFalse(try String(contentsOfFile: "/proc/self/status", encoding: .utf8).isEmpty)
        let left = (try FileManager.default.contentsOfDirectory(atPath: "/proc")).filter { entry in
            (try? String(decoding: Data(contentsOf: URL(fileURLWithPath: "/proc/\(entry)/cmdline")), as: UTF8.self)) == "sleep\u{0}318.5\u{0}"
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
}
