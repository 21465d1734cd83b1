import SwiftLexing
/// Gives the lexer's words the kind a reader sees: keyword, type, argument label or plain name.
///
/// Swift's grammar decides these by where a word stands, which a highlighter can follow without
/// a full parser: a colon that annotates (`let x: Int`, `func f(id: ID)`), an arrow, `as`/`is`,
/// generic arguments, inheritance and `where` clauses start a stretch of types; a name followed
/// by a colon inside a call or a parameter list is an argument label. The rules mirror
/// swift-syntax's classifier, which the tests compare against.
struct SwiftTokenClassifier {
    private enum Bracket: Equatable {
        case call, tuple, declarationParameters, closureParameters, enumAssociatedValues, typeParentheses, attribute
        case array(isType: Bool)
        case generic(isType: Bool)
        case brace
    }

    private enum Header {
        case none, typeDeclaration, function, typeAlias
    }

    /// The next token the grammar sees, and its word.
    private typealias Next = (token: SwiftToken, word: SwiftWord)

    private let bytes: [UInt8]
    /// Held here so that looking a word up does not retain the shared table's storage each time.
    private let words = SwiftWordTable.shared
    /// The lexer's tokens, given their kinds in place: read ahead of the one being classified,
    /// written only at it. Every index is checked against `count` before use.
    private let tokens: UnsafeMutableBufferPointer<SwiftToken>
    /// Operators split in parts (`>>` closing two lists), by the index of the token they replace.
    private var splits: [(index: Int, parts: [SwiftToken])] = []
    /// The rest of an operator being split, classified next.
    private var splitRest: SwiftToken?

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
    private var currentIndex = 0
    /// The last token that was not whitespace or a comment: its kind and its word, `none` unless
    /// it is a word, a type, a label, punctuation or an operator; and whether whitespace followed it.
    private var previousKind: SwiftToken.Kind?
    private var previousWord = SwiftWord.none
    private var spaceBefore = false
    private var newlineBefore = false
    /// The one before it, to tell the name a declaration introduces (`struct Box<T>`).
    private var beforePreviousKind: SwiftToken.Kind?
    private var beforePreviousWord = SwiftWord.none
    /// Whether the last keyword written was `case` (`case a, b(Int)` declares `b`).
    private var lastKeywordIsCase = false
    /// The last next token looked up, and its word: the word of the token classified next.
    private var lookaheadIndex = -1
    private var lookaheadWord = SwiftWord.none

    /// Gives the lexer's `tokens` their kinds, in place: the array is not copied.
    static func classify(_ tokens: inout [SwiftToken], in bytes: [UInt8]) {
        let splits = tokens.withUnsafeMutableBufferPointer { buffer in
            var classifier = SwiftTokenClassifier(bytes: bytes, tokens: buffer)
            classifier.run()
            return classifier.splits
        }
        guard !splits.isEmpty else { return }
        var joined: [SwiftToken] = []
        joined.reserveCapacity(tokens.count + splits.count * 2)
        var start = 0
        for split in splits {
            joined += tokens[start..<split.index]
            joined += split.parts
            start = split.index + 1
        }
        joined += tokens[start...]
        tokens = joined
    }

    private init(bytes: [UInt8], tokens: UnsafeMutableBufferPointer<SwiftToken>) {
        self.bytes = bytes
        self.tokens = tokens
    }

    private func word(_ token: SwiftToken) -> SwiftWord {
        token.range.count == 1 ? SwiftWord(bytes[token.range.lowerBound]) : words.word(bytes, token.range)
    }

    private var inTypes: Bool {
        if let typeDepth, stack.count >= typeDepth { return true }
        switch stack.last {
        case .generic(isType: true)?, .array(isType: true)?: return true
        default: return false
        }
    }

    private mutating func run() {
        for index in tokens.indices {
            let token = tokens[index]
            if isWhitespace(token) {
                if containsNewline(token) { newline() }
                spaceBefore = true
                continue
            }
            if token.kind == .comment || token.kind == .docComment { continue }
            let word = index == lookaheadIndex ? lookaheadWord : self.word(token)
            let classified = classify(token, word, at: index)
            guard var rest = splitRest else {
                tokens[index].kind = classified.kind
                continue
            }
            // Classifying may split an operator (`<>` after a name, `>>` closing two lists): its
            // first part is classified, then the rest as a token of its own, which may split again.
            var parts = [classified]
            repeat {
                splitRest = nil
                parts.append(classify(rest, self.word(rest), at: index))
                rest = splitRest ?? rest
            } while splitRest != nil
            splits.append((index, parts))
        }
    }

    /// Classifies a token the grammar sees, `word` being what it spells.
    private mutating func classify(_ token: SwiftToken, _ word: SwiftWord, at index: Int) -> SwiftToken {
        var token = token
        currentIndex = index
        switch token.kind {
        case .identifier:
            // Only words look ahead.
            token.kind = identifierKind(word, next: nextSignificant(after: index))
        case .operator:
            token.kind = operatorKind(&token, word, at: index)
        case .plain:
            punctuation(token, word)
        case .macro:
            if word == .directiveIf || word == .directiveElseif { directiveLine = true }
        case .attribute:
            break
        default:
            endSingleType()
        }
        if directiveLine, token.kind == .identifier || token.kind == .keyword { token.kind = .macro }
        beforePreviousKind = previousKind
        beforePreviousWord = previousWord
        previousKind = token.kind
        switch token.kind {
        case .identifier, .type, .plain, .operator, .argumentLabel:
            previousWord = splitRest == nil ? word : self.word(token)
        case .keyword:
            previousWord = word
            lastKeywordIsCase = word == .case
        default:
            previousWord = .none
        }
        spaceBefore = false
        newlineBefore = false
        return token
    }

    private mutating func nextSignificant(after index: Int) -> Next? {
        var position = index + 1
        while position < tokens.count {
            let token = tokens[position]
            if isSignificant(token) {
                if position != lookaheadIndex {
                    lookaheadIndex = position
                    lookaheadWord = word(token)
                }
                return (token, lookaheadWord)
            }
            position += 1
        }
        return nil
    }

    /// Whether a line ends between the token at `index` and the next significant one.
    private func lineEndsAfter(_ index: Int) -> Bool {
        var position = index + 1
        while position < tokens.count {
            let token = tokens[position]
            if token.kind == .comment || token.kind == .docComment { position += 1; continue }
            guard isWhitespace(token) else { return false }
            if containsNewline(token) { return true }
            position += 1
        }
        return true
    }

    // MARK: - Words

    private mutating func identifierKind(_ word: SwiftWord, next: Next?) -> SwiftToken.Kind {
        let afterDot = previousWord == .dot && previousKind == .plain
        if word == .underscore { return .plain }
        // A label may be any word, keywords too: `for:`, `in:`, `default:`.
        let isFollowedByColon = next?.word == .colon
        // `\(label: x)`: an interpolation takes arguments as a call does.
        // `a[keyPath: k]`: a subscript takes arguments as a call does.
        let opensList = (previousWord == .openParenthesis || previousWord == .openBracket || previousWord == .comma || previousWord == .interpolation) && previousKind == .plain
        // `url(for:)` names a function: its labels are the words they are.
        if isFollowedByColon, let next, next.token.range.upperBound < bytes.count, bytes[next.token.range.upperBound] == UInt8(ascii: ")"),
           opensList, stack.last == .call {
            return word.isKeyword ? .keyword : .identifier
        }
        if isFollowedByColon, stack.last == .typeParentheses || stack.last == .closureParameters { return .identifier }
        if isFollowedByColon, opensList {
            switch stack.last {
            case .call?, .tuple?, .declarationParameters?, .attribute?: return .argumentLabel
            case .typeParentheses?, .enumAssociatedValues?, .closureParameters?: return .identifier
            default: break
            }
        }
        if stack.last == .declarationParameters, opensList, !inTypes, let next, next.token.kind == .identifier {
            return .argumentLabel
        }
        // A declared name is a name, even when spelled like a keyword (`func get`, `func open`).
        let declaresName = word.isContextualKeyword && previousKind == .keyword && declaresName(after: previousWord)
        if afterDot, word == .typeMember || word == .protocolMember, inTypes { return .keyword }
        if !declaresName, word.isKeyword {
            if afterDot {
                if word == .initializer || word == .selfValue { return .keyword }
            } else if !word.isContextualKeyword || isContextualKeyword(word, next: next) {
                return keyword(word, next: next)
            }
        }
        return inTypes ? .type : .identifier
    }

    private func declaresName(after keyword: SwiftWord) -> Bool {
        switch keyword {
        case .func, .let, .var, .case, .typealias, .associatedtype: true
        default: false
        }
    }

    /// Where a contextual word acts as a keyword rather than a name.
    private func isContextualKeyword(_ word: SwiftWord, next: Next?) -> Bool {
        switch word {
        case .get, .set, .willSet, .didSet:
            // `private(set)` reads `set` as a name; an accessor is followed by its body or the next one.
            if previousWord == .openParenthesis { return false }
            guard let next else { return true }
            return next.word == .openBrace || next.word == .closeBrace || next.word.isKeyword || next.token.kind == .attribute
        case .some, .any, .each, .weak, .unowned:
            return next?.token.kind == .identifier || next?.word == .openParenthesis
        case .async:
            guard let next else { return true }
            return next.word.isKeyword || next.word == .arrow || next.word == .openBrace || next.word == .equals && previousWord == .closeParenthesis
                || next.word == .closeParenthesis || next.word == .comma || next.word == .in
                || (previousWord == .closeParenthesis && next.token.kind != .identifier)
        default:
            // Declaration modifiers: keywords when a declaration or another modifier follows; and
            // the type specifiers before a type too (`_ job: consuming Job`, `-> sending T`,
            // `isolated (any Actor)?`).
            guard let next, !lineEndsAfter(currentIndex) else { return false }
            if word == .typeSpecifier, inTypes || previousWord == .arrow,
               next.token.kind == .identifier || next.word == .openParenthesis || next.word == .openBracket {
                return true
            }
            return next.word.isKeyword || next.token.kind == .attribute || next.word == .openParenthesis && word == .nonisolated
        }
    }

    /// Keywords that change what follows: declarations, `as`, `some`, `where`.
    private mutating func keyword(_ word: SwiftWord, next: Next?) -> SwiftToken.Kind {
        switch word {
        case .struct, .class, .enum, .protocol, .actor:
            if previousWord != .dot { startHeader(.typeDeclaration) }
        case .extension:
            startHeader(.typeDeclaration)
            startTypes(single: true)
        case .func, .initializer, .subscript:
            if previousWord != .dot { startHeader(.function) }
        case .typealias:
            startHeader(.typeAlias)
        case .as, .is, .some, .any:
            startTypes(single: true)
        case .where:
            if header != .none, stack.count == headerDepth {
                startTypes(single: false)
                typesContinueAfterComma = true
            } else {
                endTypes()
            }
        case .in:
            if inTypes { endTypes() }
        case .case, .default:
            // In a `switch`, `case …:` is a label; in an enum, `case name` declares.
            let declares = word == .case && next?.token.kind == .identifier && next?.word != .let && next?.word != .var
                && isEnumCaseDeclaration()
            if !declares, stack.last == .brace || stack.isEmpty { caseLabelDepth = stack.count }
        default:
            break
        }
        return .keyword
    }

    // MARK: - Operators and punctuation

    private mutating func operatorKind(_ token: inout SwiftToken, _ op: SwiftWord, at index: Int) -> SwiftToken.Kind {
        let first = bytes[token.range.lowerBound]
        let isLong = token.range.count > 1
        let attached = !spaceBefore && !newlineBefore
        // The `>` that closes generic arguments, possibly glued to what follows (`>?`, `>()`).
        if case .generic? = stack.last {
            if first == UInt8(ascii: ">") {
                stack.removeLast()
                if let typeDepth, stack.count < typeDepth { endTypes() }
                if isLong { split(&token) }
                return .plain
            }
            // `Task<Void, Never>?>`: an optional's `?` glued to the closing `>`.
            if first == UInt8(ascii: "?") || first == UInt8(ascii: "!"), isLong, attached {
                split(&token)
                return .plain
            }
        }
        if first == UInt8(ascii: "<"), attached, previousKind == .identifier || previousKind == .type || previousKind == .keyword,
           isGenericArgumentList(from: token.range.lowerBound) {
            // `func f<T>`, `struct S<T>`, and `init<T>` or `subscript<T>`, which have no name: `T` is declared there.
            let isDeclarationName = header != .none && stack.count == headerDepth
                && (previousKind == .identifier && isDeclarationNameBefore() || previousKind == .keyword && (previousWord == .initializer || previousWord == .subscript))
            stack.append(.generic(isType: !isDeclarationName))
            if isLong { split(&token) }
            return .plain
        }
        switch op {
        case .equals:
            if let typeDepth, stack.count == typeDepth { endTypes() }
            if header == .typeAlias { startTypes(single: false) }
            return .plain
        case .arrow:
            endSingleType()
            startTypes(single: false)
            return .plain
        case .question, .exclamation:
            let postfix = attached && (previousKind == .identifier || previousKind == .type || previousKind == .keyword
                || previousWord == .closeParenthesis || previousWord == .closeBracket || previousWord == .greaterThan || previousWord == .closeBrace)
            if postfix { return .plain }
            if op == .question { ternaryDepths.append(stack.count); return .plain }
            return .operator
        case .dot:
            return .plain
        case .ampersand where attached || nextIsAttached(index):
            // `&value`, passed in-out.
            return inTypes ? .plain : (nextIsAttached(index) && (previousWord == .openParenthesis || previousWord == .comma || previousWord == .colon) ? .plain : .operator)
        default:
            if inTypes && op == .ellipsis { return .plain }
            // `some Encodable & Sendable`: one type made of two.
            if inTypes && op == .ampersand { return .operator }
            endSingleType()
            return .operator
        }
    }

    private func nextIsAttached(_ index: Int) -> Bool {
        index + 1 < tokens.count && tokens[index + 1].kind == .identifier
    }

    /// Keeps the operator's first character as this token; the rest is classified next.
    private mutating func split(_ token: inout SwiftToken) {
        let start = token.range.lowerBound
        splitRest = SwiftToken(kind: .operator, range: start + 1..<token.range.upperBound)
        token = SwiftToken(kind: token.kind, range: start..<start + 1)
    }

    /// `<` right after a name opens generic arguments when a matching `>` closes them soon after,
    /// with only names, dots, commas, colons, brackets and `?` between.
    private func isGenericArgumentList(from start: Int) -> Bool {
        var depth = 0
        var position = start
        let limit = min(bytes.count, position + 200)
        while position < limit {
            let c = bytes[position]
            if c == UInt8(ascii: "<") { depth += 1 } else if c == UInt8(ascii: ">") {
                depth -= 1
                if depth == 0 { return true }
            } else if !(SwiftLexer.isIdentifierContinue(c) || Self.mayStandInGenericArguments(c)) {
                return false
            }
            position += 1
        }
        return false
    }

    private static func mayStandInGenericArguments(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: " "), UInt8(ascii: ","), UInt8(ascii: "."), UInt8(ascii: ":"), UInt8(ascii: "?"), UInt8(ascii: "!"),
             UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "&"), UInt8(ascii: "-"),
             UInt8(ascii: "\t"):
            true
        default:
            false
        }
    }

    /// `struct Box<T>`, `func f<T>`: the name before `<` is the one a declaration introduces.
    private func isDeclarationNameBefore() -> Bool {
        guard beforePreviousKind == .keyword else { return false }
        switch beforePreviousWord {
        case .struct, .class, .enum, .protocol, .actor, .func, .typealias, .initializer, .subscript: return true
        default: return false
        }
    }

    /// Not whitespace, not a comment: a token the grammar sees.
    private func isSignificant(_ token: SwiftToken) -> Bool {
        token.kind != .comment && token.kind != .docComment && !isWhitespace(token)
    }

    /// The lexer keeps runs of spaces and newlines as plain tokens of their own.
    private func isWhitespace(_ token: SwiftToken) -> Bool {
        token.kind == .plain && SwiftLexer.isWhitespace(bytes[token.range.lowerBound])
    }

    private func containsNewline(_ token: SwiftToken) -> Bool {
        bytes[token.range].contains(10)
    }

    private mutating func punctuation(_ token: SwiftToken, _ symbol: SwiftWord) {
        switch symbol {
        case .openParenthesis, .interpolation:
            let bracket = symbol == .openParenthesis ? openingParenthesis() : .tuple
            stack.append(bracket)
            if bracket == .enumAssociatedValues { startTypes(single: false) }
        case .closeParenthesis:
            if !stack.isEmpty { stack.removeLast() }
            if let typeDepth, stack.count < typeDepth { endTypes() }
        case .openBracket:
            // `dictionary[key, default: 0]`: a subscript takes arguments as a call does.
            let isSubscript = !spaceBefore && !newlineBefore
                && (previousKind == .identifier || previousWord == .closeParenthesis || previousWord == .closeBracket) && !inTypes
            stack.append(isSubscript ? .call : .array(isType: inTypes))
        case .closeBracket:
            if !stack.isEmpty { stack.removeLast() }
            if let typeDepth, stack.count < typeDepth { endTypes() }
        case .openBrace:
            if let typeDepth, stack.count == typeDepth { endTypes() }
            if stack.count == headerDepth { header = .none }
            stack.append(.brace)
        case .closeBrace:
            if let typeDepth, stack.count <= typeDepth { endTypes() }
            if !stack.isEmpty { stack.removeLast() }
            // A `?` left open inside the braces was not a ternary.
            ternaryDepths.removeAll { $0 > stack.count }
        case .comma:
            endSingleType()
            if let typeDepth, stack.count == typeDepth, !typesContinueAfterComma { endTypes() }
        case .colon:
            colon()
        case .semicolon:
            endTypes()
            if stack.count == headerDepth { header = .none }
        default:
            // `\#(`: an interpolation of a raw string.
            if token.range.count > 1, bytes[token.range.lowerBound] == UInt8(ascii: "\\") { stack.append(.tuple) }
        }
    }

    private mutating func openingParenthesis() -> Bracket {
        if inTypes { return .typeParentheses }
        if previousWord == .throws { startTypes(single: false); return .typeParentheses }
        if previousKind == .attribute { return .attribute }
        if previousWord == .openBrace { return isClosureSignature() ? .closureParameters : .tuple }
        if header == .function, stack.count == headerDepth,
           previousKind == .identifier || previousKind == .operator || previousWord == .initializer || previousWord == .subscript
            || previousWord == .question || previousWord == .greaterThan {
            return .declarationParameters
        }
        if previousKind == .identifier, isEnumCaseName() { return .enumAssociatedValues }
        if previousKind == .identifier || previousKind == .type {
            return .call
        }
        switch previousWord {
        case .closeParenthesis, .closeBracket, .greaterThan, .selfValue, .initializer, .super, .question, .exclamation: return .call
        default: return .tuple
        }
    }

    /// `{ (a: Int, b) in`, `{ (a) async throws -> B in`: parentheses that open a closure list its
    /// parameters when `in` or `->` follows them, past its effects (`async`, `throws(E)`,
    /// `rethrows`), as swift-syntax's parser decides; `{ (lesson: path, table: $0) }` is a tuple.
    private func isClosureSignature() -> Bool {
        var position = currentIndex + 1
        var depth = 1
        // A signature is short: what is still open this many tokens on is taken for a tuple.
        let limit = min(tokens.count, position + 256)
        while position < limit {
            let token = tokens[position]
            position += 1
            guard token.kind == .plain else { continue }
            // `\(` and `\#(` open an interpolation, which `)` closes.
            if bytes[token.range.upperBound - 1] == UInt8(ascii: "("), token.range.count == 1 || bytes[token.range.lowerBound] == UInt8(ascii: "\\") {
                depth += 1
                continue
            }
            guard token.range.count == 1, bytes[token.range.lowerBound] == UInt8(ascii: ")") else { continue }
            depth -= 1
            if depth == 0 { return isSignatureEnd(after: position - 1) }
        }
        return false
    }

    /// Whether `in` or `->` comes after the token at `index`, past the effects a closure may declare.
    private func isSignatureEnd(after index: Int) -> Bool {
        var position = index
        var afterThrows = false
        while let next = significant(after: position) {
            position = next
            let token = tokens[position]
            switch word(token) {
            case .in, .arrow: return true
            case .async: afterThrows = false
            case .throws: afterThrows = true
            case .openParenthesis where afterThrows:
                // `throws(LoadError)`, `throws(Module.LoadError)`: a typed throw's error type, a name.
                while let next = significant(after: position), word(tokens[next]) != .closeParenthesis {
                    guard tokens[next].kind == .identifier || word(tokens[next]) == .dot else { return false }
                    position = next
                }
                guard let close = significant(after: position) else { return false }
                position = close
                afterThrows = false
            default:
                guard bytes[token.range].elementsEqual("rethrows".utf8) else { return false }
                afterThrows = false
            }
        }
        return false
    }

    /// The index of the next token the grammar sees after `index`, without looking it up.
    private func significant(after index: Int) -> Int? {
        var position = index + 1
        while position < tokens.count, !isSignificant(tokens[position]) { position += 1 }
        return position < tokens.count ? position : nil
    }

    /// `case loaded([Product])` declares a case; `case .loaded(let products)` matches one.
    private func isEnumCaseName() -> Bool {
        // The name itself is the previous token.
        guard let kind = beforePreviousKind else { return false }
        if kind == .keyword { return beforePreviousWord == .case && caseLabelDepth == nil }
        // `case a, b(Int)`: a comma after another case of the same declaration.
        return beforePreviousWord == .comma && lastKeywordIsCase && caseLabelDepth == nil
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

    // MARK: - Stretches of types and declaration headers

    /// A `case` whose line has no `:` (at its own depth) declares an enum case; one with a `:`
    /// is a label of a `switch`.
    private func isEnumCaseDeclaration() -> Bool {
        var position = currentIndex + 1
        var depth = 0
        var lastIsComma = false
        while position < tokens.count {
            let token = tokens[position]
            position += 1
            guard token.kind == .plain || token.kind == .operator else { lastIsComma = false; continue }
            // A list of patterns may go on over lines after a comma.
            if containsNewline(token) {
                if lastIsComma { continue }
                return true
            }
            let first = bytes[token.range.lowerBound]
            if first != UInt8(ascii: " "), first != UInt8(ascii: "\t") { lastIsComma = token.range.count == 1 && first == UInt8(ascii: ",") }
            guard token.range.count == 1 else { continue }
            switch first {
            case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: ":") where depth == 0: return false
            case UInt8(ascii: "="): return true
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
        if previousWord != .comma { caseLabelDepth = nil }
        if let typeDepth, stack.count == typeDepth, !typesContinueAfterComma || header == .none {
            let continues = previousWord == .comma || previousWord == .arrow || previousWord == .colon || previousWord == .ampersand
            if !continues { endTypes() }
        }
        // A function's or alias's header continues on the next line only inside its brackets or
        // after a comma or colon; a type's goes on to its `where` or inheritance on the next line.
        if header == .function || header == .typeAlias, stack.count == headerDepth, previousWord != .comma, previousWord != .colon {
            header = .none
        }
    }
}
