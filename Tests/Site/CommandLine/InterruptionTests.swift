@testable import SiteCommandLine
import XCTest
#if canImport(Glibc)
import Glibc
#endif

final class InterruptionTests: XCTestCase {
    func test_receive_firstSignal_cancels() {
        let sut = makeSUT()

        let action = sut.receive(SIGINT, at: .now)

        XCTAssertEqual(action, .cancel)
        XCTAssertEqual(sut.exitStatus, 130)
    }

    func test_receive_sameInterruptionArrivingTwiceAtOnce_countsAsOne() {
        // `timeout -s INT` signals the program, then its process group: the same Ctrl-C, twice.
        let sut = makeSUT()
        let first = ContinuousClock.now

        _ = sut.receive(SIGINT, at: first)
        let second = sut.receive(SIGINT, at: first + .milliseconds(5))
        let third = sut.receive(SIGTERM, at: first + .milliseconds(900))

        XCTAssertEqual(second, .ignore)
        XCTAssertEqual(third, .ignore)
        XCTAssertEqual(sut.exitStatus, 130, "the first signal decides the exit status")
    }

    func test_receive_anotherSignalAfterTheWindow_exitsAtOnce() {
        let sut = makeSUT()
        let first = ContinuousClock.now

        _ = sut.receive(SIGINT, at: first)
        let insisted = sut.receive(SIGINT, at: first + .milliseconds(1_500))

        XCTAssertEqual(insisted, .exit(status: 130))
    }

    // MARK: - Helpers

    private func makeSUT() -> Interruption {
        Interruption(window: .seconds(1), onForcedExit: {})
    }
}
