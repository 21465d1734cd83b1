@testable import site_benchmark
import XCTest

final class LoadReportTests: XCTestCase {
    func test_lines_withAFreeMachine_giveTheBuildsCPUAndTheLoadWithoutAWarning() {
        let report = LoadReport(
            builds: [load(seconds: 0.5, cpu: 0.9, others: 0.02), load(seconds: 0.4, cpu: 0.8, others: 0.01), load(seconds: 0.45, cpu: 0.85, others: 0.0)],
            baselines: [load(seconds: 0.25, cpu: 0.25, others: 0.04), load(seconds: 0.25, cpu: 0.25, others: 0.0), load(seconds: 0.25, cpu: 0.25, others: 0.0)]
        )

        XCTAssertEqual(report.lines, [
            "CPU de la compilación: mediana 0.85 s (1.9 núcleos de media)",
            "otros procesos: mediana 0.01 núcleos durante las compilaciones, 0.00 durante cmark-gfm solo (máx. 0.04)",
        ])
    }

    func test_lines_withAnotherProcessAtTheThreshold_giveNoWarning() {
        let report = LoadReport(builds: [load(others: LoadReport.busyMachineCores)], baselines: [load(others: 0)])

        XCTAssertEqual(report.lines.count, 2)
    }

    func test_lines_withAnotherProcessPastTheThreshold_warnThatTheRatioRises() {
        let report = LoadReport(builds: [load(others: 0.1)], baselines: [load(others: LoadReport.busyMachineCores + 0.01)])

        XCTAssertEqual(report.lines.count, 3)
        XCTAssertTrue(report.lines[2].hasPrefix("⚠ la máquina no estaba libre (otros procesos ocuparon hasta 0.26 núcleos)"), report.lines[2])
    }

    func test_lines_withoutProcStat_giveOnlyTheBuildsCPU() {
        let report = LoadReport(builds: [load(seconds: 0.5, cpu: 1.0, others: nil)], baselines: [load(seconds: 0.25, cpu: 0.25, others: nil)])

        XCTAssertEqual(report.lines, ["CPU de la compilación: mediana 1.00 s (2.0 núcleos de media)"])
    }

    // MARK: - Helpers

    private func load(seconds: Double = 0.5, cpu: Double = 0.9, others: Double?) -> MachineLoad {
        MachineLoad(seconds: seconds, ownCPUSeconds: cpu, otherCores: others)
    }
}
