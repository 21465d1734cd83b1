/// What the check made of a file of the course's code, as `reports/code.json` names it.
public enum FileCheckStatus: String, Equatable, Sendable, CaseIterable {
    /// In the package that compiled.
    case compiled
    /// The compiler found errors in it, reported at their lesson lines.
    case errors
    /// Needs an Apple platform (a SwiftUI view, an `App`, `#Preview`, UIKit…), or uses a file that does.
    case appleOnly = "apple-only"
    /// Not compiled: it uses a file that could not be compiled, or a type no lesson declares.
    case leftOut = "left-out"
    /// Nothing was compiled (no `--check-code`, or the check could not run).
    case notChecked = "not-checked"
}
