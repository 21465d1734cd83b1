public import Foundation
import Localization
import SiteCore
import Yams

/// `course-site.yml`, at a course's root: the build's options kept with the course, as mdBook
/// keeps them in `book.toml` and MkDocs in `mkdocs.yml`.
///
/// ```yaml
/// title: Arquitectura iOS
/// site_url: https://usuario.github.io/curso/
/// strict: true
/// tests: [Tests]
/// ```
///
/// Every key is checked as the file is read: an unknown key (a typo) or a value of the wrong
/// kind stops the build naming the file, the line and what was expected, never passing silently.
public struct ConfigFile: Sendable {
    public static let defaultName = "course-site.yml"
    /// A configuration is a few dozen lines; anything near this is not one.
    static let maxBytes = 64 * 1024

    /// The folder that holds the file: paths in it are relative to this folder.
    public let folder: URL
    public let values: [String: ConfigValue]
    /// The file as the author named it (`course-site.yml`, `curso/course-site.yml`).
    public let shown: String
    /// Where each key was written: its line, and that line as it reads (`strict: true`).
    public let written: [String: WrittenKey]

    /// A key's line in the file.
    public struct WrittenKey: Sendable, Equatable {
        public let line: Int
        public let text: String
    }

    /// - Parameter shown: the file as the author named it, for messages.
    public init(reading file: URL, shown: String) throws(ConfigFileError) {
        let data: Data
        do {
            let size = try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int ?? 0
            guard size <= Self.maxBytes else { throw ConfigFileError(file: shown, line: nil, problem: "ocupa más de \(Self.maxBytes / 1024) KB") }
            data = try Data(contentsOf: file)
        } catch let error as ConfigFileError {
            throw error
        } catch {
            throw ConfigFileError(file: shown, line: nil, problem: "no se puede leer (\(error.localizedDescription))")
        }
        guard let text = String(data: data, encoding: .utf8) else { throw ConfigFileError(file: shown, line: nil, problem: "no está en UTF-8") }
        folder = file.deletingLastPathComponent()
        self.shown = shown
        (values, written) = try Self.values(in: text, shown: shown, folder: folder)
    }

    /// The file named `name` in `folder`, if there is one.
    public static func found(in folder: URL) -> URL? {
        let file = folder.appendingPathComponent(defaultName)
        return FileManager.default.fileExists(atPath: file.path) ? file : nil
    }

    /// A path written in the file (or a default one), from the file's folder.
    public func resolve(_ written: String) -> String {
        Self.path(written, from: folder)
    }

    public func text(_ key: String) -> String? {
        if case let .text(value) = values[key] { return value }
        return nil
    }

    public func texts(_ key: String) -> [String]? {
        if case let .texts(value) = values[key] { return value }
        return nil
    }

    public func flag(_ key: String) -> Bool? {
        if case let .flag(value) = values[key] { return value }
        return nil
    }

    public func number(_ key: String) -> Double? {
        if case let .number(value) = values[key] { return value }
        return nil
    }

    // MARK: - Reading

    private static func values(in yaml: String, shown: String, folder: URL) throws(ConfigFileError) -> ([String: ConfigValue], [String: WrittenKey]) {
        // Anchors and aliases are no use here, and nested they make the YAML reader's time explode.
        if let line = YAMLAliasScan.firstAnchorOrAlias(in: yaml) {
            throw ConfigFileError(file: shown, line: line, problem: "usa anclas o alias de YAML (& o *), que la configuración no admite")
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml)
        } catch let YamlError.duplicatedKeysInMapping(duplicates, _) {
            let key = duplicates.first ?? "?"
            // Yams names the mapping, not the key written again: the second line that starts with it.
            let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            let line = lines.filter { $0.element.hasPrefix(key + ":") || $0.element.hasPrefix(key + " :") }.dropFirst().first.map { $0.offset + 1 }
            throw ConfigFileError(file: shown, line: line, problem: "la clave '\(key)' aparece dos veces")
        } catch let error as YamlError {
            throw ConfigFileError(file: shown, line: Self.line(of: error), problem: "no es YAML válido: \(Self.reason(of: error))")
        } catch {
            throw ConfigFileError(file: shown, line: nil, problem: "no es YAML válido")
        }
        guard let root else { return ([:], [:]) }
        guard let mapping = root.mapping else {
            throw ConfigFileError(file: shown, line: root.mark.map { $0.line }, problem: "debe ser una lista de claves y valores (clave: valor)")
        }
        var values: [String: ConfigValue] = [:]
        var written: [String: WrittenKey] = [:]
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
        for (keyNode, valueNode) in mapping {
            let line = keyNode.mark?.line
            guard let name = keyNode.string, let key = ConfigKey.named(name) else {
                throw ConfigFileError(file: shown, line: line, problem: Self.unknownKey(keyNode.string ?? "?"))
            }
            guard values[name] == nil else { throw ConfigFileError(file: shown, line: line, problem: "la clave '\(name)' aparece dos veces") }
            guard let value = Self.value(of: valueNode, as: key.kind, folder: folder) else {
                throw ConfigFileError(file: shown, line: valueNode.mark?.line ?? line, problem: "'\(name)' debe ser \(Self.describe(key.kind))")
            }
            values[name] = value
            if let line, lines.indices.contains(line - 1) {
                written[name] = WrittenKey(line: line, text: lines[line - 1].trimmingCharacters(in: .whitespacesAndNewlines))
            }
        }
        return (values, written)
    }

    private static func value(of node: Node, as kind: ConfigKey.Kind, folder: URL) -> ConfigValue? {
        switch kind {
        case .text:
            return text(of: node).map(ConfigValue.text)
        case .path:
            return text(of: node).map { .text(path($0, from: folder)) }
        case .paths:
            let items = node.sequence.map(Array.init) ?? [node]
            let paths = items.compactMap { text(of: $0).map { path($0, from: folder) } }
            return paths.count == items.count ? .texts(paths) : nil
        case .flag:
            return node.bool.map(ConfigValue.flag)
        case .wholeNumber:
            return node.int.map { .number(Double($0)) }
        case .number:
            return (node.float ?? node.int.map(Double.init)).map(ConfigValue.number)
        case let .choice(words):
            return text(of: node).flatMap { words.contains($0) ? .text($0) : nil }
        }
    }

    /// A scalar's text; `title:` with nothing after it is YAML's null, not an empty title.
    private static func text(of node: Node) -> String? {
        guard let scalar = node.scalar, !(scalar.style == .plain && ["", "~", "null", "Null", "NULL"].contains(scalar.string)) else { return nil }
        return scalar.string
    }

    /// A path written in the file, from the folder that holds it; shown from the working folder
    /// when it is inside it (`curso/Content`), so messages name files as the author sees them.
    private static func path(_ written: String, from folder: URL) -> String {
        let expanded = (written as NSString).expandingTildeInPath
        let absolute = expanded.hasPrefix("/") ? URL(fileURLWithPath: expanded).standardizedFileURL.path : folder.appendingPathComponent(expanded).standardizedFileURL.path
        let workingFolder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        if absolute == workingFolder { return "." }
        return absolute.hasPrefix(workingFolder + "/") ? String(absolute.dropFirst(workingFolder.count + 1)) : absolute
    }

    private static func describe(_ kind: ConfigKey.Kind) -> LocalizedText {
        switch kind {
        case .text: "un texto"
        case .path: "una ruta (relativa a la carpeta de course-site.yml)"
        case .paths: "una ruta o una lista de rutas"
        case .flag: "true o false"
        case .wholeNumber: "un número entero"
        case .number: "un número"
        case let .choice(words): "una de estas palabras: \(words.joined(separator: ", "))"
        }
    }

    /// Names the valid keys, the closest first when the unknown one looks like a typo of it.
    private static func unknownKey(_ name: String) -> LocalizedText {
        let names = ConfigKey.names
        let suggestion = EditDistance.closest(to: name, among: names, within: 2)
        let valid = names.joined(separator: ", ")
        return suggestion.map { "la clave '\(name)' no existe. ¿Querías decir '\($0)'? Claves válidas: \(valid)" } ?? "la clave '\(name)' no existe. Claves válidas: \(valid)"
    }

    /// Yams's own words, in English whatever the site's language, as a lesson's front matter says them.
    private static func reason(of error: YamlError) -> LocalizedText {
        switch error {
        case let .scanner(_, problem, _, _), let .parser(_, problem, _, _), let .composer(_, problem, _, _): LocalizedText(verbatim: problem)
        default: LocalizedText(verbatim: "\(error)")
        }
    }

    private static func line(of error: YamlError) -> Int? {
        switch error {
        case let .scanner(_, _, mark, _), let .parser(_, _, mark, _), let .composer(_, _, mark, _): mark.line
        default: nil
        }
    }
}
