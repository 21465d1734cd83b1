import SwiftHighlighting
import SwiftLexing

// Frozen copy (see `ReferenceSwiftHighlighter`): do not change it to follow the highlighter.

/// Gives the lexer's words the kind a reader sees: keyword, type, argument label or plain name.
///
/// Swift's grammar decides these by where a word stands, which a highlighter can follow without
/// a full parser: a colon that annotates (`let x: Int`, `func f(id: ID)`), an arrow, `as`/`is`,
/// generic arguments, inheritance and `where` clauses start a stretch of types; a name followed
/// by a colon inside a call or a parameter list is an argument label. The rules mirror
/// swift-syntax's classifier, which the tests compare against.
struct ReferenceSwiftTokenClassifier {
    private enum Bracket: Equatable {
        case call, tuple, declarationParameters, closureParameters, enumAssociatedValues, typeParentheses
        case attribute(String)
        case array(isType: Bool)
        case generic(isType: Bool)
        case brace
    }

    private enum Header {
        case none, typeDeclaration, function, typeAlias
    }

    private let bytes: [UInt8]
    private var input: [SwiftToken]
    private var output: [SwiftToken] = []

    private var stack: [Bracket] = []
    /// The bracket depth at which the current stretch of types started.
    private var typeDepth: Int?
    /// The stretch of types is one type after `as`, `is`, `some`, `any`, `extension`.
    private var typeIsSingle = false
    /// Commas separate types (inheritance, `where`), instead of ending them.
    private var typesContinueAfterComma = false
    private var header = Header.none
    private var headerDepth = 0
    private var ternaryDepths: [Int] = []
    private var caseLabelDepth: Int?
    private var directiveLine = false
    /// The last token that was not whitespace or a comment, and whether whitespace followed it.
    private var currentIndex = 0
    private var previous: SwiftToken?
    private var previousText = ""
    private var spaceBefore = false
    private var newlineBefore = false

    static func classify(_ tokens: [SwiftToken], in bytes: [UInt8]) -> [SwiftToken] {
        var classifier = ReferenceSwiftTokenClassifier(bytes: bytes, input: tokens)
        classifier.run()
        return classifier.output
    }

    private init(bytes: [UInt8], input: [SwiftToken]) {
        self.bytes = bytes
        self.input = input
        output.reserveCapacity(input.count)
    }

    private func text(_ token: SwiftToken) -> String {
        String(decoding: bytes[token.range], as: UTF8.self)
    }

    private var inTypes: Bool {
        if let typeDepth, stack.count >= typeDepth { return true }
        switch stack.last {
        case .generic(isType: true)?, .array(isType: true)?: return true
        default: return false
        }
    }

    private mutating func run() {
        var index = 0
        while index < input.count {
            var token = input[index]
            if isWhitespace(token) {
                if bytes[token.range].contains(10) { newline() }
                spaceBefore = true
                output.append(token)
                index += 1
                continue
            }
            if token.kind == .comment || token.kind == .docComment {
                output.append(token)
                index += 1
                continue
            }
            let next = nextSignificant(after: index)
            currentIndex = index
            switch token.kind {
            case .identifier:
                token.kind = identifierKind(token, next: next)
            case .operator:
                let kind = operatorKind(token, at: index)
                // Classifying may split the operator (`<>` after a name, `>>` closing two lists):
                // this token is then its first part, and the rest follows as a token of its own.
                token = input[index]
                token.kind = kind
            case .plain:
                punctuation(token, next: next)
            case .macro:
                let word = text(token)
                if word == "#if" || word == "#elseif" { directiveLine = true }
            case .attribute:
                break
            default:
                endSingleType()
            }
            if directiveLine, token.kind == .identifier || token.kind == .keyword { token.kind = .macro }
            output.append(token)
            previous = token
            previousText = token.kind == .identifier || token.kind == .keyword || token.kind == .type || token.kind == .plain || token.kind == .operator || token.kind == .argumentLabel ? text(token) : ""
            spaceBefore = false
            newlineBefore = false
            index += 1
        }
    }

    private func nextSignificant(after index: Int) -> (token: SwiftToken, text: String, adjacent: Bool)? {
        var position = index + 1
        var adjacent = true
        while position < input.count {
            let token = input[position]
            if !isSignificant(token) {
                adjacent = false
                position += 1
                continue
            }
            return (token, text(token), adjacent)
        }
        return nil
    }

    /// Whether a line ends between the token at `index` and the next significant one.
    private func lineEndsAfter(_ index: Int) -> Bool {
        var position = index + 1
        while position < input.count {
            let token = input[position]
            if token.kind == .comment || token.kind == .docComment { position += 1; continue }
            guard isWhitespace(token) else { return false }
            if bytes[token.range].contains(10) { return true }
            position += 1
        }
        return true
    }

    // MARK: - Words

    private mutating func identifierKind(_ token: SwiftToken, next: (token: SwiftToken, text: String, adjacent: Bool)?) -> SwiftToken.Kind {
        let word = text(token)
        let afterDot = previousText == "." && previous?.kind == .plain
        if word == "_" { return .plain }
        // A label may be any word, keywords too: `for:`, `in:`, `default:`.
        let isFollowedByColon = next?.text == ":"
        // Fixed in both classifiers when swift-syntax showed it: `a[keyPath: k]` takes labels as a call does.
        let opensList = (previousText == "(" || previousText == "[" || previousText == "," || previousText == "\\(") && previous?.kind == .plain
        // `url(for:)` names a function: its labels are the words they are.
        if isFollowedByColon, let next, next.token.range.upperBound < bytes.count, bytes[next.token.range.upperBound] == UInt8(ascii: ")"),
           opensList, stack.last == .call {
            return ReferenceSwiftKeywords.all.contains(word) ? .keyword : .identifier
        }
        if isFollowedByColon, stack.last == .typeParentheses || stack.last == .closureParameters { return .identifier }
        if isFollowedByColon, opensList {
            switch stack.last {
            case .call?, .tuple?, .declarationParameters?, .attribute?: return .argumentLabel
            case .typeParentheses?, .enumAssociatedValues?, .closureParameters?: return .identifier
            default: break
            }
        }
        if stack.last == .declarationParameters, opensList, !inTypes,
           let next, next.token.kind == .identifier || (next.text == "_" && next.token.kind == .identifier) {
            return .argumentLabel
        }
        // A declared name is a name, even when spelled like a keyword (`func get`, `func open`).
        let declaresName = ReferenceSwiftKeywords.contextual.contains(word) && previous?.kind == .keyword
            && ["func", "let", "var", "case", "typealias", "associatedtype"].contains(previousText)
        if afterDot, word == "Type" || word == "Protocol", inTypes { return .keyword }
        if !declaresName, ReferenceSwiftKeywords.all.contains(word) {
            if afterDot {
                if word == "init" || word == "self" || ((word == "Type" || word == "Protocol") && inTypes) { return .keyword }
            } else if !ReferenceSwiftKeywords.contextual.contains(word) || isContextualKeyword(word, next: next) {
                return keyword(word, next: next)
            }
        }
        if case let .attribute(name)? = stack.last, name == "@available" { return .keyword }
        return inTypes ? .type : .identifier
    }

    /// Where a contextual word acts as a keyword rather than a name.
    private func isContextualKeyword(_ word: String, next: (token: SwiftToken, text: String, adjacent: Bool)?) -> Bool {
        switch word {
        case "get", "set", "willSet", "didSet":
            // `private(set)` reads `set` as a name; an accessor is followed by its body or the next one.
            if previousText == "(" { return false }
            return next == nil || next?.text == "{" || next?.text == "}" || ReferenceSwiftKeywords.all.contains(next?.text ?? "") || next?.token.kind == .attribute
        case "some", "any", "each", "weak", "unowned":
            return next?.token.kind == .identifier || next?.text == "("
        case "async":
            guard let next else { return true }
            return ReferenceSwiftKeywords.all.contains(next.text) || next.text == "->" || next.text == "{" || next.text == "=" && previousText == ")"
                || next.text == ")" || next.text == "," || next.text == "in" || (previousText == ")" && next.token.kind != .identifier)
        default:
            // Declaration modifiers: keywords when a declaration or another modifier follows; and
            // the type specifiers before a type too (`_ job: consuming Job`, `-> sending T`,
            // `isolated (any Actor)?`).
            guard let next, !lineEndsAfter(currentIndex) else { return false }
            if ["consuming", "borrowing", "sending", "isolated"].contains(word), inTypes || previousText == "->",
               next.token.kind == .identifier || next.text == "(" || next.text == "[" {
                return true
            }
            return ReferenceSwiftKeywords.all.contains(next.text) || next.token.kind == .attribute || next.text == "(" && word == "nonisolated"
        }
    }

    /// Keywords that change what follows: declarations, `as`, `some`, `where`.
    private mutating func keyword(_ word: String, next: (token: SwiftToken, text: String, adjacent: Bool)?) -> SwiftToken.Kind {
        switch word {
        case "struct", "class", "enum", "protocol", "actor":
            if previousText != "." { startHeader(.typeDeclaration) }
        case "extension":
            startHeader(.typeDeclaration)
            startTypes(single: true)
        case "func", "init", "subscript":
            if previousText != "." { startHeader(.function) }
        case "typealias":
            startHeader(.typeAlias)
        case "as", "is", "some", "any":
            startTypes(single: true)
        case "where":
            if header != .none, stack.count == headerDepth {
                startTypes(single: false)
                typesContinueAfterComma = true
            } else {
                endTypes()
            }
        case "in":
            if inTypes { endTypes() }
        case "case", "default":
            // In a `switch`, `case …:` is a label; in an enum, `case name` declares.
            let declares = word == "case" && next?.token.kind == .identifier && !["let", "var"].contains(next?.text ?? "")
                && isEnumCaseDeclaration(next: next)
            if !declares, stack.last == .brace || stack.isEmpty { caseLabelDepth = stack.count }
        default:
            break
        }
        return .keyword
    }

    // MARK: - Operators and punctuation

    private mutating func operatorKind(_ token: SwiftToken, at index: Int) -> SwiftToken.Kind {
        let op = text(token)
        let attached = !spaceBefore && !newlineBefore
        // The `>` that closes generic arguments, possibly glued to what follows (`>?`, `>()`).
        if case .generic? = stack.last {
            if op.first == ">" {
                stack.removeLast()
                if let typeDepth, stack.count < typeDepth { endTypes() }
                if op.count > 1 { splitOperator(at: index, keeping: 1) }
                return .plain
            }
            // `Task<Void, Never>?>`: an optional's `?` glued to the closing `>`.
            if op.first == "?" || op.first == "!", op.count > 1, attached {
                splitOperator(at: index, keeping: 1)
                return .plain
            }
        }
        if op.first == "<", attached, previous?.kind == .identifier || previous?.kind == .type || previous?.kind == .keyword, isGenericArgumentList(at: index) {
            // Fixed in both classifiers when swift-syntax showed it: `init<T>` and `subscript<T>` declare `T`.
            let isDeclarationName = header != .none && stack.count == headerDepth
                && (previous?.kind == .identifier && isDeclarationNameBefore() || previous?.kind == .keyword && (previousText == "init" || previousText == "subscript"))
            stack.append(.generic(isType: !isDeclarationName))
            if op.count > 1 { splitOperator(at: index, keeping: 1) }
            return .plain
        }
        switch op {
        case "=":
            if let typeDepth, stack.count == typeDepth { endTypes() }
            if header == .typeAlias { startTypes(single: false) }
            return .plain
        case "->":
            endSingleType()
            startTypes(single: false)
            return .plain
        case "?", "!":
            let postfix = attached && (previous?.kind == .identifier || previous?.kind == .type || previous?.kind == .keyword
                || previousText == ")" || previousText == "]" || previousText == ">" || previousText == "}")
            if postfix { return .plain }
            if op == "?" { ternaryDepths.append(stack.count); return .plain }
            return .operator
        case ".":
            return .plain
        case "&" where !spaceBefore && !newlineBefore || nextIsAttached(index):
            // `&value`, passed in-out.
            return inTypes ? .plain : (nextIsAttached(index) && (previousText == "(" || previousText == "," || previousText == ":") ? .plain : .operator)
        default:
            if inTypes && (op == "?" || op == "!" || op == "...") { return .plain }
            // `some Encodable & Sendable`: one type made of two.
            if inTypes && op == "&" { return .operator }
            endSingleType()
            return .operator
        }
    }

    private func nextIsAttached(_ index: Int) -> Bool {
        index + 1 < input.count && input[index + 1].kind == .identifier
    }

    private mutating func splitOperator(at index: Int, keeping length: Int) {
        let token = input[index]
        input[index] = SwiftToken(kind: token.kind, range: token.range.lowerBound..<token.range.lowerBound + length)
        input.insert(SwiftToken(kind: .operator, range: token.range.lowerBound + length..<token.range.upperBound), at: index + 1)
    }

    /// `<` right after a name opens generic arguments when a matching `>` closes them soon after,
    /// with only names, dots, commas, colons, brackets and `?` between.
    private func isGenericArgumentList(at index: Int) -> Bool {
        var depth = 0
        var position = input[index].range.lowerBound
        let limit = min(bytes.count, position + 200)
        while position < limit {
            let c = bytes[position]
            if c == UInt8(ascii: "<") { depth += 1 } else if c == UInt8(ascii: ">") {
                depth -= 1
                if depth == 0 { return true }
            } else if !(ReferenceSwiftLexer.isIdentifierContinue(c) || " ,.:?![]()&-\t".utf8.contains(c)) {
                return false
            }
            position += 1
        }
        return false
    }

    /// `struct Box<T>`, `func f<T>`: the name before `<` is the one a declaration introduces.
    private func isDeclarationNameBefore() -> Bool {
        guard let beforeName = significantOutput(back: 1), beforeName.kind == .keyword else { return false }
        return ["struct", "class", "enum", "protocol", "actor", "func", "typealias", "init", "subscript"].contains(text(beforeName))
    }

    /// The significant token written `back` places before the last one (0: the last one).
    private func significantOutput(back: Int) -> SwiftToken? {
        var remaining = back
        for token in output.reversed() where isSignificant(token) {
            if remaining == 0 { return token }
            remaining -= 1
        }
        return nil
    }

    /// Not whitespace, not a comment: a token the grammar sees.
    private func isSignificant(_ token: SwiftToken) -> Bool {
        token.kind != .comment && token.kind != .docComment && !isWhitespace(token)
    }

    /// The lexer keeps runs of spaces and newlines as plain tokens of their own.
    private func isWhitespace(_ token: SwiftToken) -> Bool {
        let first = bytes[token.range.lowerBound]
        return token.kind == .plain && (first == 32 || first == 9 || first == 10 || first == 13)
    }

    private mutating func punctuation(_ token: SwiftToken, next: (token: SwiftToken, text: String, adjacent: Bool)?) {
        let symbol = text(token)
        switch symbol {
        case "(", "\\(":
            let bracket = symbol == "(" ? openingParenthesis() : .tuple
            stack.append(bracket)
            if bracket == .enumAssociatedValues { startTypes(single: false) }
        case ")":
            if !stack.isEmpty { stack.removeLast() }
            if let typeDepth, stack.count < typeDepth { endTypes() }
        case "[":
            // `dictionary[key, default: 0]`: a subscript takes arguments as a call does.
            let isSubscript = !spaceBefore && !newlineBefore && (previous?.kind == .identifier || previousText == ")" || previousText == "]") && !inTypes
            stack.append(isSubscript ? .call : .array(isType: inTypes))
        case "]":
            if !stack.isEmpty { stack.removeLast() }
            if let typeDepth, stack.count < typeDepth { endTypes() }
        case "{":
            if let typeDepth, stack.count == typeDepth { endTypes() }
            if stack.count == headerDepth { header = .none }
            stack.append(.brace)
        case "}":
            if let typeDepth, stack.count <= typeDepth { endTypes() }
            if !stack.isEmpty { stack.removeLast() }
            // A `?` left open inside the braces was not a ternary.
            ternaryDepths.removeAll { $0 > stack.count }
        case ",":
            endSingleType()
            if let typeDepth, stack.count == typeDepth, !typesContinueAfterComma { endTypes() }
        case ":":
            colon()
        case ";":
            endTypes()
            if stack.count == headerDepth { header = .none }
        default:
            if token.range.count > 1, symbol.hasPrefix("\\") { stack.append(.tuple) }
        }
    }

    private mutating func openingParenthesis() -> Bracket {
        if inTypes { return .typeParentheses }
        if previousText == "throws" { startTypes(single: false); return .typeParentheses }
        if previous?.kind == .attribute { return .attribute(previousText) }
        if previousText == "{" { return isClosureSignature() ? .closureParameters : .tuple }
        if header == .function, stack.count == headerDepth,
           previous?.kind == .identifier || previous?.kind == .operator || previousText == "init" || previousText == "subscript" || previousText == "?" || previousText == ">" {
            return .declarationParameters
        }
        if previous?.kind == .identifier, isEnumCaseName() { return .enumAssociatedValues }
        if previous?.kind == .identifier || previous?.kind == .type || previousText == ")" || previousText == "]" || previousText == ">" || previousText == "self" || previousText == "init" || previousText == "super" || previousText == "?" || previousText == "!" {
            return .call
        }
        return .tuple
    }

    /// `case loaded([Product])` declares a case; `case .loaded(let products)` matches one.
    private func isEnumCaseName() -> Bool {
        // Back 0 is the name itself.
        guard let before = significantOutput(back: 1) else { return false }
        let beforeText = text(before)
        if before.kind == .keyword { return beforeText == "case" && caseLabelDepth == nil }
        // `case a, b(Int)`: a comma after another case of the same declaration.
        return beforeText == "," && output.reversed().first(where: { $0.kind == .keyword }).map(text) == "case"
            && caseLabelDepth == nil
    }

    private mutating func colon() {
        endSingleType()
        if let depth = ternaryDepths.last, depth == stack.count {
            ternaryDepths.removeLast()
            return
        }
        if let depth = caseLabelDepth, depth == stack.count {
            caseLabelDepth = nil
            return
        }
        if inTypes { return }
        switch stack.last {
        case .call?, .tuple?, .array(isType: false)?, .attribute?:
            return
        case .generic(isType: false)?:
            startTypes(single: false)
            typesContinueAfterComma = false
        default:
            let inheritance = header == .typeDeclaration && stack.count == headerDepth
            startTypes(single: false)
            typesContinueAfterComma = inheritance
        }
    }

    /// `{ (a: Int, b) in` lists a closure's parameters, as `{ (a) async throws(E) -> B in` does;
    /// `{ (lesson: path, table: $0) }` is a tuple.
    private func isClosureSignature() -> Bool {
        var position = currentIndex + 1
        var depth = 1
        let limit = min(input.count, position + 256)
        while position < limit {
            let token = input[position]
            position += 1
            guard token.kind == .plain else { continue }
            let symbol = text(token)
            if symbol == "(" || (symbol.hasPrefix("\\") && symbol.hasSuffix("(")) { depth += 1; continue }
            guard symbol == ")" else { continue }
            depth -= 1
            guard depth == 0 else { continue }
            let rest = input[position...].lazy.filter(isSignificant).map { (kind: $0.kind, text: self.text($0)) }
            var effects = rest.makeIterator()
            var afterThrows = false
            while let next = effects.next() {
                switch next.text {
                case "in", "->": return true
                case "async", "rethrows": afterThrows = false
                case "throws": afterThrows = true
                case "(" where afterThrows:
                    var name = effects.next()
                    while let part = name, part.text != ")" {
                        guard part.kind == .identifier || part.text == "." else { return false }
                        name = effects.next()
                    }
                    guard name != nil else { return false }
                    afterThrows = false
                default: return false
                }
            }
            return false
        }
        return false
    }

    // MARK: - Stretches of types and declaration headers

    /// A `case` whose line has no `:` (at its own depth) declares an enum case; one with a `:`
    /// is a label of a `switch`.
    private func isEnumCaseDeclaration(next: (token: SwiftToken, text: String, adjacent: Bool)?) -> Bool {
        var position = currentIndex + 1
        var depth = 0
        var last = ""
        while position < input.count {
            let token = input[position]
            position += 1
            guard token.kind == .plain || token.kind == .operator else { last = "word"; continue }
            // A list of patterns may go on over lines after a comma.
            if bytes[token.range].contains(10) {
                if last == "," { continue }
                return true
            }
            let symbol = text(token)
            if symbol.first != " " && symbol.first != "\t" { last = symbol }
            switch symbol {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case ":" where depth == 0: return false
            case "=": return true
            default: break
            }
        }
        return true
    }

    private mutating func startTypes(single: Bool) {
        // `(any P & Q, R)`: already among types, which go on past this one.
        if single, inTypes { return }
        typeDepth = stack.count
        typeIsSingle = single
        typesContinueAfterComma = false
    }

    private mutating func endTypes() {
        typeDepth = nil
        typeIsSingle = false
        typesContinueAfterComma = false
    }

    /// After `as`, `is`, `some`: one type, which anything but its own parts ends.
    private mutating func endSingleType() {
        if typeIsSingle, let typeDepth, stack.count == typeDepth { endTypes() }
    }

    private mutating func startHeader(_ kind: Header) {
        header = kind
        headerDepth = stack.count
    }

    private mutating func newline() {
        newlineBefore = true
        directiveLine = false
        if previousText != "," { caseLabelDepth = nil }
        if let typeDepth, stack.count == typeDepth, !typesContinueAfterComma || header == .none {
            let continues = previousText == "," || previousText == "->" || previousText == ":" || previousText == "&"
            if !continues { endTypes() }
        }
        if header != .none, stack.count == headerDepth, previousText != ",", previousText != ":" {
            // A declaration's header continues on the next line only inside its brackets.
            if header != .typeDeclaration || previousText != "" { header = header == .typeDeclaration ? header : .none }
        }
    }
}
