/// What a TDD step did when its code was checked (`--check-steps`), on its code frame's title bar:
/// `rojo: no compila — falta Email`, `verde ✓`, `⚠ no compila`; linked to the step in the
/// traceability report.
public struct StepBadge: Equatable, Sendable {
    /// How the badge is coloured, and the class that colours it.
    public enum Tone: String, Sendable {
        /// A red step that did as its lesson says.
        case red
        /// A green or refactor step that did as its lesson says.
        case green
        /// A step that did not do what its lesson says.
        case warning
        /// Nothing could say: its code was not checked, or an earlier step left it not compiling.
        case muted
    }

    public let tone: Tone
    /// `rojo: no compila`, `verde ✓`, `⚠ rojo: pasa`.
    public let text: String
    /// The names a red test asks for that do not exist yet (at most a few), shown as code after the text.
    public let missing: [String]
    /// The compiler named more than `missing` holds.
    public let missesMore: Bool
    /// `Paso 3 · como dice la lección`, or what the lesson says instead, or the compiler's first error.
    public let title: String
    /// The step's place in the course (from 1).
    public let position: Int
    /// The step in the traceability report; nil where the badge is not a link (the print page).
    public let url: String?

    public init(tone: Tone, text: String, missing: [String] = [], missesMore: Bool = false, title: String, position: Int, url: String? = nil) {
        self.tone = tone
        self.text = text
        self.missing = missing
        self.missesMore = missesMore
        self.title = title
        self.position = position
        self.url = url
    }

    /// The same badge, linked to `url` (or to nothing).
    public func linking(to url: String?) -> StepBadge {
        StepBadge(tone: tone, text: text, missing: missing, missesMore: missesMore, title: title, position: position, url: url)
    }
}
