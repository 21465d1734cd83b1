import Foundation

/// Writes a JSON object whose arrays may be too long to hold in memory: each chunk of elements is
/// encoded by `JSONEncoder`, a chunk per task, and appended in order as each batch of chunks
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
        let encoder = encoder
        var first = true
        // Each chunk encoded by a task of its own, one element per line, appended in order.
        try await Concurrently.forEachInOrder(chunks, width: width, { chunk in try Self.elementPerLine(encoder.encode(Array(chunk))) }) { part in
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
        try append((wroteMember ? "," : "") + (try Self.encoded(key, with: encoder)) + ":")
        wroteMember = true
    }

    private static func encoded(_ value: some Encodable, with encoder: JSONEncoder) throws -> String {
        String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// A chunk encoded as one array by one call to `JSONEncoder` (a call per element cost more than
    /// the elements), written as the elements encoded one by one and joined by `,\n`: the array's
    /// brackets left out, a line break after each comma between its elements.
    static func elementPerLine(_ array: Data) -> String {
        let bytes = [UInt8](array)
        guard bytes.count >= 2, bytes.first == UInt8(ascii: "["), bytes.last == UInt8(ascii: "]") else { return String(decoding: bytes, as: UTF8.self) }
        var lines: [UInt8] = []
        lines.reserveCapacity(bytes.count + bytes.count / 32)
        var depth = 0
        var inString = false
        var escaped = false
        for byte in bytes[1..<(bytes.count - 1)] {
            lines.append(byte)
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: ",") where depth == 0: lines.append(UInt8(ascii: "\n"))
            default: break
            }
        }
        return String(decoding: lines, as: UTF8.self)
    }
}
