/// Finds a `SwiftWord` of two bytes or more without making a `String`: the bytes (at most 15)
/// are packed with their length into two integers and looked up in an open-addressing table.
struct SwiftWordTable: Sendable {
    static let shared = SwiftWordTable(SwiftWord.spellings)

    private static let slotBits = 8
    private static let longest = 15
    private var keys: [UInt64]
    private var words: [SwiftWord]
    /// The ASCII bytes a spelling starts with, one bit each: most names (`Product`, `$0`, `x1`)
    /// are told apart by their first byte without packing them.
    private var firstBytes: (low: UInt64, high: UInt64) = (0, 0)

    private init(_ spellings: [(String, SwiftWord)]) {
        keys = Array(repeating: 0, count: 2 << Self.slotBits)
        words = Array(repeating: .other, count: 1 << Self.slotBits)
        for (spelling, word) in spellings {
            let bytes = Array(spelling.utf8)
            precondition(bytes.count > 1 && bytes.count <= Self.longest && bytes[0] < 0x80)
            if bytes[0] < 64 { firstBytes.low |= 1 << bytes[0] } else { firstBytes.high |= 1 << (bytes[0] - 64) }
            let (low, high) = Self.key(bytes, 0..<bytes.count)
            var slot = Self.slot(low, high)
            while keys[2 * slot + 1] != 0 { slot = (slot + 1) & ((1 << Self.slotBits) - 1) }
            keys[2 * slot] = low
            keys[2 * slot + 1] = high
            words[slot] = word
        }
    }

    /// The word `bytes[range]` spells, `range` holding two bytes or more.
    func word(_ bytes: [UInt8], _ range: Range<Int>) -> SwiftWord {
        guard range.count <= Self.longest else { return .other }
        let first = bytes[range.lowerBound]
        guard first < 0x80, (first < 64 ? firstBytes.low : firstBytes.high) >> (first & 63) & 1 != 0 else { return .other }
        let (low, high) = Self.key(bytes, range)
        var slot = Self.slot(low, high)
        // An empty slot's high half is 0; a key's never is, as it holds the length.
        while keys[2 * slot + 1] != 0 {
            if keys[2 * slot] == low, keys[2 * slot + 1] == high { return words[slot] }
            slot = (slot + 1) & ((1 << Self.slotBits) - 1)
        }
        return .other
    }

    /// Bytes 0–7 in the low half; 8–14 and the length in the high half.
    private static func key(_ bytes: [UInt8], _ range: Range<Int>) -> (UInt64, UInt64) {
        precondition(range.lowerBound >= 0 && range.upperBound <= bytes.count && range.count <= longest)
        return bytes.withUnsafeBufferPointer { bytes in
            var low: UInt64 = 0
            var high: UInt64 = 0
            var position = range.upperBound
            let middle = min(range.lowerBound + 8, range.upperBound)
            while position > middle {
                position -= 1
                high = high << 8 | UInt64(bytes[position])
            }
            while position > range.lowerBound {
                position -= 1
                low = low << 8 | UInt64(bytes[position])
            }
            return (low, high | UInt64(range.count) << 56)
        }
    }

    private static func slot(_ low: UInt64, _ high: UInt64) -> Int {
        let mixed = (low &* 0x9E37_79B9_7F4A_7C15) ^ (high &* 0xC2B2_AE3D_27D4_EB4F)
        return Int(truncatingIfNeeded: (mixed ^ (mixed >> 31)) >> (64 - slotBits))
    }
}
