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
    /// The page's bytes, written to its file as they are: markup (`HTML`) is copied in without
    /// becoming a `String`, and nothing is checked to be UTF-8 again on the way.
    private var output: [UInt8] = []
    private var stack: [TemplateValue]

    init(templates: [String: CompiledTemplate], root: TemplateValue) {
        self.templates = templates
        stack = [root]
        // A row of a report is a few hundred bytes, a page tens of kilobytes: growing costs less than
        // reserving a page's room for every row of a chunk.
        output.reserveCapacity(1024)
    }

    /// Renders `template` as swift-mustache's `MustacheLibrary.render(_:withTemplate:)` does.
    static func render(_ template: CompiledTemplate, root: TemplateValue, templates: [String: CompiledTemplate]) throws(CompiledRenderingFallback) -> [UInt8] {
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
        let start = output.count
        for node in body.nodes {
            // Written before the token and taken back if the token writes nothing, so that what the
            // token renders inside sees it as swift-mustache's nested calls see their own strings.
            let indents = endsWithLineFeed(from: start)
            if indents { output += scope.indentation.utf8 }
            let tokenStart = output.count
            try render(node, in: &scope)
            if indents, output.count == tokenStart {
                output.removeLast(scope.indentation.utf8.count)
            }
        }
    }

    /// swift-mustache's `string.last == "\n"` for what this call wrote (from UTF-8 offset `start`):
    /// a `\r\n` at the end is one `Character`, not `\n`.
    private func endsWithLineFeed(from start: Int) -> Bool {
        let end = output.count
        guard end > start, output[end - 1] == UInt8(ascii: "\n") else { return false }
        return end - 2 < start || output[end - 2] != UInt8(ascii: "\r")
    }

    private mutating func render(_ node: Node, in scope: inout Scope) throws(CompiledRenderingFallback) {
        switch node {
        case let .text(text):
            output += text.utf8

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
        case let .html(bytes):
            escaping.append(utf8: bytes, to: &output)
        case let .int(number):
            output += String(number).utf8
        case let .bool(isTrue):
            output += (isTrue ? "true" : "false").utf8
        case let .fragment(fragment):
            escaping.append(utf8: fragment.html, to: &output)
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
        case .string, .html, .int, .bool:
            if key.name == "some" { throw CompiledRenderingFallback("{{some}} read from a value") }
            return nil
        }
    }
}
