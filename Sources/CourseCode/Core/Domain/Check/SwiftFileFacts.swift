import SwiftLexing

/// What the check needs to know of one file of the course's code: what it imports, the names it
/// declares for other files, the names it uses, the types it declares and what they conform to,
/// and its test methods.
struct SwiftFileFacts: Equatable {
    struct Import: Equatable {
        let module: String
        /// From 0, in the file.
        let line: Int
    }

    /// A type (or an extension) and the names after its colon: `struct CatalogView: View` → `["View"]`.
    struct TypeDeclaration: Equatable {
        let name: String
        let inherits: [String]
        let isExtension: Bool
        let line: Int
    }

    /// A `func test…` in a class, with its lines (its attributes above it, to its closing brace).
    struct TestMethod: Equatable {
        let className: String
        let name: String
        let lines: ClosedRange<Int>
        /// The line of `func`.
        let declarationLine: Int
    }

    private(set) var imports: [Import] = []
    /// Declared at the top level and visible to other files (not `private` or `fileprivate`).
    private(set) var declarations: Set<String> = []
    /// Every type the file declares, nested ones too (`CatalogViewModel.State`).
    private(set) var declaredTypes: Set<String> = []
    private(set) var types: [TypeDeclaration] = []
    /// Names the file uses that are not a member (`x.value`) or a keyword, with the first line each is used on.
    private(set) var uses: [String: Int] = [:]
    private(set) var usesPreview = false
    private(set) var hasMainAttribute = false
    private(set) var testMethods: [TestMethod] = []

    private static let typeKeywords: Set<String> = ["struct", "class", "enum", "actor", "protocol", "typealias", "extension"]
    private static let otherDeclarations: Set<String> = ["func", "let", "var"]
    private static let hidingModifiers: Set<String> = ["private", "fileprivate"]

    init(lines: [String]) {
        let tokens = SwiftTokenScan(lines: lines).tokens
        for (index, token) in tokens.enumerated() where token.kind == .word {
            let previous = index > 0 ? tokens[index - 1] : nil
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            if previous?.text == "." && previous?.kind == .symbol { continue }
            switch token.text {
            case "#Preview": usesPreview = true
            case "main" where previous?.text == "@": hasMainAttribute = true
            case "import" where token.depth == 0:
                if let module = Self.importedModule(after: index, in: tokens) { imports.append(Import(module: module, line: token.line)) }
            case _ where Self.typeKeywords.contains(token.text):
                guard let next, next.kind == .word, previous?.text != "import", !(token.text == "class" && Self.otherDeclarations.contains(next.text)) else { break }
                recordType(keyword: token, name: next, at: index, in: tokens)
            case _ where Self.otherDeclarations.contains(token.text):
                if token.depth == 0, let next, next.kind == .word, !Self.isHidden(before: index, in: tokens) { declarations.insert(next.text) }
            default:
                if uses[token.text] == nil { uses[token.text] = token.line }
            }
        }
        for name in declarations { uses[name] = nil }
        testMethods = Self.testMethods(in: tokens, lines: lines)
    }

    /// The names this file uses and some file of the course must declare.
    var usedNames: Set<String> { Set(uses.keys) }

    func imports(_ module: String) -> Bool {
        imports.contains { $0.module == module }
    }

    // MARK: - Reading declarations

    private mutating func recordType(keyword: SwiftTokenScan.Token, name: SwiftTokenScan.Token, at index: Int, in tokens: [SwiftTokenScan.Token]) {
        let isExtension = keyword.text == "extension"
        if isExtension {
            // An extension uses the type it extends.
            if uses[name.text] == nil { uses[name.text] = name.line }
        } else {
            declaredTypes.insert(name.text)
            if keyword.depth == 0, !Self.isHidden(before: index, in: tokens) { declarations.insert(name.text) }
        }
        guard keyword.depth == 0 else { return }
        types.append(TypeDeclaration(name: name.text, inherits: Self.inheritance(after: index + 1, in: tokens), isExtension: isExtension, line: keyword.line))
    }

    /// `import Foundation`, `@testable import App`, `import struct Foundation.URL` → the module.
    private static func importedModule(after index: Int, in tokens: [SwiftTokenScan.Token]) -> String? {
        var next = index + 1
        if next < tokens.count, typeKeywords.contains(tokens[next].text) || otherDeclarations.contains(tokens[next].text) { next += 1 }
        guard next < tokens.count, tokens[next].kind == .word else { return nil }
        return tokens[next].text
    }

    /// The words between a type's name and its body, after its colon (generic clauses skipped).
    private static func inheritance(after nameIndex: Int, in tokens: [SwiftTokenScan.Token]) -> [String] {
        var index = nameIndex + 1
        var angle = 0
        var names: [String] = []
        var afterColon = false
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .symbol {
                if token.text == "{" && angle == 0 { break }
                if token.text == "<" { angle += 1 }
                if token.text == ">" { angle -= 1 }
                if token.text == ":" && angle == 0 { afterColon = true }
            } else if token.text == "where" {
                break
            } else if afterColon && angle == 0 && (index == 0 || tokens[index - 1].text != ".") {
                names.append(token.text)
            }
            index += 1
        }
        return names
    }

    /// `private struct Spy` is the file's own: other files cannot use it.
    private static func isHidden(before index: Int, in tokens: [SwiftTokenScan.Token]) -> Bool {
        var previous = index - 1
        while previous >= 0, tokens[previous].kind == .word, tokens[previous].line == tokens[index].line || tokens[previous].depth == tokens[index].depth {
            let word = tokens[previous].text
            if hidingModifiers.contains(word) { return true }
            guard ["public", "internal", "package", "open", "final", "static", "nonisolated", "indirect"].contains(word) else { return false }
            previous -= 1
        }
        return false
    }

    // MARK: - Test methods

    /// The `func test…` methods of the file's top-level classes, each from its attributes to its closing brace.
    private static func testMethods(in tokens: [SwiftTokenScan.Token], lines: [String]) -> [TestMethod] {
        var methods: [TestMethod] = []
        var className: String?
        for (index, token) in tokens.enumerated() where token.kind == .word {
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            if token.depth == 0, token.text == "class", let next, next.kind == .word, !otherDeclarations.contains(next.text) {
                className = next.text
            } else if token.depth == 0, ["struct", "enum", "actor", "extension", "protocol"].contains(token.text) {
                className = nil
            } else if token.depth == 1, token.text == "func", let className, let next, next.text.hasPrefix("test") {
                guard let end = closingLine(ofBodyAfter: index, in: tokens) else { continue }
                var start = token.line
                while start > 0, lines[start - 1].drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("@") { start -= 1 }
                methods.append(TestMethod(className: className, name: next.text, lines: start...end, declarationLine: token.line))
            }
        }
        return methods
    }

    /// The line of the `}` that closes the body a declaration at `index` opens.
    private static func closingLine(ofBodyAfter index: Int, in tokens: [SwiftTokenScan.Token]) -> Int? {
        let outer = tokens[index].depth
        guard let open = tokens[index...].firstIndex(where: { $0.kind == .symbol && $0.text == "{" && $0.depth == outer }) else { return nil }
        return tokens[(open + 1)...].first { $0.kind == .symbol && $0.text == "}" && $0.depth == outer }?.line
    }
}
