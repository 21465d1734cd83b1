import TestSupport

/// Random models for the built-in theme, shaped by the names its templates use, so every template
/// finds most of its fields: a name used inside `{{#x}}` becomes a field of `x` (or of the page,
/// for `site.…`), a section's name an array, a struct, a boolean, a string or nothing, a leaf a
/// string (with characters to escape), a number, a boolean or nothing. `sectionsBefore` and
/// `sectionsAfter` hold closed sections of the sidebar, as `RepeatedFragment`s.
///
/// A section that is also written as a variable (`{{#message}}: {{message}}{{/message}}`) is a string
/// or nothing, as in the real models, and the names inside it belong to the scope around it.
///
/// A partial that includes itself (`code-folder`) gets the fields it recurses on in every item,
/// empty at the deepest level, as the real model has them: without them a lookup would climb to
/// the outer item and recurse for ever, in swift-mustache and in the site's engine alike.
struct ThemeModelGenerator {
    private final class Node {
        var children: [String: Node] = [:]
        var isSection = false
        /// Written as `{{name}}` somewhere, so never an array or a struct.
        var isVariable = false
        var alwaysPresent: Set<String> = []
        /// A partial includes itself inside this section: always an array.
        var isRecursive = false
    }

    private let root: Node
    private var random: SplitMix64

    init(templates: [String: String], seed: UInt64) {
        random = SplitMix64(seed: seed)
        // Read twice: the first reading finds the sections that are also written as variables,
        // whose insides the second reading gives to the scope around them.
        var first = Reader(templates: templates, scalarSections: [])
        first.readAll()
        var second = Reader(templates: templates, scalarSections: first.sectionsAlsoWritten)
        second.readAll()
        root = second.root
    }

    mutating func makeModel() -> RandomModel {
        object(root, depth: 0)
    }

    // MARK: - Reading the templates

    private static var tag: Regex<(Substring, Substring, Substring, Substring)> {
        /\{\{(\{?)\s*([#^\/&!<>$%=]?)\s*([^}]*?)\s*\}\}\}?/
    }

    private struct Reader {
        let templates: [String: String]
        let scalarSections: Set<String>
        let root = Node()
        private var visiting: [String: Node] = [:]
        private var recursions: [(scope: Node, template: String, outer: Node)] = []
        private var sections: [(name: String, node: Node)] = []

        init(templates: [String: String], scalarSections: Set<String>) {
            self.templates = templates
            self.scalarSections = scalarSections
        }

        var sectionsAlsoWritten: Set<String> {
            Set(sections.filter { $0.node.isVariable }.map(\.name))
        }

        mutating func readAll() {
            for name in templates.keys.sorted() {
                read(name, in: root)
            }
            for recursion in recursions {
                for name in ThemeModelGenerator.topLevelSections(in: templates[recursion.template] ?? "") {
                    guard let node = recursion.outer.children[name] else { continue }
                    recursion.scope.children[name] = node
                    recursion.scope.alwaysPresent.insert(name)
                    node.isRecursive = true
                }
            }
        }

        private mutating func read(_ template: String, in scope: Node) {
            guard let text = templates[template] else { return }
            visiting[template] = scope
            var scopes = [scope]
            // The section that opened each scope, if one did.
            var opened: [(name: String, node: Node)?] = [nil]
            for match in text.matches(of: ThemeModelGenerator.tag) {
                let name = String(match.output.3)
                switch match.output.2 {
                case "#", "^":
                    let node = resolve(name, in: scopes[scopes.count - 1])
                    node.isSection = true
                    sections.append((name, node))
                    scopes.append(scalarSections.contains(name) ? scopes[scopes.count - 1] : node)
                    opened.append((name, node))
                case "/":
                    if scopes.count > 1 {
                        scopes.removeLast()
                        opened.removeLast()
                    }
                case "$":
                    scopes.append(scopes[scopes.count - 1])
                    opened.append(nil)
                case "<":
                    include(name, in: scopes[scopes.count - 1])
                    scopes.append(scopes[scopes.count - 1])
                    opened.append(nil)
                case ">":
                    include(name, in: scopes[scopes.count - 1])
                case "!", "%", "=":
                    break
                default:
                    if let section = opened.last(where: { $0?.name == name }), let section {
                        section.node.isVariable = true
                    } else if name != "." {
                        resolve(name, in: scopes[scopes.count - 1]).isVariable = true
                    }
                }
            }
            visiting[template] = nil
        }

        private mutating func include(_ template: String, in scope: Node) {
            if let outer = visiting[template] {
                recursions.append((scope, template, outer))
            } else {
                read(template, in: scope)
            }
        }

        /// The node of a dotted name; `site.…` belongs to the page, whatever section it is read in.
        private func resolve(_ name: String, in scope: Node) -> Node {
            let components = name.split(separator: ".").map(String.init)
            var node = components.first == "site" ? root : scope
            for component in components {
                if let child = node.children[component] {
                    node = child
                } else {
                    let child = Node()
                    node.children[component] = child
                    node = child
                }
            }
            return node
        }
    }

    fileprivate static func topLevelSections(in text: String) -> [String] {
        var depth = 0
        var names: [String] = []
        for match in text.matches(of: tag) {
            switch match.output.2 {
            case "#", "^":
                if depth == 0 { names.append(String(match.output.3)) }
                depth += 1
            case "/":
                depth -= 1
            default:
                break
            }
        }
        return names
    }

    // MARK: - Models

    private mutating func object(_ node: Node, depth: Int) -> RandomModel {
        var fields: [RandomModel.Field] = []
        for (name, child) in node.children.sorted(by: { $0.key < $1.key }) {
            if node.alwaysPresent.contains(name) {
                let items = depth < 3 ? int(0...2) : 0
                fields.append(RandomModel.Field(name: name, value: .array((0..<items).map { _ in object(child, depth: depth + 1) })))
            } else if chance(0.85) {
                fields.append(RandomModel.Field(name: name, value: value(child, name: name, depth: depth)))
            }
        }
        return .object(fields)
    }

    private mutating func value(_ node: Node, name: String, depth: Int) -> RandomModel {
        if node.isRecursive {
            return .array((0..<(depth < 3 ? int(0...2) : 0)).map { _ in object(node, depth: depth + 1) })
        }
        if name == "sectionsBefore" || name == "sectionsAfter" {
            return .array((0..<int(0...3)).map { _ in .fragment(ClosedSectionFragment(title: text(), url: text())) })
        }
        if node.children.isEmpty {
            if node.isSection, !node.isVariable {
                switch int(0...99) {
                case 0..<45: return .bool(chance(0.5))
                case 45..<60: return .string(text())
                case 60..<80: return .absent
                case 80..<85: return .int(int(0...3))
                case 85..<95: return .strings((0..<int(0...2)).map { _ in text() })
                default: return .array([])
                }
            }
            switch int(0...99) {
            case 0..<75: return .string(text())
            case 75..<80: return .int(int(-1...40))
            case 80..<85: return .bool(chance(0.5))
            default: return .absent
            }
        }
        guard depth < 4 else { return node.isSection ? .array([]) : .absent }
        if node.isSection {
            switch int(0...99) {
            case 0..<55: return .array((0..<int(0...3)).map { _ in object(node, depth: depth + 1) })
            case 55..<85: return object(node, depth: depth + 1)
            case 85..<95: return .absent
            default: return .bool(chance(0.5))
            }
        }
        return chance(0.9) ? object(node, depth: depth + 1) : .absent
    }

    private mutating func text() -> String {
        let pieces = ["Lección", " ", "uno", "<em>", "&", "\"", "'", ">", "e\u{301}", "<\u{338}", "日本", "🙂", "/curso/", "\n", "{{x}}", ""]
        return (0..<int(0...4)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    private mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &random) < probability
    }

    private mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &random)
    }
}
