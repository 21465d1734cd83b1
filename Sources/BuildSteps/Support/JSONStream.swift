import Foundation

/// Writes a JSON object whose arrays may be too long to hold in memory: each element is encoded
/// by `JSONEncoder` on its own, a chunk per task, and appended in order as each batch of chunks
/// (one per core) is done, so only that batch is in memory at a time.
/// Keys are written in the order given; elements are encoded with sorted keys, as `JSONEncoder` is set here.
struct JSONStream {
    private let append: (String) throws -> Void
    private var wroteMember = false
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// Opens the object.
    init(_ append: @escaping (String) throws -> Void) throws {
        self.append = append
        try append("{")
    }

    mutating func member(_ key: String, _ value: some Encodable) throws {
        try startMember(key)
        try append(try Self.encoded(value, with: encoder))
    }

    /// An array member, its elements given chunk by chunk, `width` chunks encoded at once.
    mutating func array<Chunk: Sequence & Sendable>(
        _ key: String, chunks: some Sequence<Chunk>, width: Int = Concurrently.cores
    ) async throws where Chunk.Element: Encodable {
        try startMember(key)
        try append("[\n")
        var first = true
        var batch: [Chunk] = []
        for chunk in chunks {
            batch.append(chunk)
            if batch.count >= width {
                try await write(batch, first: &first)
                batch.removeAll(keepingCapacity: true)
            }
        }
        try await write(batch, first: &first)
        try append("\n]")
    }

    /// Each chunk encoded by a task of its own, one element per line, appended in order.
    private func write<Chunk: Sequence & Sendable>(_ batch: [Chunk], first: inout Bool) async throws where Chunk.Element: Encodable {
        let encoder = encoder
        let parts = try await Concurrently.map(batch) { chunk in
            try chunk.map { try Self.encoded($0, with: encoder) }.joined(separator: ",\n")
        }
        for part in parts where !part.isEmpty {
            try append((first ? "" : ",\n") + part)
            first = false
        }
    }

    /// Closes the object.
    func finish() throws {
        try append("}\n")
    }

    private mutating func startMember(_ key: String) throws {
        try append((wroteMember ? "," : "") + (try Self.encoded(key, with: encoder)) + ":")
        wroteMember = true
    }

    private static func encoded(_ value: some Encodable, with encoder: JSONEncoder) throws -> String {
        String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
