import TestSupport
import LessonsCore

/// Seeded courses made to reach every rule of the assembly and every way a line can be read:
/// files shown again with a few lines edited (so versions share starts and ends, and repeat lines
/// such as `}`), blocks that leave braces open, test methods added at the margin or indented,
/// types declared again, counter-examples, attributes, and lines that are not plain (accents,
/// canonically equivalent spellings, carriage returns, tabs, braces in strings and comments).
struct RandomCourseGenerator {
    private var random: SplitMix64
    private var files: [String: [String]] = [:]
    private var line = 1

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    mutating func lessons() -> [(path: LessonPath, blocks: [CodeBlock])] {
        (0..<int(1...6)).map { _ in
            let path = LessonPath(pick(Self.lessonPaths))!
            line = int(1...5)
            return (path, (0..<int(1...8)).flatMap { _ in blocks() })
        }
    }

    // MARK: - Blocks

    private mutating func blocks() -> [CodeBlock] {
        switch int(0...9) {
        case 0, 1: [block(["// " + pick(Self.paths) + pick(Self.pathEndings)] + lines(Self.blankLines, 0...2) + nextVersion())]
        case 2: [block(nextVersion(), info: "swift" + pick([" ", ",", "\t"]) + "file=" + pick(Self.paths))]
        case 3: [block(typeDeclaration())]
        case 4: [block(testMethods())]
        case 5: openVersion()
        case 6: [block(lines(Self.blankLines, 0...1) + [pick(Self.marks)] + lines(Self.bodyLines, 0...3))]
        case 7: [block(["// " + pick(Self.paths)] + lines(Self.bodyLines, 1...3), info: pick(["swift ignore", "swift compile_fail", "swift,ignore", "swift ignore file=A.swift"]))]
        default: [block(lines(Self.bodyLines, 0...6))]
        }
    }

    private mutating func block(_ lines: [String], info: String = "swift") -> CodeBlock {
        defer { line += lines.count + int(2...20) }
        let code = lines.map { $0 + "\n" }.joined()
        // Blocks end with a line feed, as the lessons' parser gives them, and now and then without.
        return CodeBlock(info: info, code: int(0...9) == 0 ? String(code.dropLast()) : code, line: line)
    }

    /// The file's lines a few edits after the last time the course showed them.
    private mutating func nextVersion() -> [String] {
        let key = pick(Self.paths)
        var lines = files[key] ?? self.lines(Self.bodyLines, 2...12)
        for _ in 0..<int(0...3) {
            let index = int(0...lines.count)
            switch int(0...3) {
            case 0 where index < lines.count: lines[index] = pick(Self.bodyLines)
            case 1 where index < lines.count: lines.remove(at: index)
            case 2 where index < lines.count: lines.insert(lines[index], at: index)
            default: lines.insert(pick(Self.bodyLines), at: index)
            }
        }
        files[key] = lines
        return lines
    }

    private mutating func typeDeclaration() -> [String] {
        let names = Self.paths.map { String($0.split(separator: "/").last!.dropLast(".swift".count)) } + ["Unknown"]
        let header = lines(["// Nota", "import Foundation", "", "@MainActor", "  @Observable", "@available(iOS 17, *)"], 0...2)
        let modifiers = pick(["", "public ", "public final ", "@MainActor ", "nonisolated ", "\tfinal\t", "extension "])
        let declaration = modifiers + pick(["struct", "class", "enum", "actor", "protocol", "func", "let"]) + pick([" ", "  ", "\t"])
            + pick(names) + pick([" {", ": Equatable {", "<T> {", "", "é {"])
        return header + [declaration] + lines(Self.bodyLines, 0...4) + ["}"]
    }

    private mutating func testMethods() -> [String] {
        (0..<int(1...3)).flatMap { _ -> [String] in
            let indent = pick(["", "", "    ", "\t"])
            let name = pick(["test_a", "test_b", "test_c", "testÉ", "helper", "test_a"])
            return lines(["", "// Otro test", "@MainActor"], 0...1).map { indent + $0 }
                + [indent + pick(["", "func ", "override ", "@MainActor ", "static "]) + pick(["func ", "func  "]) + name + pick(["() {", "() async throws {", "(", "() { }"])]
                + lines(Self.bodyLines, 0...3).map { $0.isEmpty ? $0 : indent + "    " + $0 }
                + [indent + "}"]
        }
    }

    /// A test class that leaves its brace open, and the blocks of the lesson that continue it.
    private mutating func openVersion() -> [CodeBlock] {
        let path = pick(Self.paths)
        let opening = block(["// " + path, "final class EmailTests: XCTestCase {"] + lines(Self.bodyLines, 0...3))
        let continuations = (0..<int(1...3)).map { _ in block(["    func test_z() {"] + lines(Self.bodyLines, 0...2) + ["    }"]) }
        return [opening] + continuations + [block(lines(Self.bodyLines, 0...2) + ["}"])]
    }

    // MARK: - Vocabulary

    private static let lessonPaths = ["01-a/01.md", "01-a/02.md", "02-b/01.md", "02-b/ñandú.md", "index.md"]

    private static let paths = [
        "App/Email.swift", "App/Models/Email.swift", "App/Password.swift", "AppTests/EmailTests.swift", "Tests/PasswordTests.swift",
        "App/Ñandú.swift", "App/\u{212A}elvin.swift", "App/Kelvin.swift", "App/Cafe\u{301}.swift", "App/Café.swift",
        "../Evil.swift", "App/a b.swift", "/etc/Evil.swift", "App/./A.swift", "App\\B.swift",
    ]

    private static let pathEndings = ["", "", " ", "\t ", " \r", "\r\nlet x = 1", " // nota"]

    private static let blankLines = ["", " ", "\t", "  \t"]

    private static let marks = [
        "// ❌ Esto es lo que NO hacemos", "  // ✅ Esto es lo que hacemos", "\t// Lo que NO hacemos aquí", "// ✅", "// NO hacemos",
        "// no hacemos", "let x = 1 // ❌", "// Esto sí",
    ]

    private static let bodyLines = [
        "", "", "    ", "\t", "}", "}", "    }", "        }", "{", "import XCTest", "import Foundation",
        "struct Email {", "    let value: String", "    init() { value = \"\" }", "    // Un comentario", "    // válido",
        "let \u{E9} = 1", "let e\u{301} = 1", "let \u{212A} = 1", "let K = 1", "let a = \"{\" // {", "let b = \"\\\"{\"",
        "/* {", "} */", "/* /* */ {", "let s = \"\"\"", "{ \"\"\"", "\"\"\"", "    func helper() {", "    func test_a() {",
        "    func test_b() async throws {", "    @MainActor", "        XCTAssertTrue(true)", "        XCTAssertEqual(a, \"é\")",
        "let x = 1\r", "a\r\nb", "final class EmailTests: XCTestCase {", "// ❌ Esto es lo que NO hacemos",
        "public func test_c() {", "private func test_d() { }", "\u{301}func test_e() {", " \u{301} ", "\u{2003}let y = 2",
    ]

    // MARK: - Choices

    private mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

    private mutating func pick<T>(_ choices: [T]) -> T { choices[int(0...choices.count - 1)] }

    private mutating func lines(_ choices: [String], _ count: ClosedRange<Int>) -> [String] {
        (0..<int(count)).map { _ in pick(choices) }
    }
}
