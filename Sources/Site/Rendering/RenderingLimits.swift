/// How far one page's rendering may go, however its templates are written: a course's templates
/// may be anyone's, and a page must end, within the stack, in reasonable time and memory.
struct RenderingLimits: Sendable {
    /// Sections, partials and blocks nested together, across templates. A page of the theme nests
    /// about 15 deep, the code map two more per folder level; 60 levels fit in half a megabyte of
    /// stack (macOS's worker threads) even in a debug build (`TemplateBoundsTests`).
    var nesting = 60
    /// Tags and texts rendered for one page: far more than any page of the theme takes (a
    /// 5,000-lesson course builds within it), and thirty nested sections over a list of two would
    /// take 2³⁰.
    var steps = 2_000_000
    var outputBytes = 512 << 20

    static let site = RenderingLimits()
}
