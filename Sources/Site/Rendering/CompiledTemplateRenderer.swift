import Localization

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
/// Where swift-mustache would reach for reflection, it does not: a struct or a list written as
/// text (`{{.}}` of a struct) is an error that says to use a section, and a name that only
/// reflection finds (`values` of an array, `some` of an `Optional`) is missing.
///
/// A page's rendering is bounded by `RenderingLimits`, however its templates are written: a
/// template that includes itself, or a block that expands itself, fails instead of exhausting the
/// stack, and sections nested over lists fail instead of rendering for ever.
struct CompiledTemplateRenderer {
    private let templates: [String: CompiledTemplate]
    /// The page's bytes, written to its file as they are: markup (`HTML`) is copied in without
    /// becoming a `String`, and nothing is checked to be UTF-8 again on the way.
    private var output: [UInt8] = []
    private var stack: [TemplateValue]
    /// The partials, parents and blocks being rendered, innermost last: what an error names.
    private var nesting: [String] = []
    private var depth = 0
    private var steps = 0
    private let limits: RenderingLimits

    init(templates: [String: CompiledTemplate], root: TemplateValue, limits: RenderingLimits) {
        self.templates = templates
        self.limits = limits
        stack = [root]
        // A row of a report is a few hundred bytes, a page tens of kilobytes: growing costs less than
        // reserving a page's room for every row of a chunk.
        output.reserveCapacity(1024)
    }

    /// Renders `template` as swift-mustache's `MustacheLibrary.render(_:withTemplate:)` does.
    static func render(
        _ template: CompiledTemplate, root: TemplateValue, templates: [String: CompiledTemplate], limits: RenderingLimits
    ) throws(TemplateRenderingFailure) -> [UInt8] {
        var renderer = CompiledTemplateRenderer(templates: templates, root: root, limits: limits)
        try renderer.render(template.body, in: Scope(indentation: "", overrides: nil, escaping: .characterHTML))
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
    private mutating func render(_ body: Body, in scope: Scope) throws(TemplateRenderingFailure) {
        depth += 1
        defer { depth -= 1 }
        guard depth <= limits.nesting else { throw nestedTooDeep() }
        var scope = scope
        // Each node is read where it lies in its template, through a pointer, not copied out of the
        // array with every string and array it holds counted once more: the templates are shared by
        // the pages written on every core.
        if scope.indentation.isEmpty {
            try body.joined.withUnsafeBufferPointer { (nodes) throws(TemplateRenderingFailure) in
                guard let first = nodes.baseAddress else { return }
                for index in nodes.indices {
                    try render(first + index, in: &scope)
                }
            }
            return
        }
        let start = output.count
        try body.nodes.withUnsafeBufferPointer { (nodes) throws(TemplateRenderingFailure) in
            guard let first = nodes.baseAddress else { return }
            for index in nodes.indices {
                // Written before the token and taken back if the token writes nothing, so that what the
                // token renders inside sees it as swift-mustache's nested calls see their own strings.
                let indents = endsWithLineFeed(from: start)
                if indents { output += scope.indentation.utf8 }
                let tokenStart = output.count
                try render(first + index, in: &scope)
                if indents, output.count == tokenStart {
                    output.removeLast(scope.indentation.utf8.count)
                }
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

    private mutating func render(_ node: UnsafePointer<Node>, in scope: inout Scope) throws(TemplateRenderingFailure) {
        steps += 1
        guard steps <= limits.steps, output.count <= limits.outputBytes else {
            throw TemplateRenderingFailure(
                "la página pasa de \(limits.steps) etiquetas o de \(limits.outputBytes >> 20) MB: revisa las secciones anidadas sobre listas"
            )
        }
        switch node.pointee {
        case let .text(text):
            output += text.utf8

        case let .variable(name, escaped):
            guard let value = lookUp(name) else { return }
            guard write(value, escaping: escaped ? scope.escaping : .none) else {
                throw TemplateRenderingFailure(
                    "{{\(name.description)}} es una lista o un objeto, no un texto: recórrelo con una sección, {{#\(name.description)}}…{{/\(name.description)}}",
                    template: nesting.last { !$0.hasPrefix("$") }
                )
            }

        case let .section(name, body):
            switch lookUp(name) {
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
            switch lookUp(name) {
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
                escaping: .characterHTML
            )
            nesting.append(name)
            try render(template.body, in: partialScope)
            nesting.removeLast()

        case let .block(name, defaultBody, indentation, intrinsic):
            let blockScope = Scope(indentation: scope.indentation + indentation, overrides: scope.overrides, escaping: scope.escaping)
            guard let override = scope.overrides?[name] else {
                return try render(defaultBody, in: blockScope)
            }
            nesting.append("$" + name)
            defer { nesting.removeLast() }
            if intrinsic.isEmpty {
                return try render(override, in: blockScope)
            }
            // The override's first line takes the indentation here, its other lines through the scope.
            let start = output.count
            output += intrinsic.utf8
            var indented = blockScope
            indented.indentation += intrinsic
            try render(override, in: indented)
            if output.count == start + intrinsic.utf8.count {
                output.removeLast(intrinsic.utf8.count)
            }

        case let .contentType(escaping):
            scope.escaping = escaping

        case .blockDefinition:
            assertionFailure("a block definition is only ever inside a parent's overrides, where the parser collects it")
        }
    }

    /// What went too deep: the template or block that includes itself, the one met most often on
    /// the way, or else the way itself.
    private func nestedTooDeep() -> TemplateRenderingFailure {
        let times = Dictionary(nesting.map { ($0, 1) }, uniquingKeysWith: +)
        if let repeated = times.filter({ $0.value > 1 }).sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }).first {
            return TemplateRenderingFailure(
                "'\(repeated.key)' se incluye a sí misma, directa o indirectamente, y no terminaría nunca (se pasó de \(limits.nesting) niveles de secciones, parciales y bloques). Quita esa inclusión"
            )
        }
        let way = nesting.suffix(5).joined(separator: " → ")
        return TemplateRenderingFailure(
            "las secciones, parciales y bloques se anidan más de \(limits.nesting) niveles (… → \(way)): anida menos"
        )
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

    private func lookUp(_ name: CompiledTemplate.Name) -> TemplateValue? {
        switch name {
        case .current:
            return stack.last
        case let .anchored(keys):
            return walk(keys, from: stack[stack.count - 1])
        case let .stack(first, rest):
            var index = stack.count
            while index > 0 {
                index -= 1
                if let child = child(first, of: stack[index]) {
                    return rest.isEmpty ? child : walk(rest, from: child)
                }
            }
            return nil
        }
    }

    private func walk(_ keys: [TemplateKey], from value: TemplateValue) -> TemplateValue? {
        var value = value
        for key in keys {
            guard let child = child(key, of: value) else { return nil }
            value = child
        }
        return value
    }

    /// Fields and fragments have children; strings, numbers, booleans and lists have none.
    private func child(_ key: TemplateKey, of value: TemplateValue) -> TemplateValue? {
        switch value {
        case let .fields(object): object.value(for: key)
        case let .fragment(fragment): fragment.fields.value(for: key)
        case .items, .string, .html, .int, .bool: nil
        }
    }
}
