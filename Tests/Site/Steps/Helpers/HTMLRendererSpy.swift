import Foundation
import SiteCore

/// Records every model it is asked to render, and with which template, and answers with a marker
/// of that rendering (`<lesson #3>`): a test reads a written file back as the renderings that made it.
final class HTMLRendererSpy: HTMLRendering, @unchecked Sendable {
    struct Rendering {
        let template: String
        let model: any Sendable
        let marker: String
    }

    private let lock = NSLock()
    private var _renderings: [Rendering] = []

    var renderings: [Rendering] { lock.withLock { _renderings } }
    var templates: [String] { renderings.map(\.template) }

    func render(_ model: some Encodable & Sendable, template: String) throws(TemplateError) -> HTML {
        lock.withLock {
            let marker = "<\(template) #\(_renderings.count)>"
            _renderings.append(Rendering(template: template, model: model, marker: marker))
            return HTML(marker)
        }
    }

    /// The renderings whose markers make up `text`, in the order they appear in it; none when
    /// `text` holds anything but markers.
    func renderings(in text: String?) -> [Rendering] {
        guard let text else { return [] }
        let byMarker = Dictionary(renderings.map { ($0.marker, $0) }, uniquingKeysWith: { first, _ in first })
        let found = text.split(separator: ">").compactMap { byMarker[$0 + ">"] }
        return found.map(\.marker).joined() == text ? found : []
    }

    /// The one rendering `text` is, when it is exactly one.
    func rendering(of text: String?) -> Rendering? {
        let found = renderings(in: text)
        return found.count == 1 ? found[0] : nil
    }

    /// The model of the page `text` is, as `Model`.
    func model<Model>(of text: String?, as type: Model.Type) -> Model? {
        rendering(of: text)?.model as? Model
    }
}
