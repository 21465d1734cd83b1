public import LessonsCore
import Localization
internal import Yams
import SiteCore

/// Reads the YAML block that may open a lesson:
///
/// ```
/// ---
/// title: La capa Domain
/// order: 1
/// description: Reglas de negocio puras con TDD.
/// section: Login        # the section's title, where its folder has no index.md
/// ---
/// ```
public struct YamsFrontMatterParser: FrontMatterParsing {
    public init() {}

    public func parse(_ text: String, file: String) throws(LessonsError) -> LessonDocument {
        let noFrontMatter = LessonDocument(frontMatter: FrontMatter(), body: text, bodyLineOffset: 0)
        // Most lessons have none: look no further than the first line.
        guard text.hasPrefix("---") else { return noFrontMatter }
        var lineStart = text.startIndex
        var lineNumber = 0
        var yamlStart = text.startIndex
        while lineStart < text.endIndex {
            // In a Swift string a CRLF is one character: lessons saved on Windows end their lines so.
            let lineEnd = text[lineStart...].firstIndex { $0 == "\n" || $0 == "\r\n" } ?? text.endIndex
            let line = text[lineStart..<lineEnd]
            let nextLine = lineEnd < text.endIndex ? text.index(after: lineEnd) : lineEnd
            lineNumber += 1
            if lineNumber == 1 {
                guard isDelimiter(line) else { return noFrontMatter }
                yamlStart = nextLine
            } else if isDelimiter(line) || line.trimmingSuffixSpaces() == "..." {
                return LessonDocument(
                    frontMatter: try frontMatter(from: String(text[yamlStart..<lineStart]), file: file),
                    body: String(text[nextLine...]),
                    bodyLineOffset: lineNumber
                )
            }
            lineStart = nextLine
        }
        // An opening `---` that is never closed is a thematic break, not front matter.
        return noFrontMatter
    }

    /// Front matter holds a few short keys; anything near this size is not front matter.
    public static let maxBytes = 16 * 1024

    private func frontMatter(from yaml: String, file: String) throws(LessonsError) -> FrontMatter {
        guard yaml.utf8.count <= Self.maxBytes else {
            throw .invalidFrontMatter(file: file, line: 2, reason: "ocupa más de \(Self.maxBytes / 1024) KB")
        }
        if let line = YAMLAliasScan.firstAnchorOrAlias(in: yaml) {
            // The front matter starts on the file's second line.
            throw .invalidFrontMatter(file: file, line: line + 1, reason: "no se admiten anclas (&) ni alias (*); escribe el valor entre comillas")
        }
        let node: Node?
        do {
            node = try Yams.compose(yaml: yaml)
        } catch let error as YamlError {
            throw .invalidFrontMatter(file: file, line: Self.line(of: error).map { $0 + 1 }, reason: Self.reason(of: error))
        } catch {
            throw .invalidFrontMatter(file: file, line: nil, reason: "\(error)")
        }
        guard let node else { return FrontMatter() }
        guard let mapping = node.mapping else {
            throw .invalidFrontMatter(file: file, line: 2, reason: "se esperaban claves 'clave: valor'")
        }
        var frontMatter = FrontMatter()
        for (key, value) in mapping {
            let line = value.mark.map { $0.line + 1 }
            switch key.string {
            case "title":
                frontMatter.title = try text(value, key: "title", file: file, line: line)
            case "description":
                frontMatter.description = try text(value, key: "description", file: file, line: line)
            case "section":
                frontMatter.section = try text(value, key: "section", file: file, line: line)
            case "order":
                guard let order = value.int else {
                    throw .invalidFrontMatter(file: file, line: line, reason: "'order' debe ser un número entero")
                }
                frontMatter.order = order
            default:
                continue // Other keys are the author's own business.
            }
        }
        return frontMatter
    }

    private func text(_ value: Node, key: String, file: String, line: Int?) throws(LessonsError) -> String {
        guard let text = value.string, value.scalar != nil else {
            throw .invalidFrontMatter(file: file, line: line, reason: "'\(key)' debe ser un texto")
        }
        return text
    }

    private func isDelimiter(_ line: Substring) -> Bool {
        line.trimmingSuffixSpaces() == "---"
    }

    private static func line(of error: YamlError) -> Int? {
        switch error {
        case let .scanner(_, _, mark, _), let .parser(_, _, mark, _), let .composer(_, _, mark, _):
            mark.line
        default:
            nil
        }
    }

    /// Yams's own words, in English whatever the site's language.
    private static func reason(of error: YamlError) -> LocalizedText {
        switch error {
        case let .scanner(_, problem, _, _), let .parser(_, problem, _, _), let .composer(_, problem, _, _):
            LocalizedText(verbatim: problem)
        default:
            LocalizedText(verbatim: "\(error)")
        }
    }
}

private extension Substring {
    func trimmingSuffixSpaces() -> Substring {
        var trimmed = self
        while let last = trimmed.last, last == " " || last == "\t" || last == "\r" { trimmed = trimmed.dropLast() }
        return trimmed
    }
}
