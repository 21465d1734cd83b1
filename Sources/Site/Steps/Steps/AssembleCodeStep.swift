public import CourseCodeCore
import LessonsCore
import LessonsInterface
public import Localization
public import SiteCore

/// Follows the course's code through the lessons, in course order: which file each Swift block
/// writes, and each file's versions (`AssembleCourseCodeUseCase`). Each lesson's blocks are read
/// from its draft in the scratch space, the next lessons' while those before are placed, or from
/// memory in a preview (`SiteBuildContext.keptSwiftCode`). The drafts are read with blocking calls
/// on the shared pool: small files on the build's own scratch space, a run of lessons at a time.
public struct AssembleCodeStep: BuildStep {
    private let assembly: AssembleCourseCodeUseCase

    public init(assembly: AssembleCourseCodeUseCase = AssembleCourseCodeUseCase()) {
        self.assembly = assembly
    }

    public var name: LocalizedText { "Seguir el código del curso" }

    public func run(_ context: inout SiteBuildContext, diagnostics: DiagnosticEngine) async throws -> StepOutcome {
        let course = try context.required(context.course, "el índice del curso", by: name)
        // Which lessons have Swift blocks, by path: a lesson without any has no code saved.
        let hasBlocks = Dictionary(context.lessons.map { ($0.path, !$0.swiftBlocks.isEmpty) }, uniquingKeysWith: { first, _ in first })
        let ordered = ((course.home.map { [$0] } ?? []) + course.lessons).map(\.path).filter { hasBlocks[$0] != nil }
        let blocks: @Sendable (LessonPath) throws -> [CodeBlock]
        if let kept = context.keptSwiftCode {
            blocks = { kept[$0] ?? [] }
        } else {
            let drafts = LessonDrafts(scratch: try context.required(context.output, "la carpeta de salida", by: name).scratch)
            blocks = { path in hasBlocks[path] == true ? try drafts.swiftBlocks(of: path) : [] }
        }
        context.courseCode = try await assembly.execute(lessons: ordered, blocks: blocks)
        let files = context.courseCode.files
        // Done, not skipped: every block was read to find out, which takes time on a large course.
        guard !files.isEmpty else { return .done("ningún bloque de Swift nombra su archivo") }
        let versions = files.reduce(0) { $0 + $1.versions.count }
        return .done("\(Plural.count(files.count, "archivo", "archivos")) en \(Plural.count(versions, "versión", "versiones"))")
    }
}
