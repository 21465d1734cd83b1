// Frozen copy (see `ReferenceSwiftHighlighter`): do not change it to follow the highlighter.

/// The words Swift reserves, and those it reads as keywords where they stand (`get`, `some`,
/// `async`, `override`), which a reader expects coloured as keywords.
enum ReferenceSwiftKeywords {
    /// Keywords only where they modify a declaration or accessor; elsewhere plain names.
    static let contextual: Set<String> = [
        "async", "some", "any", "get", "set", "willSet", "didSet", "mutating", "nonmutating", "override", "final",
        "lazy", "weak", "unowned", "convenience", "required", "optional", "dynamic", "indirect", "nonisolated",
        "isolated", "consuming", "borrowing", "sending", "each", "macro", "open", "package",
    ]

    static let all: Set<String> = contextual.union([
        // Declarations
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "actor",
        // Statements
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "throw", "switch", "where", "while",
        // Expressions and types
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ])
}
