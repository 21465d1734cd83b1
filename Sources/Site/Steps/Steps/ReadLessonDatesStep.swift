public import LessonsCore
public import Localization
public import SiteCore

/// Asks the content's history (git) when each lesson last changed, once for the whole course, so
/// each lesson's page can say so.
public struct ReadLessonDatesStep: BuildStep {
    private let dates: Dates

    /// Where the dates come from, or why there are none: the progress line says which.
    public enum Dates: Sendable {
        case from(any LessonHistory)
        /// `--no-dates`.
        case turnedOff
        /// No git to ask: why, for the progress line.
        case unavailable(because: LocalizedText)
    }

    public init(_ dates: Dates) {
        self.dates = dates
    }

    public var name: LocalizedText { "Leer las fechas de las lecciones" }

    public func run(_ context: inout SiteBuildContext, diagnostics: DiagnosticEngine) async throws -> StepOutcome {
        let history: any LessonHistory
        switch dates {
        case let .from(source): history = source
        case .turnedOff: return .skipped("--no-dates")
        case let .unavailable(reason): return .skipped(reason)
        }
        let lessons = Set(context.lessons.map(\.path))
        context.lessonDates = await history.lastChanges().filter { lessons.contains($0.key) }
        // A lane beside it failed and git was stopped: no dates is not "not in a repository".
        try Task.checkCancellation()
        guard !context.lessonDates.isEmpty else { return .skipped("las lecciones no están en un repositorio git") }
        return .done("\(context.lessonDates.count) de \(Plural.count(lessons.count, "lección", "lecciones")), de git")
    }
}
