/// `SwiftSourceScan` as it was before it read plain lines byte by byte, frozen as the oracle of
/// the differential tests.
///
/// What the assembly needs to know about a piece of Swift, read the way a person skims it: its
/// braces (outside strings and comments), the type it declares, the test methods it holds.
/// Not a parser: lesson code that does not compile is read too, as well as it can be.
enum ReferenceSwiftSourceScan {
    /// Opening braces minus closing ones, outside string literals and comments, line by line.
    /// Read as UTF-8 bytes: every character it looks for is ASCII, and no byte of a longer
    /// character is, so no `Character` needs to be formed (it runs on every block of the course).
    static func braceDepths(of lines: [String]) -> [Int] {
        var depth = 0
        var inBlockComment = 0
        var inMultilineString = false
        var depths: [Int] = []
        depths.reserveCapacity(lines.count)
        for var line in lines {
            line.withUTF8 { bytes in
                let count = bytes.count
                var index = 0
                var inString = false
                func next(is byte: UInt8, _ offset: Int = 0) -> Bool { index + offset < count && bytes[index + offset] == byte }
                while index < count {
                    let byte = bytes[index]
                    index += 1
                    if inBlockComment > 0 {
                        if byte == .asterisk, next(is: .slash) { inBlockComment -= 1; index += 1 }
                        else if byte == .slash, next(is: .asterisk) { inBlockComment += 1; index += 1 }
                        continue
                    }
                    if inMultilineString {
                        // An escape is skipped, as in a one-line string (`\"""` closes nothing): the one
                        // change since this copy was frozen, made when the braces moved onto `SwiftLexer`.
                        if byte == .backslash { index += 1 } else if byte == .quote, next(is: .quote), next(is: .quote, 1) { inMultilineString = false; index += 2 }
                        continue
                    }
                    if inString {
                        if byte == .backslash { index += 1 } else if byte == .quote { inString = false }
                        continue
                    }
                    switch byte {
                    case .slash where next(is: .slash): index = count
                    case .slash where next(is: .asterisk): inBlockComment += 1; index += 1
                    case .quote where next(is: .quote) && next(is: .quote, 1): inMultilineString = true; index += 2
                    case .quote: inString = true
                    case .openBrace: depth += 1
                    case .closeBrace: depth -= 1
                    default: break
                    }
                }
            }
            depths.append(depth)
        }
        return depths
    }

    static func braceBalance(of lines: [String]) -> Int {
        braceDepths(of: lines).last ?? 0
    }

    private static let typeKeywords: Set<String> = ["struct", "class", "enum", "actor", "protocol"]
    private static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "package", "open", "final", "indirect", "nonisolated", "@MainActor", "@Observable",
    ]

    /// The type the code's first declaration declares (`struct Email: Equatable {` → `Email`),
    /// skipping comments, imports, blank lines and attributes.
    static func declaredTypeName(in lines: [String]) -> String? {
        for line in lines {
            let trimmed = line.referenceTrimmingLeadingSpaces
            if trimmed.isEmpty || trimmed.hasPrefix("//") || trimmed.hasPrefix("import ") || trimmed.hasPrefix("@") && !trimmed.contains(" ") { continue }
            var words = trimmed.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)[...]
            while let first = words.first, modifiers.contains(first) || first.hasPrefix("@") { words = words.dropFirst() }
            guard let keyword = words.first, typeKeywords.contains(keyword), words.count > 1 else { return nil }
            let name = words[words.startIndex + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            return name.isEmpty ? nil : String(name)
        }
        return nil
    }

    /// A method of the code at the top level: its name and its lines (from its first to its closing brace).
    struct Method: Equatable {
        let name: String
        let lines: Range<Int>
    }

    /// The functions declared at the top level of the code, when all it declares are functions
    /// named `test…` (a block a lesson adds to a test class): otherwise nil.
    static func testMethods(in lines: [String]) -> [Method]? {
        let depths = braceDepths(of: lines)
        var methods: [Method] = []
        var index = 0
        while index < lines.count {
            let trimmed = lines[index].referenceTrimmingLeadingSpaces
            let depthBefore = index == 0 ? 0 : depths[index - 1]
            if trimmed.isEmpty || trimmed.hasPrefix("//") || depthBefore > 0 || trimmed.hasPrefix("@") && !trimmed.contains("func ") {
                index += 1
                continue
            }
            guard let name = functionName(in: trimmed), name.hasPrefix("test") else { return nil }
            let end = closingLine(from: index, outerDepth: 0, depths: depths, lines: lines)
            methods.append(Method(name: name, lines: index..<end + 1))
            index = end + 1
        }
        return methods.isEmpty ? nil : methods
    }

    /// Where, in a file, the method `name` is: from the line that declares it to its closing brace.
    static func method(named name: String, in lines: [String]) -> Range<Int>? {
        let depths = braceDepths(of: lines)
        for (index, line) in lines.enumerated() where functionName(in: line.referenceTrimmingLeadingSpaces) == name {
            let outerDepth = index == 0 ? 0 : depths[index - 1]
            return index..<closingLine(from: index, outerDepth: outerDepth, depths: depths, lines: lines) + 1
        }
        return nil
    }

    /// The line that closes the body a declaration at `start` opens (its signature may span lines).
    private static func closingLine(from start: Int, outerDepth: Int, depths: [Int], lines: [String]) -> Int {
        var end = start
        while end < lines.count - 1, depths[end] <= outerDepth, !lines[end].contains("{") { end += 1 }
        while end < lines.count - 1, depths[end] > outerDepth { end += 1 }
        return end
    }

    /// `func test_a() {` → `test_a`, after any modifiers.
    private static func functionName(in trimmed: Substring) -> String? {
        guard let range = trimmed.firstRange(of: "func ") else { return nil }
        let before = trimmed[..<range.lowerBound].split(separator: " ")
        guard before.allSatisfy({ modifiers.contains(String($0)) || $0.hasPrefix("@") || $0 == "override" || $0 == "static" || $0 == "mutating" }) else { return nil }
        let name = trimmed[range.upperBound...].drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }
}

private extension UInt8 {
    static let slash = UInt8(ascii: "/")
    static let asterisk = UInt8(ascii: "*")
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
}

extension StringProtocol {
    /// `trimmingLeadingSpaces`, frozen.
    var referenceTrimmingLeadingSpaces: SubSequence {
        drop { $0 == " " || $0 == "\t" }
    }
}
