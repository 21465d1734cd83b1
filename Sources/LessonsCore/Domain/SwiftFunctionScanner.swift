/// Finds the functions a piece of Swift declares, `func name(` or `func name<`, with their lines.
///
/// Enough to know which tests a lesson's code or a test file defines; a `func` inside a string
/// literal or a block comment would be taken too, which course code does not do.
public enum SwiftFunctionScanner {
    public static func functions(in code: String) -> [(name: String, line: Int)] {
        var found: [(name: String, line: Int)] = []
        for (index, rawLine) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.range(of: "//").map { rawLine[..<$0.lowerBound] } ?? rawLine
            var rest = line[...]
            while let keyword = rest.range(of: "func ") {
                // `func` must be a word of its own, not the end of `myfunc `.
                let before = rest[..<keyword.lowerBound].last
                rest = rest[keyword.upperBound...]
                if let before, before.isLetter || before.isNumber || before == "_" { continue }
                let name = rest.drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                let after = rest.drop { $0 == " " }.dropFirst(name.count).drop { $0 == " " }.first
                if !name.isEmpty, after == "(" || after == "<" { found.append((String(name), index + 1)) }
            }
        }
        return found
    }
}
