import SiteCore

/// Writes a JSON object whose arrays may be too long to hold in memory: each chunk of elements is
/// encoded by the site's JSON writer (`JSONWriting`), a chunk per task, one element per line, and appended in
/// order as each batch of chunks (one per core) is done, so only that batch is in memory at a time.
/// Keys are written in the order given; elements are written with sorted keys, as `JSONEncoder` does with `.sortedKeys`.
struct JSONStream {
    private let append: (String) throws -> Void
    private var wroteMember = false
    private let encoder: any JSONWriting

    /// Opens the object.
    init(encoder: any JSONWriting, _ append: @escaping (String) throws -> Void) throws {
        self.encoder = encoder
        self.append = append
        try append("{")
    }

    mutating func member(_ key: String, _ value: some Encodable) throws {
        try startMember(key)
        try append(try encoded(value))
    }

    /// An array member, its elements given chunk by chunk, `width` chunks encoded at once.
    mutating func array<Chunk: Sequence & Sendable>(
        _ key: String, chunks: some Sequence<Chunk>, width: Int = Concurrently.cores
    ) async throws where Chunk.Element: Encodable {
        try startMember(key)
        try append("[\n")
        let encoder = encoder
        var first = true
        // Each chunk encoded by a task of its own, one element per line, appended in order.
        try await Concurrently.forEachInOrder(chunks, width: width, { chunk in try Self.elementPerLine(chunk, encoder: encoder) }) { part in
            guard !part.isEmpty else { return }
            try append((first ? "" : ",\n") + part)
            first = false
        }
        try append("\n]")
    }

    /// Closes the object.
    func finish() throws {
        try append("}\n")
    }

    private mutating func startMember(_ key: String) throws {
        try append((wroteMember ? "," : "") + (try encoded(key)) + ":")
        wroteMember = true
    }

    private func encoded(_ value: some Encodable) throws -> String {
        String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// A chunk's elements, each encoded on a line of its own, joined by `,\n`.
    private static func elementPerLine(_ chunk: some Sequence<some Encodable>, encoder: any JSONWriting) throws -> String {
        var lines: [UInt8] = []
        for element in chunk {
            if !lines.isEmpty { lines.append(contentsOf: ",\n".utf8) }
            try encoder.append(element, to: &lines)
        }
        return String(decoding: lines, as: UTF8.self)
    }
}
