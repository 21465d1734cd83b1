public import CourseCodeCore
import CourseCodeInterface
import Foundation
import LessonsCore
public import Localization
public import SiteCore

/// With `--check-code`: compiles the course's code as the lessons write it and runs its tests
/// (`CheckCourseCodeUseCase`), saying what it is doing as it goes. Each problem becomes a warning
/// at the lesson line that wrote it (an error with `--strict`). When the check cannot run (no
/// `swift` on the `PATH`, a timeout) that is a warning too, and the site is still published.
public struct CheckCodeStep: BuildStep {
    /// No `--check-code` (nothing is compiled, and the reports say so), why it cannot run, or the check.
    public typealias Request = ToolRequest<CheckCourseCodeUseCase>

    private let request: Request
    private let unconfined: LocalizedText?
    private let reporter: (any BuildReporting)?
    private let contentShown: String

    /// - Parameters:
    ///   - unconfined: why the course's code runs without a sandbox, when it does: a warning.
    ///   - reporter: hears the check's progress, part by part.
    public init(request: Request, unconfined: LocalizedText? = nil, reporter: (any BuildReporting)?, contentShown: String) {
        self.request = request
        self.unconfined = unconfined
        self.reporter = reporter
        self.contentShown = contentShown
    }

    public var name: LocalizedText { "Comprobar el código" }

    public func run(_ context: inout SiteBuildContext, diagnostics: DiagnosticEngine) async throws -> StepOutcome {
        let code = context.courseCode
        if case .off = request {
            context.codeCheck = .unchecked(code)
            return .skipped("sin --check-code")
        }
        // A course without code has nothing to check, whether or not a toolchain could check it.
        guard !code.files.isEmpty else {
            context.codeCheck = .unchecked(code, run: .checked(reused: false))
            return .skipped("ningún bloque de Swift nombra su archivo")
        }
        switch request {
        case .off:
            return .skipped("sin --check-code")
        case let .unavailable(reason):
            return skip(because: reason, code: code, context: &context, diagnostics: diagnostics)
        case let .on(checking):
            if let unconfined {
                diagnostics.emit(.warning(.codeUnconfined, "el código del curso se compila y se prueba sin aislar: \(unconfined). Sus pruebas pueden leer y escribir lo que tú puedes y usar la red; compruébalo así solo si el curso es de confianza."))
            }
            let report: CodeCheckReport
            do {
                report = try await checking.execute(code) { progress in
                    reporter?.stepProgress(name, detail: Self.describe(progress))
                }
            } catch {
                try Task.checkCancellation()
                return skip(because: error.reason, code: code, context: &context, diagnostics: diagnostics)
            }
            context.codeCheck = report
            diagnostics.emit(report.problems.map { Self.diagnostic(for: $0).inFolder(contentShown) })
            return .done(CodeCheckSummary.line(for: report) ?? LocalizedText(verbatim: ""))
        }
    }

    private func skip(because reason: LocalizedText, code: CourseCode, context: inout SiteBuildContext, diagnostics: DiagnosticEngine) -> StepOutcome {
        context.codeCheck = .unchecked(code, run: .skipped(reason: reason))
        diagnostics.emit(.warning(.codeCheckSkipped, "no se comprobó el código del curso: \(reason). El sitio se publica sin esa comprobación."))
        return .skipped(reason)
    }

    static func diagnostic(for problem: CodeProblem) -> Diagnostic {
        let id: DiagnosticID = switch problem.kind {
        case .compileError: .codeDoesNotCompile
        case .missingImport: .missingImport
        case .typeNotInCourse: .typeNotInCourse
        case .testFailed: .testFailed
        }
        let message: LocalizedText = problem.file.map { "\($0.fileName): \(problem.message)" } ?? problem.message
        return .warning(id, file: problem.location?.lesson.value, line: problem.location?.line, message)
    }

    static func describe(_ progress: CodeCheckProgress) -> LocalizedText {
        switch progress {
        case let .planned(files, appleOnly):
            appleOnly > 0
                ? "\(Plural.count(files, "archivo", "archivos")) al paquete (\(appleOnly) solo en plataformas Apple)"
                : "\(Plural.count(files, "archivo", "archivos")) al paquete"
        case .unchanged:
            "ningún bloque cambió desde la última comprobación: se usan sus resultados"
        case let .compiling(pass, files):
            pass > 1
                ? "compilando \(Plural.count(files, "archivo", "archivos")) (pasada \(pass), sin lo que no compiló)"
                : "compilando \(Plural.count(files, "archivo", "archivos"))"
        case let .compiled(_, duration, filesWithErrors):
            filesWithErrors > 0
                ? "compilado en \(seconds(duration)): \(Plural.count(filesWithErrors, "archivo", "archivos")) con errores"
                : "compilado en \(seconds(duration))"
        case let .testing(tests):
            "ejecutando \(Plural.count(tests, "test", "tests"))"
        case let .tested(duration, passed, failed):
            "tests ejecutados en \(seconds(duration)): \(passed) pasan, \(failed) fallan"
        }
    }

    private static func seconds(_ duration: Duration) -> String {
        String(format: "%.2f s", Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
    }
}

extension DiagnosticID {
    /// A line of the course's code does not compile.
    public static let codeDoesNotCompile = DiagnosticID("code-does-not-compile")
    /// A file of the course's code uses a module it does not import.
    public static let missingImport = DiagnosticID("missing-import")
    /// The course's code uses a type no lesson declares.
    public static let typeNotInCourse = DiagnosticID("type-not-in-course")
    /// A test of the course's code fails.
    public static let testFailed = DiagnosticID("test-failed")
    /// `--check-code` could not run: no `swift`, a timeout.
    public static let codeCheckSkipped = DiagnosticID("code-check-skipped")
    /// `--check-code` runs the course's code without a sandbox: no bubblewrap, or not Linux.
    public static let codeUnconfined = DiagnosticID("code-unconfined")
}
