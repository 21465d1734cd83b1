public import Foundation
public import Localization
public import SiteCore

/// Loads templates into the reference renderer, for a whole site built with it.
public struct SwiftMustacheTemplateLoader: TemplateLoading {
    private let folder: URL?
    private let builtIn: [String: String]

    public init(folder: URL?, builtIn: [String: String]) {
        self.folder = folder
        self.builtIn = builtIn
    }

    public var source: LocalizedText { "de swift-mustache" }

    public func load(required: [String]) throws(TemplateError) -> any HTMLRendering {
        do {
            return try SwiftMustacheRenderer(folder: folder, builtIn: builtIn)
        } catch {
            throw .unreadable(file: folder?.path ?? "(tema integrado)", reason: LocalizedText(verbatim: "\(error)"))
        }
    }
}
