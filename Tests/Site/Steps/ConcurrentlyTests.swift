@testable import BuildSteps
import Foundation
import TestSupport
import XCTest

final class ConcurrentlyTests: XCTestCase {
    func test_map_itemsFinishingInReverse_giveTheirResultsInInputOrder() async throws {
        let finished = Recorder<Int>()
        let done = (0..<4).map { _ in AsyncStream<Void>.makeStream() }

        let results = try await Concurrently.map([0, 1, 2, 3], width: 4) { item in
            if item < 3 {
                for await _ in done[item + 1].stream { break }
            }
            finished.append(item)
            done[item].continuation.yield()
            return item * 10
        }

        XCTAssertEqual(results, [0, 10, 20, 30])
        XCTAssertEqual(finished.values, [3, 2, 1, 0])
    }

    func test_map_severalFailures_throwsTheFirstInInputOrderEvenWhenALaterOneFailedFirst() async {
        let failed = Recorder<Int>()
        let (laterFailed, signal) = AsyncStream<Void>.makeStream()

        let error = await errorThrown {
            try await Concurrently.map([0, 1, 2], width: 3) { item in
                switch item {
                case 0:
                    for await _ in laterFailed { break }
                    failed.append(item)
                    throw ItemError(item: item)
                case 2:
                    failed.append(item)
                    signal.yield()
                    throw ItemError(item: item)
                default:
                    return item
                }
            }
        }

        XCTAssertEqual(error as? ItemError, ItemError(item: 0))
        XCTAssertEqual(failed.values, [2, 0])
    }

    func test_map_afterAnItemFails_startsNoMoreItems() async {
        let started = Recorder<Int>()

        let error = await errorThrown {
            try await Concurrently.map(Array(0..<10), width: 2) { item in
                started.append(item)
                if item == 1 { throw ItemError(item: item) }
                return item
            }
        }

        XCTAssertEqual(error as? ItemError, ItemError(item: 1))
        XCTAssertLessThanOrEqual(started.values.count, 3, "started after the failure: \(started.values.sorted())")
    }

    func test_map_neverRunsMoreItemsAtOnceThanItsWidth() async throws {
        let running = RunningCounter()

        _ = try await Concurrently.map(Array(0..<12), width: 3) { item in
            running.start()
            try await Task.sleep(for: .milliseconds(20))
            running.finish()
            return item
        }

        XCTAssertEqual(running.mostAtOnce, 3)
    }

    func test_map_noItems_isNoResults() async throws {
        let results = try await Concurrently.map([Int]()) { $0 }

        XCTAssertEqual(results, [])
    }

    func test_forEachInOrder_items_areConsumedInTheirOrderABatchOfWidthAtATime() async throws {
        var events: [String] = []
        // The sequence says when each item is taken from it, to show that a batch is consumed
        // before the next is taken (memory holds one batch).
        let items = (0..<5).lazy.map { item in
            events.append("take \(item)")
            return item
        }

        try await Concurrently.forEachInOrder(items, width: 2, { $0 * 10 }) { events.append("consume \($0)") }

        XCTAssertEqual(events, [
            "take 0", "take 1", "consume 0", "consume 10",
            "take 2", "take 3", "consume 20", "consume 30",
            "take 4", "consume 40",
        ])
    }

    func test_forEachInOrder_noItems_consumesNothing() async throws {
        var consumed: [Int] = []

        try await Concurrently.forEachInOrder([Int](), { $0 }) { consumed.append($0) }

        XCTAssertEqual(consumed, [])
    }

    // MARK: - Helpers

    private struct ItemError: Error, Equatable {
        let item: Int
    }
}

/// Values appended from several tasks, in the order they came.
private final class Recorder<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var _values: [Value] = []

    var values: [Value] { lock.withLock { _values } }

    func append(_ value: Value) {
        lock.withLock { _values.append(value) }
    }
}

/// How many tasks run at once, and the most that ever did.
private final class RunningCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var running = 0
    private var _mostAtOnce = 0

    var mostAtOnce: Int { lock.withLock { _mostAtOnce } }

    func start() {
        lock.withLock {
            running += 1
            _mostAtOnce = max(_mostAtOnce, running)
        }
    }

    func finish() {
        lock.withLock { running -= 1 }
    }
}
