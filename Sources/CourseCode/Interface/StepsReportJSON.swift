public import CourseCodeCore
import LessonsCore
import LessonsInterface
public import Localization

/// `reports/steps.json` (documented in the guide, docs/guide/03-checking/01-checking-the-code.md), written with `--check-steps`: each step of the
/// course's TDD in course order, what its lesson says it does and what it did, the tests it was
/// judged on and the compile errors it introduced; and the totals. Every key is always there;
/// what does not apply is `null`.
public struct StepsReportJSON: Sendable {
    public struct Totals: Encodable, Equatable, Sendable {
        let steps, red, redAsExpected, redUnexpected, green, greenPassed, greenFailed, notCompiling, notChecked: Int
    }

    struct Test: Encodable, Equatable, Sendable {
        let name: String
        /// As in `code.json`: `passed`, `failed`, `not-compiled`, `not-run`.
        let status: String
        let message: String?

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(status, forKey: .status)
            try container.encode(message, forKey: .message)
        }

        private enum CodingKeys: String, CodingKey { case name, status, message }
    }

    public struct Step: Encodable, Equatable, Sendable {
        let lesson: String
        let line: Int
        /// `red`, `green`, `refactor`, `plain`.
        let kind: String
        /// `fail`, `compile-error`, `pass`, or null when the lesson says nothing.
        let expect: String?
        /// `compile-error`, `fail`, `pass`, `does-not-compile`, `apple-only`, `not-checked`.
        let outcome: String
        let asTheLessonSays: Bool
        let tests: [Test]
        /// As in `code.json`.
        let diagnostics: [CodeReportJSON.Diagnostic]

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(lesson, forKey: .lesson)
            try container.encode(line, forKey: .line)
            try container.encode(kind, forKey: .kind)
            try container.encode(expect, forKey: .expect)
            try container.encode(outcome, forKey: .outcome)
            try container.encode(asTheLessonSays, forKey: .asTheLessonSays)
            try container.encode(tests, forKey: .tests)
            try container.encode(diagnostics, forKey: .diagnostics)
        }

        private enum CodingKeys: String, CodingKey { case lesson, line, kind, expect, outcome, asTheLessonSays, tests, diagnostics }
    }

    private let verdicts: [StepVerdict]
    private let language: SiteLanguage

    /// - Parameter language: the language of its messages, the site's.
    public init(_ steps: ReplayedSteps, language: SiteLanguage = .spanish) {
        verdicts = steps.verdicts
        self.language = language
    }

    public var totals: Totals {
        let red = verdicts.filter { $0.step.kind == .red }
        let green = verdicts.filter { $0.step.kind == .green }
        return Totals(
            steps: verdicts.count,
            red: red.count,
            redAsExpected: red.filter { $0.isAsTheLessonSays && $0.wasChecked }.count,
            redUnexpected: red.filter { !$0.isAsTheLessonSays }.count,
            green: green.count,
            greenPassed: green.filter { $0.outcome == .pass }.count,
            greenFailed: green.filter { $0.outcome == .fail || $0.breaksTheBuild }.count,
            notCompiling: verdicts.filter(\.breaksTheBuild).count,
            notChecked: verdicts.filter { !$0.wasChecked }.count
        )
    }

    public var steps: [Step] {
        verdicts.map { verdict in
            Step(
                lesson: verdict.block.lesson.value,
                line: verdict.line,
                kind: verdict.step.kind.rawValue,
                expect: verdict.step.expectation?.rawValue,
                outcome: verdict.outcome.rawValue,
                asTheLessonSays: verdict.isAsTheLessonSays,
                tests: verdict.tests.map { Test(name: $0.name, status: TestStatusText.code(of: $0.status), message: TestStatusText.message(of: $0.status)?.rendered(in: language)) },
                diagnostics: verdict.problems.map { CodeReportJSON.Diagnostic(lesson: $0.location?.lesson.value, line: $0.location?.line, message: $0.message.rendered(in: language)) }
            )
        }
    }
}
