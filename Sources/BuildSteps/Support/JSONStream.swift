import Foundation

/// Writes a JSON object whose arrays may be too long to hold in memory: each element is encoded
/// by `JSONEncoder` on its own and appended as it comes, so only one chunk is in memory at a time.
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

    /// An array member, its elements given chunk by chunk (each chunk may be encoded on every core).
    mutating func array<Chunk: Sequence>(_ key: String, chunks: some Sequence<Chunk>) throws where Chunk.Element: Encodable {
        try startMember(key)
        try append("[\n")
        var first = true
        for chunk in chunks {
            for element in chunk {
                try append((first ? "" : ",\n") + (try Self.encoded(element, with: encoder)))
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
