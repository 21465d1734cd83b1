internal import Mustache
import Foundation
import SiteCore

/// Fragments that look the same on every page (`RepeatedFragment`), each rendered once per build.
///
/// A closed section of the sidebar appears on most pages of a course; rendering it again for
/// every page was a twentieth of a large build. A template writes a fragment with `{{{.}}}`
/// (or reads its fields, `{{title}}`, as any other value's).
/// Shared by the pages rendered on every core; its dictionary is only touched under `lock`.
final class FragmentCache: @unchecked Sendable {
    private let library: MustacheLibrary
    private let lock = NSLock()
    private var rendered: [AnyHashable: RenderedFragment] = [:]

    init(library: MustacheLibrary) {
        self.library = library
    }

    func rendered(_ fragment: some RepeatedFragment) throws -> RenderedFragment {
        let key = AnyHashable(fragment)
        if let hit = lock.withLock({ rendered[key] }) { return hit }
        let template = type(of: fragment).template
        // Its own fields, not itself: encoded as a fragment, it would ask for itself again.
        let encoder = TemplateEncoder(fragments: self)
        let fields = try encoder.encode(Fields(fragment: fragment))
        guard let html = library.render(fields, withTemplate: template) else {
            throw TemplateError.missingTemplate(name: template, folder: "la carpeta de plantillas")
        }
        let fragment = RenderedFragment(html: html, fields: fields as? TemplateFields ?? TemplateFields())
        lock.withLock { rendered[key] = fragment }
        return fragment
    }

    /// A fragment's fields, encoded as an ordinary value.
    private struct Fields<Fragment: RepeatedFragment>: Encodable {
        let fragment: Fragment

        func encode(to encoder: any Encoder) throws {
            try fragment.encode(to: encoder)
        }
    }
}

/// A fragment as rendered once: `{{{.}}}` writes its markup; its fields stay readable by name.
final class RenderedFragment: MustacheParent, MustacheCustomRenderable, @unchecked Sendable {
    let html: String
    private let fields: TemplateFields

    init(html: String, fields: TemplateFields) {
        self.html = html
        self.fields = fields
    }

    var renderText: String { html }
    var isNull: Bool { false }

    func child(named name: String) -> Any? { fields.child(named: name) }
}
