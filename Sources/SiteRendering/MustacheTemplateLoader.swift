public import Foundation
public import Localization
public import SiteCore

/// Loads the built-in theme's Mustache templates with a course's own (`Templates/`) in place of
/// those of the same name, checked before any page is written.
public struct MustacheTemplateLoader: TemplateLoading {
    private let folder: URL?
    private let builtIn: [String: String]
    private let engine: TemplateEngine

    /// - Parameters:
    ///   - folder: the course's templates; nil when it has none.
    ///   - builtIn: the built-in theme's templates, by name.
    ///   - engine: `.compiled` for builds; `.swiftMustache` renders every page with swift-mustache,
    ///     the reference the compiled engine is compared with.
    public init(folder: URL?, builtIn: [String: String], engine: TemplateEngine = .compiled) {
        self.folder = folder
        self.builtIn = builtIn
        self.engine = engine
    }

    public var source: LocalizedText {
        guard let folder else { return "del tema integrado" }
        return builtIn.isEmpty ? "de \(folder.relativePath)/" : "de \(folder.relativePath)/ y del tema integrado"
    }

    public func load(required: [String]) throws(TemplateError) -> any HTMLRendering {
        try MustacheHTMLRenderer(folder: folder, builtIn: builtIn, required: required, engine: engine)
    }
}
