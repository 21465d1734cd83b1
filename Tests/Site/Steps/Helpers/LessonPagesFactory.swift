import BuildSteps
import LessonsCore
import LessonsInterface
import SiteInterface

extension LessonPages {
    /// The lessons' way to their pages, reading with `reader`; by default from a content folder
    /// without lessons, for steps that write pages from drafts and read no lesson.
    static func make(reader: ReadLessonUseCase? = nil, editLink: EditLink? = nil) -> LessonPages {
        let reader = reader ?? ReadLessonUseCase(source: LessonSourceStub(lessons: [:]), frontMatterParser: FrontMatterParserStub(), markdown: MarkdownParserStub())
        return LessonPages(reader: reader, rewriter: LinkRewriter(baseURL: "/"), editLink: editLink)
    }
}
