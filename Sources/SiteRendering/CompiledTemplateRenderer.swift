/// Renders one page of compiled templates, as swift-mustache 2.1.1 renders the same tokens
/// (`Template+Render.swift`, `Context.swift`, `Sequence.swift`).
///
/// Values are looked up as swift-mustache's `getChild` looks them up: a name missing from the
/// innermost frame is looked for in the outer ones; in `a.b` only `a` climbs; `.a` reads the
/// current frame alone. Sections follow its truthiness: `false`, an empty array and a missing
/// name hide a section; everything else shows it (`0` and `""` too), an array once per item; a
/// `Bool` is not pushed onto the stack, any other value is. A partial starts in the default
/// content type, with its indentation added to every line of its own and to each token after a
/// line's end, per template rendered; a block keeps its parent's content type.
///
/// What swift-mustache would render through reflection or a type's description (`{{.}}` of a
/// struct, a field named `values` of an array, `some` of a value boxed in an `Optional`) throws
/// `CompiledRenderingFallback`, and the page is left to swift-mustache.
struct CompiledTemplateRenderer {
    private let templates: [String: CompiledTemplate]
    /// Built by appending strings, which needs no UTF-8 validation: turning a page of bytes into a
    /// `String` at the end cost more than twice all the appends (10 instructions a byte).
    private var output = ""
    private var stack: [TemplateValue]

    init(templates: [String: CompiledTemplate], root: TemplateValue) {
        self.templates = templates
        stack = [root]
        output.reserveCapacity(32 * 1024)
    }

    /// Renders `template` as swift-mustache's `MustacheLibrary.render(_:withTemplate:)` does.
    static func render(_ template: CompiledTemplate, root: TemplateValue, templates: [String: CompiledTemplate]) throws(CompiledRenderingFallback) -> String {
        var renderer = CompiledTemplateRenderer(templates: templates, root: root)
        try renderer.render(template.body, in: Scope(indentation: "", overrides: nil, escaping: .swiftMustacheHTML))
        return renderer.output
    }

    private typealias Node = CompiledTemplate.Node
    private typealias Body = CompiledTemplate.Body

    /// What swift-mustache's `MustacheContext` holds besides the stack.
    private struct Scope {
        var indentation: String
        var overrides: [String: Body]?
        var escaping: TemplateEscaping
    }

    /// One of swift-mustache's `MustacheTemplate.render(context:)` calls: its indentation is checked
    /// against what this call has written, not against the whole page.
    private mutating func render(_ body: Body, in scope: Scope) throws(CompiledRenderingFallback) {
        var scope = scope
        if scope.indentation.isEmpty {
            for node in body.joined {
                try render(node, in: &scope)
            }
            return
        }
        let start = output.utf8.count
        for node in body.nodes {
            // Written before the token and taken back if the token writes nothing, so that what the
            // token renders inside sees it as swift-mustache's nested calls see their own strings.
            let indents = endsWithLineFeed(from: start)
            if indents { output += scope.indentation }
            let tokenStart = output.utf8.count
            try render(node, in: &scope)
            if indents, output.utf8.count == tokenStart {
                // Blanks only (a line's leading spaces and tabs): one scalar per byte.
                output.unicodeScalars.removeLast(scope.indentation.utf8.count)
            }
        }
    }

    /// swift-mustache's `string.last == "\n"` for what this call wrote (from UTF-8 offset `start`):
    /// a `\r\n` at the end is one `Character`, not `\n`.
    private func endsWithLineFeed(from start: Int) -> Bool {
        let bytes = output.utf8
        let end = bytes.count
        guard end > start else { return false }
        let last = bytes.index(before: bytes.endIndex)
        guard bytes[last] == UInt8(ascii: "\n") else { return false }
        return end - 2 < start || bytes[bytes.index(before: last)] != UInt8(ascii: "\r")
    }

    private mutating func render(_ node: Node, in scope: inout Scope) throws(CompiledRenderingFallback) {
        switch node {
        case let .text(text):
            output += text

        case let .variable(name, escaped):
            guard let value = try lookUp(name) else { return }
            guard write(value, escaping: escaped ? scope.escaping : .none) else {
                throw CompiledRenderingFallback("a struct or an array written as text: {{\(name)}}")
            }

        case let .section(name, body):
            switch try lookUp(name) {
            case nil:
                break
            case let .bool(isTrue)?:
                if isTrue { try render(body, in: scope) }
            case let .items(list)?:
                for item in list.values {
                    stack.append(item)
                    try render(body, in: scope)
                    stack.removeLast()
                }
            case let value?:
                stack.append(value)
                try render(body, in: scope)
                stack.removeLast()
            }

        case let .invertedSection(name, body):
            switch try lookUp(name) {
            case nil:
                try render(body, in: scope)
            case let .bool(isTrue)?:
                if !isTrue { try render(body, in: scope) }
            case let .items(list)?:
                // swift-mustache pushes the empty array itself.
                if list.values.isEmpty {
                    stack.append(.items(list))
                    try render(body, in: scope)
                    stack.removeLast()
                }
            case .some:
                break
            }

        case let .partial(name, indentation, overrides):
            guard let template = templates[name] else { return }
            var inherited = scope.overrides
            if let overrides {
                // The outer template's blocks win over those of the parent it names.
                inherited = inherited.map { $0.merging(overrides) { outer, _ in outer } } ?? overrides
            }
            let partialScope = Scope(
                indentation: indentation.map { scope.indentation + $0 } ?? scope.indentation,
                overrides: inherited,
                escaping: .swiftMustacheHTML
            )
            try render(template.body, in: partialScope)

        case let .block(name, defaultBody, indentation):
            let body = scope.overrides?[name] ?? defaultBody
            try render(body, in: Scope(indentation: scope.indentation + indentation, overrides: scope.overrides, escaping: scope.escaping))

        case let .contentType(escaping):
            scope.escaping = escaping

        case .blockDefinition:
            throw CompiledRenderingFallback("a block definition outside a parent")
        }
    }

    /// False for a struct or an array, which swift-mustache writes by its type's description.
    private mutating func write(_ value: TemplateValue, escaping: TemplateEscaping) -> Bool {
        switch value {
        case let .string(text):
            escaping.append(text, to: &output)
        case let .int(number):
            output += String(number)
        case let .bool(isTrue):
            output += isTrue ? "true" : "false"
        case let .fragment(fragment):
            escaping.append(fragment.html, to: &output)
        case .fields, .items:
            return false
        }
        return true
    }

    private func lookUp(_ name: CompiledTemplate.Name) throws(CompiledRenderingFallback) -> TemplateValue? {
        switch name {
        case .current:
            return stack.last
        case let .anchored(keys):
            return try walk(keys, from: stack[stack.count - 1])
        case let .stack(first, rest):
            var index = stack.count
            while index > 0 {
                index -= 1
                if let child = try child(first, of: stack[index]) {
                    return rest.isEmpty ? child : try walk(rest, from: child)
                }
            }
            return nil
        }
    }

    private func walk(_ keys: [TemplateKey], from value: TemplateValue) throws(CompiledRenderingFallback) -> TemplateValue? {
        var value = value
        for key in keys {
            guard let child = try child(key, of: value) else { return nil }
            value = child
        }
        return value
    }

    /// swift-mustache asks a `MustacheParent` (fields, fragments) and reflects on anything else:
    /// strings, numbers and booleans have no children, but a value boxed in an `Optional` has `some`,
    /// and an array's class has `values`.
    private func child(_ key: TemplateKey, of value: TemplateValue) throws(CompiledRenderingFallback) -> TemplateValue? {
        switch value {
        case let .fields(object):
            return object.value(for: key)
        case let .fragment(fragment):
            return fragment.fields.value(for: key)
        case .items:
            if key.name == "values" || key.name == "some" { throw CompiledRenderingFallback("{{\(key.name)}} read from an array") }
            return nil
        case .string, .int, .bool:
            if key.name == "some" { throw CompiledRenderingFallback("{{some}} read from a value") }
            return nil
        }
    }
}
