import CourseCodeCore
import Foundation
import HTMLEscaping
import LessonsCore
import LessonsInfrastructure
@testable import LessonsInterface
import SiteCore
import SiteInterface
import TestSupport
import XCTest

/// A lesson's body is rendered once by cmark-gfm, with slots, and filled for each place it goes.
/// In each place it must be, byte for byte, what cmark-gfm renders with that place's markup put
/// in directly, as bodies were rendered before: headings wrapped with the place's ids, links
/// rewritten and escaped as cmark-gfm escapes them (dangerous ones emptied in safe mode), Swift
/// blocks framed, line breaks around each kept.
final class LessonBodyDraftDifferentialTests: XCTestCase {
    func test_completing_shippedLessonsOnTheirPagesAndThePrintPage_isEachRenderedDirectly() async throws {
        let source = FileSystemLessonSource(root: RepositoryFolders.content)
        let paths = try source.listing().lessons
        XCTAssertFalse(paths.isEmpty)
        let reader = ReadLessonUseCase(source: source, frontMatterParser: YamsFrontMatterParser(), markdown: CmarkGFMMarkdownParser())
        var reads: [ReadLessonUseCase.Result] = []
        for path in paths { reads.append(try await reader.execute(path)) }

        try await assertEachPlaceRenderedDirectly(reads)
    }

    func test_completing_seededLessons_isEachRenderedDirectly() async throws {
        for seed in 1...300 {
            var generator = SplitMix64(seed: UInt64(seed))
            let lessons = (0..<3).map { index in
                (path: "s/\(index).md", text: (0..<Int.random(in: 1...12, using: &generator)).map { _ in Self.blocks.randomElement(using: &generator)! }.joined(separator: "\n\n"))
            }
            let source = InMemoryLessonSource(lessons: lessons)
            let reader = ReadLessonUseCase(source: source, frontMatterParser: YamsFrontMatterParser(), markdown: CmarkGFMMarkdownParser(allowsRawHTML: seed.isMultiple(of: 3)))
            var reads: [ReadLessonUseCase.Result] = []
            for path in try source.listing().lessons { reads.append(try await reader.execute(path)) }

            try await assertEachPlaceRenderedDirectly(reads, seed: seed)
        }
    }

    // MARK: - Helpers

    private func assertEachPlaceRenderedDirectly(_ reads: [ReadLessonUseCase.Result], seed: Int? = nil, file: StaticString = #filePath, line: UInt = #line) async throws {
        let lessons = reads.map(\.lesson)
        let code = AssembleCourseCodeUseCase().execute(lessons: reads.map { ($0.lesson.path, $0.swiftBlocks) })
        let site = SiteModel(courseTitle: "Curso", baseURL: "/curso/")
        let frames = CodeFramePresenter(code: code, lessons: lessons, site: site)
        let anchors = PrintAnchors(lessons: lessons.map(\.path))
        let rewriter = LinkRewriter(baseURL: "/curso/")
        let sut = LessonBodyRenderer(diagrams: .client, rewriter: rewriter)
        for read in reads {
            let places: [BodyPlace] = [.page(frames: frames), .print(frames: frames.forPrintPage(anchors), anchors: anchors)]

            let draft = await sut.draft(read, printAnchors: anchors)
            let bodies = LessonBodyRenderer.completing(draft, of: read.lesson, in: places)

            let expected = places.map { read.document.html(replacing: directReplacements(read, in: $0, rewriter: rewriter)) }
            XCTAssertEqual(bodies.map(\.html), expected, "\(seed.map { "seed \($0), " } ?? "")\(read.lesson.path.value)", file: file, line: line)
        }
    }

    /// The markup each place puts where the draft has slots, given to cmark-gfm directly.
    private func directReplacements(_ read: ReadLessonUseCase.Result, in place: BodyPlace, rewriter: LinkRewriter) -> MarkdownReplacements {
        let lesson = read.lesson
        let words = place.frames.words
        var replacements = MarkdownReplacements(tables: TableMarkup.wrapper)
        for (index, callout) in read.document.facts.callouts.enumerated() {
            replacements.callouts[index] = CalloutMarkup.wrapper(for: callout, words: words)
        }
        var swiftBlocks = 0
        for (index, block) in read.document.facts.codeBlocks.enumerated() {
            if block.language == "swift" {
                let frame = place.frames.frame(forBlock: swiftBlocks, of: lesson.path)
                replacements.codeBlocks[index] = CodeFrameMarkup.html(for: read.swiftBlocks[swiftBlocks], frame: frame, words: words).text
                swiftBlocks += 1
            } else {
                replacements.codeBlocks[index] = block.isDiagram ? CodeBlockMarkup.diagramForTheBrowser(block) : CodeBlockMarkup.code(block)
            }
        }
        for (index, heading) in lesson.headings.enumerated() {
            replacements.headings[index] = switch place {
            case .page: HeadingMarkup.wrapper(for: heading, label: words.linkToSection)
            case let .print(_, anchors): HeadingMarkup.wrapper(for: heading, id: anchors.id(heading.id, in: lesson.path), label: words.linkToSection)
            }
        }
        for (index, link) in read.document.facts.links.enumerated() {
            let rewritten = switch place {
            case .page: rewriter.rewrite(link.destination)
            case let .print(_, anchors): PrintLinkRewriter(anchors: anchors).rewrite(link.destination, in: lesson.path)
            }
            if rewritten != link.destination { replacements.linkDestinations[index] = rewritten }
        }
        return replacements
    }

    /// Blocks with headings where cmark-gfm breaks lines differently (lists, quotes, footnotes),
    /// links rewritten, kept, dangerous or escaped, and Swift blocks that name their file.
    private static let blocks = [
        "# Título", "## Con [enlace](1.md) y `código`", "##", "Setext\n======", "### Tres ###", "#### ~cs-o1~ casi un marcador",
        "Texto con [un enlace](../s/0.md#x) y ![imagen](img/a.png \"título\").", "<https://autolink.example>", "www.example.com y a@b.co",
        "[ref][r]\n\n[r]: 2.md#uso", "Nota[^1].\n\n[^1]: Con [enlace](0.md).", "| a | b |\n|---|---|\n| [x](1.md#t) | `y` |",
        "> [!NOTE]\n> Con [enlace](2.md).", "> Cita\n> ## Título en cita", "- [ ] tarea [t](#titulo)\n- [x] hecha",
        "```swift\n// App/Models/Email.swift\nlet a = \"[b](c.md)\"\n```", "```swift\nlet b = 2\n```", "```mermaid\ngraph TD\n A --> B\n```",
        "<div>html <a href=\"x.md\">crudo</a></div>", "texto ~~tachado~~ ~ tilde ~", "[vacío]()", "[raro](<con espacios.md>)",
        "![a](javascript:alert(1))", "[b](JavaScript:alert(1)) [c](vbscript:x) [d](file:///etc/passwd) [e](data:text/html,<b>)",
        "![f](data:image/png;base64,AAAA) [g](https://example.com/?a=1&b=2) [h](<a\"b<c>d.md>) [i](ñandú%20y.md#sección)",
        "- ## Título en una lista\n- [item](i.md)", "Nota[^n].\n\n[^n]: Nota con título:\n\n    ## En la nota [n](n.md)",
        "![alt con [enlace](dentro.md)](img.png)", "[mailto](mailto:a@b.c) [tilde](~cs-l0~.md) [arriba](#tres)",
    ]
}

/// Lessons kept in memory, listed in the order given.
private struct InMemoryLessonSource: LessonSource {
    let lessons: [(path: String, text: String)]

    func listing() throws(LessonsError) -> ContentListing {
        ContentListing(lessons: lessons.compactMap { LessonPath($0.path) }, assets: [])
    }

    func contents(of lesson: LessonPath) throws(LessonsError) -> String {
        lessons.first { $0.path == lesson.value }?.text ?? ""
    }
}

private extension HeadingMarkup {
    /// The heading's markup as the reference rendering puts it in directly.
    static func wrapper(for heading: Heading, id: String? = nil, label: String) -> MarkdownReplacements.Wrapper {
        var opening: [UInt8] = []
        var closing: [UInt8] = []
        append(openingOfLevel: heading.level, id: id ?? heading.id, to: &opening)
        append(closingOfLevel: heading.level, id: id ?? heading.id, escapedLabel: Array(HTMLEscaping.escape(label).utf8), to: &closing)
        return MarkdownReplacements.Wrapper(opening: String(decoding: opening, as: UTF8.self), closing: String(decoding: closing, as: UTF8.self))
    }
}
