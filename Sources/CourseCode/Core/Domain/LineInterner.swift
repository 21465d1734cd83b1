/// Numbers the distinct lines of the course's code as the assembly meets them, so that a version
/// is an array of numbers and each line is stored once: consecutive versions of a file share
/// nearly all their lines (the benchmark's 1,000 lessons write 167,000 lines in 7,000 versions,
/// 12,000 of them different).
///
/// Lines are told apart by their bytes, so every version gives back the text its lesson wrote; two
/// lines that differ in bytes but are equal as `String`s (canonically equivalent) get the same
/// equality class (`equalityClasses`), which is what comparing versions uses, as it compared `String`s.
struct LineInterner {
    private(set) var strings: [String] = []
    private(set) var equalityClasses: [UInt32] = []
    private var plain: [Bool] = []
    private var classes: [String: UInt32] = [:]
    /// Whether any two lines of different bytes are equal as `String`s; almost never.
    private(set) var hasEquivalentLines = false
    /// An open-addressing table of the lines by their bytes' hash: each slot is 0 (empty) or a
    /// line's number + 1. Its own rather than a `Dictionary` because looking up every line of every
    /// version was most of the assembly's time, and its keys are the lines already in `strings`.
    private var slots = [UInt32](repeating: 0, count: 1024)
    private var hashes: [UInt64] = []
    private let seed = UInt64.random(in: .min ... .max)

    mutating func number(of bytes: UnsafeBufferPointer<UInt8>, isPlain: Bool) -> UInt32 {
        let hash = Self.hash(bytes, seed: seed)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let number = Int(slots[slot] - 1)
            if hashes[number] == hash, strings[number].hasSameUTF8(as: bytes) { return UInt32(number) }
            slot = (slot + 1) & mask
        }
        let number = UInt32(strings.count)
        let string = String(decoding: bytes, as: UTF8.self)
        strings.append(string)
        hashes.append(hash)
        plain.append(isPlain)
        if let equalityClass = classes[string] {
            equalityClasses.append(equalityClass)
            hasEquivalentLines = true
        } else {
            let equalityClass = UInt32(classes.count)
            classes[string] = equalityClass
            equalityClasses.append(equalityClass)
        }
        slots[slot] = number + 1
        if strings.count * 2 > slots.count { grow() }
        return number
    }

    mutating func number(of string: String) -> UInt32 {
        var string = string
        return string.withUTF8 { number(of: $0, isPlain: PlainLine.isPlain($0)) }
    }

    /// What the versions keep once the course is assembled: the lines, without the tables that found them.
    func table() -> CodeLines {
        CodeLines(strings: strings, equalityClasses: equalityClasses)
    }

    /// Twice the slots, at most half of them full, so that a lookup rarely probes more than one.
    private mutating func grow() {
        slots = [UInt32](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for (number, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = UInt32(number + 1)
        }
    }

    /// Eight bytes at a time, each word mixed by a multiplication; seeded per run, so that no text
    /// can be made to collide on purpose.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, seed: UInt64) -> UInt64 {
        let raw = UnsafeRawBufferPointer(bytes)
        var hash = seed ^ (UInt64(raw.count) &* 0x9E37_79B9_7F4A_7C15)
        func mix(_ word: UInt64) {
            hash = (hash ^ word) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 32
        }
        var offset = 0
        while offset + 8 <= raw.count {
            mix(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        if offset < raw.count, raw.count >= 8 {
            // The last eight bytes, overlapping some already mixed: the length is in the hash.
            mix(raw.loadUnaligned(fromByteOffset: raw.count - 8, as: UInt64.self))
        } else if offset < raw.count {
            var tail: UInt64 = 0
            for index in offset..<raw.count { tail |= UInt64(raw[index]) << (8 * (index - offset)) }
            mix(tail)
        }
        hash = (hash ^ (hash >> 29)) &* 0xC4CE_B9FE_1A85_EC53
        return hash ^ (hash >> 32)
    }

    /// A version's lines, read through their numbers (a copy of the interner that shares its storage).
    struct Lines: SourceLines {
        let numbers: [UInt32]
        let interner: LineInterner

        var count: Int { numbers.count }

        func isPlain(_ index: Int) -> Bool { interner.plain[Int(numbers[index])] }

        func withUTF8<Result>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
            var line = string(index)
            return line.withUTF8(body)
        }

        func string(_ index: Int) -> String { interner.strings[Int(numbers[index])] }
    }
}
