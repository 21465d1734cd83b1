/// Splits a lesson into its front matter and its Markdown body.
public protocol FrontMatterParsing: Sendable {
    /// - Throws: `LessonsError.invalidFrontMatter` naming `file` and, where known, the line.
    func parse(_ text: String, file: String) throws(LessonsError) -> LessonDocument
}

/// A lesson split in two: the YAML header and the Markdown after it.
public struct LessonDocument: Equatable, Sendable {
    public let frontMatter: FrontMatter
    public let body: String
    /// How many lines of the file come before the body, so body line numbers can be reported as file lines.
    public let bodyLineOffset: Int

    public init(frontMatter: FrontMatter, body: String, bodyLineOffset: Int) {
        self.frontMatter = frontMatter
        self.body = body
        self.bodyLineOffset = bodyLineOffset
    }
}
