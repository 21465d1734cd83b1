public import Foundation
import Localization
public import SiteCore
import SiteInfrastructure

/// Renders pages with Mustache templates: the built-in theme's, each replaced by a folder's
/// template of the same name (a course's `Templates/`).
///
/// Each `name.mustache` is registered as `name`, so templates can use each other as partials
/// (`{{> sidebar}}`) or as a layout (`{{< layout}}`). Every template is parsed once, when it is
/// loaded (`CompiledTemplateParser`), models are encoded into typed values and pages rendered into
/// bytes (`CompiledTemplateLibrary`). Whatever the site cannot render is an error before any page
/// is written, naming the file and line: a syntax error, a partial no template has, a tag
/// course-site does not render (swift-mustache's transforms and pragmas, dynamic names).
///
/// The engine was ported from swift-mustache 2.1.1, which stays the reference its tests compare
/// it with (Tests/MustacheOracle), and passes the Mustache specification's tests.
public struct MustacheHTMLRenderer: HTMLRendering {
    private let library: CompiledTemplateLibrary
    private let folder: LocalizedText

    /// Where error messages place a built-in template.
    public static let builtInFolder = "(tema integrado)"

    /// - Parameters:
    ///   - folder: templates that replace the built-in ones of the same name; nil for none.
    ///   - builtIn: each built-in template's text by its name.
    ///   - required: templates the site cannot do without.
    public init(folder: URL?, builtIn: [String: String] = [:], required: [String]) throws(TemplateError) {
        try self.init(folder: folder, builtIn: builtIn, required: required, limits: .site)
    }

    /// - Parameter limits: how far a page's rendering may go (tests lower them).
    init(folder: URL?, builtIn: [String: String], required: [String], limits: RenderingLimits) throws(TemplateError) {
        self.folder = folder.map { LocalizedText(verbatim: $0.path) } ?? "el tema integrado"
        var sources: [String: Source] = [:]
        for (name, text) in builtIn {
            sources[name] = Source(file: "\(Self.builtInFolder)/\(name).mustache", text: text)
        }
        if let folder {
            sources.merge(try Self.templateSources(in: folder)) { _, own in own }
        }
        var templates: [String: CompiledTemplate] = [:]
        // In name order, so that of several broken templates the same one is reported every time.
        for (name, source) in sources.sorted(by: { $0.key < $1.key }) {
            let template: CompiledTemplate
            do {
                template = try CompiledTemplateParser.parse(source.text)
            } catch {
                if case .unsupported = error.problem {
                    throw .unsupported(file: source.file, line: error.line, column: error.column, reason: error.reason)
                }
                throw .syntax(file: source.file, line: error.line, column: error.column, reason: error.reason)
            }
            if let missing = template.references.sorted(by: { ($0.value, $0.key) < ($1.value, $1.key) }).first(where: { sources[$0.key] == nil }) {
                throw .missingPartial(file: source.file, line: TemplatePlace(of: missing.value, in: source.text).line, partial: missing.key)
            }
            templates[name] = template
        }
        if let name = required.first(where: { templates[$0] == nil }) {
            throw .missingTemplate(name: name, folder: self.folder)
        }
        library = CompiledTemplateLibrary(templates: templates, limits: limits)
    }

    public func render(_ model: some Encodable & Sendable, template: String) throws(TemplateError) -> HTML {
        do {
            guard let bytes = try library.render(model, template: template) else {
                throw TemplateError.missingTemplate(name: template, folder: folder)
            }
            return HTML(utf8: bytes)
        } catch let error as TemplateError {
            throw error
        } catch {
            // The library throws nothing else; the template named is the one the tag is in.
            let failure = error as? TemplateRenderingFailure
            throw .unrenderableModel(template: failure?.template ?? template, reason: failure?.reason ?? LocalizedText(verbatim: "\(error)"))
        }
    }

    private struct Source {
        let file: String
        let text: String
    }

    private static func templateSources(in folder: URL) throws(TemplateError) -> [String: Source] {
        // FileTree follows a linked folder and skips hidden files (an editor's `.#home.mustache` lock).
        guard let files = FileTree.files(in: folder) else { throw .folderMissing(path: folder.path) }
        var sources: [String: Source] = [:]
        for relativePath in files where relativePath.hasSuffix(".mustache") {
            let file = folder.appendingPathComponent(relativePath).path
            guard let data = FileManager.default.contents(atPath: file) else {
                throw .unreadable(file: file, reason: "no se puede abrir")
            }
            guard let text = String(data: data, encoding: .utf8) else {
                throw .unreadable(file: file, reason: "no está en UTF-8")
            }
            sources[String(relativePath.dropLast(".mustache".count))] = Source(file: file, text: text)
        }
        return sources
    }
}
