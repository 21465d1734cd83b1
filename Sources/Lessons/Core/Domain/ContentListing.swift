/// What the content folder holds: its lessons, and every other file (images, downloads),
/// relative to it, which the site copies as they are.
public struct ContentListing: Equatable, Sendable {
    public let lessons: [LessonPath]
    public let assets: [String]

    public init(lessons: [LessonPath], assets: [String]) {
        self.lessons = lessons
        self.assets = assets
    }

    /// Sorts files into lessons (`*.md` with a safe path) and assets.
    public init(files: [String]) {
        var lessons: [LessonPath] = []
        var assets: [String] = []
        for file in files {
            if let lesson = LessonPath(file) { lessons.append(lesson) } else { assets.append(file) }
        }
        self.init(lessons: lessons, assets: assets)
    }
}
