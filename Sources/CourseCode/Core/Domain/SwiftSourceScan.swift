import SwiftLexing

/// What the assembly needs to know about a piece of Swift, read the way a person skims it: its
/// braces (outside strings and comments), the type it declares, the test methods it holds.
/// Not a parser: lesson code that does not compile is read too, as well as it can be.
///
/// Each rule is written twice, for a plain line's bytes (`PlainLine`) and for any other line as a
/// `String`; both say the same of a plain line (`SwiftSourceScanTests` compares them), and the
/// first is what a course's lines nearly all take.
enum SwiftSourceScan {
    /// Opening braces minus closing ones, outside string literals and comments, line by line.
    static func braceDepths(of lines: some SourceLines) -> [Int] {
        var braces = Braces()
        return (0..<lines.count).map { index in lines.withUTF8(index) { braces.read($0) } }
    }

    static func braceBalance(of lines: some SourceLines) -> Int {
        var braces = Braces()
        var depth = 0
        for index in 0..<lines.count { depth = lines.withUTF8(index) { braces.read($0) } }
        return depth
    }

    private static let typeKeywords: Set<String> = ["struct", "class", "enum", "actor", "protocol"]
    private static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "package", "open", "final", "indirect", "nonisolated", "@MainActor", "@Observable",
    ]

    /// The type the code's first declaration declares (`struct Email: Equatable {` → `Email`),
    /// skipping comments, imports, blank lines and attributes.
    static func declaredTypeName(in lines: some SourceLines) -> String? {
        for index in 0..<lines.count {
            switch lines.read(index, plain: declaration(in:), other: declaration(in:)) {
            case .skipped: continue
            case .declares(let name): return name
            }
        }
        return nil
    }

    /// What a line says of the type a block declares: nothing (skip it), or its name if it is a
    /// type's declaration (nil if it is anything else).
    private enum LineDeclaration: Equatable {
        case skipped
        case declares(String?)
    }

    private static func declaration(in line: String) -> LineDeclaration {
        let trimmed = line.trimmingLeadingSpaces
        if trimmed.isEmpty || trimmed.hasPrefix("//") || trimmed.hasPrefix("import ") || trimmed.hasPrefix("@") && !trimmed.contains(" ") { return .skipped }
        var words = trimmed.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)[...]
        while let first = words.first, modifiers.contains(first) || first.hasPrefix("@") { words = words.dropFirst() }
        guard let keyword = words.first, typeKeywords.contains(keyword), words.count > 1 else { return .declares(nil) }
        let name = words[words.startIndex + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return .declares(name.isEmpty ? nil : String(name))
    }

    private static func declaration(in line: PlainLine) -> LineDeclaration {
        let trimmed = line.trimmingLeadingSpaces
        if trimmed.isEmpty || trimmed.hasPrefix("//") || trimmed.hasPrefix("import ") || trimmed.hasPrefix("@") && !trimmed.contains(.space) { return .skipped }
        var rest = trimmed
        var word = rest.nextWord { $0 == .space || $0 == .tab }
        while let first = word, isModifier(first) { word = rest.nextWord { $0 == .space || $0 == .tab } }
        guard let keyword = word, plainTypeKeywords.contains(where: keyword.elementsEqual), let nameWord = rest.nextWord(separatedBy: { $0 == .space || $0 == .tab })
        else { return .declares(nil) }
        let name = nameWord.prefix(while: PlainLine.isIdentifier)
        return .declares(name.isEmpty ? nil : name.string)
    }

    // `typeKeywords` and `modifiers` as bytes, compared without making `String`s.
    private static let plainTypeKeywords: [StaticString] = ["struct", "class", "enum", "actor", "protocol"]
    private static let plainModifiers: [StaticString] = ["public", "private", "fileprivate", "internal", "package", "open", "final", "indirect", "nonisolated"]

    /// `modifiers.contains(word) || word.hasPrefix("@")`: the attributes among `modifiers` start with "@".
    private static func isModifier(_ word: PlainLine) -> Bool {
        word.hasPrefix("@") || plainModifiers.contains(where: word.elementsEqual)
    }

    /// A method of the code at the top level: its name and its lines (from its first to its closing brace).
    struct Method: Equatable {
        let name: String
        let lines: Range<Int>
    }

    /// The functions declared at the top level of the code, when all it declares are functions
    /// named `test…` (a block a lesson adds to a test class): otherwise nil.
    static func testMethods<Lines: SourceLines>(in lines: Lines) -> [Method]? {
        var depths = Depths(lines: lines)
        var methods: [Method] = []
        var index = 0
        while index < lines.count {
            let depthBefore = index == 0 ? 0 : depths[index - 1]
            let line: LineDeclaration = depthBefore > 0 ? .skipped : lines.read(index, plain: methodDeclaration(in:), other: methodDeclaration(in:))
            guard case .declares(let name) = line else {
                index += 1
                continue
            }
            guard let name, name.hasPrefix("test") else { return nil }
            let end = closingLine(from: index, outerDepth: 0, depths: &depths, lines: lines)
            methods.append(Method(name: name, lines: index..<end + 1))
            index = end + 1
        }
        return methods.isEmpty ? nil : methods
    }

    /// What a line at the top level of a block is to `testMethods`: nothing (blank, a comment, an
    /// attribute alone), or a declaration, with its name if it is a function's.
    private static func methodDeclaration(in line: String) -> LineDeclaration {
        let trimmed = line.trimmingLeadingSpaces
        if trimmed.isEmpty || trimmed.hasPrefix("//") || trimmed.hasPrefix("@") && !trimmed.contains("func ") { return .skipped }
        return .declares(functionName(in: trimmed))
    }

    private static func methodDeclaration(in line: PlainLine) -> LineDeclaration {
        let trimmed = line.trimmingLeadingSpaces
        if trimmed.isEmpty || trimmed.hasPrefix("//") || trimmed.hasPrefix("@") && !trimmed.contains("func ") { return .skipped }
        return .declares(functionName(in: trimmed))
    }

    /// Where, in a file, the method `name` is: from the line that declares it to its closing brace.
    static func method<Lines: SourceLines>(named name: String, in lines: Lines) -> Range<Int>? {
        var depths = Depths(lines: lines)
        for index in 0..<lines.count
        where lines.read(index, plain: { functionName(in: $0.trimmingLeadingSpaces) }, other: { functionName(in: $0.trimmingLeadingSpaces) }) == name {
            let outerDepth = index == 0 ? 0 : depths[index - 1]
            return index..<closingLine(from: index, outerDepth: outerDepth, depths: &depths, lines: lines) + 1
        }
        return nil
    }

    /// The line that closes the body a declaration at `start` opens (its signature may span lines).
    private static func closingLine<Lines: SourceLines>(from start: Int, outerDepth: Int, depths: inout Depths<Lines>, lines: Lines) -> Int {
        var end = start
        while end < lines.count - 1, depths[end] <= outerDepth, !lines.read(end, plain: { $0.contains(UInt8(ascii: "{")) }, other: { $0.contains("{") }) { end += 1 }
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

    private static func functionName(in trimmed: PlainLine) -> String? {
        guard let offset = trimmed.firstOffset(of: "func ") else { return nil }
        var before = trimmed.prefix(offset)
        while let word = before.nextWord(separatedBy: { $0 == .space }) {
            guard isModifier(word) || word.elementsEqual("override") || word.elementsEqual("static") || word.elementsEqual("mutating") else { return nil }
        }
        let name = trimmed.dropFirst(offset + "func ".utf8.count).dropping { $0 == .space }.prefix(while: PlainLine.isIdentifier)
        return name.isEmpty ? nil : name.string
    }

    /// The brace depth after each line, read only as far as it is asked for: most blocks show at
    /// their first line that they are not test methods.
    private struct Depths<Lines: SourceLines> {
        let lines: Lines
        private var braces = Braces()
        private var depths: [Int] = []

        init(lines: Lines) { self.lines = lines }

        subscript(index: Int) -> Int {
            mutating get {
                while depths.count <= index {
                    let line = depths.count
                    depths.append(lines.withUTF8(line) { braces.read($0) })
                }
                return depths[index]
            }
        }
    }

    /// Reads lines one after another and counts their braces outside strings and comments, as
    /// the course's one Swift lexer tokenizes them (`SwiftLexer.scan`), each line starting where
    /// the lines before it left off.
    struct Braces: Equatable {
        private(set) var depth = 0
        private var carry = SwiftLexer.Carry.code

        /// Whether the lines read leave no comment or multi-line string open: then the next line
        /// does to the braces what it does read on its own (`append(_:)`), whatever came before.
        var isOutsideCommentsAndStrings: Bool { carry == .code }

        /// After the lines read, a line that left `line` when read on its own.
        mutating func append(_ line: Braces) {
            precondition(isOutsideCommentsAndStrings, "a line read on its own starts outside comments and strings")
            depth += line.depth
            carry = line.carry
        }

        /// The depth after the line.
        mutating func read(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
            var depth = depth
            carry = SwiftLexer.scan(bytes, from: carry) { token in
                // A brace is a punctuation token of its own.
                guard token.kind == .plain, token.range.count == 1 else { return }
                switch bytes[token.range.lowerBound] {
                case UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: "}"): depth -= 1
                default: break
                }
            }
            self.depth = depth
            return depth
        }
    }
}

extension StringProtocol {
    /// The line without its indentation; a view of it, not a copy.
    var trimmingLeadingSpaces: SubSequence {
        drop { $0 == " " || $0 == "\t" }
    }
}
