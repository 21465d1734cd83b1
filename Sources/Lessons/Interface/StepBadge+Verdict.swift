public import CourseCodeCore
import LessonsCore
public import SiteInterface

extension StepBadge {
    /// How many names a red test asks for a badge shows: more would crowd a phone's title bar.
    static let shownMissingNames = 2

    /// The badge of a step's verdict, in the site's language; nil for a plain step that kept the
    /// code building, which says nothing to check, and for a step nothing was checked of (pages
    /// stay quiet).
    /// - Parameter position: the step's place in the course (from 1).
    public static func of(_ verdict: StepVerdict, at position: Int, site: SiteModel) -> StepBadge? {
        let words = site.words
        let step = "\(words.step) \(position)"
        if verdict.breaksTheBuild {
            let problem = verdict.problems.first.map { problem in
                " · " + site.text(problem.message) + (problem.location.map { " (\($0.lesson.value):\($0.line))" } ?? "")
            }
            return StepBadge(tone: .warning, text: "⚠ " + words.doesNotCompile, title: step + (problem ?? ""), position: position)
        }
        guard verdict.step.kind != .plain else { return nil }
        let kind = words.stepKind(verdict.step.kind)
        switch verdict.outcome {
        case .appleOnly:
            return StepBadge(tone: .muted, text: "\(kind): \(words.appleOnly)", title: step, position: position)
        case .notChecked:
            // A red step's scaffolding that declares no test, a green whose tests were not run:
            // "not checked" on the page would read as something wrong; the report says it.
            return nil
        case .doesNotCompile:
            // Not this step's doing: the files it wrote were broken already.
            return StepBadge(tone: .muted, text: "\(kind): \(words.doesNotCompile)", title: "\(step) · \(words.stepBrokenEarlier)", position: position)
        case .compileError, .fail, .pass:
            break
        }
        let isRed = verdict.step.kind == .red
        if !isRed, verdict.outcome == .pass {
            return StepBadge(tone: .green, text: "\(kind) ✓", title: "\(step) · \(words.stepAsTheLessonSays)", position: position)
        }
        let outcome = words.stepOutcome(verdict.outcome)
        let missing = verdict.outcome == .compileError ? verdict.missingNames : []
        let shown = Array(missing.prefix(shownMissingNames))
        guard !verdict.isAsTheLessonSays else {
            return StepBadge(
                tone: isRed ? .red : .green, text: "\(kind): \(outcome)", missing: shown, missesMore: missing.count > shown.count,
                title: "\(step) · \(words.stepAsTheLessonSays)", position: position
            )
        }
        return StepBadge(
            tone: .warning, text: "⚠ \(kind): \(outcome)", missing: shown, missesMore: missing.count > shown.count,
            title: "\(step) · " + (isRed ? lessonSays(verdict.step.expectation, words: words) : notPassing(verdict, words: words)), position: position
        )
    }

    /// What the lesson says a red step's test does, which it did not.
    private static func lessonSays(_ expectation: TDDStep.Expectation?, words: SiteWords) -> String {
        switch expectation {
        case .pass?: words.stepLessonSaysItPasses
        case .compileError?: words.stepLessonSaysItDoesNotCompile
        case .fail?, nil: words.stepLessonSaysItFails
        }
    }

    /// `no pasan: test_a, test_b`: the tests a green or refactor step left failing or not compiling.
    private static func notPassing(_ verdict: StepVerdict, words: SiteWords) -> String {
        let names = verdict.tests.map(\.name)
        let shown = names.prefix(3).joined(separator: ", ") + (names.count > 3 ? ", …" : "")
        return names.isEmpty ? words.fails : "\(words.stepNotPassing) \(shown)"
    }
}
