import LessonsInterface
public import CourseCodeCore
public import Localization

/// `reports/code.json` (documented in the guide, docs/guide/03-checking/02-reports.md): every file of the course's code with its status,
/// the blocks that write its versions and its problems; every test with its result; the totals.
/// Every key is always there; what does not apply is `null`.
///
/// Given in parts, `totals` and then the files and the tests a range at a time, so that the file
/// is streamed as the other reports are: the whole of it, encoded at once, was megabytes of
/// `JSONEncoder`'s values while the lessons' pages were written beside it.
public struct CodeReportJSON: Sendable {
    public struct Totals: Encodable, Equatable, Sendable {
        let files, filesCompiled, filesWithErrors, filesAppleOnly, tests, testsPassed, testsFailed, testsNotRun: Int
    }

    struct Place: Encodable, Equatable, Sendable {
        let lesson: String
        let line: Int
    }

    struct Diagnostic: Encodable, Equatable, Sendable {
        let lesson: String?
        let line: Int?
        let message: String

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(lesson, forKey: .lesson)
            try container.encode(line, forKey: .line)
            try container.encode(message, forKey: .message)
        }

        private enum CodingKeys: String, CodingKey { case lesson, line, message }
    }

    public struct File: Encodable, Equatable, Sendable {
        let path: String
        /// `compiled`, `errors`, `apple-only`, `left-out`, `not-checked`.
        let status: String
        let versions: [Place]
        let diagnostics: [Diagnostic]
    }

    public struct Test: Encodable, Equatable, Sendable {
        let name: String
        let file: String
        /// `passed`, `failed`, `not-compiled`, `not-run`.
        let status: String
        let lesson: String
        let line: Int
        let message: String?

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(file, forKey: .file)
            try container.encode(status, forKey: .status)
            try container.encode(lesson, forKey: .lesson)
            try container.encode(line, forKey: .line)
            try container.encode(message, forKey: .message)
        }

        private enum CodingKeys: String, CodingKey { case name, file, status, lesson, line, message }
    }

    private let code: CourseCode
    private let check: CodeCheckReport
    private let checks: [CourseFilePath: FileCheck]
    private let language: SiteLanguage
    public let totals: Totals

    /// - Parameter language: the language of its messages, the site's.
    public init(code: CourseCode, check: CodeCheckReport, language: SiteLanguage = .spanish) {
        self.code = code
        self.check = check
        self.language = language
        checks = Dictionary(check.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        totals = Totals(
            files: code.files.count,
            filesCompiled: check.fileCount(.compiled),
            filesWithErrors: check.fileCount(.errors),
            filesAppleOnly: check.fileCount(.appleOnly),
            tests: check.tests.count,
            testsPassed: check.passedCount,
            testsFailed: check.failedCount,
            testsNotRun: check.notRunCount
        )
    }

    public var fileCount: Int { code.files.count }
    public var testCount: Int { check.tests.count }

    /// The files at `positions`, in the course's order.
    public func files(_ positions: Range<Int>) -> [File] {
        code.files[positions].map { file in
            let fileCheck = checks[file.path]
            return File(
                path: file.path.value,
                status: (fileCheck?.status ?? .notChecked).rawValue,
                versions: file.versions.map { version in
                    let placement = code.placements[CourseCode.BlockKey(lesson: version.lesson, index: version.block)]
                    let line = placement.map { $0.lines.lowerBound - $0.hiddenLines } ?? version.origins.first?.line ?? 0
                    return Place(lesson: version.lesson.value, line: line)
                },
                diagnostics: (fileCheck?.problems ?? []).map { Diagnostic(lesson: $0.location?.lesson.value, line: $0.location?.line, message: $0.message.rendered(in: language)) }
            )
        }
    }

    /// The tests at `positions`, in the check's order.
    public func tests(_ positions: Range<Int>) -> [Test] {
        check.tests[positions].map { test in
            Test(
                name: test.name,
                file: test.file.value,
                status: TestStatusText.code(of: test.status),
                lesson: test.declaration.lesson.value,
                line: test.declaration.line,
                message: TestStatusText.message(of: test.status)?.rendered(in: language)
            )
        }
    }
}
