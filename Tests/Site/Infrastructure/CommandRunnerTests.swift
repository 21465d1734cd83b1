import Foundation
import SiteInfrastructure
import TestSupport
import XCTest

final class CommandRunnerTests: XCTestCase {
    func test_run_commandThatSucceeds_returnsItsExitCodeAndBothOutputs() async throws {
        let (sut, command) = try makeSUT(script: "echo \"salida de $1\"; echo 'aviso' >&2")

        let result = try await sut.run(command, arguments: ["uno"])

        XCTAssertEqual(result.exitCode, 0)
        XCTAssertTrue(result.succeeded)
        XCTAssertEqual(result.standardOutput, "salida de uno\n")
        XCTAssertEqual(result.standardError, "aviso\n")
    }

    func test_run_withInput_writesItToStandardInput() async throws {
        let (sut, command) = try makeSUT(script: "cat")

        let result = try await sut.run(command, input: "graph TD\n  A --> B[\"ñandú\"]\n")

        XCTAssertEqual(result.standardOutput, "graph TD\n  A --> B[\"ñandú\"]\n")
    }

    func test_run_withEnvironment_setsItOverTheBuildsOwn() async throws {
        let (sut, command) = try makeSUT(script: "echo \"$TMPDIR|$PATH\"")

        let result = try await sut.run(command, environment: ["TMPDIR": "/carpeta/propia"])

        XCTAssertEqual(result.standardOutput, "/carpeta/propia|\(ProcessInfo.processInfo.environment["PATH"] ?? "")\n")
    }

    func test_run_withoutInput_givesAClosedStandardInput() async throws {
        let (sut, command) = try makeSUT(script: "cat; echo fin", timeout: .seconds(5))

        let result = try await sut.run(command)

        XCTAssertEqual(result.standardOutput, "fin\n")
    }

    func test_run_commandThatFails_returnsItsExitCodeRatherThanThrowing() async throws {
        let (sut, command) = try makeSUT(script: "echo 'algo falló' >&2; exit 3")

        let result = try await sut.run(command)

        XCTAssertFalse(result.succeeded)
        XCTAssertEqual(result.exitCode, 3)
        XCTAssertEqual(result.standardError, "algo falló\n")
    }

    func test_run_commandEndedByASignal_hasNoExitCode() async throws {
        let (sut, command) = try makeSUT(script: "kill -KILL $$")

        let result = try await sut.run(command)

        XCTAssertNil(result.exitCode)
        XCTAssertFalse(result.succeeded)
    }

    func test_run_commandThatHangs_throwsTimedOutAtTheDeadline() async throws {
        let (sut, command) = try makeSUT(script: "sleep 30", timeout: .milliseconds(300))
        let started = ContinuousClock.now

        let error = await errorThrown { try await sut.run(command) }

        XCTAssertEqual(error as? CommandError, .timedOut(command: "fake-command", after: .milliseconds(300)))
        XCTAssertLessThan(ContinuousClock.now - started, .seconds(5), "the command was not stopped at the deadline")
    }

    func test_run_commandThatStartsAChild_stopsTheChildAtTheDeadlineToo() async throws {
        let (sut, command) = try makeSUT(script: "sleep 30 & echo $! > \"$1\"; wait", timeout: .milliseconds(500))
        let pidFile = command.deletingLastPathComponent().appendingPathComponent("child.pid")
        let started = ContinuousClock.now

        let error = await errorThrown { try await sut.run(command, arguments: [pidFile.path]) }

        XCTAssertEqual(error as? CommandError, .timedOut(command: "fake-command", after: .milliseconds(500)))
        XCTAssertLessThan(ContinuousClock.now - started, .seconds(5), "the command was not stopped at the deadline")
        let child = try XCTUnwrap(pid_t(String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        let childStopped = await eventually { !isRunning(child) }
        XCTAssertTrue(childStopped, "the child \(child) still runs")
    }

    func test_run_childThatIgnoresSIGTERM_isStoppedAtTheDeadlineToo() async throws {
        let (sut, command) = try makeSUT(script: "sh -c 'trap \"\" TERM; echo $$ > \"$0\"; sleep 20' \"$1\" & wait", timeout: .milliseconds(500))
        let pidFile = command.deletingLastPathComponent().appendingPathComponent("child.pid")

        let error = await errorThrown { try await sut.run(command, arguments: [pidFile.path]) }

        XCTAssertEqual(error as? CommandError, .timedOut(command: "fake-command", after: .milliseconds(500)))
        let child = try XCTUnwrap(pid_t(String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        let childStopped = await eventually { !isRunning(child) }
        XCTAssertTrue(childStopped, "the child \(child) still runs")
    }

    func test_run_childInAProcessGroupOfItsOwn_isStoppedAtTheDeadlineToo() async throws {
        // As `swift test` starts the test binary: in another process group, where killing the command's group does not reach.
        let (sut, command) = try makeSUT(script: "\(Self.sleepInAGroupOfItsOwn) & wait", timeout: .seconds(2))
        let pidFile = command.deletingLastPathComponent().appendingPathComponent("child.pid")

        let error = await errorThrown { try await sut.run(command, arguments: [pidFile.path]) }

        XCTAssertEqual(error as? CommandError, .timedOut(command: "fake-command", after: .seconds(2)))
        let child = try XCTUnwrap(pid_t(String(contentsOf: pidFile, encoding: .utf8)), "the child had not left the group by the deadline")
        let childStopped = await eventually { !isRunning(child) }
        XCTAssertTrue(childStopped, "the child \(child) still runs")
    }

    func test_run_commandThatLeavesAChildRunning_stopsTheChildWhenItEnds() async throws {
        let (sut, command) = try makeSUT(script: "\(Self.sleepInAGroupOfItsOwn) >/dev/null 2>&1 & while [ ! -s \"$1\" ]; do sleep 0.05; done")
        let pidFile = command.deletingLastPathComponent().appendingPathComponent("child.pid")

        let result = try await sut.run(command, arguments: [pidFile.path])

        XCTAssertTrue(result.succeeded)
        let child = try XCTUnwrap(pid_t(String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        let childStopped = await eventually { !isRunning(child) }
        XCTAssertTrue(childStopped, "the child \(child) outlived its command")
    }

    func test_run_cancelled_throwsCancelledAndStopsTheCommand() async throws {
        let (sut, command) = try makeSUT(script: "sleep 30")
        let started = ContinuousClock.now
        let task = Task { try await sut.run(command) }
        try await Task.sleep(for: .milliseconds(300))

        task.cancel()
        let error = await errorThrown { try await task.value }

        XCTAssertEqual(error as? CommandError, .cancelled(command: "fake-command"))
        XCTAssertLessThan(ContinuousClock.now - started, .seconds(5), "the command was not stopped when cancelled")
    }

    func test_run_standardOutputBeyondTheLimit_throwsOutputTooLarge() async throws {
        let (sut, command) = try makeSUT(script: "head -c 5000 /dev/zero | tr '\\0' x", outputLimit: 1000)

        let error = await errorThrown { try await sut.run(command) }

        XCTAssertEqual(error as? CommandError, .outputTooLarge(command: "fake-command", limit: 1000))
    }

    func test_run_standardErrorBeyondTheLimit_throwsOutputTooLarge() async throws {
        let (sut, command) = try makeSUT(script: "head -c 5000 /dev/zero | tr '\\0' x >&2", outputLimit: 1000)

        let error = await errorThrown { try await sut.run(command) }

        XCTAssertEqual(error as? CommandError, .outputTooLarge(command: "fake-command", limit: 1000))
    }

    func test_run_commandThatPrintsWithoutEnd_isStoppedOnceItPassesTheLimit() async throws {
        let (sut, command) = try makeSUT(script: "yes", outputLimit: 1000)
        let started = ContinuousClock.now

        let error = await errorThrown { try await sut.run(command) }

        XCTAssertEqual(error as? CommandError, .outputTooLarge(command: "fake-command", limit: 1000))
        XCTAssertLessThan(ContinuousClock.now - started, .seconds(5), "the command was not stopped at the limit")
    }

    func test_run_outputUpToTheLimit_isReturnedWhole() async throws {
        let (sut, command) = try makeSUT(script: "head -c 1000 /dev/zero | tr '\\0' x", outputLimit: 1000)

        let result = try await sut.run(command)

        XCTAssertEqual(result.standardOutput, String(repeating: "x", count: 1000))
    }

    func test_run_missingFile_throwsCouldNotStartNamingIt() async throws {
        let folder = try makeTemporaryFolder()
        let missing = folder.location("no-existe")
        let sut = CommandRunner(timeout: .seconds(5))

        let error = await errorThrown { try await sut.run(missing) }

        guard case let .couldNotStart(command, _) = error as? CommandError else {
            return XCTFail("\(String(describing: error))")
        }
        XCTAssertEqual(command, missing.path)
    }

    func test_run_fileThatIsNotExecutable_throwsCouldNotStart() async throws {
        let (sut, command) = try makeSUT(script: "echo hola", executable: false)

        let error = await errorThrown { try await sut.run(command) }

        guard case let .couldNotStart(path, _) = error as? CommandError else {
            return XCTFail("\(String(describing: error))")
        }
        XCTAssertEqual(path, command.path)
    }

    // MARK: - Helpers

    /// A child that leaves its parent's process group (a shell without a terminal has no job control
    /// to do it), then writes its pid to the file named by the script's `$1`, and sleeps.
    /// (Perl is part of every Debian system; pyenv's `python3` can take seconds to start.)
    private static let sleepInAGroupOfItsOwn = "perl -e 'setpgrp(0, 0); open(my $f, \">\", $ARGV[0]); print $f $$; close($f); sleep 30' \"$1\""

    private func makeSUT(
        script: String,
        timeout: Duration = .seconds(30),
        outputLimit: Int = 1 << 20,
        executable: Bool = true
    ) throws -> (sut: CommandRunner, command: URL) {
        let folder = try makeTemporaryFolder()
        let command = try folder.write("#!/bin/sh\n" + script + "\n", to: "fake-command")
        try FileManager.default.setAttributes([.posixPermissions: executable ? 0o755 : 0o644], ofItemAtPath: command.path)
        return (CommandRunner(timeout: timeout, outputLimit: outputLimit), command)
    }

    private func eventually(within limit: Duration = .seconds(3), _ condition: () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            if condition() { return true }
            try? await Task.sleep(for: .milliseconds(50))
        }
        return condition()
    }

    private func isRunning(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        // A process that has ended but that no one has reaped yet still answers kill(pid, 0).
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        return !stat.contains(") Z ")
    }
}
