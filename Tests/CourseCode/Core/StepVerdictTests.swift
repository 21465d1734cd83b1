import CourseCodeCore
import LessonsCore
import Localization
import TestSupport
import XCTest

/// A step's outcome from the check of the code at it, against what its lesson says.
final class StepVerdictTests: XCTestCase {
    func test_judge_redWhoseTestDoesNotCompile_isACompileErrorAsALessonSaysOfAFailure() {
        let verdict = judge(TDDStep(kind: .red), tests: [test("test_a", line: 12, .notCompiled(reason: "falta Email"))], files: [.errors])

        XCTAssertEqual(verdict.outcome, .compileError)
        XCTAssertTrue(verdict.isAsTheLessonSays, "the lessons say \"falla\" of a test that does not compile too")
    }

    func test_judge_redWhoseTestFails_isAFailureButNotTheCompileErrorTheLessonPromised() {
        let verdict = judge(TDDStep(kind: .red, expectation: .compileError), tests: [test("test_a", line: 12, .failed(message: "XCTAssertEqual failed", at: nil))])

        XCTAssertEqual(verdict.outcome, .fail)
        XCTAssertFalse(verdict.isAsTheLessonSays)
    }

    func test_judge_redWhoseTestPasses_isAsTheLessonSaysOnlyWhenItSaysSo() {
        let passing = [test("test_a", line: 12, .passed)]

        XCTAssertEqual(judge(TDDStep(kind: .red), tests: passing).outcome, .pass)
        XCTAssertFalse(judge(TDDStep(kind: .red), tests: passing).isAsTheLessonSays, "a red test that passes proves nothing")
        XCTAssertTrue(judge(TDDStep(kind: .red, expectation: .pass), tests: passing).isAsTheLessonSays)
    }

    func test_judge_red_looksOnlyAtTheTestsItsBlockDeclares() {
        let tests = [test("test_earlier", line: 3, .failed(message: "x", at: nil)), test("test_a", line: 12, .passed), test("test_later", line: 40, .notCompiled(reason: "y"))]

        XCTAssertEqual(judge(TDDStep(kind: .red, expectation: .pass), tests: tests).outcome, .pass)
    }

    func test_judge_greenWhoseOwedTestsWereNotRun_isNotChecked() {
        let verdict = judge(TDDStep(kind: .green), tests: [test("test_a", line: 12, .notRun)], files: [.compiled], mustPass: ["EmailTests.test_a"])

        XCTAssertEqual(verdict.outcome, .notChecked, "the check gave up before running them: it is no pass")
    }

    func test_judge_greenLeavingATestItMustPassFailing_fails() {
        let verdict = judge(TDDStep(kind: .green), tests: [test("test_a", line: 12, .failed(message: "x", at: nil))], files: [.compiled], mustPass: ["EmailTests.test_a"])

        XCTAssertEqual(verdict.outcome, .fail)
        XCTAssertFalse(verdict.isAsTheLessonSays)
    }

    func test_judge_greenBesideATestThatFailedBeforeIt_passes() {
        let verdict = judge(TDDStep(kind: .green), tests: [test("test_other", line: 3, .failed(message: "x", at: nil))], files: [.compiled], mustPass: ["EmailTests.test_a"])

        XCTAssertEqual(verdict.outcome, .pass, "another lesson's failing test is not this step's doing")
    }

    func test_judge_greenWithEveryTestPassing_passes() {
        let verdict = judge(TDDStep(kind: .green), tests: [test("test_a", line: 3, .passed)], files: [.compiled])

        XCTAssertEqual(verdict.outcome, .pass)
        XCTAssertTrue(verdict.isAsTheLessonSays)
    }

    func test_judge_anyStepWritingAFileWithErrors_doesNotCompile() {
        for kind in [TDDStep.Kind.green, .refactor, .plain] {
            let verdict = judge(TDDStep(kind: kind), tests: [], files: [.errors])

            XCTAssertEqual(verdict.outcome, .doesNotCompile, "\(kind)")
            XCTAssertEqual(verdict.problems, [missingImport], "\(kind)")
            XCTAssertFalse(verdict.isAsTheLessonSays, "\(kind)")
        }
    }

    func test_judge_refactorThatBreaksAFileItDoesNotWrite_doesNotCompile() {
        let other = courseFilePath("App/Greeter.swift")
        let broken = CodeProblem(kind: .compileError, file: other, location: SourceLine(lesson: lessonPath("login/01.md"), line: 5), message: "value of type 'Email' has no member 'normalized'")
        let report = CodeCheckReport(
            run: .checked(reused: false), files: [FileCheck(path: file, status: .compiled), FileCheck(path: other, status: .errors, problems: [broken])], tests: [], problems: []
        )

        let verdict = StepVerdict.judge(TDDStep(kind: .refactor), of: block, lines: 10..<20, written: [file], report: report)

        XCTAssertEqual(verdict.outcome, .doesNotCompile)
        XCTAssertEqual(verdict.problems, [broken], "the refactor removed what Greeter.swift uses")
        XCTAssertTrue(verdict.breaksTheBuild)
    }

    func test_judge_fileStillBrokenAsAtTheStepBefore_isNotBlamedAgain() {
        let moved = CodeProblem(kind: missingImport.kind, file: file, location: SourceLine(lesson: lessonPath("login/01.md"), line: 30), message: missingImport.message)

        let verdict = judge(TDDStep(kind: .green), tests: [], files: [.errors], earlierProblems: [moved])

        XCTAssertEqual(verdict.outcome, .doesNotCompile)
        XCTAssertEqual(verdict.problems, [], "the block that introduced it was blamed")
        XCTAssertFalse(verdict.breaksTheBuild)
        XCTAssertTrue(verdict.isAsTheLessonSays)
    }

    func test_judge_redBlockThatDeclaresNoTest_isJudgedAsPlainCode() {
        let verdict = judge(TDDStep(kind: .red), tests: [test("test_elsewhere", line: 40, .failed(message: "x", at: nil))], files: [.compiled])

        XCTAssertEqual(verdict.step, .plain, "the stub a red test needs is no test")
        XCTAssertEqual(verdict.outcome, .pass)
        XCTAssertTrue(verdict.isAsTheLessonSays)
    }

    func test_missingNames_areWhatTheRedTestsCompilerErrorsAtItsLinesAskFor() {
        let at = { (line: Int) in SourceLine(lesson: lessonPath("login/01.md"), line: line) }
        let problems = [
            CodeProblem(kind: .typeNotInCourse(name: "Email"), file: file, location: at(12), message: "usa Email, que ninguna lección declara"),
            CodeProblem(kind: .compileError, file: file, location: at(14), message: "value of type 'Email' has no member 'isValid'"),
            CodeProblem(kind: .compileError, file: file, location: at(40), message: "cannot find 'Later' in scope"),
        ]
        let report = CodeCheckReport(
            run: .checked(reused: false), files: [FileCheck(path: file, status: .leftOut, problems: problems)],
            tests: [test("test_a", line: 12, .notCompiled(reason: "usa Email"))], problems: []
        )

        let verdict = StepVerdict.judge(TDDStep(kind: .red), of: block, lines: 10..<20, written: [file], report: report)

        XCTAssertEqual(verdict.outcome, .compileError)
        XCTAssertEqual(verdict.missingNames, ["Email", "isValid"], "not what a later block's lines ask for")
    }

    func test_judge_stepOnlyForApplePlatforms_saysNothingAgainstTheLesson() {
        let verdict = judge(TDDStep(kind: .green), tests: [], files: [.appleOnly])

        XCTAssertEqual(verdict.outcome, .appleOnly)
        XCTAssertTrue(verdict.isAsTheLessonSays)
    }

    func test_judge_codeNotChecked_isNotChecked() {
        let verdict = StepVerdict.judge(TDDStep(kind: .green), of: block, lines: 10..<20, written: [], report: CodeCheckReport.unchecked(CourseCode()))

        XCTAssertEqual(verdict.outcome, .notChecked)
    }

    // MARK: - Helpers

    private let block = CourseCode.BlockKey(lesson: lessonPath("login/01.md"), index: 1)
    private let file = CourseFilePath("Tests/EmailTests.swift")!

    /// The block spans lines 10 to 19 of its lesson and writes `file`.
    /// A file with errors has one: `missingImport`.
    private func judge(_ step: TDDStep, tests: [TestCheck], files: [FileCheckStatus] = [.compiled], mustPass: Set<String> = [], earlierProblems: [CodeProblem] = []) -> StepVerdict {
        let checks = files.map { FileCheck(path: file, status: $0, reason: nil, problems: $0 == .errors ? [missingImport] : []) }
        let report = CodeCheckReport(run: .checked(reused: false), files: checks, tests: tests, problems: [])
        return StepVerdict.judge(step, of: block, lines: 10..<20, written: [file], report: report, mustPass: mustPass, earlierProblems: earlierProblems)
    }

    private var missingImport: CodeProblem {
        CodeProblem(kind: .missingImport(module: "Foundation"), file: file, location: SourceLine(lesson: lessonPath("login/01.md"), line: 12), message: "falta import Foundation")
    }

    private func test(_ name: String, line: Int, _ status: TestCheck.Status) -> TestCheck {
        TestCheck(className: "EmailTests", name: name, file: file, declaration: SourceLine(lesson: lessonPath("login/01.md"), line: line), status: status)
    }
}
