public import LessonsCore
public import SiteCore

/// Renders a lesson's body, in two passes. When the lesson is read: says what to write in place
/// of its headings (ids and permalinks), its callouts (`> [!NOTE]`), its code blocks (highlighted code, diagrams) and its links
/// (rewritten for the site), and has the parsed document rendered with those replacements; a Swift
/// block keeps a slot. When its page is written, the course's code is known: each slot gets the
/// block's frame (`completing(_:of:frames:)`).
public struct LessonBodyRenderer: Sendable {
    private let diagrams: DiagramMode
    private let rewriter: LinkRewriter

    public init(diagrams: DiagramMode, rewriter: LinkRewriter) {
        self.diagrams = diagrams
        self.rewriter = rewriter
    }

    public func render(_ read: ReadLessonUseCase.Result) async -> LessonBody {
        let facts = read.document.facts
        var replacements = MarkdownReplacements()
        for (index, heading) in read.lesson.headings.enumerated() {
            replacements.headings[index] = HeadingMarkup.wrapper(for: heading)
        }
        for (index, callout) in facts.callouts.enumerated() {
            replacements.callouts[index] = CalloutMarkup.wrapper(for: callout)
        }
        for (index, link) in facts.links.enumerated() {
            let rewritten = rewriter.rewrite(link.destination)
            if rewritten != link.destination { replacements.linkDestinations[index] = rewritten }
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
                    replacements.codeBlocks[index] = CodeBlockMarkup.figure(svg: try await renderer.svg(for: block.code), of: block)
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
        return LessonBody(html: read.document.html(replacing: replacements), needsDiagramScript: needsDiagramScript, diagnostics: diagnostics)
    }

    /// The body with its Swift blocks in place, each framed as the course's code says.
    public static func completing(_ body: LessonBody, of lesson: Lesson, frames: CodeFramePresenter) -> LessonBody {
        let html = SwiftBlockSlots.filling(body.html) { index in
            guard lesson.swiftBlocks.indices.contains(index) else { return "" }
            return CodeFrameMarkup.html(for: lesson.swiftBlocks[index], frame: frames.frame(forBlock: index, of: lesson.path))
        }
        return LessonBody(html: html, needsDiagramScript: body.needsDiagramScript, diagnostics: body.diagnostics)
    }
}

extension DiagnosticID {
    /// A mermaid diagram the renderer could not draw; its source is shown instead.
    public static let diagramRejected = DiagnosticID("diagram-rejected")
}
