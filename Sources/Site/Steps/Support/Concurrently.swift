import Foundation

/// Runs independent per-lesson work on every core. Results keep the input order, and the
/// first error in that order is the one thrown, so a build fails the same way every time.
/// A cancelled build (Ctrl-C) starts no more items, nor does one where an item failed: every
/// item before it has started, so the first error in order is known without the rest (a course
/// of lessons each refused at its parse's deadline would otherwise parse them all).
enum Concurrently {
    /// How many items run at once by default: one per core.
    static var cores: Int { max(ProcessInfo.processInfo.activeProcessorCount, 1) }

    static func map<Item: Sendable, Output: Sendable>(
        _ items: [Item],
        width: Int = cores,
        _ transform: @escaping @Sendable (Item) async throws -> Output
    ) async throws -> [Output] {
        var results = [Result<Output, any Error>?](repeating: nil, count: items.count)
        await withTaskGroup(of: (Int, Result<Output, any Error>).self) { group in
            var next = 0
            // A few at a time: each holds a document and its page until it is written.
            while next < items.count, next < max(width, 1) {
                group.addTask { [next] in await (next, Result(awaiting: { try Task.checkCancellation(); return try await transform(items[next]) })) }
                next += 1
            }
            var failed = false
            for await (index, result) in group {
                results[index] = result
                if case .failure = result { failed = true }
                if next < items.count, !failed {
                    group.addTask { [next] in await (next, Result(awaiting: { try Task.checkCancellation(); return try await transform(items[next]) })) }
                    next += 1
                }
            }
        }
        // Each output moved out of its result, not copied: a lesson's copy retains each of its parts.
        var outputs: [Output] = []
        outputs.reserveCapacity(results.count)
        for index in results.indices {
            switch results[index].take()! {
            case let .success(output): outputs.append(output)
            case let .failure(error): throw error
            }
        }
        return outputs
    }

    /// `transform` on every core, `width` items at a time, each batch's outputs handed to `consume`
    /// in order before the next batch is taken from `items`: memory holds one batch (a large
    /// course's reports and code map are written this way, a chunk of rows per item).
    static func forEachInOrder<Item: Sendable, Output: Sendable>(
        _ items: some Sequence<Item>,
        width: Int = cores,
        _ transform: @escaping @Sendable (Item) async throws -> Output,
        consume: (Output) throws -> Void
    ) async throws {
        var batch: [Item] = []
        batch.reserveCapacity(width)
        var iterator = items.makeIterator()
        repeat {
            batch.removeAll(keepingCapacity: true)
            while batch.count < max(width, 1), let item = iterator.next() { batch.append(item) }
            for output in try await map(batch, width: width, transform) { try consume(output) }
        } while batch.count == max(width, 1)
    }
}

private extension Result where Failure == any Error {
    init(awaiting body: () async throws -> Success) async {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(error)
        }
    }
}
