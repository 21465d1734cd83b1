@testable import site_benchmark
import XCTest

final class MachineLoadTests: XCTestCase {
    func test_init_withProcStatFirstLine_countsEverythingButIdleAndIOWaitAsBusy() {
        let cpu = MachineCPU(statLine: "cpu  600 3 100 970453 4635 10 20 67 5 0", ticksPerSecond: 100)

        XCTAssertEqual(cpu?.busySeconds, 8)
    }

    func test_init_withAnotherLineOrTooFewFields_isNil() {
        XCTAssertNil(MachineCPU(statLine: "cpu0 600 3 100 970453 4635 10 20 67", ticksPerSecond: 100))
        XCTAssertNil(MachineCPU(statLine: "cpu  600 3 100 970453", ticksPerSecond: 100))
        XCTAssertNil(MachineCPU(statLine: "cpu  600 3 100 idle 4635 10 20 67", ticksPerSecond: 100))
    }

    func test_read_onLinux_isSomeAndGrowsWithWork() throws {
        #if !os(Linux)
        throw XCTSkip("/proc/stat is Linux's")
        #else
        let before = try XCTUnwrap(MachineCPU.read())
        let started = ContinuousClock.now
        var spin = 0
        while ContinuousClock.now - started < .milliseconds(50) { spin &+= 1 }

        let after = try XCTUnwrap(MachineCPU.read())

        XCTAssertGreaterThan(after.busySeconds, before.busySeconds)
        #endif
    }

    func test_otherCores_withMachineBusierThanTheRun_isTheRestPerWallSecond() {
        XCTAssertEqual(MachineLoad.otherCores(machineBusy: 1.5, own: 0.5, seconds: 0.5), 2)
    }

    func test_otherCores_withTicksRoundedBelowTheRunsOwnTime_isZero() {
        XCTAssertEqual(MachineLoad.otherCores(machineBusy: 0.24, own: 0.25, seconds: 0.25), 0)
    }

    func test_measure_withWorkInBody_countsItsCPUAsOwn() async {
        let load = await MachineLoad.measure {
            let started = ContinuousClock.now
            var spin = 0
            while ContinuousClock.now - started < .milliseconds(100) { spin &+= 1 }
        }

        XCTAssertGreaterThanOrEqual(load.seconds, 0.1)
        XCTAssertGreaterThan(load.ownCPUSeconds, 0.05)
    }

    func test_loadLines_withAQuietMachine_givesTheBuildsCPUAndTheLoadWithoutAWarning() {
        let lines = SiteBenchmark.loadLines(
            builds: [load(seconds: 0.5, cpu: 0.9, others: 0.02), load(seconds: 0.4, cpu: 0.8, others: 0.01), load(seconds: 0.45, cpu: 0.85, others: 0.0)],
            baselines: [load(seconds: 0.25, cpu: 0.25, others: 0.04), load(seconds: 0.25, cpu: 0.25, others: 0.0), load(seconds: 0.25, cpu: 0.25, others: 0.0)]
        )

        XCTAssertEqual(lines, [
            "CPU de la compilación: mediana 0.85 s (1.9 núcleos de media)",
            "otros procesos: mediana 0.01 núcleos durante las compilaciones, 0.00 durante cmark-gfm solo (máx. 0.04)",
        ])
    }

    func test_loadLines_withAnotherProcessAboveTheThreshold_warnsThatTheRatioRises() {
        let lines = SiteBenchmark.loadLines(
            builds: [load(seconds: 0.8, cpu: 0.8, others: 0.1)],
            baselines: [load(seconds: 0.3, cpu: 0.3, others: SiteBenchmark.busyMachineCores + 0.01)]
        )

        XCTAssertEqual(lines.count, 3)
        XCTAssertTrue(lines[2].hasPrefix("⚠ la máquina no estaba libre (otros procesos ocuparon hasta 0.26 núcleos)"), lines[2])
    }

    func test_loadLines_withoutProcStat_givesOnlyTheBuildsCPU() {
        let lines = SiteBenchmark.loadLines(builds: [load(seconds: 0.5, cpu: 1.0, others: nil)], baselines: [load(seconds: 0.25, cpu: 0.25, others: nil)])

        XCTAssertEqual(lines, ["CPU de la compilación: mediana 1.00 s (2.0 núcleos de media)"])
    }

    // MARK: - Helpers

    private func load(seconds: Double, cpu: Double, others: Double?) -> MachineLoad {
        MachineLoad(seconds: seconds, ownCPUSeconds: cpu, otherCores: others)
    }
}
