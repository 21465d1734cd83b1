public import CourseCodeCore
public import LessonsCore
public import SiteInterface

/// How the pages word a TDD step (`--check-steps`): its frame's badge and the report's list alike.
extension SiteWords {
    // `self.` spelled out: a word is found through the table (`@dynamicMemberLookup`), which a
    // name without it does not reach.
    /// `rojo`, `verde`, `refactor`, `código`.
    public func stepKind(_ kind: TDDStep.Kind) -> String {
        switch kind {
        case .red: self.stepRed
        case .green: self.stepGreen
        case .refactor: self.stepRefactor
        case .plain: self.plainStep
        }
    }

    /// `pasa`, `falla`, `no compila` (a red test, or the step's code), `solo Apple`, `no comprobado`.
    public func stepOutcome(_ outcome: StepVerdict.Outcome) -> String {
        switch outcome {
        case .compileError, .doesNotCompile: self.doesNotCompile
        case .fail: self.fails
        case .pass: self.passes
        case .appleOnly: self.appleOnly
        case .notChecked: self.notChecked
        }
    }
}
