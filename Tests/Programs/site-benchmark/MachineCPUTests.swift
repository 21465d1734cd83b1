@testable import site_benchmark
import XCTest

final class MachineCPUTests: XCTestCase {
    func test_init_withProcStatFirstLine_countsEverythingButIdleIOWaitAndGuestAsBusy() {
        let cpu = MachineCPU(statLine: "cpu  600 3 100 970453 4635 10 20 67 5 0", ticksPerSecond: 100)

        XCTAssertEqual(cpu?.busySeconds, 8)
    }

    func test_init_withAPerCoreLine_isNil() {
        XCTAssertNil(MachineCPU(statLine: "cpu0 600 3 100 970453 4635 10 20 67", ticksPerSecond: 100))
    }

    func test_init_withoutStealTime_isNil() {
        XCTAssertNil(MachineCPU(statLine: "cpu  600 3 100 970453 4635 10 20", ticksPerSecond: 100))
    }

    func test_init_withAFieldThatIsNoNumber_isNil() {
        XCTAssertNil(MachineCPU(statLine: "cpu  600 3 100 idle 4635 10 20 67", ticksPerSecond: 100))
    }

    func test_read_onLinux_readsTheMachinesBusyTimeAsItGrows() throws {
        #if !os(Linux)
        throw XCTSkip("/proc/stat is Linux's")
        #else
        let before = try XCTUnwrap(MachineCPU.read())
        spin(cpuSeconds: 0.05)

        let after = try XCTUnwrap(MachineCPU.read())

        XCTAssertGreaterThan(after.busySeconds, before.busySeconds)
        #endif
    }
}
