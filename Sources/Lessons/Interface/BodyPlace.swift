/// Where a lesson's body is shown: on the lesson's own page, with its own ids and its links
/// rewritten for the site, or as its part of the print page, with ids prefixed by the lesson's
/// anchor and links pointing inside that page.
public enum BodyPlace: Sendable {
    case page(frames: CodeFramePresenter)
    case print(frames: CodeFramePresenter, anchors: PrintAnchors)

    /// Every place a body is shown in a build: its page, and the print page when there is one.
    public static func places(frames: CodeFramePresenter, printAnchors: PrintAnchors?) -> [BodyPlace] {
        [.page(frames: frames)] + (printAnchors.map { [.print(frames: frames.forPrintPage($0), anchors: $0)] } ?? [])
    }

    /// The place's hrefs in a draft (`LessonBodyDraft.hrefs`).
    var index: Int {
        switch self {
        case .page: 0
        case .print: 1
        }
    }

    var frames: CodeFramePresenter {
        switch self {
        case let .page(frames), let .print(frames, _): frames
        }
    }
}
