import Dispatch
@testable import LessonsCore
import Synchronization
import XCTest

/// One thread gives up every parse at its deadline: each deadline is called once, when it passes,
/// unless it was forgotten first, whatever order the deadlines were watched in.
final class ParseWatchTests: XCTestCase {
    func test_watch_deadlinePasses_callsItOnce() {
        let sut = makeSUT()
        let calls = Calls()
        let called = expectation(description: "the deadline's call")

        _ = sut.watch(until: .now() + .milliseconds(50)) {
            calls.add("a")
            called.fulfill()
        }

        wait(for: [called], timeout: 2)
        Thread.sleep(forTimeInterval: 0.1)
        XCTAssertEqual(calls.all, ["a"])
    }

    func test_forget_beforeTheDeadline_neverCallsIt() {
        let sut = makeSUT()
        let calls = Calls()
        let later = expectation(description: "a later deadline's call")

        let forgotten = sut.watch(until: .now() + .milliseconds(300)) { calls.add("forgotten") }
        _ = sut.watch(until: .now() + .milliseconds(600)) {
            calls.add("kept")
            later.fulfill()
        }
        sut.forget(forgotten)

        wait(for: [later], timeout: 2)
        XCTAssertEqual(calls.all, ["kept"])
    }

    func test_watch_earlierDeadlineAfterALaterOne_callsEachAtItsOwnTime() {
        let sut = makeSUT()
        let calls = Calls()
        let early = expectation(description: "the early deadline's call")
        let late = expectation(description: "the late deadline's call")
        let started = ContinuousClock.now

        _ = sut.watch(until: .now() + .seconds(1)) {
            calls.add("late")
            late.fulfill()
        }
        // Time for the thread to sleep until the late deadline: the early one must wake it.
        Thread.sleep(forTimeInterval: 0.1)
        _ = sut.watch(until: .now() + .milliseconds(50)) {
            calls.add("early")
            early.fulfill()
        }

        wait(for: [early], timeout: 3)
        XCTAssertLessThan(ContinuousClock.now - started, .milliseconds(600))
        wait(for: [late], timeout: 3)
        XCTAssertEqual(calls.all, ["early", "late"])
    }

    func test_watch_afterEveryDeadlinePassed_callsTheNextOne() {
        let sut = makeSUT()
        let first = expectation(description: "the first deadline's call")
        _ = sut.watch(until: .now() + .milliseconds(20)) { first.fulfill() }
        wait(for: [first], timeout: 2)
        let next = expectation(description: "the next deadline's call")

        // The thread waits for no deadline now: a new one must wake it.
        _ = sut.watch(until: .now() + .milliseconds(20)) { next.fulfill() }

        wait(for: [next], timeout: 2)
    }

    // MARK: - Helpers

    private func makeSUT() -> ParseWatch {
        ParseWatch()
    }

    private final class Calls: Sendable {
        private let calls = Mutex<[String]>([])

        var all: [String] { calls.withLock { $0 } }

        func add(_ call: String) {
            calls.withLock { $0.append(call) }
        }
    }
}
