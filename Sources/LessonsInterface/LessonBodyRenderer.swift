public import LessonsCore
public import SiteCore
public import SiteInterface

/// Renders a lesson's body, in two passes. When the lesson is read: says what to write in place
/// of its headings (ids and permalinks), its callouts (`> [!NOTE]`), its code blocks (highlighted code, diagrams) and its links
/// (rewritten for the site), and has the parsed document rendered with those replacements; a Swift
/// block keeps a slot. The print page's body is rendered in the same pass, while the document is
/// in memory. When its page is written, the course's code is known: each slot gets the
/// block's frame (`completing(_:of:frames:)`).
public struct LessonBodyRenderer: Sendable {
    private let diagrams: DiagramMode
    private let rewriter: LinkRewriter
    private let words: SiteWords
    private let siteURL: SiteURL?

    /// - Parameters:
    ///   - words: the interface's words inside a body (permalinks, callouts, diagrams).
    ///   - siteURL: the published site's address, for the print page's links to pages it does not hold.
    public init(diagrams: DiagramMode, rewriter: LinkRewriter, words: SiteWords = .spanish, siteURL: SiteURL? = nil) {
        self.diagrams = diagrams
        self.rewriter = rewriter
        self.words = words
        self.siteURL = siteURL
    }

    public func render(_ read: ReadLessonUseCase.Result) async -> LessonBody {
        let shared = await blocksAndCallouts(of: read)
        return LessonBody(html: read.document.html(replacing: forPage(shared.replacements, read)), needsDiagramScript: shared.needsDiagramScript, diagnostics: shared.diagnostics)
    }

    /// The body for the lesson's page and the one for the print page (`imprimir.html`), from one
    /// reading: code blocks and callouts are worked out once (each diagram drawn once), headings
    /// and links for where each body goes. The print body's ids and in-page links are the print
    /// page's (`PrintAnchors`); its diagnostics are the page body's, so it carries none.
    public func renderForPageAndPrint(_ read: ReadLessonUseCase.Result, anchors: PrintAnchors) async -> (page: LessonBody, print: LessonBody) {
        let shared = await blocksAndCallouts(of: read)
        let html = read.document.html(replacingEach: [forPage(shared.replacements, read), forPrint(shared.replacements, read, anchors: anchors)])
        let page = LessonBody(html: html[0], needsDiagramScript: shared.needsDiagramScript, diagnostics: shared.diagnostics)
        let print = LessonBody(html: html[1], needsDiagramScript: shared.needsDiagramScript)
        return (page, print)
    }

    /// The lesson's own ids, and its links rewritten for the site.
    private func forPage(_ shared: MarkdownReplacements, _ read: ReadLessonUseCase.Result) -> MarkdownReplacements {
        var replacements = shared
        for (index, heading) in read.lesson.headings.enumerated() {
            replacements.headings[index] = HeadingMarkup.wrapper(for: heading, label: words.linkToSection)
        }
        for (index, link) in read.document.facts.links.enumerated() {
            let rewritten = rewriter.rewrite(link.destination)
            if rewritten != link.destination { replacements.linkDestinations[index] = rewritten }
        }
        return replacements
    }

    /// Ids prefixed with the lesson's anchor, and links pointing inside the print page.
    private func forPrint(_ shared: MarkdownReplacements, _ read: ReadLessonUseCase.Result, anchors: PrintAnchors) -> MarkdownReplacements {
        var replacements = shared
        let lesson = read.lesson.path
        for (index, heading) in read.lesson.headings.enumerated() {
            replacements.headings[index] = HeadingMarkup.wrapper(for: heading, id: anchors.id(heading.id, in: lesson), label: words.linkToSection)
        }
        let rewriter = PrintLinkRewriter(anchors: anchors, siteAddress: siteURL?.absoluteURL(for: ""))
        for (index, link) in read.document.facts.links.enumerated() {
            let rewritten = rewriter.rewrite(link.destination, in: lesson)
            if rewritten != link.destination { replacements.linkDestinations[index] = rewritten }
        }
        return replacements
    }

    /// What both bodies write alike: callouts, and code blocks (a slot for each Swift block).
    private func blocksAndCallouts(of read: ReadLessonUseCase.Result) async -> (replacements: MarkdownReplacements, needsDiagramScript: Bool, diagnostics: [Diagnostic]) {
        let facts = read.document.facts
        var replacements = MarkdownReplacements()
        for (index, callout) in facts.callouts.enumerated() {
            replacements.callouts[index] = CalloutMarkup.wrapper(for: callout, words: words)
        }
        var needsDiagramScript = false
        var diagnostics: [Diagnostic] = []
        var swiftBlocks = 0
        for (index, block) in facts.codeBlocks.enumerated() {
            if block.language == "swift" {
                replacements.codeBlocks[index] = SwiftBlockSlots.slot(forBlock: swiftBlocks)
                swiftBlocks += 1
                continue
            }
            guard block.isDiagram else {
                replacements.codeBlocks[index] = CodeBlockMarkup.code(block)
                continue
            }
            switch diagrams {
            case let .svg(renderer):
                do {
                    replacements.codeBlocks[index] = CodeBlockMarkup.figure(svg: try await renderer.svg(for: block.code), of: block, summary: words.diagramSource)
                } catch {
                    // Never an empty hole: a diagram that cannot be drawn shows its source.
                    replacements.codeBlocks[index] = CodeBlockMarkup.code(block)
                    diagnostics.append(.warning(
                        .diagramRejected,
                        file: read.lesson.path.value,
                        line: block.line + read.bodyLineOffset,
                        "el diagrama no se pudo dibujar, se muestra su código: \(error.message)"
                    ))
                }
            case .client:
                replacements.codeBlocks[index] = CodeBlockMarkup.diagramForTheBrowser(block)
                needsDiagramScript = true
            case .source:
                replacements.codeBlocks[index] = CodeBlockMarkup.code(block)
            }
        }
        return (replacements, needsDiagramScript, diagnostics)
    }

    /// The body with its Swift blocks in place, each framed as the course's code says.
    public static func completing(_ body: LessonBody, of lesson: Lesson, frames: CodeFramePresenter) -> LessonBody {
        completing([body], of: lesson, frames: [frames])[0]
    }

    /// Bodies of one lesson (for its page, for the print page), each with its Swift blocks framed
    /// by its own frames. Each block is highlighted once for all of them: their frames differ only
    /// in ids and links.
    public static func completing(_ bodies: [LessonBody], of lesson: Lesson, frames: [CodeFramePresenter]) -> [LessonBody] {
        var highlighted: [Int: String] = [:]
        return zip(bodies, frames).map { body, frames in
            let html = SwiftBlockSlots.filling(body.html) { index in
                guard lesson.swiftBlocks.indices.contains(index) else { return "" }
                let block = lesson.swiftBlocks[index]
                let frame = frames.frame(forBlock: index, of: lesson.path)
                let code = highlighted[index] ?? CodeFrameMarkup.code(for: block, frame: frame)
                highlighted[index] = code
                return CodeFrameMarkup.html(code: code, frame: frame, words: frames.words)
            }
            return LessonBody(html: html, needsDiagramScript: body.needsDiagramScript, diagnostics: body.diagnostics)
        }
    }
}

extension DiagnosticID {
    /// A mermaid diagram the renderer could not draw; its source is shown instead.
    public static let diagramRejected = DiagnosticID("diagram-rejected")
}
