public import CourseCodeCore
public import Foundation
import LessonsCore
import Localization

/// Keeps the last check's report in a JSON file beside the package (`last-check.json`), under the
/// key of what it checked. A file that cannot be read, or another key, is no report: the course is
/// compiled again.
public struct JSONFileCodeCheckCache: CodeCheckCache {
    private let file: URL

    public init(file: URL) {
        self.file = file
    }

    public func report(for key: String) -> CodeCheckReport? {
        guard let data = try? Data(contentsOf: file), let saved = try? JSONDecoder().decode(Saved.self, from: data), saved.key == key else { return nil }
        return saved.report.model
    }

    public func save(_ report: CodeCheckReport, for key: String) {
        // A cache that cannot be written only costs the next build a compilation.
        guard let data = try? JSONEncoder().encode(Saved(key: key, report: ReportDTO(report))) else { return }
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: file, options: .atomic)
    }

    // MARK: - The file's shape, private to this adapter

    private struct Saved: Codable {
        let key: String
        let report: ReportDTO
    }

    private struct LineDTO: Codable {
        let lesson: String
        let line: Int

        init(_ line: SourceLine) {
            lesson = line.lesson.value
            self.line = line.line
        }

        var model: SourceLine? { LessonPath(lesson).map { SourceLine(lesson: $0, line: line) } }
    }

    private struct ProblemDTO: Codable {
        /// `compile-error`, `missing-import`, `type-not-in-course`, `test-failed`.
        let kind: String
        /// The module, type or test the kind names.
        let subject: String?
        let file: String?
        let location: LineDTO?
        /// Kept as its Spanish and values, so a build in another language shows it translated.
        let message: LocalizedText

        init(_ problem: CodeProblem) {
            switch problem.kind {
            case .compileError: (kind, subject) = ("compile-error", nil)
            case let .missingImport(module): (kind, subject) = ("missing-import", module)
            case let .typeNotInCourse(name): (kind, subject) = ("type-not-in-course", name)
            case let .testFailed(test): (kind, subject) = ("test-failed", test)
            }
            file = problem.file?.value
            location = problem.location.map(LineDTO.init)
            message = problem.message
        }

        var model: CodeProblem? {
            let kind: CodeProblem.Kind
            switch (self.kind, subject) {
            case ("compile-error", _): kind = .compileError
            case let ("missing-import", module?): kind = .missingImport(module: module)
            case let ("type-not-in-course", name?): kind = .typeNotInCourse(name: name)
            case let ("test-failed", test?): kind = .testFailed(test: test)
            default: return nil
            }
            return CodeProblem(kind: kind, file: file.flatMap(CourseFilePath.init), location: location?.model, message: message)
        }
    }

    private struct FileDTO: Codable {
        let path: String
        let status: String
        let reason: LocalizedText?
        let problems: [ProblemDTO]

        init(_ file: FileCheck) {
            path = file.path.value
            status = file.status.rawValue
            reason = file.reason
            problems = file.problems.map(ProblemDTO.init)
        }

        var model: FileCheck? {
            guard let path = CourseFilePath(path), let status = FileCheckStatus(rawValue: status) else { return nil }
            return FileCheck(path: path, status: status, reason: reason, problems: problems.compactMap(\.model))
        }
    }

    private struct TestDTO: Codable {
        let className: String
        let name: String
        let file: String
        let declaration: LineDTO
        /// `passed`, `failed`, `not-compiled`, `not-run`.
        let status: String
        let message: LocalizedText?
        let at: LineDTO?

        init(_ test: TestCheck) {
            className = test.className
            name = test.name
            file = test.file.value
            declaration = LineDTO(test.declaration)
            switch test.status {
            case .passed: (status, message, at) = ("passed", nil, nil)
            case let .failed(message, line): (status, self.message, at) = ("failed", message, line.map(LineDTO.init))
            case let .notCompiled(reason): (status, message, at) = ("not-compiled", reason, nil)
            case .notRun: (status, message, at) = ("not-run", nil, nil)
            }
        }

        var model: TestCheck? {
            guard let file = CourseFilePath(file), let declaration = declaration.model else { return nil }
            let status: TestCheck.Status
            switch self.status {
            case "passed": status = .passed
            case "failed": status = .failed(message: message ?? "", at: at?.model)
            case "not-compiled": status = .notCompiled(reason: message ?? "")
            default: status = .notRun
            }
            return TestCheck(className: className, name: name, file: file, declaration: declaration, status: status)
        }
    }

    private struct ReportDTO: Codable {
        let files: [FileDTO]
        let tests: [TestDTO]
        let problems: [ProblemDTO]

        init(_ report: CodeCheckReport) {
            files = report.files.map(FileDTO.init)
            tests = report.tests.map(TestDTO.init)
            problems = report.problems.map(ProblemDTO.init)
        }

        var model: CodeCheckReport {
            CodeCheckReport(run: .checked(reused: true), files: files.compactMap(\.model), tests: tests.compactMap(\.model), problems: problems.compactMap(\.model))
        }
    }
}
