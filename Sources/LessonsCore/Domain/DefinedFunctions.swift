/// The functions a lesson's Swift blocks define, by name and line, kept in two buffers instead of
/// a string each: a course of a thousand lessons defines tens of thousands of them, and every
/// lesson is kept for the whole build.
struct DefinedFunctions: Equatable, Sendable {
    /// Each name followed by a line feed (a Swift identifier holds none).
    private var names: [UInt8] = []
    private var lines: [Int] = []

    init(_ functions: [(name: String, line: Int)]) {
        names.reserveCapacity(functions.reduce(0) { $0 + $1.name.utf8.count + 1 })
        lines.reserveCapacity(functions.count)
        for function in functions {
            names += function.name.utf8
            names.append(UInt8(ascii: "\n"))
            lines.append(function.line)
        }
    }

    /// The functions in the order given.
    var all: [(name: String, line: Int)] {
        var functions: [(name: String, line: Int)] = []
        functions.reserveCapacity(lines.count)
        var start = 0
        for line in lines {
            let end = names[start...].firstIndex(of: UInt8(ascii: "\n"))!
            functions.append((String(decoding: names[start..<end], as: UTF8.self), line))
            start = end + 1
        }
        return functions
    }
}
