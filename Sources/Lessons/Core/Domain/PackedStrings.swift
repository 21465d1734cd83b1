/// Strings kept end to end in one buffer of UTF-8, each made a `String` again when it is read:
/// what a course keeps of every lesson for the whole build (headings, the tests its code
/// defines) is tens of thousands of short strings, and a `String` each costs an allocation and
/// its header.
struct PackedStrings: Equatable, Sendable {
    private var bytes: [UInt8] = []
    /// Where each string ends in `bytes`.
    private var ends: [Int32] = []

    init() {}

    /// Room for `count` strings of `byteCount` bytes in all.
    init(reservingCapacity count: Int, byteCount: Int) {
        bytes.reserveCapacity(byteCount)
        ends.reserveCapacity(count)
    }

    var count: Int { ends.count }

    subscript(position: Int) -> String {
        let start = position == 0 ? 0 : Int(ends[position - 1])
        return String(decoding: bytes[start..<Int(ends[position])], as: UTF8.self)
    }

    mutating func append(_ string: String) {
        bytes += string.utf8
        ends.append(Int32(bytes.count))
    }
}
