public import Foundation
public import SiteCore

/// Loads the Mustache templates of a folder (`Templates/`), checked before any page is written.
public struct MustacheTemplateLoader: TemplateLoading {
    private let folder: URL

    public init(folder: URL) {
        self.folder = folder
    }

    public var source: String { folder.relativePath + "/" }

    public func load(required: [String]) throws(TemplateError) -> any HTMLRendering {
        try MustacheHTMLRenderer(folder: folder, required: required)
    }
}
