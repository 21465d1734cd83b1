public import CourseCodeCore
import Foundation
import LessonsCore
public import Localization
public import SiteCore

/// With `--check-steps`: replays the course's code step by step (`ReplayCourseStepsUseCase`) and
/// warns, at the lesson line of the block, of each step that does not do what its lesson says: a
/// red test that passes, or compiles where the lesson says it does not; a green or refactor step
/// that leaves a test failing; a step whose own file does not compile.
public struct CheckStepsStep: BuildStep {
    /// No `--check-steps`, why it cannot run, or the replay.
    public typealias Request = ToolRequest<ReplayCourseStepsUseCase>

    private let request: Request
    private let reporter: (any BuildReporting)?
    private let contentShown: String

    /// - Parameter reporter: hears each step as it is judged.
    public init(request: Request, reporter: (any BuildReporting)?, contentShown: String) {
        self.request = request
        self.reporter = reporter
        self.contentShown = contentShown
    }

    public var name: LocalizedText { "Comprobar los pasos del TDD" }

    public func run(_ context: inout SiteBuildContext, diagnostics: DiagnosticEngine) async throws -> StepOutcome {
        switch request {
        case .off:
            return .skipped("sin --check-steps")
        case let .unavailable(reason):
            // The code's check has warned already, for the same reason.
            return .skipped(reason)
        case let .on(replay):
            guard !context.courseCode.files.isEmpty else { return .skipped("ningún bloque de Swift nombra su archivo") }
            let course = try context.required(context.course, "el índice del curso", by: name)
            let lessons = Dictionary(context.lessons.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
            // In reading order, as the course's code was followed (`AssembleCodeStep`).
            let ordered = ((course.home.map { [$0] } ?? []) + course.lessons).compactMap { lessons[$0.path] }
            let name = name
            let reporter = reporter
            let replayed: ReplayedSteps
            do {
                replayed = try await replay.execute(context.courseCode, lessons: ordered) { verdict, position, count, took in
                    let seconds = String(format: "%.1f s", Double(took.components.seconds) + Double(took.components.attoseconds) / 1e18)
                    reporter?.stepProgress(name, detail: "paso \(position)/\(count) · \(verdict.block.lesson.value):\(verdict.line) · \(Self.describe(verdict)) · \(seconds)")
                }
            } catch {
                try Task.checkCancellation()
                diagnostics.emit(.warning(.codeCheckSkipped, "no se comprobaron los pasos del curso: \(error.reason)."))
                return .skipped(error.reason)
            }
            context.steps = replayed
            diagnostics.emit(replayed.verdicts.compactMap { Self.diagnostic(for: $0)?.inFolder(contentShown) })
            return .done(Self.summary(of: replayed.verdicts))
        }
    }

    /// `pasos: 33 de 35 como dice la lección · 1 no compila · 7 rojos que ya pasan (la lección lo dice)`.
    static func summary(of verdicts: [StepVerdict]) -> LocalizedText {
        let asSaid = verdicts.filter(\.isAsTheLessonSays).count
        var parts: [LocalizedText] = ["pasos: \(asSaid) de \(verdicts.count) como dice la lección"]
        let breaking = verdicts.filter(\.breaksTheBuild).count
        if breaking > 0 { parts.append(breaking == 1 ? "1 no compila" : "\(breaking) no compilan") }
        let saidToPass = verdicts.filter { $0.step.kind == .red && $0.step.expectation == .pass && $0.outcome == .pass }.count
        if saidToPass > 0 { parts.append(saidToPass == 1 ? "1 rojo que ya pasa (la lección lo dice)" : "\(saidToPass) rojos que ya pasan (la lección lo dice)") }
        return LocalizedText.joined(parts, separator: " · ")
    }

    /// The warning for a step that does not do what its lesson says; nil for one that does.
    static func diagnostic(for verdict: StepVerdict) -> Diagnostic? {
        guard !verdict.isAsTheLessonSays else { return nil }
        let file = verdict.block.lesson.value
        let line = verdict.line
        switch (verdict.step.kind, verdict.outcome) {
        case (_, .doesNotCompile):
            guard let first = verdict.problems.first else { return nil }
            let place = first.location.map { " (\($0.lesson.value):\($0.line))" } ?? ""
            return .warning(.stepDoesNotCompile, file: file, line: line, "el código no compila tras este bloque: \(first.message)\(place)")
        case (.red, .pass):
            return .warning(.redTestPasses, file: file, line: line, "el test rojo ya pasa antes del código que debía hacerlo pasar (si es a propósito, di que pasa, o escribe expect=pass)")
        case (.red, .fail) where verdict.step.expectation == .compileError:
            return .warning(.redTestCompiles, file: file, line: line, "la lección dice que el test rojo no compila, pero compila y falla")
        case (.red, _):
            // The lesson says it passes, and it fails or does not compile.
            return .warning(.redTestFails, file: file, line: line, "la lección dice que el test pasa, pero \(describe(verdict))")
        default:
            let names = verdict.tests.prefix(3).map(\.name)
            guard !names.isEmpty else { return .warning(.greenTestFails, file: file, line: line, "tras este paso, algún test falla o no compila") }
            return .warning(.greenTestFails, file: file, line: line, "tras este paso, no pasa: \(LocalizedText.names(names))")
        }
    }

    static func describe(_ verdict: StepVerdict) -> LocalizedText {
        let kind: LocalizedText = switch verdict.step.kind {
        case .red: "rojo"
        case .green: "verde"
        case .refactor: "refactor"
        case .plain: "código"
        }
        let outcome: LocalizedText = switch verdict.outcome {
        case .compileError: "no compila"
        case .fail: "falla"
        case .pass: "pasa"
        case .doesNotCompile: "no compila"
        case .appleOnly: "solo en plataformas Apple"
        case .notChecked: "sin comprobar"
        }
        return "\(kind): \(outcome)"
    }
}

extension DiagnosticID {
    /// A red step's test passes before the code that should make it pass (and the lesson does not say it does).
    public static let redTestPasses = DiagnosticID("red-test-passes")
    /// The lesson says a red step's test passes already, and it fails or does not compile.
    public static let redTestFails = DiagnosticID("red-test-fails")
    /// The lesson says a red step's test does not compile, and it does.
    public static let redTestCompiles = DiagnosticID("red-test-compiles")
    /// A test fails after a green or refactor step.
    public static let greenTestFails = DiagnosticID("green-test-fails")
    /// The code stops compiling at a step.
    public static let stepDoesNotCompile = DiagnosticID("step-does-not-compile")
}
