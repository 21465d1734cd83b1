/// Where lessons come from: the port the file system adapter implements.
public protocol LessonSource: Sendable {
    /// Every file under the content root: Markdown lessons, and the other files they use.
    func listing() throws(LessonsError) -> ContentListing
    /// The text of one lesson.
    func contents(of lesson: LessonPath) throws(LessonsError) -> String
}
