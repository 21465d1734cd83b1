import TestSupport

/// Random text that looks like Swift, for differential tests: the constructs the highlighter
/// follows (declarations, generics, labels, `case`, `#if`, strings with interpolations, raw and
/// multi-line strings, nested comments, regexes) mixed with what breaks them (unclosed strings and
/// comments, a lone `\` at the end, CRLF, control bytes, Unicode that normalises to ASCII).
/// The same seed always gives the same text.
struct SwiftLikeSourceGenerator {
    private var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    mutating func source() -> String {
        var text = ""
        for _ in 0..<Int.random(in: 1...40, using: &random) {
            text += piece(depth: 0)
            text += separator()
        }
        // Cut anywhere a quarter of the time: what is open at the end stays open.
        if chance(4) {
            let characters = Array(text)
            text = String(characters.prefix(Int.random(in: 0...characters.count, using: &random)))
        }
        return text
    }

    // MARK: - Pieces

    private mutating func piece(depth: Int) -> String {
        switch Int.random(in: 0..<16, using: &random) {
        case 0, 1: pick(Self.keywords)
        case 2, 3: identifier()
        case 4: type(depth: depth)
        case 5: string(depth: depth)
        case 6: comment()
        case 7: pick(Self.numbers)
        case 8: pick(Self.operators)
        case 9, 10: pick(Self.punctuation)
        case 11: pick(Self.attributesAndDirectives)
        case 12, 13: pick(Self.snippets)
        case 14: pick(Self.edges)
        default: pick(Self.regexes)
        }
    }

    private mutating func separator() -> String {
        switch Int.random(in: 0..<10, using: &random) {
        case 0, 1, 2: ""
        case 3, 4, 5: " "
        case 6: "\n"
        case 7: "\r\n"
        case 8: pick(["\t", "  ", "\n\n", "\r", " \n ", "\n    "])
        default: pick([" // note\n", " /* c */ ", "\n/// doc\n"])
        }
    }

    private mutating func identifier() -> String {
        switch Int.random(in: 0..<6, using: &random) {
        case 0: pick(["\u{212A}", "\u{037E}", "e\u{301}", "\u{1FEF}", "ñandú", "🙂", "Ω", "x\u{200D}y"])
        case 1: pick(["$0", "$1", "$value", "`default`", "`unclosed", "_", "__x", "`a b`"])
        default:
            String((0..<Int.random(in: 1...8, using: &random)).map { index in
                index == 0 ? pick(Array("abcxyzSTUVgsTP_")) : pick(Array("abcdefgxyzABCT_019"))
            })
        }
    }

    private mutating func type(depth: Int) -> String {
        let name = pick(["Int", "String", "Array", "Dictionary", "Task", "Result", "T", "Self", "Any", "Never"])
        guard depth < 3, chance(2) else { return name + pick(["", "?", "!", ".Type", ".Protocol", "..."]) }
        let arguments = (0..<Int.random(in: 1...2, using: &random)).map { _ in type(depth: depth + 1) }
        return name + "<" + arguments.joined(separator: pick([", ", ","])) + pick([">", ">?", ">!", ">>", ">()", ""])
    }

    private mutating func string(depth: Int) -> String {
        let hashes = chance(4) ? String(repeating: "#", count: Int.random(in: 1...3, using: &random)) : ""
        let multiline = chance(4)
        let quote = multiline ? "\"\"\"" : "\""
        var body = multiline ? "\n" : ""
        for _ in 0..<Int.random(in: 0...4, using: &random) {
            switch Int.random(in: 0..<8, using: &random) {
            case 0 where depth < 2:
                var inside = ""
                for _ in 0..<Int.random(in: 1...4, using: &random) { inside += piece(depth: depth + 1) + separator() }
                body += "\\" + hashes + "(" + inside + (chance(6) ? "" : ")")
            case 1: body += pick(["\\n", "\\\"", "\\\\", "\\u{1F600}", "\\t", "\\"])
            case 2: body += pick(["\"", "'", "<&>", "#", "\\#", "\\##("])
            case 3 where multiline: body += pick(["\\\n", "\n", "\r\n", "\\" + hashes + "\n", "\"\"", "  "])
            default: body += pick(["texto", "a b", "ñ", " ", "🙂", "x"])
            }
        }
        let closing = chance(8) ? "" : (multiline ? "\n\"\"\"" : "\"") + hashes
        return hashes + quote + body + closing
    }

    private mutating func comment() -> String {
        pick([
            "// line", "/// doc", "//// not doc", "/* block */", "/** doc block */", "/**/", "/*/ odd */",
            "/* a /* nested */ b */", "/* a /* unclosed */", "/* open", "//", "/*** x */",
        ])
    }

    private mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[Int.random(in: 0..<elements.count, using: &random)]
    }

    /// True one time in `odds`.
    private mutating func chance(_ odds: Int) -> Bool {
        Int.random(in: 0..<odds, using: &random) == 0
    }

    // MARK: - Vocabulary

    private static let keywords = [
        "async", "some", "any", "get", "set", "willSet", "didSet", "mutating", "nonmutating", "override", "final",
        "lazy", "weak", "unowned", "convenience", "required", "optional", "dynamic", "indirect", "nonisolated",
        "isolated", "consuming", "borrowing", "sending", "each", "macro", "open", "package",
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "actor",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "Type", "Protocol", "asyncx", "Get", "types", "selfish",
    ]

    private static let numbers = ["0", "1", "42", "0x1F", "0xFFp3", "0x1.8p-2", "0b1010", "0o17", "1_000", "2.5", "2.5e3", "1e-9", "1E+", "0x", "3.x", "1..<2", "0.5.5"]

    private static let operators = [
        "+", "-", "*", "/", "%", "=", "==", "!=", "===", "->", "...", "..<", "?", "!", "&", "&&", "||", "<", ">", "<=", ">=",
        "<<", ">>", ">>=", "<>", "??", "?.", "!.", "~", "^", "+=", "&+", ".", "..", "?>", ">?", "/=", "*/", "=/", "&-",
    ]

    private static let punctuation = ["(", ")", "[", "]", "{", "}", ",", ":", ";", ".", "\\", "\\(", "@", "#", "`", "$", "'"]

    private static let attributesAndDirectives = [
        "@MainActor", "@available(iOS 13, *)", "@Observable", "@escaping", "@Sendable", "@propertyWrapper",
        "#if os(Linux)\n", "#elseif DEBUG\n", "#else\n", "#endif\n", "#Preview", "#selector", "#file", "#warning(\"x\")",
        "#if canImport(FoundationNetworking) && !DEBUG\n", "@", "#",
    ]

    private static let regexes = ["/a+b/", "/[/]x/", "/\\//", "(/a/)", "= /x y/", "x / y / z", "return /a/", "/ a/", "/=", "/", "/[a-z]+/i"]

    private static let snippets = [
        "func load<T: Decodable>(_ url: URL, as type: T.Type = T.self) async throws -> [T] where T: Sendable {",
        "struct Box<Element>: Equatable, Sendable where Element: Hashable {", "enum State { case idle, loaded([Product]), failed(Error) }",
        "case let .loaded(products):", "case .a, .b:\n", "case a(Int), b(String)\n", "default:", "switch state {",
        "private(set) var count = 0", "var value: Int { get set }", "var x: Int { willSet { } didSet { } }",
        "extension Array: P, Q where Element == Int {", "let x = flag ? a : b", "x as? [String: Any]", "x is Int",
        "some View", "any P & Q", "init?(coder: NSCoder)", "subscript(index: Int) -> Element", "typealias Handler = (Result<Int, Error>) -> Void",
        "f(&value)", "dict[key, default: 0]", "url(for:)", "{ a, b in a < b }", "{ (a: Int) -> Int in a }", "throws(LoadError)",
        "let (a, b): (Int, String)", "func f(_ a: Int, b c: Int) {}", "nonisolated func f()", "nonisolated(unsafe) var x",
        "override func viewDidLoad()", "lazy var a = b", "weak var delegate: Delegate?", "async let x = f()",
        "mutating func f() async", "let f: () async -> Void", "Task<Void, Never>?", "Array<Array<Int>>", "i<>", "a<b && c>d",
        "for x in xs where x > 0 {", "guard let x else { return }", "if case .a = x {", "let t: (a: Int, b: Int)",
        "associatedtype Item: Equatable", "func get() {}", "func open() {}", "let some = 1", "case some", "protocol P: AnyObject {",
        "actor Counter {", "class A: B, @unchecked Sendable {", "@available(*, deprecated, renamed: \"x\") func y()",
        "func f<T>(x: T) -> some Collection<T>", "let s = x.self", "A.Type", "P.Protocol", "x.init()", "super.init(a: 1)",
        "XCTAssertEqual(a, b, \"m\")", "return .init(id: id)", "for (i, x) in xs.enumerated() {", "while let x = it.next() {",
        "let fn: @Sendable (Int) -> Void", "inout Int", "consuming func f()", "each T", "repeat each T",
        "precedencegroup P { higherThan: A }", "infix operator <>: P", "static func < (l: Self, r: Self) -> Bool",
        "case .x(let a), .y(let a):\n", "case x\n", "case x = 1\n", "indirect enum E {", "deinit {", "defer { x() }",
        "do { try f() } catch { }", "catch let e as E {", "throw E.x", "try? f()", "try! f()", "await f()",
        "@propertyWrapper struct W<V> { var wrappedValue: V }", "@State private var text = \"\"", "x.map { $0 + 1 }",
    ]

    private static let edges = ["\\", "\"", "\"\"\"", "#\"", "##\"", "\0", "\u{1}", "\u{c}", "\r", "\r\n", "\t", "`", "\"a\\", "#\"a\\#", "/*", "*/", "\u{FEFF}"]
}
