public import SiteCore

/// The kinds of problem the Lessons feature reports.
extension DiagnosticID {
    /// A link to a lesson that does not exist.
    public static let brokenLink = DiagnosticID("broken-link")
    /// A `#fragment` that is no heading of its page.
    public static let missingAnchor = DiagnosticID("missing-anchor")
    /// A link or image to a file that is not in the site.
    public static let missingFile = DiagnosticID("missing-file")
    /// An image whose path climbs out of the content folder: not published.
    public static let imageOutsideCourse = DiagnosticID("image-outside-course")
    /// A test a traceability table names that no lesson or tests folder defines.
    public static let missingTest = DiagnosticID("missing-test")
    public static let contentMissing = DiagnosticID("content-missing")
    /// A tests folder named for traceability that does not exist.
    public static let testsMissing = DiagnosticID("tests-missing")
    /// The content folder holds no lesson, and publishing it would replace a course with an empty site.
    public static let noLessons = DiagnosticID("no-lessons")
    public static let unreadableFile = DiagnosticID("unreadable-file")
    public static let invalidFrontMatter = DiagnosticID("invalid-front-matter")
    /// A lesson beyond what the parser is asked to handle (`MarkdownLimits`), or too large to read.
    public static let lessonTooLarge = DiagnosticID("lesson-too-large")
    /// A lesson whose page would be one the site generates itself.
    public static let pageClash = DiagnosticID("page-clash")
}
