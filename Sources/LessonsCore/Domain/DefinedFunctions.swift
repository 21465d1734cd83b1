/// Functions by name and line, as a lesson's Swift blocks define them, kept in three buffers
/// instead of a string each: a course of a thousand lessons defines tens of thousands of them,
/// and every lesson is kept for the whole build.
struct DefinedFunctions: Equatable, Sendable {
    private var names: [UInt8] = []
    /// Where each name ends in `names`.
    private var ends: [Int32] = []
    private var lines: [Int32] = []

    init() {}

    init(_ functions: [(name: String, line: Int)]) {
        reserve(functions.count, nameBytes: functions.reduce(0) { $0 + $1.name.utf8.count })
        for function in functions { append(name: function.name, line: function.line) }
    }

    var count: Int { lines.count }
    var isEmpty: Bool { lines.isEmpty }

    subscript(position: Int) -> (name: String, line: Int) {
        let start = position == 0 ? 0 : Int(ends[position - 1])
        return (String(decoding: names[start..<Int(ends[position])], as: UTF8.self), Int(lines[position]))
    }

    /// The functions in the order given.
    var all: [(name: String, line: Int)] {
        (0..<count).map { self[$0] }
    }

    private mutating func reserve(_ count: Int, nameBytes: Int) {
        names.reserveCapacity(nameBytes)
        ends.reserveCapacity(count)
        lines.reserveCapacity(count)
    }

    mutating func append(name: String, line: Int) {
        names += name.utf8
        ends.append(Int32(names.count))
        lines.append(Int32(clamping: line))
    }
}
