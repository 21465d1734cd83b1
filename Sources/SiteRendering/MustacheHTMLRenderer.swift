public import Foundation
import Localization
internal import Mustache
public import SiteCore
import SiteInfrastructure

/// Renders pages with Mustache templates (hummingbird-project/swift-mustache): the built-in
/// theme's, each replaced by a folder's template of the same name (a course's `Templates/`).
///
/// Each `name.mustache` is registered as `name`, so templates can use each other as partials
/// (`{{> sidebar}}`) or as a layout (`{{< layout}}`). swift-mustache renders a missing partial as
/// nothing and a missing template as nil; both are turned into errors here, at load time, so a
/// typo fails the build instead of silently dropping part of every page.
///
/// With the `.compiled` engine, the templates are also parsed into our own tree, models encoded into
/// typed values and pages rendered without swift-mustache (`CompiledTemplateLibrary`), six times
/// faster; a template, model or page outside the subset the compiled engine is tested against
/// swift-mustache on is rendered by swift-mustache, as with the `.swiftMustache` engine.
public struct MustacheHTMLRenderer: HTMLRendering {
    private let library: MustacheLibrary
    private let folder: LocalizedText
    private let encoder: TemplateEncoder
    /// nil with the `.swiftMustache` engine.
    private let compiled: CompiledTemplateLibrary?
    /// Whether a page the compiled engine does not render goes to swift-mustache (all but `.compiledOnly`).
    private let fallsBack: Bool

    /// Where error messages place a built-in template.
    public static let builtInFolder = "(tema integrado)"

    /// - Parameters:
    ///   - folder: templates that replace the built-in ones of the same name; nil for none.
    ///   - builtIn: each built-in template's text by its name.
    ///   - required: templates the site cannot do without.
    ///   - engine: `.compiled` (swift-mustache for what it does not support), or `.swiftMustache` for every page.
    public init(folder: URL?, builtIn: [String: String] = [:], required: [String], engine: TemplateEngine = .compiled) throws(TemplateError) {
        Self.registerContentType
        self.folder = folder.map { LocalizedText(verbatim: $0.path) } ?? "el tema integrado"
        var sources: [String: Source] = [:]
        for (name, text) in builtIn {
            sources[name] = Source(file: "\(Self.builtInFolder)/\(name).mustache", text: text)
        }
        if let folder {
            sources.merge(try Self.templateSources(in: folder)) { _, own in own }
        }
        var templates: [String: MustacheTemplate] = [:]
        for (name, source) in sources {
            do {
                templates[name] = try MustacheTemplate(string: source.text)
            } catch let error as MustacheTemplate.ParserError {
                throw .syntax(
                    file: source.file,
                    line: error.context.lineNumber,
                    column: error.context.columnNumber,
                    reason: Self.reason(error.error)
                )
            } catch {
                throw .syntax(file: source.file, line: 1, column: 1, reason: LocalizedText(verbatim: "\(error)"))
            }
            if let missing = Self.referencedTemplates(in: source.text).first(where: { sources[$0.name] == nil }) {
                throw .missingPartial(file: source.file, line: missing.line, partial: missing.name)
            }
        }
        if let name = required.first(where: { templates[$0] == nil }) {
            throw .missingTemplate(name: name, folder: self.folder)
        }
        library = MustacheLibrary(templates: templates)
        let fragments = FragmentCache(library: library)
        encoder = TemplateEncoder(fragments: fragments)
        switch engine {
        case .compiled, .compiledOnly: compiled = CompiledTemplateLibrary(sources: sources.mapValues(\.text), referenceFragments: fragments)
        case .swiftMustache: compiled = nil
        }
        fallsBack = engine != .compiledOnly
    }

    public func render(_ model: some Encodable & Sendable, template: String) throws(TemplateError) -> HTML {
        if let compiled {
            do {
                return HTML(utf8: try compiled.render(model, template: template))
            } catch where !fallsBack {
                throw .unrenderableModel(template: template, reason: "compiled engine only, and it falls back: \(error.reason)")
            } catch {
                // Left to swift-mustache, which renders what the compiled engine is not tested on.
            }
        }
        return HTML(try renderWithSwiftMustache(model, template: template))
    }

    /// The names of the templates the compiled engine renders (none with `.swiftMustache`).
    var compiledTemplateNames: Set<String> {
        Set(compiled?.templates.keys ?? [:].keys)
    }

    /// The page as the compiled engine renders it, or why it would be left to swift-mustache.
    func renderCompiled(_ model: some Encodable & Sendable, template: String) throws(CompiledRenderingFallback) -> HTML {
        guard let compiled else { throw CompiledRenderingFallback("the engine is swift-mustache") }
        return HTML(utf8: try compiled.render(model, template: template))
    }

    private func renderWithSwiftMustache(_ model: some Encodable & Sendable, template: String) throws(TemplateError) -> String {
        let fields: Any
        do {
            fields = try encoder.encode(model)
        } catch {
            throw .unrenderableModel(template: template, reason: "\(error)")
        }
        guard let html = library.render(fields, withTemplate: template) else {
            throw .missingTemplate(name: template, folder: folder)
        }
        return html
    }

    /// `{{% CONTENT_TYPE: HTML }}` in a template selects this escaper (registered once, process-wide).
    private static let registerContentType: Void = MustacheContentTypes.register(FastHTMLContentType(), named: "HTML")

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

    /// The partials (`{{> name}}`) and parents (`{{< name}}`) a template names, with their lines.
    private static func referencedTemplates(in text: String) -> [(name: String, line: Int)] {
        let tag = /\{\{\s*[<>]\s*([^\s}]+)\s*\}\}/
        var references: [(name: String, line: Int)] = []
        for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).enumerated() {
            for match in line.matches(of: tag) {
                references.append((String(match.output.1), index + 1))
            }
        }
        return references
    }

    private static func reason(_ error: any Error) -> LocalizedText {
        switch error as? MustacheTemplate.Error {
        case .sectionCloseNameIncorrect?: "una sección se cierra con un nombre distinto del que la abrió"
        case .unfinishedName?: "una etiqueta {{ }} no está bien cerrada"
        case .expectedSectionEnd?: "falta el cierre {{/...}} de una sección"
        case .invalidSetDelimiter?: "cambio de delimitadores mal escrito"
        default: LocalizedText(verbatim: "\(error)")
        }
    }
}
