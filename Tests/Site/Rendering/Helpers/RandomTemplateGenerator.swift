import TestSupport

/// Random templates in the subset the site's engine renders, and random models for them, from
/// a seed: nested sections and inverted sections, variables (dotted, `.name`, `.`, triple and `&`),
/// comments, partials and parents with blocks, standalone lines and odd whitespace, `\r\n` and the
/// other characters swift-mustache counts as a line's end, unicode and characters that need escaping,
/// the content-type pragma and changed delimiters.
///
/// Five templates call each other without cycles: `main` → `p1` → `parent` → `p2`, and `fragment`
/// for `RandomFragment`. Blocks hold no partials or blocks, so an override can never reach itself.
struct RandomTemplateGenerator {
    private var random: SplitMix64
    private let scalarNames: [String]
    private let containerNames: [String]

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
        var scalars = ["title", "url"]
        var containers: [String] = []
        // A name holds the same kind of value everywhere in a case, so that a variable never names a
        // struct (swift-mustache writes its type's name, and the site's engine refuses it).
        for name in ["a", "b", "c", "d", "e", "is-f", "g_h", "q?"] {
            if Double.random(in: 0..<1, using: &random) < 0.45 {
                containers.append(name)
            } else {
                scalars.append(name)
            }
        }
        if containers.isEmpty {
            scalars.removeAll { $0 == "c" }
            containers = ["c"]
        }
        scalarNames = scalars
        containerNames = containers
    }

    mutating func makeTemplates() -> [String: String] {
        [
            "p2": template(Scope(blocks: ["b1", "b2"])),
            "parent": template(Scope(partials: ["p2"], parents: ["p2"], blocks: ["b1", "b2", "b3"])),
            "p1": template(Scope(partials: ["p2", "parent"], parents: ["parent", "p2"], blocks: ["b1"])),
            "main": template(Scope(partials: ["p1", "p2", "parent"], parents: ["parent", "p2"], blocks: ["b1", "b2"])),
            "fragment": template(Scope()),
        ]
    }

    mutating func makeModel() -> RandomModel {
        object(depth: 0)
    }

    // MARK: - Templates

    private struct Scope {
        var start = "{{"
        var end = "}}"
        var depth = 0
        var partials: [String] = []
        var parents: [String] = []
        var blocks: [String] = []

        var plain: Scope {
            Scope(start: start, end: end, depth: depth + 1)
        }
    }

    private mutating func template(_ scope: Scope) -> String {
        var scope = scope
        var text = chance(0.5) ? "{{% CONTENT_TYPE: \(chance(0.8) ? "HTML" : "TEXT") }}" + lineEnd() : ""
        text += content(&scope, pieces: int(0...9))
        return text
    }

    /// Pieces one after another; changed delimiters stay changed for the rest of `scope`'s content.
    private mutating func content(_ scope: inout Scope, pieces: Int) -> String {
        var text = ""
        for _ in 0..<pieces {
            text += piece(&scope)
        }
        return text
    }

    private mutating func piece(_ scope: inout Scope) -> String {
        switch int(0...99) {
        case 0..<18: return words(scope)
        case 18..<30: return lineEnd()
        case 30..<36: return blanks()
        case 36..<50: return variable(scope)
        case 50..<62 where scope.depth < 3: return section(scope, sigil: chance(0.7) ? "#" : "^")
        case 62..<67: return comment(scope)
        case 67..<74 where !scope.partials.isEmpty:
            let partial = tag(scope, ">", scope.partials.randomElement(using: &random)!)
            return chance(0.5) ? lineEnd() + blanks() + partial + blanks() + lineEnd() : partial
        case 74..<78 where !scope.parents.isEmpty && scope.depth < 2: return parent(scope)
        case 78..<82 where !scope.blocks.isEmpty:
            let name = scope.blocks.randomElement(using: &random)!
            return block(scope, name: name, standalone: chance(0.5))
        case 82..<85:
            let pragma = tag(scope, "%", "CONTENT_TYPE: \(chance(0.7) ? "HTML" : "TEXT")")
            return chance(0.5) ? lineEnd() + blanks() + pragma + blanks() + lineEnd() : pragma
        case 85..<88: return setDelimiters(&scope)
        case 88..<100 where scope.depth < 3:
            // A section on lines of its own, the common shape of real templates.
            return lineEnd() + section(scope, sigil: chance(0.8) ? "#" : "^", standalone: true)
        default: return words(scope)
        }
    }

    private mutating func section(_ scope: Scope, sigil: String, standalone: Bool = false) -> String {
        let name = sectionName()
        var inner = scope
        inner.depth += 1
        var text = (standalone ? blanks() : "") + tag(scope, sigil, name) + (standalone ? blanks() + lineEnd() : "")
        text += content(&inner, pieces: int(0...5))
        // The closing tag is read with the delimiters the section's content left.
        text += (standalone ? lineEnd() + blanks() : "") + tag(inner, "/", name) + (standalone ? blanks() + lineEnd() : "")
        return text
    }

    private mutating func parent(_ scope: Scope) -> String {
        let name = scope.parents.randomElement(using: &random)!
        var text = tag(scope, "<", name) + (chance(0.6) ? lineEnd() : "")
        for _ in 0..<int(0...3) {
            switch int(0...9) {
            case 0: text += words(scope)
            case 1: text += comment(scope)
            default: text += blanks() + block(scope, name: ["b1", "b2", "b3"].randomElement(using: &random)!, standalone: chance(0.6))
            }
            if chance(0.5) { text += lineEnd() }
        }
        return text + blanks() + tag(scope, "/", name) + (chance(0.5) ? lineEnd() : "")
    }

    private mutating func block(_ scope: Scope, name: String, standalone: Bool) -> String {
        var inner = scope.plain
        var text = tag(scope, "$", name) + (standalone ? blanks() + lineEnd() : "")
        // Indented lines, so the first line's indentation is dropped from the others.
        let indent = chance(0.4) ? "  " : ""
        for _ in 0..<int(0...3) {
            text += indent + content(&inner, pieces: int(0...3)) + (chance(0.6) ? lineEnd() : "")
        }
        return text + (standalone ? blanks() : "") + tag(inner, "/", name) + (standalone ? blanks() + lineEnd() : "")
    }

    private mutating func variable(_ scope: Scope) -> String {
        let name = variableName()
        switch int(0...9) {
        case 0...5: return tag(scope, "", name)
        case 6...7 where scope.start == "{{" && scope.end == "}}": return "{{{" + spaced(name) + "}}}"
        default: return tag(scope, "&", name)
        }
    }

    private mutating func comment(_ scope: Scope) -> String {
        let body = (0..<int(0...3)).map { _ in chance(0.3) ? lineEnd() : ["note", " ", "{{", "é", "{"].randomElement(using: &random)! }.joined()
        let comment = scope.start + "!" + body + scope.end
        return chance(0.5) ? lineEnd() + blanks() + comment + blanks() + lineEnd() : comment
    }

    private mutating func setDelimiters(_ scope: inout Scope) -> String {
        let (start, end) = [("{{", "}}"), ("<%", "%>"), ("[[", "]]")].randomElement(using: &random)!
        let text = scope.start + "=" + start + " " + end + (chance(0.5) ? " =" : "=") + scope.end
        scope.start = start
        scope.end = end
        return chance(0.5) ? lineEnd() + blanks() + text + blanks() + lineEnd() : text
    }

    private mutating func tag(_ scope: Scope, _ sigil: String, _ name: String) -> String {
        scope.start + sigil + spaced(name) + scope.end
    }

    private mutating func spaced(_ name: String) -> String {
        (chance(0.2) ? " " : "") + name + (chance(0.2) ? " " : "")
    }

    private mutating func variableName() -> String {
        let scalar = scalarNames.randomElement(using: &random)!
        switch int(0...99) {
        case 0..<60: return scalar
        case 60..<75: return containerName() + "." + scalar
        case 75..<82: return containerName() + "." + containerName() + "." + scalar
        case 82..<90: return "." + scalar
        default: return "."
        }
    }

    private mutating func sectionName() -> String {
        switch int(0...99) {
        case 0..<45: return containerName()
        case 45..<75: return scalarNames.randomElement(using: &random)!
        case 75..<88: return containerName() + "." + (chance(0.5) ? containerName() : scalarNames.randomElement(using: &random)!)
        case 88..<95: return "." + containerName()
        default: return "."
        }
    }

    private mutating func containerName() -> String {
        containerNames.randomElement(using: &random)!
    }

    /// Text without `%`, `[` or `]` (delimiters it may be given) and with `{` only before a letter.
    private mutating func words(_ scope: Scope) -> String {
        let pieces = [
            "a", "word", " ", "  ", "\t", "<b>", "&", "\"", "'", ">", "<", "é", "e\u{301}", "日本", "🙂", "<\u{338}",
            "\"\u{301}", "&\u{20DD}", "{x", "}", "x}}", "-", "\u{00A0}", "ñ",
        ]
        return (0..<int(1...4)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    private mutating func blanks() -> String {
        ["", "", " ", "  ", "\t", " \t "].randomElement(using: &random)!
    }

    /// Mostly `\n` and `\r\n`; sometimes a character only a standalone tag counts as a line's end.
    private mutating func lineEnd() -> String {
        ["\n", "\n", "\n", "\n", "\r\n", "\r\n", "\r", "\u{0B}", "\u{85}", "\u{2028}"].randomElement(using: &random)!
    }

    // MARK: - Models

    private mutating func object(depth: Int) -> RandomModel {
        var fields: [RandomModel.Field] = []
        for name in (scalarNames + containerNames).shuffled(using: &random) where chance(0.7) {
            let value = containerNames.contains(name) ? containerValue(depth: depth) : scalarValue()
            fields.append(RandomModel.Field(name: name, value: value))
        }
        return .object(fields)
    }

    private mutating func scalarValue() -> RandomModel {
        switch int(0...99) {
        case 0..<45: return .string(text())
        case 45..<65: return .bool(chance(0.5))
        case 65..<73: return .int(int(-2...3))
        case 73..<80: return .boxed(text())
        default: return .absent
        }
    }

    private mutating func containerValue(depth: Int) -> RandomModel {
        guard depth < 3 else { return [.absent, .bool(false), .array([])].randomElement(using: &random)! }
        switch int(0...99) {
        case 0..<25: return object(depth: depth + 1)
        case 25..<55: return .array((0..<int(0...3)).map { _ in item(depth: depth + 1) })
        case 55..<63: return .strings((0..<int(0...3)).map { _ in text() })
        case 63..<70: return .fragment(RandomFragment(title: text(), url: text()))
        case 70..<80: return .bool(chance(0.5))
        case 80..<88: return .absent
        case 88..<94: return .string(text())
        default: return .int(int(0...2))
        }
    }

    private mutating func item(depth: Int) -> RandomModel {
        switch int(0...99) {
        case 0..<50: return object(depth: depth)
        case 50..<62: return .string(text())
        case 62..<68: return .bool(chance(0.5))
        case 68..<72: return .int(int(0...9))
        case 72..<76: return .boxed(text())
        case 76..<90: return .fragment(RandomFragment(title: text(), url: text()))
        default: return .array((0..<int(0...2)).map { _ in item(depth: depth + 1) })
        }
    }

    private mutating func text() -> String {
        let pieces = ["x", "Hola", " ", "<script>", "&amp;", "\"q\"", "'", ">", "é", "e\u{301}", "<\u{338}", "'\u{301}", "日本", "🙂", "\n", "\r\n", "{{a}}", ""]
        return (0..<int(0...4)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    private mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &random) < probability
    }

    private mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &random)
    }
}
