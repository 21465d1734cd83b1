import Foundation
@testable import site_benchmark
import XCTest

final class MachineLoadTests: XCTestCase {
    func test_otherCores_withMachineBusierThanTheRun_isTheRestPerWallSecond() {
        XCTAssertEqual(MachineLoad.otherCores(machineBusy: 1.5, own: 0.5, seconds: 0.5), 2)
    }

    func test_otherCores_withTheMachineReadBelowTheRunsOwnTime_isZero() {
        XCTAssertEqual(MachineLoad.otherCores(machineBusy: 0.24, own: 0.25, seconds: 0.25), 0)
    }

    func test_otherCores_withNoWallTime_isZero() {
        XCTAssertEqual(MachineLoad.otherCores(machineBusy: 1, own: 0, seconds: 0), 0)
    }

    func test_measure_withWorkInBody_countsItsCPUAsOwn() async {
        let load = await MachineLoad.measure { spin(cpuSeconds: 0.1) }

        // The kernel's split of a thread's time is adjusted as it goes: a few microseconds either way.
        XCTAssertGreaterThan(load.ownCPUSeconds, 0.09)
        XCTAssertGreaterThan(load.seconds, 0.09)
    }

    func test_measure_withAChildProcessWaitedFor_countsItsCPUAsOwn() async throws {
        let load = try await MachineLoad.measure {
            let child = try spinningProcess(seconds: 0.3)
            child.waitUntilExit()
        }

        XCTAssertGreaterThan(load.ownCPUSeconds, 0.1, "a build's own subprocesses are its own work")
    }

    func test_measure_withAnotherProcessBusyMeanwhile_countsItAsOtherCores() async throws {
        #if !os(Linux)
        throw XCTSkip("/proc/stat is Linux's")
        #else
        let other = try spinningProcess(seconds: 0.6)
        defer { other.terminate() }

        let load = await MachineLoad.measure { try? await Task.sleep(for: .milliseconds(400)) }

        XCTAssertGreaterThan(try XCTUnwrap(load.otherCores), 0.3)
        #endif
    }

    // MARK: - Helpers

    /// A shell busy in a loop for `seconds` of wall time: CPU time this process does not spend itself.
    private func spinningProcess(seconds: Double) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "end=$(($(date +%s%N) + \(Int(seconds * 1e9)))); while [ $(date +%s%N) -lt $end ]; do :; done"]
        try process.run()
        return process
    }
}
