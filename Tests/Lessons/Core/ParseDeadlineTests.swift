import Foundation
@testable import LessonsCore
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
        let sut = makeSUT(.milliseconds(300), threads: 1)
        let givenUp = await sut.run { () -> pthread_t in
            Thread.sleep(forTimeInterval: 2)
            return pthread_self()
        }
        let started = ContinuousClock.now

        let next = await sut.run { pthread_self() }

        XCTAssertNil(givenUp)
        XCTAssertNotNil(next)
        XCTAssertLessThan(ContinuousClock.now - started, .seconds(1))
    }

    func test_run_parsesWaitingForTheThread_countTheirTimeFromTheirStart() async {
        // One thread, two parses of 200 ms each asked for at once: the second ends 400 ms after it
        // was asked for, within its 300 ms once started.
        let sut = makeSUT(.milliseconds(300), threads: 1)

        async let first = sut.run { () -> Int in
            Thread.sleep(forTimeInterval: 0.2)
            return 1
        }
        async let second = sut.run { () -> Int in
            Thread.sleep(forTimeInterval: 0.2)
            return 2
        }

        let values = await [first, second]
        XCTAssertEqual(values, [1, 2])
    }

    func test_run_oneAfterAnother_runOnTheSameThread() async {
        let sut = makeSUT(.seconds(5), threads: 1)
        var threads: [pthread_t] = []

        for _ in 0..<3 {
            if let thread = await sut.run({ pthread_self() }) { threads.append(thread) }
        }

        XCTAssertEqual(threads.count, 3)
        XCTAssertTrue(threads.allSatisfy { pthread_equal($0, threads[0]) != 0 })
    }

    func test_run_earlierRunsDeadlinePassingDuringTheNext_leavesTheNextAndItsThreadAlone() async throws {
        let sut = makeSUT(.milliseconds(300), threads: 1)
        let first = await sut.run { pthread_self() }
        try await Task.sleep(for: .milliseconds(200))

        // On the same thread, past the first run's deadline and within its own.
        let second = await sut.run { () -> pthread_t in
            Thread.sleep(forTimeInterval: 0.2)
            return pthread_self()
        }
        let third = await sut.run { pthread_self() }

        let threads = try [XCTUnwrap(first), XCTUnwrap(second, "the second run was given up for the first one's deadline"), XCTUnwrap(third)]
        XCTAssertTrue(threads.allSatisfy { pthread_equal($0, threads[0]) != 0 }, "the thread was not kept for the next run")
    }

    func test_run_onTheReadingThreads_parsesOnTheThreadThatAskedWithoutWakingAnother() async {
        let threads = ReadingThreads(count: 2)
        let sut = ParseDeadline(.seconds(5), threads: threads)

        let (asked, parsed, after) = await Self.threadsOfARun(of: sut, on: threads)

        XCTAssertNotNil(parsed)
        XCTAssertTrue(parsed.map { pthread_equal($0, asked) != 0 } ?? false, "the parse ran on another thread")
        XCTAssertTrue(pthread_equal(after, asked) != 0, "the task went on on another thread")
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
    /// parse ran on, the one it went on on. A child task, as a build's reading tasks are: it
    /// starts on the threads it prefers.
    private static func threadsOfARun(of sut: ParseDeadline, on threads: ReadingThreads) async -> (pthread_t, pthread_t?, pthread_t) {
        await withTaskExecutorPreference(threads) {
            async let run = { () async -> (pthread_t, pthread_t?, pthread_t) in
                let asked = pthread_self()
                let parsed = await sut.run { pthread_self() }
                return (asked, parsed, pthread_self())
            }()
            return await run
        }
    }

    /// A deadline on reading threads of its own, so that a test's threads are its alone.
    private func makeSUT(_ duration: Duration, threads: Int = 2) -> ParseDeadline {
        ParseDeadline(duration, threads: ReadingThreads(count: threads))
    }
}
