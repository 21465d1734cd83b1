import CourseCodeCore
import LessonsCore
import LessonsInterface
import Localization
import SiteInterface
import TestSupport
import XCTest

/// The badge a TDD step's frame carries (`--check-steps`): its words, its tone, its title.
final class StepBadgeTests: XCTestCase {
    func test_of_redWhoseTestDoesNotCompile_saysWhatIsMissing() {
        let verdict = makeVerdict(.red, .compileError, tests: [notCompiled("cannot find 'Email' in scope")], problems: [compileError("cannot find 'Email' in scope")])

        let badge = StepBadge.of(verdict, at: 3, site: makeSite())

        XCTAssertEqual(badge, StepBadge(tone: .red, text: "rojo: no compila", missing: ["Email"], title: "Paso 3 · como dice la lección", position: 3))
    }

    func test_of_redAskingForManyNames_showsTwoAndSaysThereAreMore() {
        let verdict = makeVerdict(.red, .compileError, tests: [notCompiled("cannot find 'Email' in scope")], problems: [
            compileError("cannot find 'Email' in scope"), compileError("cannot find type 'Password' in scope"), compileError("value of type 'Email' has no member 'isValid'"),
        ])

        let badge = StepBadge.of(verdict, at: 1, site: makeSite())

        XCTAssertEqual(badge?.missing, ["Email", "Password"])
        XCTAssertEqual(badge?.missesMore, true)
    }

    func test_of_redThatFails_isRed() {
        let badge = StepBadge.of(makeVerdict(.red, .fail), at: 1, site: makeSite())

        XCTAssertEqual(badge?.text, "rojo: falla")
        XCTAssertEqual(badge?.tone, .red)
        XCTAssertEqual(badge?.missing, [])
    }

    func test_of_redThatPassesAsItsLessonSays_isRedPasses() {
        let badge = StepBadge.of(makeVerdict(.red, .pass, expectation: .pass), at: 1, site: makeSite())

        XCTAssertEqual(badge?.text, "rojo: pasa")
        XCTAssertEqual(badge?.tone, .red)
    }

    func test_of_redThatPassesThoughItsLessonSaysItFails_isAWarningSayingWhatTheLessonSays() {
        let badge = StepBadge.of(makeVerdict(.red, .pass), at: 4, site: makeSite())

        XCTAssertEqual(badge, StepBadge(tone: .warning, text: "⚠ rojo: pasa", title: "Paso 4 · la lección dice que falla", position: 4))
    }

    func test_of_redThatFailsThoughItsLessonSaysItDoesNotCompile_isAWarning() {
        let badge = StepBadge.of(makeVerdict(.red, .fail, expectation: .compileError), at: 4, site: makeSite())

        XCTAssertEqual(badge?.text, "⚠ rojo: falla")
        XCTAssertEqual(badge?.title, "Paso 4 · la lección dice que no compila")
    }

    func test_of_greenOrRefactorThatPasses_isTicked() {
        XCTAssertEqual(StepBadge.of(makeVerdict(.green, .pass), at: 2, site: makeSite()), StepBadge(tone: .green, text: "verde ✓", title: "Paso 2 · como dice la lección", position: 2))
        XCTAssertEqual(StepBadge.of(makeVerdict(.refactor, .pass), at: 2, site: makeSite())?.text, "refactor ✓")
    }

    func test_of_greenLeavingTestsFailing_isAWarningNamingThem() {
        let verdict = makeVerdict(.green, .fail, tests: [test("test_a", .failed(message: "x", at: nil)), test("test_b", .notCompiled(reason: "y"))])

        let badge = StepBadge.of(verdict, at: 5, site: makeSite())

        XCTAssertEqual(badge, StepBadge(tone: .warning, text: "⚠ verde: falla", title: "Paso 5 · no pasan: test_a, test_b", position: 5))
    }

    func test_of_anyStepThatBreaksTheBuild_isAWarningWithTheCompilersFirstError() {
        let problems = [
            CodeProblem(kind: .compileError, file: courseFilePath("App/Email.swift"), location: sourceLine("login/01.md", 40), message: "cannot convert value"),
            CodeProblem(kind: .compileError, file: courseFilePath("App/Email.swift"), location: nil, message: "second"),
        ]

        for kind in TDDStep.Kind.allCases where kind != .red {
            let badge = StepBadge.of(makeVerdict(kind, .doesNotCompile, problems: problems), at: 7, site: makeSite())

            XCTAssertEqual(badge, StepBadge(tone: .warning, text: "⚠ no compila", title: "Paso 7 · cannot convert value (login/01.md:40)", position: 7), "\(kind)")
        }
    }

    func test_of_greenAtWhichAnEarlierBreakLasts_isMuted() {
        let badge = StepBadge.of(makeVerdict(.green, .doesNotCompile), at: 8, site: makeSite())

        XCTAssertEqual(badge, StepBadge(tone: .muted, text: "verde: no compila", title: "Paso 8 · no compila desde un paso anterior", position: 8))
    }

    func test_of_stepNothingWasChecked_hasNoBadge() {
        for kind in TDDStep.Kind.allCases {
            XCTAssertNil(StepBadge.of(makeVerdict(kind, .notChecked), at: 1, site: makeSite()), "\(kind)")
        }
    }

    func test_of_stepForAnApplePlatform_isMuted() {
        XCTAssertEqual(StepBadge.of(makeVerdict(.green, .appleOnly), at: 1, site: makeSite()), StepBadge(tone: .muted, text: "verde: solo Apple", title: "Paso 1", position: 1))
    }

    func test_of_plainStepThatKeepsTheBuild_hasNoBadge() {
        for outcome in [StepVerdict.Outcome.pass, .fail, .notChecked, .appleOnly, .doesNotCompile] {
            XCTAssertNil(StepBadge.of(makeVerdict(.plain, outcome), at: 1, site: makeSite()), "\(outcome)")
        }
    }

    func test_of_inAnEnglishSite_isInEnglish() {
        let site = makeSite(language: .english)

        XCTAssertEqual(StepBadge.of(makeVerdict(.red, .compileError, tests: [notCompiled("cannot find 'Email' in scope")]), at: 3, site: site)?.text, "red: does not compile")
        XCTAssertEqual(StepBadge.of(makeVerdict(.green, .pass), at: 3, site: site)?.title, "Step 3 · as the lesson says")
        XCTAssertEqual(StepBadge.of(makeVerdict(.red, .pass), at: 3, site: site)?.title, "Step 3 · the lesson says it fails")
    }

    // MARK: - Helpers

    private func makeSite(language: SiteLanguage = .spanish) -> SiteModel {
        SiteModel(courseTitle: "x", baseURL: "/curso/", language: language)
    }

    private func makeVerdict(
        _ kind: TDDStep.Kind, _ outcome: StepVerdict.Outcome, expectation: TDDStep.Expectation? = nil, tests: [TestCheck] = [], problems: [CodeProblem] = []
    ) -> StepVerdict {
        StepVerdict(
            block: CourseCode.BlockKey(lesson: lessonPath("login/01.md"), index: 0), line: 10, step: TDDStep(kind: kind, expectation: expectation),
            outcome: outcome, tests: tests, problems: problems
        )
    }

    /// The compiler's error at the red step's own lines.
    private func compileError(_ message: LocalizedText) -> CodeProblem {
        CodeProblem(kind: .compileError, file: courseFilePath("AppTests/EmailTests.swift"), location: sourceLine("login/01.md", 12), message: message)
    }

    private func notCompiled(_ reason: LocalizedText) -> TestCheck {
        test("test_a", .notCompiled(reason: reason))
    }

    private func test(_ name: String, _ status: TestCheck.Status) -> TestCheck {
        TestCheck(className: "EmailTests", name: name, file: courseFilePath("AppTests/EmailTests.swift"), declaration: sourceLine("login/01.md", 12), status: status)
    }
}
