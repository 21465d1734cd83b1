import LessonsCore

/// Takes a lesson's whole text as its body, with the front matter the test chose for its file, or fails as told.
struct FrontMatterParserStub: FrontMatterParsing {
    var frontMatters: [String: FrontMatter] = [:]
    var errors: [String: LessonsError] = [:]

    func parse(_ text: String, file: String) throws(LessonsError) -> LessonDocument {
        if let error = errors[file] { throw error }
        return LessonDocument(frontMatter: frontMatters[file] ?? FrontMatter(), body: text, bodyLineOffset: 0)
    }
}
