public import LessonsCore

/// A valid lesson path; crashes the test on a typo rather than hiding it.
public func lessonPath(_ value: String) -> LessonPath {
    guard let path = LessonPath(value) else { preconditionFailure("not a lesson path: \(value)") }
    return path
}

/// A lesson as the course's navigation knows it; the title defaults to the path.
public func makeSummary(_ path: String, title: String? = nil, description: String? = nil, order: Int? = nil, section: String? = nil) -> LessonSummary {
    LessonSummary(path: lessonPath(path), title: title ?? path, description: description, order: order, section: section)
}

/// A lesson read in full.
public func makeLesson(
    _ path: String,
    title: String? = nil,
    description: String? = nil,
    headings: [Heading] = [],
    links: [LessonLink] = []
) -> Lesson {
    Lesson(
        summary: makeSummary(path, title: title, description: description),
        headings: headings,
        links: links
    )
}

public func makeHeading(_ text: String, id: String? = nil, level: Int = 2, line: Int = 1) -> Heading {
    Heading(level: level, text: text, id: id ?? HeadingSlugger.baseSlug(for: text), line: line)
}

public func anyCourseTitle() -> String { "Curso de prueba" }
