/// Where lessons come from: the port the file system adapter implements.
public protocol LessonSource: Sendable {
    /// Every Markdown lesson under the content root.
    func lessonPaths() throws(LessonsError) -> [LessonPath]
    /// Every other file under the content root (images, downloads), relative to it.
    func assetPaths() throws(LessonsError) -> [String]
    /// The text of one lesson.
    func contents(of lesson: LessonPath) throws(LessonsError) -> String
}
