import Foundation
@testable import LessonsCore
import XCTest

/// The parse's deadline runs work on threads of its own, kept from one parse to the next, while
/// the caller's thread is free for other work.
final class ParseDeadlineTests: XCTestCase {
    func test_run_workWithinTheDeadline_isItsValue() async {
        let sut = ParseDeadline(.seconds(5))

        let value = await sut.run { 42 }

        XCTAssertEqual(value, 42)
    }

    func test_run_workPastTheDeadline_isNilWithoutWaitingForIt() async {
        let sut = ParseDeadline(.milliseconds(50))
        let started = ContinuousClock.now

        let value = await sut.run { () -> Int in
            Thread.sleep(forTimeInterval: 2)
            return 42
        }

        XCTAssertNil(value)
        XCTAssertLessThan(ContinuousClock.now - started, .seconds(1))
    }

    func test_run_afterWorkPastItsDeadline_theNextRunsOnAnotherThreadInTime() async {
        let sut = ParseDeadline(.milliseconds(300))
        _ = await sut.run { () -> Int in
            Thread.sleep(forTimeInterval: 2)
            return 0
        }

        let value = await sut.run { 42 }

        XCTAssertEqual(value, 42)
    }

    func test_run_oneAfterAnother_runOnTheSameThread() async {
        let sut = ParseDeadline(.seconds(5))
        // The threads themselves, kept: a thread that ended could leave its address to the next.
        var threads: [Thread] = []

        for _ in 0..<3 {
            if let thread = await sut.run({ Thread.current }) { threads.append(thread) }
        }

        XCTAssertEqual(threads.count, 3)
        XCTAssertTrue(threads.allSatisfy { $0 === threads[0] })
    }

    func test_run_earlierRunsDeadlinePassingDuringTheNext_leavesTheNextAndItsThreadAlone() async throws {
        let sut = ParseDeadline(.milliseconds(300))
        let first = await sut.run { Thread.current }
        try await Task.sleep(for: .milliseconds(200))

        // On the same thread, past the first run's deadline and within its own.
        let second = await sut.run { () -> Thread in
            Thread.sleep(forTimeInterval: 0.2)
            return Thread.current
        }
        let third = await sut.run { Thread.current }

        XCTAssertNotNil(first)
        XCTAssertTrue(second === first, "the second run was not given up for the first one's deadline")
        XCTAssertTrue(third === first, "the thread was kept for the next run")
    }

    func test_run_whileWorkRuns_leavesTheCallersThreadFreeForOtherTasks() async {
        let sut = ParseDeadline(.seconds(5))
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
}
