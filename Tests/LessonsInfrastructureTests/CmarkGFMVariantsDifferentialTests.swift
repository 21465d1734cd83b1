import Foundation
import LessonsCore
import LessonsInfrastructure
import TestSupport
import XCTest

/// `html(replacingEach:)` renders a document once for a lesson's page and its print part; it must
/// give, byte for byte, what rendering each set of replacements alone gives: links escaped as
/// cmark-gfm escapes them (dangerous ones emptied in safe mode), line breaks around headings kept.
final class CmarkGFMVariantsDifferentialTests: XCTestCase {
    func test_htmlReplacingEach_shippedLessonsAsPageAndPrint_isEachRenderedAlone() throws {
        let lessons = try markdownFiles(in: RepositoryFolders.content)
        XCTAssertFalse(lessons.isEmpty)
        for lesson in lessons {
            let document = makeSUT().parse(try String(contentsOf: lesson, encoding: .utf8))
            let facts = document.facts
            let page = MarkdownReplacements(
                headings: Dictionary(uniqueKeysWithValues: facts.headings.indices.map { ($0, .init(opening: "<h2 id=\"p\($0)\">", closing: "</h2>")) }),
                codeBlocks: Dictionary(uniqueKeysWithValues: facts.codeBlocks.indices.map { ($0, "<pre>bloque \($0)</pre>") }),
                linkDestinations: Dictionary(uniqueKeysWithValues: facts.links.indices.map { ($0, "pagina/\(facts.links[$0].destination)") })
            )
            var print = page
            print.headings = page.headings.mapValues { .init(opening: "<section><h2 id=\"imprimir-\($0.opening.count)\">", closing: "</h2>") }
            print.linkDestinations = page.linkDestinations.filter { $0.key.isMultiple(of: 2) }.mapValues { "#imprimir-\($0)" }

            let both = document.html(replacingEach: [page, print])

            XCTAssertEqual(both.map(bytes), [document.html(replacing: page), document.html(replacing: print)].map(bytes), lesson.lastPathComponent)
        }
    }

    func test_htmlReplacingEach_seededDocumentsAndVariants_isEachRenderedAlone() {
        for seed in 1...400 {
            var generator = SplitMix64(seed: UInt64(seed))
            let markdown = (0..<Int.random(in: 1...12, using: &generator)).map { _ in Self.blocks.randomElement(using: &generator)! }.joined(separator: "\n\n")
            let document = makeSUT(allowsRawHTML: seed.isMultiple(of: 3)).parse(markdown)
            let shared = sharedReplacements(of: document.facts, using: &generator)
            // Mostly variants one rendering can give; one seed in five may need a rendering each:
            // markup cmark-gfm reads otherwise than a marker, or other headings wrapped.
            let rare = seed.isMultiple(of: 5)
            let headings = document.facts.headings.indices.filter { _ in rare ? Bool.random(using: &generator) : true }
            let variants = (0..<Int.random(in: 2...3, using: &generator)).map { _ in
                let wrapped = rare && Bool.random(using: &generator) ? headings.filter { _ in Bool.random(using: &generator) } : headings
                return variant(of: shared, headings: wrapped, links: document.facts.links.indices, rare: rare, using: &generator)
            }

            let each = document.html(replacingEach: variants)

            XCTAssertEqual(each.map(bytes), variants.map(document.html(replacing:)).map(bytes), "seed \(seed): \(markdown.debugDescription)")
        }
    }

    func test_htmlReplacingEach_variantsWithOtherCodeBlocks_isEachRenderedAlone() {
        let document = makeSUT().parse("## Uno\n\n[a](b.md)\n\n```swift\nlet x = 1\n```\n")
        let page = MarkdownReplacements(headings: [0: .init(opening: "<h2>", closing: "</h2>")], codeBlocks: [0: "<pre>página</pre>"], linkDestinations: [0: "b.html"])
        var print = page
        print.codeBlocks = [0: "<pre>impresión</pre>"]

        let each = document.html(replacingEach: [page, print])

        XCTAssertEqual(each.map(bytes), [document.html(replacing: page), document.html(replacing: print)].map(bytes))
        XCTAssertTrue(each[1].contains("impresión"))
    }

    // MARK: - Helpers

    /// Compared as bytes: `String`'s `==` takes canonically equivalent texts as equal.
    private func bytes(_ html: String) -> [UInt8] {
        Array(html.utf8)
    }

    private func makeSUT(allowsRawHTML: Bool = false) -> CmarkGFMMarkdownParser {
        CmarkGFMMarkdownParser(allowsRawHTML: allowsRawHTML)
    }

    /// Destinations cmark-gfm escapes, empties in safe mode or keeps as they are.
    private static let destinations = [
        "b.md", "../otra/leccion.md#uso", "#titulo", "", "https://example.com/?a=1&b=2", "a\"b<c>d", "ñandú y espacios", "%20ya%20escapado",
        "javascript:alert(1)", "JavaScript:alert(1)", "vbscript:x", "file:///etc/passwd", "data:text/html,<b>", "data:image/png;base64,AAAA",
        "~cs-l0~", "mailto:a@b.c", "línea\nrota", "tab\tdentro", "`código`", "con\0nulo.md", "DATA:image/svg+xml,x", "data:image/webp;base64,AA",
    ]

    private static let blocks = [
        "# Título", "## Con [enlace](b.md) y `código`", "##", "Setext\n======", "### Tres ###", "#### ~cs-o1~ casi un marcador",
        "Texto con [un enlace](../a.md#x) y ![imagen](img/a.png \"título\").", "<https://autolink.example>", "www.example.com y a@b.co",
        "[ref][r]\n\n[r]: referencia.md", "Nota[^1].\n\n[^1]: Con [enlace](nota.md).", "| a | b |\n|---|---|\n| [x](x.md) | `y` |",
        "> [!NOTE]\n> Con [enlace](n.md).", "> Cita\n> ## Título en cita", "- [ ] tarea [t](t.md)\n- [x] hecha",
        "```swift\nlet a = \"[b](c.md)\"\n```", "<div>html <a href=\"x.md\">crudo</a></div>", "texto ~~tachado~~ ~ tilde ~",
        "[vacío]()", "[raro](<con espacios.md>)", "![a](javascript:alert(1))", "- ## Título en una lista\n- [item](i.md)",
        "Nota[^n].\n\n[^n]: Nota con título:\n\n    ## En la nota [n](n.md)", "![alt con [enlace](dentro.md)](img.png)",
    ]

    private func sharedReplacements(of facts: MarkdownFacts, using generator: inout SplitMix64) -> MarkdownReplacements {
        var shared = MarkdownReplacements()
        for index in facts.codeBlocks.indices where Bool.random(using: &generator) {
            shared.codeBlocks[index] = "<pre>bloque \(index)</pre>"
        }
        for index in facts.callouts.indices {
            shared.callouts[index] = .init(opening: "<aside>", closing: "</aside>")
        }
        return shared
    }

    /// Headings wrapped (with `rare`, some with markup cmark-gfm breaks lines around differently:
    /// empty, or ending in a line break) and links rewritten or kept.
    private func variant(
        of shared: MarkdownReplacements, headings: [Int], links: Range<Int>, rare: Bool, using generator: inout SplitMix64
    ) -> MarkdownReplacements {
        var variant = shared
        let openings = ["<h2 id=\"a\">", "<section><h2 id=\"b\">", "<h2 id=\"~cs-l1~\">", "<h3>\n", "", "<h2>\0cola"]
        let closings = ["</h2>", "</h2></section>", "</h3>\n", ""]
        for index in headings {
            variant.headings[index] = .init(
                opening: rare ? openings.randomElement(using: &generator)! : openings[Int.random(in: 0...2, using: &generator)],
                closing: rare ? closings.randomElement(using: &generator)! : closings[Int.random(in: 0...1, using: &generator)]
            )
        }
        for index in links where Bool.random(using: &generator) {
            variant.linkDestinations[index] = Self.destinations.randomElement(using: &generator)!
        }
        return variant
    }

    private func markdownFiles(in folder: URL) throws -> [URL] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "md" }.sorted { $0.path < $1.path }
    }
}
