public import LessonsCore
public import LessonsInterface
public import SiteCore

/// Where the lessons' drafts wait in the scratch space, between reading the lessons and writing
/// their pages: a lesson's body under its path, its Swift code (when it has some) under a name of
/// its own beside it, so that following the course's code reads the code alone.
public struct LessonDrafts: Sendable {
    private let scratch: any ScratchSpace

    public init(scratch: any ScratchSpace) {
        self.scratch = scratch
    }

    public func save(_ draft: LessonBodyDraft, of lesson: LessonPath) throws(SiteOutputError) {
        let saved = draft.saved
        try scratch.save(saved.body, as: lesson.value)
        if !draft.swiftBlocks.isEmpty { try scratch.save(saved.code, as: Self.codeName(for: lesson)) }
    }

    /// The lesson's draft, read for the last time (its page is being written): taken from the
    /// scratch space, which may give its room back.
    public func draft(of lesson: Lesson, needsDiagramScript: Bool) throws(SiteOutputError) -> LessonBodyDraft {
        let body = try scratch.take(lesson.path.value)
        let code = lesson.swiftBlocks.isEmpty ? nil : try scratch.take(Self.codeName(for: lesson.path))
        guard let draft = LessonBodyDraft(savedBody: body, code: code, needsDiagramScript: needsDiagramScript) else {
            throw Self.unreadable(lesson.path)
        }
        return draft
    }

    /// The Swift blocks of a lesson that has some, with their code, read without its body.
    /// - Precondition: the lesson has Swift blocks (`Lesson.swiftBlocks`): one without any has no
    ///   code saved, and asking for it throws as for a damaged draft.
    public func swiftBlocks(of lesson: LessonPath) throws(SiteOutputError) -> [CodeBlock] {
        guard let blocks = LessonBodyDraft.swiftBlocks(savedCode: try scratch.load(Self.codeName(for: lesson))) else {
            throw Self.unreadable(lesson)
        }
        return blocks
    }

    /// Where a lesson's code waits: a name no lesson's body can have (lesson paths end in `.md`).
    public static func codeName(for lesson: LessonPath) -> String {
        lesson.value + ".swift"
    }

    /// Only a failing disk, or a draft saved by another version of the build, makes a draft unreadable.
    private static func unreadable(_ lesson: LessonPath) -> SiteOutputError {
        .writeFailed(path: lesson.pagePath, reason: "el borrador de la lección en la carpeta temporal no se puede leer; vuelve a construir el sitio")
    }
}
