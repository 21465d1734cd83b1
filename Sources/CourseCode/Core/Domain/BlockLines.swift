/// A Swift block's lines as `TextLines.split` finds them, without the empty one after the last
/// line feed, kept as ranges of the block's UTF-8 bytes: most blocks are only read, and a line is
/// copied only when it is new to the course's code (`LineInterner`).
struct BlockLines: SourceLines {
    private var text: String
    private let ranges: ArraySlice<Range<Int>>
    private let plain: ArraySlice<Bool>

    init(_ code: String) {
        var text = code
        var ranges: [Range<Int>] = []
        var plain: [Bool] = []
        text.withUTF8 { bytes in
            let count = bytes.count
            // Lines of lessons' code are some 35 bytes long.
            ranges.reserveCapacity(count / 32 + 1)
            plain.reserveCapacity(count / 32 + 1)
            let words = UnsafeRawBufferPointer(bytes)
            var start = 0
            var isPlain = true
            var index = 0
            while index < count {
                // Only line feeds, carriage returns and bytes of longer characters matter; eight bytes
                // at a time, most of a block is skipped to the next of them.
                if index + 8 <= count {
                    let events = Self.events(in: UInt64(littleEndian: words.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
                    guard events != 0 else {
                        index += 8
                        continue
                    }
                    index += events.trailingZeroBitCount / 8
                }
                let byte = bytes[index]
                // As in `TextLines`: a line feed after a carriage return is one `Character` that is not "\n".
                if byte == .lineFeed, index == 0 || bytes[index - 1] != .carriageReturn {
                    ranges.append(start..<index)
                    plain.append(isPlain)
                    start = index + 1
                    isPlain = true
                } else if byte >= 0x80 || byte == .carriageReturn {
                    isPlain = false
                }
                index += 1
            }
            if start < count {
                ranges.append(start..<count)
                plain.append(isPlain)
            }
        }
        self.init(text: text, ranges: ranges[...], plain: plain[...])
    }

    private init(text: String, ranges: ArraySlice<Range<Int>>, plain: ArraySlice<Bool>) {
        self.text = text
        self.ranges = ranges
        self.plain = plain
    }

    var count: Int { ranges.count }

    func isPlain(_ index: Int) -> Bool { plain[plain.startIndex + index] }

    func withUTF8<Result>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let range = ranges[ranges.startIndex + index]
        var text = text
        return text.withUTF8 { body(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    func string(_ index: Int) -> String { withUTF8(index) { String(decoding: $0, as: UTF8.self) } }

    /// `transform` of every line, reading the block's bytes once.
    func map<T>(_ transform: (_ index: Int, _ line: UnsafeBufferPointer<UInt8>) -> T) -> [T] {
        var text = text
        return text.withUTF8 { bytes in
            ranges.indices.map { transform($0 - ranges.startIndex, UnsafeBufferPointer(rebasing: bytes[ranges[$0]])) }
        }
    }

    /// The lines after the first `count`, sharing the block's storage.
    func dropFirst(_ count: Int) -> BlockLines {
        BlockLines(text: text, ranges: ranges.dropFirst(count), plain: plain.dropFirst(count))
    }

    /// A bit in each byte of the word that is a line feed, a carriage return or above ASCII; past
    /// the first such byte there may be more bits than bytes, so only the lowest bit is to be read.
    private static func events(in word: UInt64) -> UInt64 {
        word & 0x8080_8080_8080_8080 | zeros(in: word ^ 0x0A0A_0A0A_0A0A_0A0A) | zeros(in: word ^ 0x0D0D_0D0D_0D0D_0D0D)
    }

    /// The classic test for a zero byte: exact for the lowest one, which a borrow may follow with false ones.
    private static func zeros(in word: UInt64) -> UInt64 {
        (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
    }
}
