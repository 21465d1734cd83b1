import HTMLEscaping
public import LessonsCore
public import SiteCore
public import SiteInterface

/// Renders a lesson's body, in two passes. When the lesson is read (`draft`): says what to write
/// in place of its callouts (`> [!NOTE]`) and its code blocks (highlighted code, diagrams), and
/// has the parsed document rendered once with those replacements and with slots where its page
/// and its part of the print page differ: each heading (its id and permalink), each link the site
/// rewrites, each Swift block (its frame needs the whole course's code). When its pages are
/// written (`completing`), each slot is filled for the place the body goes.
public struct LessonBodyRenderer: Sendable {
    private let diagrams: DiagramMode
    private let rewriter: LinkRewriter
    private let words: SiteWords
    private let siteURL: SiteURL?
    /// Each distinct diagram's drawing, read once for every lesson this renderer reads.
    private let distinctDrawings = DiagramDrawings()

    /// - Parameters:
    ///   - words: the interface's words inside a body (permalinks, callouts, diagrams).
    ///   - siteURL: the published site's address, for the print page's links to pages it does not hold.
    public init(diagrams: DiagramMode, rewriter: LinkRewriter, words: SiteWords = .spanish, siteURL: SiteURL? = nil) {
        self.diagrams = diagrams
        self.rewriter = rewriter
        self.words = words
        self.siteURL = siteURL
    }

    /// The body with slots, for the lesson's page and, with `printAnchors`, for the print page:
    /// each link's destination is worked out for both, and escaped by the parser as it escapes a
    /// link's `href`, while the document is in memory.
    public func draft(_ read: ReadLessonUseCase.Result, printAnchors: PrintAnchors? = nil) async -> LessonBodyDraft {
        var (replacements, needsDiagramScript, drawn, diagnostics) = await blocksAndCallouts(of: read)
        for index in read.lesson.headings.indices {
            replacements.headings[index] = .init(opening: BodySlots.marker(.headingOpening, index), closing: BodySlots.marker(.headingClosing, index))
        }
        let lesson = read.lesson.path
        let printRewriter = printAnchors.map { PrintLinkRewriter(anchors: $0, siteAddress: siteURL?.absoluteURL(for: "")) }
        var destinations: [[String]] = printRewriter == nil ? [[]] : [[], []]
        for (index, link) in read.document.facts.links.enumerated() {
            // An image that climbs out of the course is not published (`image-outside-course`):
            // served from the site it leads nowhere, printed it could read a file of the machine.
            let leaves = link.kind == .image && LinkTarget(link.destination).leavesContent(from: lesson.folder)
            let page = leaves ? "" : rewriter.rewrite(link.destination)
            let print = leaves ? printRewriter.map { _ in "" } : printRewriter?.rewrite(link.destination, in: lesson)
            // A link no place rewrites is written by the parser as it is.
            guard page != link.destination || print.map({ $0 != link.destination }) == true else { continue }
            replacements.linkDestinations[index] = BodySlots.marker(.link, destinations[0].count)
            destinations[0].append(page)
            if let print { destinations[1].append(print) }
        }
        // A drawn diagram's image, from the site's root as a link to a file of the site is written
        // in each place: under the base URL on the lesson's page, relative on the print page.
        var drawings: [DiagramDrawing] = []
        for (index, drawing) in drawn {
            let source = "/" + drawing.path
            replacements.codeBlocks[index] = CodeBlockMarkup.figure(
                drawing, source: BodySlots.marker(.link, destinations[0].count), of: read.document.facts.codeBlocks[index], words: words
            )
            destinations[0].append(rewriter.rewrite(source))
            if let printRewriter { destinations[1].append(printRewriter.rewrite(source, in: lesson)) }
            if !drawings.contains(drawing) { drawings.append(drawing) }
        }
        let count = destinations[0].count
        let escaped = read.document.hrefs(for: destinations.flatMap { $0 })
        return LessonBodyDraft(
            rendered: read.document.html(replacing: replacements),
            hrefs: destinations.indices.map { Array(escaped[($0 * count)..<(($0 + 1) * count)]) },
            swiftBlocks: read.swiftBlocks,
            needsDiagramScript: needsDiagramScript,
            drawings: drawings,
            diagnostics: diagnostics
        )
    }

    /// The body in each place, its slots filled: each heading's markup with the id it has there,
    /// each link's destination, each Swift block framed as the course's code says (worked out and
    /// highlighted once for every place: its frames differ only in their ids and links).
    public static func completing(_ draft: LessonBodyDraft, of lesson: Lesson, in places: [BodyPlace]) -> [LessonBody] {
        let body = draft.html.utf8
        let sharedFrames = places.first.map { place -> [CodeFramePresenter.SharedFrame?] in
            let frames = place.frames
            return draft.swiftBlocks.indices.map { frames.sharedFrame(forBlock: $0, of: lesson.path) }
        } ?? []
        var highlighted: [Int: HTML] = [:]
        return places.map { place in
            let frames = place.frames
            let words = frames.words
            let ids = lesson.headings.indices.map { position in
                switch place {
                case .page: lesson.headings.id(at: position)
                case let .print(_, anchors): anchors.id(lesson.headings.id(at: position), in: lesson.path)
                }
            }
            let label = Array(HTMLEscaping.escape(words.linkToSection).utf8)
            let hrefs = draft.hrefs.indices.contains(place.index) ? draft.hrefs[place.index] : []
            var html: [UInt8] = []
            html.reserveCapacity(body.count + body.count / 2)
            var copied = 0
            for slot in draft.slots {
                html += body[copied..<slot.offset]
                copied = slot.offset
                switch slot.kind {
                case .headingOpening where ids.indices.contains(slot.index):
                    HeadingMarkup.append(openingOfLevel: lesson.headings.level(at: slot.index), id: ids[slot.index], to: &html)
                case .headingClosing where ids.indices.contains(slot.index):
                    HeadingMarkup.append(closingOfLevel: lesson.headings.level(at: slot.index), id: ids[slot.index], escapedLabel: label, to: &html)
                case .link where hrefs.indices.contains(slot.index):
                    html += hrefs[slot.index].utf8
                case .swiftBlock where draft.swiftBlocks.indices.contains(slot.index):
                    let frame = sharedFrames[slot.index].map { frames.frame($0, ofBlock: slot.index, in: lesson.path) }
                    let code = highlighted[slot.index] ?? CodeFrameMarkup.code(for: draft.swiftBlocks[slot.index], frame: frame)
                    highlighted[slot.index] = code
                    CodeFrameMarkup.append(code: code, frame: frame, words: words, to: &html)
                default:
                    // A slot this lesson has no value for (its draft is older than the lesson) is left empty.
                    break
                }
            }
            html += body[copied...]
            return LessonBody(html: HTML(utf8: html), needsDiagramScript: draft.needsDiagramScript)
        }
    }

    /// What both bodies write alike: callouts, tables, and code blocks (a slot for each Swift block).
    private func blocksAndCallouts(
        of read: ReadLessonUseCase.Result
    ) async -> (replacements: MarkdownReplacements, needsDiagramScript: Bool, drawn: [(codeBlock: Int, drawing: DiagramDrawing)], diagnostics: [Diagnostic]) {
        let facts = read.document.facts
        var replacements = MarkdownReplacements(tables: TableMarkup.wrapper)
        for (index, callout) in facts.callouts.enumerated() {
            replacements.callouts[index] = CalloutMarkup.wrapper(for: callout, words: words)
        }
        var needsDiagramScript = false
        var drawn: [(codeBlock: Int, drawing: DiagramDrawing)] = []
        var diagnostics: [Diagnostic] = []
        var swiftBlocks = 0
        for (index, block) in facts.codeBlocks.enumerated() {
            if block.language == "swift" {
                replacements.codeBlocks[index] = BodySlots.marker(.swiftBlock, swiftBlocks)
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
                    // Its figure is written with the links, whose slots its image's source shares.
                    drawn.append((index, try await distinctDrawings.drawing(of: block.code) { () async throws(DiagramRenderingError) in
                        DiagramDrawing(svg: try await renderer.svg(for: block.code), source: block.code)
                    }))
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
        return (replacements, needsDiagramScript, drawn, diagnostics)
    }
}

extension DiagnosticID {
    /// A mermaid diagram the renderer could not draw; its source is shown instead.
    public static let diagramRejected = DiagnosticID("diagram-rejected")
}
