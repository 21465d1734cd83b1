public import CourseCodeCore
public import Localization
public import SiteInterface

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
    public static func message(of status: TestCheck.Status) -> LocalizedText? {
        switch status {
        case let .failed(message, _): message
        case let .notCompiled(reason): reason
        case .passed, .notRun: nil
        }
    }

    /// `✔ pasa`, `✘ falla`, `⚠ no compila`, `— no comprobado`: the mark, the words (in the site's
    /// language), the class that colours them.
    public static func shown(_ status: TestCheck.Status, words: SiteWords = .spanish) -> (mark: String, text: String, className: String) {
        switch status {
        case .passed: ("✔", words.passes, "test-passed")
        case .failed: ("✘", words.fails, "test-failed")
        case .notCompiled: ("⚠", words.doesNotCompile, "test-not-compiled")
        case .notRun: ("—", words.notChecked, "test-not-run")
        }
    }
}
