public import Foundation
public import Localization
public import SiteCore
import SiteInfrastructure

/// Loads the built-in theme's Mustache templates with a course's own (`Templates/`) in place of
/// those of the same name, checked before any page is written.
public struct MustacheTemplateLoader: TemplateLoading {
    private let folder: URL?
    private let builtIn: [String: String]

    /// - Parameters:
    ///   - folder: the course's templates; nil when it has none.
    ///   - builtIn: the built-in theme's templates, by name.
    public init(folder: URL?, builtIn: [String: String]) {
        self.folder = folder
        self.builtIn = builtIn
    }

    public var source: LocalizedText {
        guard let folder else { return "del tema integrado" }
        return builtIn.isEmpty ? "de \(folder.relativePath)/" : "de \(folder.relativePath)/ y del tema integrado"
    }

    public func skippedLinks() -> [String] {
        folder.map(FileTree.links(in:)) ?? []
    }

    public func load(required: [String]) throws(TemplateError) -> any HTMLRendering {
        try MustacheHTMLRenderer(folder: folder, builtIn: builtIn, required: required)
    }
}
