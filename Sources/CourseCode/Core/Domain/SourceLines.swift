/// Lines of Swift read where they are, by their UTF-8 bytes: a block's (`BlockLines`), a version's
/// (`LineInterner.Lines`) or plain strings. `SwiftSourceScan` and the assembly read a plain line
/// (`PlainLine`) byte by byte and any other line as a `String`, so both give what the rules,
/// written for `String`s, say.
protocol SourceLines {
    var count: Int { get }
    func isPlain(_ index: Int) -> Bool
    func withUTF8<Result>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result
    func string(_ index: Int) -> String
}

extension SourceLines {
    /// The line read by `plain` when it is plain, by `other` as a `String` when it is not.
    func read<Result>(_ index: Int, plain: (PlainLine) -> Result, other: (String) -> Result) -> Result {
        isPlain(index) ? withUTF8(index) { plain(PlainLine(bytes: $0)) } : other(string(index))
    }
}

extension Array: SourceLines where Element == String {
    func isPlain(_ index: Int) -> Bool {
        withUTF8(index, PlainLine.isPlain)
    }

    func withUTF8<Result>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var line = self[index]
        return line.withUTF8(body)
    }

    func string(_ index: Int) -> String { self[index] }
}
