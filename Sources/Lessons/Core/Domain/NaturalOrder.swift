/// Orders names the way a person reads them: `2-intro` before `10-cierre`.
public enum NaturalOrder {
    public static func areInIncreasingOrder(_ lhs: String, _ rhs: String) -> Bool {
        Key(lhs) < Key(rhs)
    }

    /// A name cut once into its runs of digits and of text, for sorting many names: comparing
    /// names cut both up again at every comparison, and ordering a course's lessons that way held
    /// up the build on one core.
    public struct Key: Comparable, Sendable {
        private let name: String
        private let chunks: [Chunk]

        public init(_ name: String) {
            self.name = name
            chunks = NaturalOrder.chunks(of: name.lowercased())
        }

        public static func < (lhs: Key, rhs: Key) -> Bool {
            for (a, b) in zip(lhs.chunks, rhs.chunks) where a != b {
                switch (a, b) {
                case let (.number(x), .number(y)): return x < y
                case (.number, .text): return true
                case (.text, .number): return false
                case let (.text(x), .text(y)): return x < y
                }
            }
            return lhs.chunks.count != rhs.chunks.count ? lhs.chunks.count < rhs.chunks.count : lhs.name < rhs.name
        }
    }

    private enum Chunk: Equatable, Sendable {
        case number(Int)
        case text(String)
    }

    private static func chunks(of name: String) -> [Chunk] {
        var name = name
        // Paths are nearly always ASCII, where each `Character` is a byte but `\r\n` (two bytes,
        // neither a digit, so cut alike): cut by bytes, the course's thousands of names took a
        // fraction of the time `Character`s did, on one core.
        if let chunks = name.withUTF8(asciiChunks(of:)) { return chunks }
        var result: [Chunk] = []
        var current = ""
        var inDigits = false
        for character in name {
            let isDigit = character.isASCII && character.isNumber
            if !current.isEmpty && isDigit != inDigits {
                result.append(chunk(current, digits: inDigits))
                current = ""
            }
            inDigits = isDigit
            current.append(character)
        }
        if !current.isEmpty { result.append(chunk(current, digits: inDigits)) }
        return result
    }

    /// The same chunks, of a lowercased name all of whose bytes are ASCII; nil for any other.
    private static func asciiChunks(of bytes: UnsafeBufferPointer<UInt8>) -> [Chunk]? {
        var result: [Chunk] = []
        var start = 0
        var inDigits = false
        for (index, byte) in bytes.enumerated() {
            guard byte < 0x80 else { return nil }
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            if index > start && isDigit != inDigits {
                result.append(chunk(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self), digits: inDigits))
                start = index
            }
            inDigits = isDigit
        }
        if start < bytes.count {
            result.append(chunk(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self), digits: inDigits))
        }
        return result
    }

    private static func chunk(_ text: String, digits: Bool) -> Chunk {
        // Absurdly long digit runs don't fit an Int; comparing them as text is good enough.
        if digits, let number = Int(text) { return .number(number) }
        return .text(text)
    }
}
