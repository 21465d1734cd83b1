import Localization

/// Parses a template's text into a `CompiledTemplate`, step by step as swift-mustache 2.1.1's
/// parser (`Template+Parser.swift`) does, so the tree holds the same tokens.
///
/// Its rules are swift-mustache's, quirks included, because a user's template must render the same:
/// it reads `Character`s (a `{` with a combining mark is not a delimiter), a standalone tag ends at
/// any `isNewline` character while text lines end only at `\n` and `\r\n`, a section restores the
/// delimiters set inside it, the whitespace before a tag is kept or dropped as swift-mustache keeps
/// it, and the first line of a block inside a parent sets the indentation its other lines lose.
///
/// It is the only reader of a course's templates: a syntax error, and whatever course-site does not
/// render (swift-mustache's transforms such as `{{uppercased(name)}}` and `{{#first()}}`, dynamic
/// names `{{>*name}}`, `{{}}`, pragmas other than `CONTENT_TYPE: HTML` and `TEXT`), throws with its
/// line and column. Sections nest at most `nestingLimit` deep in one template, so that no
/// template, however written, can exhaust the stack.
struct CompiledTemplateParser {
    private var cursor: TextCursor
    /// The partials and parents named, each where it is first named.
    private var references: [String: String.Index] = [:]
    /// Where the tag being read starts: what an error points at.
    private var tagStart: String.Index?

    /// Sections, blocks and parents inside one another in one template (the theme's go 5 deep).
    /// Each level is a call of `parse(_:)`, a large frame in a debug build: 30 fit in the half
    /// megabyte of stack that worker threads have on macOS (`TemplateBoundsTests`).
    static let nestingLimit = 30

    static func parse(_ text: String) throws(TemplateSyntaxError) -> CompiledTemplate {
        var parser = CompiledTemplateParser(cursor: TextCursor(text))
        do {
            let nodes = try parser.parse(State())
            return CompiledTemplate(body: CompiledTemplate.Body(nodes), references: parser.references)
        } catch {
            let problem = error as? TemplateSyntaxError.Problem ?? .unexpectedEnd
            let place = TemplatePlace(of: parser.tagStart ?? parser.cursor.position, in: text)
            throw TemplateSyntaxError(problem: problem, line: place.line, column: place.column)
        }
    }

    private init(cursor: TextCursor) {
        self.cursor = cursor
    }

    private typealias Node = CompiledTemplate.Node
    private typealias Body = CompiledTemplate.Body
    private typealias Failure = TemplateSyntaxError.Problem

    private mutating func noteReference(_ name: String) {
        if references[name] == nil { references[name] = tagStart ?? cursor.position }
    }

    /// swift-mustache's `ParserState`, without its transforms (which are refused).
    private struct State {
        var sectionName: String?
        var newLine = true
        var isPartialDefinition = false
        var isPartialDefinitionTopLevel = false
        var startDelimiter = "{{"
        var endDelimiter = "}}"
        /// In `Character`s, as swift-mustache drops them.
        var partialDefinitionIndent: Int?
        /// Sections, blocks and parents around this point.
        var depth = 0
        /// Where the innermost of them opens.
        var openedAt: String.Index?

        func withSectionName(_ name: String, newLine: Bool, openedAt: String.Index?) throws -> State {
            var state = try nested(openedAt: openedAt)
            state.sectionName = name
            state.isPartialDefinitionTopLevel = false
            if !newLine { state.newLine = false }
            return state
        }

        func withInheritancePartial(_ name: String, openedAt: String.Index?) throws -> State {
            var state = try nested(openedAt: openedAt)
            state.sectionName = name
            state.newLine = true
            state.isPartialDefinition = true
            state.isPartialDefinitionTopLevel = true
            return state
        }

        /// One level deeper: a section, a block or a parent that opens at `openedAt`.
        private func nested(openedAt: String.Index?) throws -> State {
            var state = self
            state.openedAt = openedAt
            state.depth += 1
            guard state.depth <= CompiledTemplateParser.nestingLimit else { throw Failure.tooDeeplyNested(limit: CompiledTemplateParser.nestingLimit) }
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
            // Directly inside `{{< parent}}` only blocks, comments and delimiter changes may stand:
            // refused here, at the tag, rather than when the parent closes.
            if state.isPartialDefinitionTopLevel, !["$", "!", "=", "/"].contains(cursor.current) {
                throw Failure.illegalTokenInsideInheritSection
            }
            switch cursor.current {
            case "#", "^":
                let inverted = cursor.current == "^"
                cursor.advance()
                let name = try parseName(state)
                let compiledName = try Self.compileName(name)
                if isStandalone(state) {
                    setNewLine = true
                } else if !whiteSpaceBefore.isEmpty {
                    nodes.append(.text(Self.text(whiteSpaceBefore)))
                    whiteSpaceBefore = ""
                }
                let body = try parse(try state.withSectionName(name, newLine: setNewLine, openedAt: tagStart))
                nodes.append(inverted ? .invertedSection(compiledName, body: Body(body)) : .section(compiledName, body: Body(body)))

            case "/":
                cursor.advance()
                let name = try parseName(state)
                guard name == state.sectionName else {
                    throw state.sectionName == nil ? Failure.closesNothing : Failure.sectionCloseNameIncorrect
                }
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
                cursor.read(while: { $0.isWhitespace })
                if cursor.current == "*" {
                    throw Failure.unsupported(tag: "{{>*nombre}} (nombres dinámicos)", instead: "nombra el parcial: {{> nombre}}")
                }
                let name = try parsePartialName(state)
                noteReference(name)
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
                cursor.read(while: { $0.isWhitespace })
                let name = try parsePartialName(state)
                if name.first == "*" {
                    throw Failure.unsupported(tag: "{{<*nombre}} (nombres dinámicos)", instead: "nombra la plantilla padre: {{< nombre}}")
                }
                noteReference(name)
                if !whiteSpaceBefore.isEmpty {
                    nodes.append(.text(Self.text(whiteSpaceBefore)))
                }
                if isStandalone(state) {
                    setNewLine = true
                }
                var overrides: [String: Body] = [:]
                for node in try parse(try state.withInheritancePartial(name, openedAt: tagStart)) {
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
                    nodes.append(.blockDefinition(name, body: Body(try parse(try state.withSectionName(name, newLine: setNewLine, openedAt: tagStart)))))
                } else {
                    if !whiteSpaceBefore.isEmpty {
                        nodes.append(.text(Self.text(whiteSpaceBefore)))
                    }
                    if isStandalone(state) {
                        setNewLine = true
                    }
                    let body = try parse(try state.withSectionName(name, newLine: setNewLine, openedAt: tagStart))
                    let intrinsic = setNewLine ? Self.leadingBlanks(of: body) : ""
                    nodes.append(.block(name, default: Body(body), indentation: Self.text(whiteSpaceBefore), intrinsic: intrinsic))
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
        guard state.sectionName == nil else {
            tagStart = state.openedAt
            throw Failure.expectedSectionEnd
        }
        return nodes
    }

    /// Text up to the start delimiter (consumed) or a line's end (not consumed).
    private mutating func readUntilDelimiterOrNewline(_ state: State) throws -> String {
        guard let delimiterStart = state.startDelimiter.first else { return "" }
        var text = ""
        while !cursor.atEnd {
            text += cursor.readText(until: delimiterStart)
            if cursor.current.isNewline {
                break
            } else if cursor.current == delimiterStart {
                // Set before reading, so that a delimiter cut off by the text's end is pointed at.
                let previousTag = tagStart
                tagStart = cursor.position
                if try cursor.read(string: state.startDelimiter) { break }
                tagStart = previousTag
                // swift-mustache writes the delimiter's character, not the text's (they differ only
                // for a delimiter that is canonically equivalent to other characters).
                text += String(delimiterStart)
                cursor.advance()
            }
        }
        return text
    }

    private mutating func parseName(_ state: State) throws -> String {
        cursor.read(while: { $0.isWhitespace })
        let name = String(cursor.read(whileASCII: { Self.isNameByte($0, brackets: true, slash: false) }))
        cursor.read(while: { $0.isWhitespace })
        let transform = name.utf8.contains(UInt8(ascii: "(")) || name.utf8.contains(UInt8(ascii: ")"))
        guard try cursor.read(string: state.endDelimiter) else {
            if transform {
                throw Failure.unsupported(tag: LocalizedText(verbatim: "{{\(name)…}}"), instead: Self.writeWithoutTransform)
            }
            throw cursor.atEnd || cursor.current.isWhitespace ? Failure.unfinishedName : Failure.invalidNameCharacter(String(cursor.current))
        }
        if transform {
            throw Failure.unsupported(tag: LocalizedText(verbatim: "{{\(name)}}"), instead: Self.writeWithoutTransform)
        }
        return name
    }

    private mutating func parsePartialName(_ state: State) throws -> String {
        cursor.read(while: { $0.isWhitespace })
        let name = String(cursor.read(whileASCII: { Self.isNameByte($0, brackets: true, slash: true) }))
        cursor.read(while: { $0.isWhitespace })
        guard try cursor.read(string: state.endDelimiter) else {
            throw cursor.atEnd || cursor.current.isWhitespace ? Failure.unfinishedName : Failure.invalidNameCharacter(String(cursor.current))
        }
        guard !name.isEmpty else {
            throw Failure.unsupported(tag: "{{> }}", instead: "nombra el parcial: {{> nombre}}")
        }
        return name
    }

    private static let writeWithoutTransform: LocalizedText = "las transformaciones de swift-mustache no existen aquí: escribe el valor sin transformar, {{nombre}}"

    private mutating func setDelimiters(_ state: State) throws -> State {
        let start: Substring
        let end: Substring
        do {
            cursor.read(while: { $0.isWhitespace })
            start = try cursor.read(until: { $0.isWhitespace })
            cursor.read(while: { $0.isWhitespace })
            end = try cursor.read(until: { $0 == "=" || $0.isWhitespace })
            cursor.read(while: { $0.isWhitespace })
        } catch {
            throw Failure.invalidSetDelimiter
        }
        guard try cursor.read("=") else { throw Failure.invalidSetDelimiter }
        guard try cursor.read(string: state.endDelimiter) else { throw Failure.invalidSetDelimiter }
        guard !start.isEmpty, !end.isEmpty else { throw Failure.invalidSetDelimiter }
        return state.withDelimiters(start: String(start), end: String(end))
    }

    /// `{{% CONTENT_TYPE: HTML }}` selects escaping on bytes, `TEXT` none.
    private mutating func readContentType(_ state: State) throws -> TemplateEscaping {
        let variable: Substring
        let value: Substring
        do {
            cursor.read(while: { $0.isWhitespace })
            variable = cursor.read(whileASCII: { Self.isNameByte($0, brackets: false, slash: false) })
            cursor.read(while: { $0.isWhitespace })
            guard try cursor.read(":") else { throw Failure.invalidConfigVariableSyntax }
            cursor.read(while: { $0.isWhitespace })
            value = cursor.read(whileASCII: { Self.isNameByte($0, brackets: false, slash: false) })
            cursor.read(while: { $0.isWhitespace })
            guard try cursor.read(string: state.endDelimiter) else { throw Failure.invalidConfigVariableSyntax }
        } catch {
            throw Failure.invalidConfigVariableSyntax
        }
        switch (variable, value) {
        case ("CONTENT_TYPE", "HTML"): return .html
        case ("CONTENT_TYPE", "TEXT"): return .none
        default:
            throw Failure.unsupported(
                tag: LocalizedText(verbatim: "{{% \(variable): \(value) }}"),
                instead: "las únicas etiquetas {{% }} son {{% CONTENT_TYPE: HTML }} y {{% CONTENT_TYPE: TEXT }}"
            )
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

    private static func compileName(_ name: String) throws -> CompiledTemplate.Name {
        guard !name.isEmpty else { throw Failure.unsupported(tag: "{{}}", instead: "escribe un nombre entre las llaves, o quita la etiqueta") }
        if name == "." { return .current }
        if !name.utf8.contains(UInt8(ascii: ".")) { return .stack(TemplateKey(name), then: []) }
        let keys = name.split(separator: ".").map { TemplateKey(String($0)) }
        if name.first == "." {
            return keys.isEmpty ? .current : .anchored(keys)
        }
        return .stack(keys[0], then: Array(keys.dropFirst()))
    }

    /// The blanks that open a body's first line.
    private static func leadingBlanks(of body: [Node]) -> String {
        guard case let .text(text)? = body.first else { return "" }
        return String(text.prefix(while: isBlank))
    }

    /// The ASCII character a `Character` equals, as `==` compares them: itself, or one of the three
    /// scalars that are canonically equivalent to an ASCII one (U+037E is `;`, U+1FEF `` ` ``,
    /// U+212A `K`); nil for any other, and for a letter with a combining mark.
    static func asciiEquivalent(of character: Character) -> UInt8? {
        let scalars = character.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else { return nil }
        switch scalar.value {
        case 0..<0x80: return UInt8(scalar.value)
        case 0x037E: return UInt8(ascii: ";")
        case 0x1FEF: return UInt8(ascii: "`")
        case 0x212A: return UInt8(ascii: "K")
        default: return nil
        }
    }

    private static func text(_ text: some StringProtocol) -> String {
        String(text)
    }

    private static func isBlank(_ character: Character) -> Bool {
        character == " " || character == "\t"
    }

    /// swift-mustache's name characters: ASCII letters, digits and `.-_?*`, brackets in a tag's
    /// name, a slash too in a partial's.
    private static func isNameByte(_ byte: UInt8, brackets: Bool, slash: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
            return true
        case UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "?"), UInt8(ascii: "*"):
            return true
        case UInt8(ascii: "("), UInt8(ascii: ")"):
            return brackets
        case UInt8(ascii: "/"):
            return slash
        default:
            return false
        }
    }

    /// A position in the text, moved by `Character`, with swift-mustache's `Parser` reads.
    private struct TextCursor {
        let text: String
        var position: String.Index

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

        /// The ASCII characters that `predicate` accepts; a `Character` of more than one scalar (a
        /// letter with a combining mark) is never one of them.
        @discardableResult
        mutating func read(whileASCII predicate: (UInt8) -> Bool) -> Substring {
            read(whileByte: predicate, whileCharacter: { CompiledTemplateParser.asciiEquivalent(of: $0).map(predicate) ?? false })
        }

        /// Up to a line's end or `stop`, as `read(while:)` would read it.
        mutating func readText(until stop: Character) -> Substring {
            let stopByte = CompiledTemplateParser.asciiEquivalent(of: stop)
            return read(
                whileByte: { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") && $0 != stopByte },
                whileCharacter: { $0 != "\n" && $0 != "\r\n" && $0 != stop }
            )
        }

        /// `read(while: character)`, but a byte at a time over ASCII, where `byte` says the same as
        /// `character` would: a template is mostly ASCII markup, and reading it `Character` by
        /// `Character` took a second for 720 KB in a debug build. An ASCII byte followed by another
        /// is a whole `Character`; anything else (a byte of a longer scalar, an ASCII letter before
        /// a combining mark, `\r\n`) is read as a `Character`.
        private mutating func read(whileByte byte: (UInt8) -> Bool, whileCharacter character: (Character) -> Bool) -> Substring {
            let start = position
            while !atEnd {
                let offset = text.utf8.distance(from: text.utf8.startIndex, to: position)
                let end = text.utf8.withContiguousStorageIfAvailable { bytes in
                    var index = offset
                    while index < bytes.count, bytes[index] < 0x80, byte(bytes[index]), index + 1 == bytes.count || bytes[index + 1] < 0x80 {
                        index += 1
                    }
                    return index
                }
                if let end, end > offset {
                    position = text.utf8.index(text.utf8.startIndex, offsetBy: end)
                    continue
                }
                guard character(text[position]) else { break }
                advance()
            }
            return text[start..<position]
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
            throw Failure.unexpectedEnd
        }

        /// Consumes `character` if it is next; throws at the end.
        mutating func read(_ character: Character) throws -> Bool {
            guard !atEnd else { throw Failure.unexpectedEnd }
            guard text[position] == character else { return false }
            advance()
            return true
        }

        /// Consumes `string` if it is next; throws when fewer characters are left.
        mutating func read(string: String) throws -> Bool {
            guard !string.isEmpty else { return true }
            guard let end = text.index(position, offsetBy: string.count, limitedBy: text.endIndex) else { throw Failure.unexpectedEnd }
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
            throw Failure.unexpectedEnd
        }
    }
}
