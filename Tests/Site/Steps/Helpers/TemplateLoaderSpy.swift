import Localization
import SiteCore

/// Records which templates a step requires, and answers with the renderer or the error the test chose.
final class TemplateLoaderSpy: TemplateLoading, @unchecked Sendable {
    let source: LocalizedText = "de Templates/"
    let renderer = HTMLRendererSpy()
    private let error: TemplateError?
    private(set) var requiredTemplates: [[String]] = []

    init(error: TemplateError? = nil) {
        self.error = error
    }

    func load(required: [String]) throws(TemplateError) -> any HTMLRendering {
        requiredTemplates.append(required)
        if let error { throw error }
        return renderer
    }
}
