public import CourseCodeCore
public import LessonsCore
public import Localization
public import SiteInterface

/// Builds the pages of the course's reports: traceability and links.
public struct ReportsPresenter: Sendable {
    public static let traceabilityPath = "reports/traceability.html"
    public static let linksPath = "reports/links.html"
    public static let traceabilityJSONPath = "reports/traceability.json"
    public static let linksJSONPath = "reports/links.json"
    public static let codeJSONPath = "reports/code.json"
    public static let stepsJSONPath = "reports/steps.json"

    private let site: SiteModel
    private let sidebar: SidebarModel
    private let titles: [LessonPath: String]
    private let results: TracedTestResults
    private let codeSummary: LocalizedText?
    private let codeMapURL: String?
    private let steps: [StepVerdict]
    /// Each step's position (from 1) by the lesson line of its block, for the tests' trails.
    private let stepPositions: [SourceLine: Int]

    /// - Parameters:
    ///   - results: what `--check-code` found for each test (and `--check-steps`, its trail); `.unchecked` without it.
    ///   - codeSummary: the check in one line, or why it did not run.
    ///   - codeMapURL: the code map's page, when the site has one.
    ///   - steps: with `--check-steps`, each step's verdict in course order.
    public init(
        site: SiteModel, sidebar: SidebarModel, course: Course, results: TracedTestResults = .unchecked, codeSummary: LocalizedText? = nil, codeMapURL: String? = nil,
        steps: [StepVerdict] = []
    ) {
        self.steps = steps
        stepPositions = Dictionary(steps.enumerated().map { (SourceLine(lesson: $0.element.block.lesson, line: $0.element.line), $0.offset + 1) }, uniquingKeysWith: { first, _ in first })
        self.site = site
        self.sidebar = sidebar
        self.results = results
        self.codeSummary = codeSummary
        self.codeMapURL = codeMapURL
        self.titles = Dictionary((course.lessons + (course.home.map { [$0] } ?? [])).map { ($0.path, $0.title) }, uniquingKeysWith: { first, _ in first })
    }

    /// One model per table, for `traceability-table.mustache`; asked for a few tables at a time.
    public func traceabilityTables(_ tables: ArraySlice<TraceabilityReport.Table>) -> [TraceabilityPageModel.Table] {
        tables.map { table in
            TraceabilityPageModel.Table(
                site: site,
                lessonTitle: titles[table.lesson] ?? table.lesson.value,
                lessonPath: table.lesson.value,
                lessonURL: site.url(for: table.lesson.pagePath),
                line: table.line,
                rows: table.rows.map { row in
                    TraceabilityPageModel.Row(
                        scenario: row.scenario,
                        description: row.description,
                        line: row.line,
                        tests: row.tests.map { test in
                            TraceabilityPageModel.Test(
                                name: test.name,
                                isFound: test.isFound,
                                mark: test.isFound ? "✔" : "✘",
                                statusClass: test.isFound ? "test-found" : "test-missing",
                                locations: test.locations.map(location),
                                moreLocations: test.definitionCount - test.locations.count,
                                hasMoreLocations: test.definitionCount > test.locations.count,
                                result: result(of: test.name),
                                trail: trail(of: test.name)
                            )
                        },
                        hasNoTests: row.tests.isEmpty
                    )
                }
            )
        }
    }

    /// Each lesson with untraced tests, and where they lie in `report.untraced`, in its order.
    public func untracedLessons(in report: TraceabilityReport) -> [(lesson: LessonPath, positions: Range<Int>)] {
        report.untraced.byLesson
    }

    /// The untraced tests of the lessons `lessons` (from `untracedLessons(in:)`), one model per
    /// lesson, for `traceability-untraced.mustache`: made a chunk at a time, as the page is written,
    /// since a large course has tens of thousands of them.
    public func untracedTests(
        for report: TraceabilityReport, lessons: ArraySlice<(lesson: LessonPath, positions: Range<Int>)>
    ) -> [TraceabilityPageModel.Untraced] {
        lessons.indices.map { position in
            let path = lessons[position].lesson
            return TraceabilityPageModel.Untraced(
                site: site,
                lessonPath: path.value,
                url: site.url(for: path.pagePath),
                tests: report.untraced[lessons[position].positions].map { TraceabilityPageModel.Untraced.Test(name: $0.name, line: $0.location.line) },
                opensList: position == 0,
                untracedCount: report.untraced.count
            )
        }
    }

    /// The top of the traceability page: its title and the totals.
    public func traceabilityPage(for report: TraceabilityReport) -> TraceabilityPageModel {
        TraceabilityPageModel(
            site: site.onPage(Self.traceabilityPath),
            sidebar: sidebar,
            pageTitle: "\(site.words.traceabilityTitle) · \(site.courseTitle)",
            tableCount: report.tables.count,
            scenarioCount: report.scenarioCount,
            testCount: report.testCount,
            foundCount: report.foundCount,
            missingCount: report.missingCount,
            allFound: report.missingCount == 0,
            hasTables: !report.tables.isEmpty,
            linksReportURL: site.url(for: Self.linksPath),
            codeChecked: results.checked,
            codeSummary: codeSummary.map(site.text) ?? site.words.nothingCompiled,
            codeMapURL: codeMapURL
        )
    }

    public func traceabilityFooter(for report: TraceabilityReport) -> TraceabilityPageModel.Footer {
        TraceabilityPageModel.Footer(
            site: site.onPage(Self.traceabilityPath),
            hasUntraced: !report.untraced.isEmpty,
            steps: steps.enumerated().map { step($0.element, position: $0.offset + 1) },
            hasSteps: !steps.isEmpty
        )
    }

    private func step(_ verdict: StepVerdict, position: Int) -> TraceabilityPageModel.Step {
        let words = site.words
        let lessonSays: String = switch (verdict.step.kind, verdict.step.expectation) {
        case (.red, .pass?): words.passes
        case (.red, .compileError?): words.doesNotCompile
        case (.red, _): words.fails
        case (.green, _), (.refactor, _): words.passes
        case (.plain, _): words.compiles
        }
        let note: String? = if let problem = verdict.problems.first {
            site.text(problem.message)
        } else if !verdict.missingNames.isEmpty {
            verdict.missingNames.joined(separator: ", ")
        } else {
            verdict.tests.compactMap { test in TestStatusText.message(of: test.status).map { "\(test.name): \(site.text($0))" } }.first
        }
        return TraceabilityPageModel.Step(
            id: StepAnchor.id(forStep: position),
            position: position,
            place: TraceabilityPageModel.Location(
                text: "\(verdict.block.lesson.value):\(verdict.line)",
                url: site.url(for: verdict.block.lesson.pagePath) + "#" + CodeFramePresenter.anchor(forBlock: verdict.block.index),
                hasURL: true
            ),
            kind: site.words.stepKind(verdict.step.kind),
            lessonSays: lessonSays,
            outcome: site.words.stepOutcome(verdict.outcome),
            isAsTheLessonSays: verdict.isAsTheLessonSays,
            verdict: verdict.isAsTheLessonSays ? "✔ \(words.asTheLessonSays)" : "✘ \(words.notAsTheLessonSays)",
            note: note
        )
    }

    private func trail(of name: String) -> TraceabilityPageModel.Trail? {
        guard let trail = results.trail(of: name), trail.red != nil || trail.green != nil else { return nil }
        // The step's number, short enough for the table's cell; the steps' list says where it is.
        let place = { (line: SourceLine, word: String) in
            stepPositions[line].map { TraceabilityPageModel.Location(text: "\(word) \($0)", url: "#" + StepAnchor.id(forStep: $0), hasURL: true) }
                ?? TraceabilityPageModel.Location(text: "\(word) \(line.lesson.value):\(line.line)", url: "", hasURL: false)
        }
        return TraceabilityPageModel.Trail(
            red: trail.red.map { place($0.at, site.words.redAt) },
            redOutcome: trail.red.map { site.words.stepOutcome($0.outcome) },
            green: trail.green.map { place($0, site.words.greenAt) },
            neverPasses: trail.red != nil && trail.green == nil
        )
    }

    public func linksPage(for report: LinkReport) -> LinksPageModel {
        let broken = report.broken.map {
            LinksPageModel.Broken(
                source: $0.source.value,
                sourceURL: site.url(for: $0.source.pagePath),
                line: $0.line,
                target: $0.target,
                reason: $0.reason.rawValue,
                message: site.text($0.message)
            )
        }
        return LinksPageModel(
            site: site.onPage(Self.linksPath),
            sidebar: sidebar,
            pageTitle: "\(site.words.brokenLinks) · \(site.courseTitle)",
            checked: report.checked,
            external: report.external,
            brokenCount: broken.count,
            broken: broken,
            hasBroken: !broken.isEmpty,
            traceabilityReportURL: site.url(for: Self.traceabilityPath)
        )
    }

    private func result(of name: String) -> TraceabilityPageModel.Result {
        let status = results.status(of: name)
        let shown = TestStatusText.shown(status, words: site.words)
        return TraceabilityPageModel.Result(mark: shown.mark, text: shown.text, className: shown.className, message: TestStatusText.message(of: status).map(site.text))
    }

    private func location(_ location: TestDefinition.Location) -> TraceabilityPageModel.Location {
        switch location {
        case let .lesson(path, line):
            TraceabilityPageModel.Location(text: "\(path.value):\(line)", url: site.url(for: path.pagePath), hasURL: true)
        case let .file(file, line):
            TraceabilityPageModel.Location(text: "\(file):\(line)", url: "", hasURL: false)
        }
    }
}
