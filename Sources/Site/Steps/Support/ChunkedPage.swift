import SiteCore

/// A page too large to hold whole (a large course's reports and code map), written in parts:
/// its items a chunk at a time, each chunk rendered by a task of its own, a core's worth of chunks
/// at a time, appended in order. A row of a few hundred bytes does not pay for a task of its own;
/// memory holds a core's worth of chunks.
enum ChunkedPage {
    static let itemsPerChunk = 64

    /// `items` cut in chunks of `itemsPerChunk`.
    static func chunks<Item>(_ items: ArraySlice<Item>) -> [ArraySlice<Item>] {
        stride(from: items.startIndex, to: items.endIndex, by: itemsPerChunk).map { items[$0..<min($0 + itemsPerChunk, items.endIndex)] }
    }

    /// Positions `0..<count` cut in chunks of `itemsPerChunk`.
    static func chunks(of count: Int) -> [Range<Int>] {
        stride(from: 0, to: count, by: itemsPerChunk).map { $0..<min($0 + itemsPerChunk, count) }
    }

    static func append<Chunk: Sendable>(
        _ chunks: [Chunk], to file: any OutputFile, rendering render: @escaping @Sendable (Chunk) throws -> HTML
    ) async throws {
        try await Concurrently.forEachInOrder(chunks, render) { try file.append($0) }
    }
}
