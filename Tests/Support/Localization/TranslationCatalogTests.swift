import Foundation
@testable import Localization
import SwiftParser
import SwiftSyntax
import TestSupport
import XCTest

/// Reads every Swift file of the program, as swift-syntax parses it, to check that the English
/// table and the Spanish messages in the code never drift apart.
final class TranslationCatalogTests: XCTestCase {
    func test_sources_everySpanishMessage_hasEnglishTranslation() throws {
        let english = Translations.table(for: .english)

        let untranslated = try spanishMessages().filter { english[$0.key] == nil }

        XCTAssertEqual(untranslated.map(\.description), [], "add each to the English table of its feature (Sources/Support/Localization/Translations+English*.swift)")
    }

    func test_englishTable_everyKey_isAMessageInTheSources() throws {
        let written = Set(try literals().map(\.key))

        let stale = Translations.table(for: .english).keys.filter { !written.contains($0) }.sorted()

        XCTAssertEqual(stale, [], "the code no longer says these: remove them or follow the new Spanish")
    }

    func test_englishTable_everyTranslation_keepsItsValues() {
        let lost = Translations.table(for: .english).filter { placeholders(in: $0.key) == nil || placeholders(in: $0.key) != placeholders(in: $0.value) }

        XCTAssertEqual(lost.keys.sorted(), [])
    }

    func test_englishParts_neverTranslateOneKeyTwice() {
        var seen: [String: String] = [:]
        var twice: [String] = []
        for (part, table) in Translations.englishParts.sorted(by: { $0.key < $1.key }) {
            for key in table.keys {
                if let earlier = seen[key] { twice.append("\(key) (\(earlier), \(part))") }
                seen[key] = part
            }
        }

        XCTAssertEqual(twice.sorted(), [])
    }

    func test_literals_inAnyQuotes_areKeyedAsLocalizedTextKeysThem() throws {
        let source = #"""
            @Option(help: .localized("Carpeta con las lecciones (100%).")) var content: String
            let message: LocalizedText = """
                no existe la carpeta \
                '\(path)'
                """
            """#

        let found = Self.literals(in: Parser.parse(source: source), file: "a.swift").filter { Self.looksSpanish($0.key) }

        XCTAssertEqual(found.map(\.key), ["Carpeta con las lecciones (100%%).", "no existe la carpeta '%@'"])
    }

    // MARK: - Helpers

    private struct Literal: CustomStringConvertible {
        let key: String
        let file: String
        let line: Int

        var description: String { "\(file):\(line): \(key)" }
    }

    /// Where strings are not the program's messages: the translations themselves, the site's
    /// word tables, the theme, and the benchmark's generated lessons.
    private static let otherFolders = ["Support/Localization/Translations", "Site/Interface/Words/", "Site/Theme/", "Programs/site-benchmark/"]

    /// Strings that look Spanish to `looksSpanish` but are no message: what the code looks for in
    /// the course's comments, prose and in the compiler's output, the domain's defaults (the build passes
    /// the site's words), the course's own view model's messages, and the marker file's text.
    private static let notMessages: Set<String> = [
        "NO hacemos", "no such module", "cmark-gfm returned no document", "Curso", "Introducción", "(tema integrado)", "<span class=\"del\">%@</span>",
        "Sin conexión a internet. Inténtalo de nuevo.", "Error al cargar los productos. Inténtalo de nuevo.", "Error inesperado. Inténtalo de nuevo.",
        "Carpeta de course-site --check-code: el paquete del código del curso. Se reescribe en cada comprobación.\n",
        "// Written by course-site --check-code: the lessons have written no file of this target yet.\n",
        // The words a lesson marks its TDD steps with (`TDDStepMarks`).
        "refactorización", "fallan", "pasan", "no pasa", "no pasan", "no falla", "no fallan",
    ]

    private func spanishMessages() throws -> [Literal] {
        try literals().filter { Self.looksSpanish($0.key) && !Self.isName($0.key) && !Self.notMessages.contains($0.key) }
    }

    /// One word with a `-`, `_`, `.`, `/` or `<` in it is a flag, a file, an identifier or markup, not a sentence.
    private static func isName(_ key: String) -> Bool {
        !key.contains(" ") && key.contains(where: { "-_./<|".contains($0) }) || key.count <= 2
    }

    private func literals() throws -> [Literal] {
        let sources = RepositoryFolders.root.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" } ?? []
        return try files.flatMap { file -> [Literal] in
            let relative = String(file.path.dropFirst(sources.path.count + 1))
            guard !Self.otherFolders.contains(where: relative.hasPrefix) else { return [] }
            return Self.literals(in: Parser.parse(source: try String(contentsOf: file, encoding: .utf8)), file: relative)
        }
    }

    /// Every string literal, keyed as `LocalizedText` keys it, but the lessons `init` writes.
    private static func literals(in tree: SourceFileSyntax, file: String) -> [Literal] {
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        return tree.tokens(viewMode: .sourceAccurate).compactMap { token -> Literal? in
            guard [.stringQuote, .multilineStringQuote].contains(token.tokenKind), let literal = token.parent?.as(StringLiteralExprSyntax.self),
                  token.id == literal.openingQuote.id, !(starterCourse.contains(file) && token.tokenKind == .multilineStringQuote) else { return nil }
            return Literal(key: key(of: literal), file: file, line: literal.startLocation(converter: converter).line)
        }
    }

    /// The courses `init` writes and their workflow: their lessons are content, in the course's language.
    private static let starterCourse: Set = ["Site/CommandLine/StarterCourse.swift", "Site/CommandLine/StarterCourse+English.swift", "Site/CommandLine/StarterWorkflow.swift"]

    private static func key(of literal: StringLiteralExprSyntax) -> String {
        literal.segments.map { segment in
            switch segment {
            case let .stringSegment(text):
                let alone = literal.with(\.segments, StringLiteralSegmentListSyntax([.stringSegment(text)]))
                return LocalizedText.escaped(alone.representedLiteralValue ?? text.content.text)
            case .expressionSegment:
                return "%@"
            }
        }.joined()
    }

    /// Spanish letters and punctuation, or a word that English never spells.
    private static func looksSpanish(_ key: String) -> Bool {
        let text = key.replacingOccurrences(of: "%@", with: " ").lowercased()
        if text.contains(where: { "áéíóúüñ¿¡".contains($0) }) { return true }
        let words = Set(text.split { !$0.isLetter }.map(String.init))
        // Gerunds, as progress lines write them: "compilando", "ejecutando", "regenerando".
        if words.contains(where: { $0.count > 5 && ($0.hasSuffix("ando") || $0.hasSuffix("iendo")) }) { return true }
        return !words.isDisjoint(with: spanishWords)
    }

    private static let spanishWords: Set<String> = [
        "de", "del", "el", "la", "los", "las", "no", "se", "que", "un", "una", "con", "para", "en", "al", "es", "hay", "falta", "sin",
        "por", "como", "y", "o", "su", "sus", "lo", "le", "ya", "otra", "otro", "puede", "existe", "queda", "tiene", "aviso", "avisos",
        "recurso", "recursos", "lecciones", "archivo", "archivos", "omitido", "roto", "rotos", "carpeta", "encontrados", "escrito",
        "plantilla", "plantillas", "compila", "paso", "versiones", "diagramas", "enlaces", "leer", "escribir", "copiar", "preparar",
        "publicar", "compilar", "buscar", "comprobar", "cargar", "elegir", "seguir", "reescribir", "sitio", "curso",
        "debe", "ser", "usa", "importa", "estado", "falla", "fallan", "pasa", "pasan", "secciones", "producto", "productos",
    ]

    /// Which values a format shows (`%@` the next, `%2$@` the second), or nil when it has a `%`
    /// that is none of `%@`, `%N$@` and `%%`, which `LocalizedText` would print as it is.
    private func placeholders(in format: String) -> Set<Int>? {
        var next = 0
        var positions: Set<Int> = []
        for part in format.replacingOccurrences(of: "%%", with: "").components(separatedBy: "%").dropFirst() {
            if part.hasPrefix("@") {
                next += 1
                positions.insert(next)
            } else if let dollar = part.firstIndex(of: "$"), let position = Int(part[..<dollar]), part[dollar...].dropFirst().hasPrefix("@") {
                positions.insert(position)
            } else {
                return nil
            }
        }
        return positions
    }
}
