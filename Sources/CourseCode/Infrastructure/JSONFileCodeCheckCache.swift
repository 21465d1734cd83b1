public import CourseCodeCore
public import Foundation
import LessonsCore
import Localization

/// Keeps checks' reports in JSON files in a folder beside the package (`checks/<key>.json`), each
/// under the key of what it checked: the final code's check and the steps' replay share it, so a
/// build whose lessons did not change re-checks nothing, an edit re-checks from the first step it
/// changes, and the last step, whose code is the final code, reuses the final check's report. A
/// file that cannot be read, or another key, is no report: the code is compiled again. The most
/// recently used reports are kept, up to a number; older ones are removed as new ones are saved.
public struct JSONFileCodeCheckCache: CodeCheckCache {
    private let folder: URL
    private let keeping: Int
    /// Reports used or saved since are this build's: never removed, or a course of more steps than
    /// `keeping` would remove its own first steps' reports at every build and reuse none.
    /// A second early: the file system's clock, which dates the files, may lag behind the system's by a few milliseconds.
    private let since = Date(timeIntervalSinceNow: -1)

    /// - Parameter keeping: how many reports the folder keeps at most, beyond those of this build.
    public init(folder: URL, keeping: Int = 512) {
        self.folder = folder
        self.keeping = max(1, keeping)
    }

    public func report(for key: String) -> CodeCheckReport? {
        let file = file(for: key)
        guard let data = try? Data(contentsOf: file), let saved = try? JSONDecoder().decode(Saved.self, from: data), saved.key == key else { return nil }
        // Used again: the last to be removed.
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: file.path)
        return saved.report.model
    }

    public func save(_ report: CodeCheckReport, for key: String) {
        // A cache that cannot be written only costs the next build a compilation.
        guard let data = try? JSONEncoder().encode(Saved(key: key, report: ReportDTO(report))) else { return }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? data.write(to: file(for: key), options: .atomic)
        Self.removeOldest(in: folder, keeping: keeping, before: since)
    }

    /// A key is a content hash; anything else is made a safe file name.
    private func file(for key: String) -> URL {
        let name = String(key.unicodeScalars.filter { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }.prefix(128))
        return folder.appendingPathComponent(name + ".json")
    }

    private static func removeOldest(in folder: URL, keeping: Int, before since: Date) {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: folder.path), names.count > keeping else { return }
        let dated = names.filter { $0.hasSuffix(".json") }.map { name -> (String, Date) in
            let date = (try? manager.attributesOfItem(atPath: folder.appendingPathComponent(name).path)[.modificationDate] as? Date) ?? .distantPast
            return (name, date)
        }
        let earlier = dated.filter { $0.1 < since }.sorted { $0.1 < $1.1 }
        for (name, _) in earlier.prefix(max(0, dated.count - keeping)) {
            try? manager.removeItem(at: folder.appendingPathComponent(name))
        }
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
