public import CourseCodeCore

/// How a test's result (`--check-code`) is named: in the reports' JSON (`passed`), and to a reader (`✔ pasa`).
public enum TestStatusText {
    /// `passed`, `failed`, `not-compiled`, `not-run`.
    public static func code(of status: TestCheck.Status) -> String {
        switch status {
        case .passed: "passed"
        case .failed: "failed"
        case .notCompiled: "not-compiled"
        case .notRun: "not-run"
        }
    }

    /// The assertion that failed, or why it was not compiled.
    public static func message(of status: TestCheck.Status) -> String? {
        switch status {
        case let .failed(message, _): message
        case let .notCompiled(reason): reason
        case .passed, .notRun: nil
        }
    }

    /// `✔ pasa`, `✘ falla`, `⚠ no compila`, `— no comprobado`: the mark, the words, the class that colours them.
    public static func shown(_ status: TestCheck.Status) -> (mark: String, text: String, className: String) {
        switch status {
        case .passed: ("✔", "pasa", "test-passed")
        case .failed: ("✘", "falla", "test-failed")
        case .notCompiled: ("⚠", "no compila", "test-not-compiled")
        case .notRun: ("—", "no comprobado", "test-not-run")
        }
    }
}
