/// Parses a template's text into a `CompiledTemplate`, step by step as swift-mustache 2.1.1's
/// parser (`Template+Parser.swift`) does, so the tree holds the same tokens.
///
/// Its rules are swift-mustache's, quirks included, because a user's template must render the same:
/// it reads `Character`s (a `{` with a combining mark is not a delimiter), a standalone tag ends at
/// any `isNewline` character while text lines end only at `\n` and `\r\n`, a section restores the
/// delimiters set inside it, the whitespace before a tag is kept or dropped as swift-mustache keeps
/// it, and the first line of a block inside a parent sets the indentation its other lines lose.
///
/// It only reads templates swift-mustache has already parsed without error (that parse reports
/// syntax errors with their line). Whatever it does not support (transforms such as
/// `{{uppercased(name)}}` and `{{#first()}}`, dynamic names `{{>*name}}`, `{{}}`, content types other
/// than HTML and TEXT) throws, and the template is left to swift-mustache.
struct CompiledTemplateParser {
    private var cursor: TextCursor

    static func parse(_ text: String) throws(CompiledRenderingFallback) -> CompiledTemplate {
        var parser = CompiledTemplateParser(cursor: TextCursor(text))
        do {
            return CompiledTemplate(body: CompiledTemplate.Body(try parser.parse(State())))
        } catch let fallback as CompiledRenderingFallback {
            throw fallback
        } catch {
            throw CompiledRenderingFallback("swift-mustache reads it otherwise (\(error))")
        }
    }

    private typealias Node = CompiledTemplate.Node
    private typealias Body = CompiledTemplate.Body

    private enum Failure: Error {
        case sectionCloseNameIncorrect, unfinishedName, expectedSectionEnd, invalidSetDelimiter
        case illegalTokenInsideInheritSection, invalidConfigVariableSyntax, overflow
    }

    /// swift-mustache's `ParserState`, without transforms (never compiled).
    private struct State {
        var sectionName: String?
        var newLine = true
        var isPartialDefinition = false
        var isPartialDefinitionTopLevel = false
        var startDelimiter = "{{"
        var endDelimiter = "}}"
        /// In `Character`s, as swift-mustache drops them.
        var partialDefinitionIndent: Int?

        func withSectionName(_ name: String, newLine: Bool) -> State {
            var state = self
            state.sectionName = name
            state.isPartialDefinitionTopLevel = false
            if !newLine { state.newLine = false }
            return state
        }

        func withInheritancePartial(_ name: String) -> State {
            var state = self
            state.sectionName = name
            state.newLine = true
            state.isPartialDefinition = true
            state.isPartialDefinitionTopLevel = true
            return state
        }

        func withDelimiters(start: String, end: String) -> State {
            var state = self
            state.startDelimiter = start
            state.endDelimiter = end
            state.isPartialDefinitionTopLevel = false
            return state
        }
    }

    private mutating func parse(_ initialState: State) throws -> [Node] {
        var nodes: [Node] = []
        var state = initialState
        var whiteSpaceBefore: Substring = ""
        while !cursor.atEnd {
            if state.newLine {
                let whiteSpace = cursor.read(while: Self.isBlank)
                if state.isPartialDefinition, !state.isPartialDefinitionTopLevel {
                    if let indent = state.partialDefinitionIndent {
                        whiteSpaceBefore = whiteSpace.dropFirst(indent)
                    } else {
                        state.partialDefinitionIndent = whiteSpace.count
                    }
                } else {
                    whiteSpaceBefore = whiteSpace
                }
            }
            let text = try readUntilDelimiterOrNewline(state)
            if cursor.current.isNewline {
                nodes.append(.text(Self.text(String(whiteSpaceBefore) + text + String(cursor.current))))
                state.newLine = true
                cursor.advance()
                continue
            }
            if !text.isEmpty {
                nodes.append(.text(Self.text(String(whiteSpaceBefore) + text)))
                whiteSpaceBefore = ""
                state.newLine = false
            }
            if cursor.atEnd { break }
            var setNewLine = false
            switch cursor.current {
            case "#", "^":
                let inverted = cursor.current == "^"
                cursor.advance()
                let name = try parseName(state)
                if isStandalone(state) {
                    setNewLine = true
                } else if !whiteSpaceBefore.isEmpty {
                    nodes.append(.text(Self.text(whiteSpaceBefore)))
                    whiteSpaceBefore = ""
                }
                let body = try parse(state.withSectionName(name, newLine: setNewLine))
                let compiledName = try Self.compileName(name)
                nodes.append(inverted ? .invertedSection(compiledName, body: Body(body)) : .section(compiledName, body: Body(body)))

            case "/":
                cursor.advance()
                let name = try parseName(state)
                guard name == state.sectionName else { throw Failure.sectionCloseNameIncorrect }
                if isStandalone(state) {
                    setNewLine = true
                } else if !whiteSpaceBefore.isEmpty {
                    nodes.append(.text(Self.text(whiteSpaceBefore)))
                    whiteSpaceBefore = ""
                }
                return nodes

            case "!":
                cursor.advance()
                _ = try cursor.read(untilString: state.endDelimiter, skipToEnd: true)
                setNewLine = isStandalone(state)

            case "{", "&":
                let triple = cursor.current == "{"
                if !whiteSpaceBefore.isEmpty {
                    nodes.append(.text(Self.text(whiteSpaceBefore)))
                    whiteSpaceBefore = ""
                }
                cursor.advance()
                let name = try parseName(state)
                if triple {
                    guard try cursor.read("}") else { throw Failure.unfinishedName }
                }
                nodes.append(.variable(try Self.compileName(name), escaped: false))

            case ">":
                cursor.advance()
                cursor.read(while: \.isWhitespace)
                if cursor.current == "*" { throw CompiledRenderingFallback("dynamic partial {{>*name}}") }
                let name = try parsePartialName(state)
                if !whiteSpaceBefore.isEmpty {
                    nodes.append(.text(Self.text(whiteSpaceBefore)))
                }
                if isStandalone(state) {
                    setNewLine = true
                    nodes.append(.partial(name, indentation: Self.text(whiteSpaceBefore), overrides: nil))
                } else {
                    nodes.append(.partial(name, indentation: nil, overrides: nil))
                }
                whiteSpaceBefore = ""

            case "<":
                cursor.advance()
                cursor.read(while: \.isWhitespace)
                let name = try parsePartialName(state)
                if name.first == "*" { throw CompiledRenderingFallback("dynamic parent {{<*name}}") }
                if !whiteSpaceBefore.isEmpty {
                    nodes.append(.text(Self.text(whiteSpaceBefore)))
                }
                if isStandalone(state) {
                    setNewLine = true
                }
                var overrides: [String: Body] = [:]
                for node in try parse(state.withInheritancePartial(name)) {
                    switch node {
                    case let .blockDefinition(block, body): overrides[block] = body
                    case .text: break
                    default: throw Failure.illegalTokenInsideInheritSection
                    }
                }
                nodes.append(.partial(name, indentation: Self.text(whiteSpaceBefore), overrides: overrides))
                whiteSpaceBefore = ""

            case "$":
                cursor.advance()
                let name = try parseName(state)
                if state.isPartialDefinitionTopLevel {
                    if isStandalone(state) {
                        setNewLine = true
                    }
                    nodes.append(.blockDefinition(name, body: Body(try parse(state.withSectionName(name, newLine: setNewLine)))))
                } else {
                    if !whiteSpaceBefore.isEmpty {
                        nodes.append(.text(Self.text(whiteSpaceBefore)))
                    }
                    if isStandalone(state) {
                        setNewLine = true
                    }
                    let body = try parse(state.withSectionName(name, newLine: setNewLine))
                    nodes.append(.block(name, default: Body(body), indentation: Self.text(whiteSpaceBefore)))
                    whiteSpaceBefore = ""
                }

            case "=":
                cursor.advance()
                state = try setDelimiters(state)
                setNewLine = isStandalone(state)

            case "%":
                cursor.advance()
                nodes.append(.contentType(try readContentType(state)))
                setNewLine = isStandalone(state)

            default:
                if !whiteSpaceBefore.isEmpty {
                    nodes.append(.text(Self.text(whiteSpaceBefore)))
                    whiteSpaceBefore = ""
                }
                let name = try parseName(state)
                nodes.append(.variable(try Self.compileName(name), escaped: true))
            }
            state.newLine = setNewLine
        }
        guard state.sectionName == nil else { throw Failure.expectedSectionEnd }
        return nodes
    }

    /// Text up to the start delimiter (consumed) or a line's end (not consumed).
    private mutating func readUntilDelimiterOrNewline(_ state: State) throws -> String {
        guard let delimiterStart = state.startDelimiter.first else { return "" }
        let stops: Set<Character> = ["\n", "\r\n", delimiterStart]
        var text = ""
        while !cursor.atEnd {
            text += cursor.read(while: { !stops.contains($0) })
            if cursor.current.isNewline {
                break
            } else if cursor.current == delimiterStart {
                if try cursor.read(string: state.startDelimiter) { break }
                // swift-mustache writes the delimiter's character, not the text's (they differ only
                // for a delimiter that is canonically equivalent to other characters).
                text += String(delimiterStart)
                cursor.advance()
            }
        }
        return text
    }

    private mutating func parseName(_ state: State) throws -> String {
        cursor.read(while: \.isWhitespace)
        let name = String(cursor.read(while: { Self.nameCharacters.contains($0) }))
        cursor.read(while: \.isWhitespace)
        guard try cursor.read(string: state.endDelimiter) else { throw Failure.unfinishedName }
        if name.contains("(") || name.contains(")") {
            throw CompiledRenderingFallback("transform {{\(name)}}")
        }
        return name
    }

    private mutating func parsePartialName(_ state: State) throws -> String {
        cursor.read(while: \.isWhitespace)
        let name = String(cursor.read(while: { Self.partialNameCharacters.contains($0) }))
        cursor.read(while: \.isWhitespace)
        guard try cursor.read(string: state.endDelimiter) else { throw Failure.unfinishedName }
        return name
    }

    private mutating func setDelimiters(_ state: State) throws -> State {
        let start: Substring
        let end: Substring
        do {
            cursor.read(while: \.isWhitespace)
            start = try cursor.read(until: \.isWhitespace)
            cursor.read(while: \.isWhitespace)
            end = try cursor.read(until: { $0 == "=" || $0.isWhitespace })
            cursor.read(while: \.isWhitespace)
        } catch {
            throw Failure.invalidSetDelimiter
        }
        guard try cursor.read("=") else { throw Failure.invalidSetDelimiter }
        guard try cursor.read(string: state.endDelimiter) else { throw Failure.invalidSetDelimiter }
        guard !start.isEmpty, !end.isEmpty else { throw Failure.invalidSetDelimiter }
        return state.withDelimiters(start: String(start), end: String(end))
    }

    /// `{{% CONTENT_TYPE: HTML }}` selects `FastHTMLContentType` (registered by the renderer),
    /// `TEXT` swift-mustache's own unescaped type.
    private mutating func readContentType(_ state: State) throws -> TemplateEscaping {
        let variable: Substring
        let value: Substring
        do {
            cursor.read(while: \.isWhitespace)
            variable = cursor.read(while: { Self.nameCharactersWithoutBrackets.contains($0) })
            cursor.read(while: \.isWhitespace)
            guard try cursor.read(":") else { throw Failure.invalidConfigVariableSyntax }
            cursor.read(while: \.isWhitespace)
            value = cursor.read(while: { Self.nameCharactersWithoutBrackets.contains($0) })
            cursor.read(while: \.isWhitespace)
            guard try cursor.read(string: state.endDelimiter) else { throw Failure.invalidConfigVariableSyntax }
        } catch {
            throw Failure.invalidConfigVariableSyntax
        }
        switch (variable, value) {
        case ("CONTENT_TYPE", "HTML"): return .html
        case ("CONTENT_TYPE", "TEXT"): return .none
        default: throw CompiledRenderingFallback("pragma {{% \(variable): \(value) }}")
        }
    }

    private mutating func isStandalone(_ state: State) -> Bool {
        state.newLine && hasLineFinished()
    }

    /// Nothing but blanks up to the line's end (consumed with it) or the text's end.
    private mutating func hasLineFinished() -> Bool {
        if cursor.atEnd { return true }
        var lookahead = cursor
        lookahead.read(while: Self.isBlank)
        if lookahead.current.isNewline {
            lookahead.advance()
            cursor = lookahead
            return true
        }
        return false
    }

    private static func compileName(_ name: String) throws(CompiledRenderingFallback) -> CompiledTemplate.Name {
        guard !name.isEmpty else { throw CompiledRenderingFallback("empty name {{}}") }
        if name == "." { return .current }
        let keys = name.split(separator: ".").map { TemplateKey(String($0)) }
        if name.first == "." {
            return keys.isEmpty ? .current : .anchored(keys)
        }
        return .stack(keys[0], then: Array(keys.dropFirst()))
    }

    private static func text(_ text: some StringProtocol) -> String {
        String(text)
    }

    private static func isBlank(_ character: Character) -> Bool {
        character == " " || character == "\t"
    }

    private static let nameCharactersWithoutBrackets = Set<Character>("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?*")
    private static let nameCharacters = Set<Character>("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?()*")
    private static let partialNameCharacters = Set<Character>("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?()*/")

    /// A position in the text, moved by `Character`, with swift-mustache's `Parser` reads.
    private struct TextCursor {
        let text: String
        private(set) var position: String.Index

        init(_ text: String) {
            self.text = text
            position = text.startIndex
        }

        var atEnd: Bool { position == text.endIndex }

        /// `\0` at the end, as swift-mustache's `current()`.
        var current: Character { atEnd ? "\0" : text[position] }

        mutating func advance() {
            position = text.index(after: position)
        }

        @discardableResult
        mutating func read(while predicate: (Character) -> Bool) -> Substring {
            let start = position
            while !atEnd, predicate(text[position]) { advance() }
            return text[start..<position]
        }

        /// Up to the first character that matches; at the end, throws and stays where it was.
        mutating func read(until predicate: (Character) -> Bool) throws -> Substring {
            let start = position
            while !atEnd {
                if predicate(text[position]) { return text[start..<position] }
                advance()
            }
            position = start
            throw Failure.overflow
        }

        /// Consumes `character` if it is next; throws at the end.
        mutating func read(_ character: Character) throws -> Bool {
            guard !atEnd else { throw Failure.overflow }
            guard text[position] == character else { return false }
            advance()
            return true
        }

        /// Consumes `string` if it is next; throws when fewer characters are left.
        mutating func read(string: String) throws -> Bool {
            guard !string.isEmpty else { return true }
            guard let end = text.index(position, offsetBy: string.count, limitedBy: text.endIndex) else { throw Failure.overflow }
            guard text[position..<end] == string else { return false }
            position = end
            return true
        }

        /// Up to `target` (which a mismatch restarts without rechecking, as swift-mustache does).
        mutating func read(untilString target: String, skipToEnd: Bool) throws -> Substring {
            let targetCharacters = Array(target)
            guard !targetCharacters.isEmpty else { return "" }
            let start = position
            var found = position
            var matched = 0
            while !atEnd {
                if text[position] == targetCharacters[matched] {
                    if matched == 0 { found = position }
                    matched += 1
                    if matched == targetCharacters.count {
                        advance()
                        if !skipToEnd { position = found }
                        return text[start..<found]
                    }
                } else {
                    matched = 0
                }
                advance()
            }
            position = start
            throw Failure.overflow
        }
    }
}
