/// The words and symbols the classifier asks about, looked up once per token from its bytes:
/// making a `String` of every token to compare it was most of the highlighter's time.
///
/// Keywords come first, contextual ones (keywords only where they modify a declaration or an
/// accessor) before the others, so that "is it a keyword" is a comparison of raw values. Keywords
/// the classifier never asks about by name are `otherContextualKeyword` and `otherKeyword`.
enum SwiftWord: UInt8 {
    // Contextual keywords.
    case async, some, any, get, set, willSet, didSet, weak, unowned, each, nonisolated
    /// `consuming`, `borrowing`, `sending`, `isolated`: modifiers of a declaration, or of a type.
    case typeSpecifier
    case otherContextualKeyword

    // Keywords.
    case `struct`, `class`, `enum`, `protocol`, `actor`, `extension`, `func`, initializer, `subscript`, `typealias`
    case `associatedtype`, `let`, `var`, `case`, `default`, `where`, `in`, `as`, `is`, `throws`, selfValue, `super`
    case otherKeyword

    // Not keywords.
    /// `Type` and `Protocol`, as in `T.Type`.
    case typeMember, protocolMember
    case underscore, directiveIf, directiveElseif
    case openParenthesis, closeParenthesis, openBracket, closeBracket, openBrace, closeBrace
    case comma, colon, semicolon, dot, question, exclamation, greaterThan, equals, arrow, ampersand, ellipsis
    /// `\(`, opening an interpolation.
    case interpolation
    /// Any other text.
    case other
    /// No text: a string, number, comment, attribute or macro, which the rules never read.
    case none

    var isKeyword: Bool { rawValue <= Self.otherKeyword.rawValue }

    var isContextualKeyword: Bool { rawValue <= Self.otherContextualKeyword.rawValue }

    /// The word a single byte spells.
    init(_ byte: UInt8) {
        self = switch byte {
        case UInt8(ascii: "("): .openParenthesis
        case UInt8(ascii: ")"): .closeParenthesis
        case UInt8(ascii: "["): .openBracket
        case UInt8(ascii: "]"): .closeBracket
        case UInt8(ascii: "{"): .openBrace
        case UInt8(ascii: "}"): .closeBrace
        case UInt8(ascii: ","): .comma
        case UInt8(ascii: ":"): .colon
        case UInt8(ascii: ";"): .semicolon
        case UInt8(ascii: "."): .dot
        case UInt8(ascii: "?"): .question
        case UInt8(ascii: "!"): .exclamation
        case UInt8(ascii: ">"): .greaterThan
        case UInt8(ascii: "="): .equals
        case UInt8(ascii: "&"): .ampersand
        case UInt8(ascii: "_"): .underscore
        default: .other
        }
    }

    /// Every spelling longer than one byte, for `SwiftWordTable`.
    static let spellings: [(String, SwiftWord)] = [
        ("async", .async), ("some", .some), ("any", .any), ("get", .get), ("set", .set), ("willSet", .willSet),
        ("didSet", .didSet), ("weak", .weak), ("unowned", .unowned), ("each", .each), ("nonisolated", .nonisolated),
        ("struct", .struct), ("class", .class), ("enum", .enum), ("protocol", .protocol), ("actor", .actor),
        ("extension", .extension), ("func", .func), ("init", .initializer), ("subscript", .subscript),
        ("typealias", .typealias), ("associatedtype", .associatedtype), ("let", .let), ("var", .var), ("case", .case),
        ("default", .default), ("where", .where), ("in", .in), ("as", .as), ("is", .is), ("throws", .throws),
        ("self", .selfValue), ("super", .super),
        ("Type", .typeMember), ("Protocol", .protocolMember), ("#if", .directiveIf), ("#elseif", .directiveElseif),
        ("->", .arrow), ("...", .ellipsis), ("\\(", .interpolation),
    ]
    + ["consuming", "borrowing", "sending", "isolated"].map { ($0, .typeSpecifier) }
    + otherContextualKeywords.map { ($0, .otherContextualKeyword) }
    + otherKeywords.map { ($0, .otherKeyword) }

    private static let otherContextualKeywords = [
        "mutating", "nonmutating", "override", "final", "lazy", "convenience", "required", "optional", "dynamic",
        "indirect", "macro", "open", "package",
    ]

    private static let otherKeywords = [
        // Declarations
        "deinit", "fileprivate", "import", "inout", "internal", "operator", "private", "precedencegroup", "public",
        "rethrows", "static",
        // Statements
        "break", "catch", "continue", "defer", "do", "else", "fallthrough", "for", "guard", "if", "repeat", "return",
        "throw", "switch", "while",
        // Expressions and types
        "Any", "await", "false", "nil", "Self", "true", "try",
    ]
}
