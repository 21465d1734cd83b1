public import LessonsCore
public import Localization
public import SiteCore

/// Asks the content's history (git) when each lesson last changed, once for the whole course, so
/// each lesson's page can say so.
public struct ReadLessonDatesStep: BuildStep {
    /// Nil when dates were turned off (`--no-dates`) or there is no git to ask.
    private let history: (any LessonHistory)?
    /// Dates were turned off: the progress line says which of the two left them out.
    private let turnedOff: Bool

    public init(history: (any LessonHistory)?, turnedOff: Bool = false) {
        self.history = history
        self.turnedOff = turnedOff
    }

    public var name: LocalizedText { "Leer las fechas de las lecciones" }

    public func run(_ context: inout SiteBuildContext, diagnostics: DiagnosticEngine) async throws -> StepOutcome {
        guard let history else { return .skipped(turnedOff ? "--no-dates" : "git no está instalado") }
        let lessons = Set(context.lessons.map(\.path))
        context.lessonDates = await history.lastChanges().filter { lessons.contains($0.key) }
        // A lane beside it failed and git was stopped: no dates is not "not in a repository".
        try Task.checkCancellation()
        guard !context.lessonDates.isEmpty else { return .skipped("las lecciones no están en un repositorio git") }
        return .done("\(context.lessonDates.count) de \(Plural.count(lessons.count, "lección", "lecciones")), de git")
    }
}
