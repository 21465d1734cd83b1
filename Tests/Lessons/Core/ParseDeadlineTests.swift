import Foundation
@testable import LessonsCore
import Synchronization
import XCTest

/// The parse's deadline runs work on the reading threads, while the caller's thread is free for
/// other work; a parse past its deadline is given up and its thread replaced.
final class ParseDeadlineTests: XCTestCase {
    func test_run_workWithinTheDeadline_isItsValue() async {
        let sut = makeSUT(.seconds(5))

        let value = await sut.run { 42 }

        XCTAssertEqual(value, 42)
    }

    func test_run_workPastTheDeadline_isNilWithoutWaitingForIt() async {
        let sut = makeSUT(.milliseconds(50))
        let started = ContinuousClock.now

        let value = await sut.run { () -> Int in
            Thread.sleep(forTimeInterval: 2)
            return 42
        }

        XCTAssertNil(value)
        XCTAssertLessThan(ContinuousClock.now - started, .seconds(1))
    }

    func test_run_afterWorkPastItsDeadline_theNextRunsOnAnotherThreadInTime() async {
        // One thread: the next parse runs only if a new thread took the given-up one's place.
        // (Threads told apart by their objects, alive meanwhile: the given-up one still sleeps.)
        let sut = makeSUT(.milliseconds(300), threads: 1)
        let slow = Box<ObjectIdentifier>()
        let givenUp = await sut.run { () -> Int in
            slow.value = ObjectIdentifier(Thread.current)
            Thread.sleep(forTimeInterval: 2)
            return 0
        }
        let ran = expectation(description: "the next parse")
        let next = Box<ObjectIdentifier>()

        Task {
            next.value = await sut.run { ObjectIdentifier(Thread.current) }
            ran.fulfill()
        }

        await fulfillment(of: [ran], timeout: 1)
        XCTAssertNil(givenUp)
        XCTAssertNotNil(next.value)
        XCTAssertNotEqual(next.value, slow.value, "the next parse ran on the given-up thread")
    }

    func test_run_parsesWaitingForTheThread_countTheirTimeFromTheirStart() async {
        // One thread, two parses of 600 ms each asked for at once: the second ends 1.2 s after it
        // was asked for, within its second once started.
        let sut = makeSUT(.seconds(1), threads: 1)

        async let first = sut.run { () -> Int in
            Thread.sleep(forTimeInterval: 0.6)
            return 1
        }
        async let second = sut.run { () -> Int in
            Thread.sleep(forTimeInterval: 0.6)
            return 2
        }

        let values = await [first, second]
        XCTAssertEqual(values, [1, 2])
    }

    func test_run_oneAfterAnother_runOnTheSameThread() async {
        let sut = makeSUT(.seconds(5), threads: 1)
        // The threads themselves, kept: a thread that ended could leave its address to the next.
        var threads: [Thread] = []

        for _ in 0..<3 {
            if let thread = await sut.run({ Thread.current }) { threads.append(thread) }
        }

        XCTAssertEqual(threads.count, 3)
        XCTAssertTrue(threads.allSatisfy { $0 === threads[0] })
    }

    func test_run_earlierRunsDeadlinePassingDuringTheNext_leavesTheNextAndItsThreadAlone() async throws {
        let sut = makeSUT(.milliseconds(600), threads: 1)
        let first = await sut.run { Thread.current }
        try await Task.sleep(for: .milliseconds(400))

        // On the same thread, past the first run's deadline and within its own.
        let second = await sut.run { () -> Thread in
            Thread.sleep(forTimeInterval: 0.3)
            return Thread.current
        }
        let third = await sut.run { Thread.current }

        XCTAssertNotNil(first)
        XCTAssertTrue(second === first, "the second run was given up for the first one's deadline")
        XCTAssertTrue(third === first, "the thread was not kept for the next run")
    }

    func test_run_onTheReadingThreads_parsesOnTheThreadThatAskedWithoutWakingAnother() async {
        let threads = ReadingThreads(count: 2)
        let sut = ParseDeadline(.seconds(5), threads: threads)
        // Both threads asleep: the task wakes one, and nothing else may.
        try? await Task.sleep(for: .milliseconds(100))

        let run = await Self.threadsOfARun(of: sut, on: threads)

        XCTAssertEqual(run.parsed, run.asked, "the parse ran on another thread")
        XCTAssertEqual(run.after, run.asked, "the task went on on another thread")
        XCTAssertEqual(run.wakes, 0, "a thread was woken for the parse or for its answer")
    }

    func test_run_whileWorkRuns_leavesTheCallersThreadFreeForOtherTasks() async {
        let sut = makeSUT(.seconds(5))
        let started = ContinuousClock.now

        // More slow parses than the cooperative pool has threads: waiting must not hold one.
        let otherTaskRanAfter = await withTaskGroup(of: Duration?.self) { group in
            for _ in 0...ProcessInfo.processInfo.activeProcessorCount {
                group.addTask {
                    _ = await sut.run { Thread.sleep(forTimeInterval: 0.5) }
                    return nil
                }
            }
            try? await Task.sleep(for: .milliseconds(50))
            group.addTask { ContinuousClock.now - started }
            return await group.compactMap { $0 }.reduce(into: [Duration]()) { $0.append($1) }.first
        }

        XCTAssertLessThan(otherTaskRanAfter ?? .seconds(10), .milliseconds(400))
    }

    // MARK: - Helpers

    /// The threads of a task on `threads` that runs a parse: the one it asked on, the one the
    /// parse ran on, the one it went on on (threads that live on, told apart by their objects);
    /// and the threads woken meanwhile. A task that starts there, as a build's reading tasks do,
    /// and the only one: the other threads sleep.
    private static func threadsOfARun(
        of sut: ParseDeadline, on threads: ReadingThreads
    ) async -> (asked: ObjectIdentifier, parsed: ObjectIdentifier?, after: ObjectIdentifier, wakes: Int) {
        await Task(executorPreference: threads) { () async -> (asked: ObjectIdentifier, parsed: ObjectIdentifier?, after: ObjectIdentifier, wakes: Int) in
            let (asked, wakes) = (ObjectIdentifier(currentThread()), threads.wakes)
            let parsed = await sut.run { ObjectIdentifier(Thread.current) }
            return (asked, parsed, ObjectIdentifier(currentThread()), threads.wakes - wakes)
        }.value
    }

    /// The calling thread, read synchronously (`Thread.current` is not for async code, which may
    /// move between threads: here that move is what is measured).
    private static func currentThread() -> Thread {
        Thread.current
    }

    /// A value set on one thread and read on another.
    private final class Box<Value: Sendable>: Sendable {
        private let stored = Mutex<Value?>(nil)

        var value: Value? {
            get { stored.withLock { $0 } }
            set { stored.withLock { $0 = newValue } }
        }
    }

    /// A deadline on reading threads of its own, so that a test's threads are its alone.
    private func makeSUT(_ duration: Duration, threads: Int = 2) -> ParseDeadline {
        ParseDeadline(duration, threads: ReadingThreads(count: threads))
    }
}
