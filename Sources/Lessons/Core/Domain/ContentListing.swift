/// What the content folder holds: its lessons, and every other file (images, downloads),
/// relative to it, which the site copies as they are.
public struct ContentListing: Equatable, Sendable {
    public let lessons: [LessonPath]
    public let assets: [String]
    /// The symbolic links in it, left out (the site takes nothing from outside its folders), for
    /// the author to be told: a linked lesson was taken for one that does not exist.
    public let skippedLinks: [String]

    public init(lessons: [LessonPath], assets: [String], skippedLinks: [String] = []) {
        self.lessons = lessons
        self.assets = assets
        self.skippedLinks = skippedLinks
    }

    /// Sorts files into lessons (`*.md` with a safe path) and assets.
    public init(files: [String], skippedLinks: [String] = []) {
        var lessons: [LessonPath] = []
        var assets: [String] = []
        for file in files {
            if let lesson = LessonPath(file) { lessons.append(lesson) } else { assets.append(file) }
        }
        self.init(lessons: lessons, assets: assets, skippedLinks: skippedLinks)
    }
}
