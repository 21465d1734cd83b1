import Foundation

/// Writes a JSON object whose arrays may be too long to hold in memory: each element is encoded
/// by `JSONEncoder` on its own and appended in order as its chunk is done, so only one chunk is in memory at a time.
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

    /// An array member, its elements given chunk by chunk, each chunk's elements encoded on every core.
    mutating func array<Chunk: Sequence>(_ key: String, chunks: some Sequence<Chunk>) async throws where Chunk.Element: Encodable & Sendable {
        try startMember(key)
        try append("[\n")
        var first = true
        let encoder = encoder
        for chunk in chunks {
            let encoded = try await Concurrently.map(Array(chunk)) { element in try Self.encoded(element, with: encoder) }
            for element in encoded {
                try append((first ? "" : ",\n") + element)
                first = false
            }
        }
        try append("\n]")
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
