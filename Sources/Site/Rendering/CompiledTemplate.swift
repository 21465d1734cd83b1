/// A template's text parsed once into the tree the engine renders: swift-mustache 2.1.1's tokens
/// (the engine was ported from it), with names split and hashed.
struct CompiledTemplate: Sendable {
    let body: Body

    /// The tokens of a template, a section or a block.
    struct Body: Sendable {
        /// swift-mustache's tokens, one for one: text stays split where swift-mustache splits it (at
        /// each line's end and around tags), because a partial's indentation is added per token.
        let nodes: [Node]
        /// The same with adjacent text joined, rendered where no indentation applies (most places):
        /// fewer, longer appends.
        let joined: [Node]

        init(_ nodes: [Node]) {
            self.nodes = nodes
            var joined: [Node] = []
            // Text is gathered and joined once it ends: joining it a piece at a time copied the
            // growing text each time, quadratic in a template of many lines without tags.
            var pending: [String] = []
            for node in nodes {
                if case let .text(text) = node {
                    pending.append(text)
                    continue
                }
                if !pending.isEmpty {
                    joined.append(.text(pending.joined()))
                    pending.removeAll(keepingCapacity: true)
                }
                joined.append(node)
            }
            if !pending.isEmpty { joined.append(.text(pending.joined())) }
            self.joined = joined
        }
    }

    enum Node: Sendable {
        case text(String)
        /// `{{name}}` (escaped) or `{{{name}}}`, `{{& name}}`.
        case variable(Name, escaped: Bool)
        case section(Name, body: Body)
        case invertedSection(Name, body: Body)
        /// `{{> name}}` (indentation only when standalone), or `{{< name}}` with the blocks it fills.
        case partial(String, indentation: String?, overrides: [String: Body]?)
        /// `{{$name}}` outside a parent: its default content. `intrinsic` is the indentation of the
        /// default's first line when the tag stands alone on its line, which the specification
        /// gives to an override's every line (swift-mustache 2.1.1 does not).
        case block(String, default: Body, indentation: String, intrinsic: String)
        /// `{{$name}}` directly inside `{{< parent}}`: only ever collected into the parent's overrides.
        case blockDefinition(String, body: Body)
        /// `{{% CONTENT_TYPE: … }}`: the escaping of the tags after it.
        case contentType(TemplateEscaping)
    }

    /// Where a name is looked up, as swift-mustache's `getChild` does.
    enum Name: Sendable, CustomStringConvertible {
        /// `{{.}}`, and a name of dots alone.
        case current
        /// `.a.b`: from the current object only, no climbing.
        case anchored([TemplateKey])
        /// `a.b`: `a` in the innermost frame that has it, then `b` in it.
        case stack(TemplateKey, then: [TemplateKey])

        var description: String {
            switch self {
            case .current: "."
            case let .anchored(keys): keys.map { "." + $0.name }.joined()
            case let .stack(first, rest): ([first] + rest).map(\.name).joined(separator: ".")
            }
        }
    }

    /// The templates it names as partials and parents, each where it is first named in its text.
    let references: [String: String.Index]
}
