public import Foundation
import Localization
internal import Mustache
public import SiteCore

/// The reference the site's template engine is tested against: swift-mustache 2.1.1, the library
/// the engine was ported from, rendering the same templates and models. Tests only: no program
/// links it.
public struct SwiftMustacheRenderer: HTMLRendering {
    private let library: MustacheLibrary
    private let encoder: TemplateEncoder

    /// - Parameter templates: each template's text by its name; they may use each other as partials.
    /// - Throws: `SyntaxError` with the line swift-mustache stopped at.
    public init(templates: [String: String]) throws {
        Self.registerContentType
        var parsed: [String: MustacheTemplate] = [:]
        for (name, text) in templates {
            do {
                parsed[name] = try MustacheTemplate(string: text)
            } catch let error as MustacheTemplate.ParserError {
                throw SyntaxError(template: name, line: error.context.lineNumber)
            }
        }
        library = MustacheLibrary(templates: parsed)
        encoder = TemplateEncoder(fragments: FragmentCache(library: library))
    }

    /// The built-in theme's templates with a folder's `.mustache` files in place of those of the same name.
    public init(folder: URL?, builtIn: [String: String]) throws {
        var templates = builtIn
        if let folder, let files = FileManager.default.enumerator(atPath: folder.path) {
            for case let file as String in files where file.hasSuffix(".mustache") {
                templates[String(file.dropLast(".mustache".count))] = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            }
        }
        try self.init(templates: templates)
    }

    public func render(_ model: some Encodable & Sendable, template: String) throws(TemplateError) -> HTML {
        let fields: Any
        do {
            fields = try encoder.encode(model)
        } catch {
            throw .unrenderableModel(template: template, reason: LocalizedText(verbatim: "\(error)"))
        }
        guard let html = library.render(fields, withTemplate: template) else {
            throw .missingTemplate(name: template, folder: "la carpeta de plantillas")
        }
        return HTML(html)
    }

    public struct SyntaxError: Error, Equatable {
        public let template: String
        public let line: Int
    }

    /// `{{% CONTENT_TYPE: HTML }}` selects the site's escaper (registered once, process-wide).
    private static let registerContentType: Void = MustacheContentTypes.register(FastHTMLContentType(), named: "HTML")
}
