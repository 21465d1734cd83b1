/// Tests by name and line, as a lesson's Swift blocks define them, kept in two buffers
/// instead of a string each: a course of a thousand lessons defines tens of thousands of them,
/// and every lesson is kept for the whole build.
struct DefinedTests: Equatable, Sendable {
    private var names = PackedStrings()
    private var lines: [Int32] = []

    init() {}

    init(_ tests: [(name: String, line: Int)]) {
        names = PackedStrings(reservingCapacity: tests.count, byteCount: tests.reduce(0) { $0 + $1.name.utf8.count })
        lines.reserveCapacity(tests.count)
        for test in tests { append(name: test.name, line: test.line) }
    }

    var count: Int { lines.count }
    var isEmpty: Bool { lines.isEmpty }

    subscript(position: Int) -> (name: String, line: Int) {
        (names[position], Int(lines[position]))
    }

    /// The tests in the order given.
    var all: [(name: String, line: Int)] {
        (0..<count).map { self[$0] }
    }

    mutating func append(name: String, line: Int) {
        names.append(name)
        lines.append(Int32(clamping: line))
    }
}
