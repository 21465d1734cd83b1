/// What every page template knows about the site as a whole.
public struct SiteModel: Sendable, Equatable, Encodable {
    public let courseTitle: String
    /// Always starts and ends with `/`, e.g. `/` or `/curso/`.
    public let baseURL: String
    public let homeURL: String
    public let language: String

    public init(courseTitle: String, baseURL: String, language: String = "es") {
        self.courseTitle = courseTitle
        self.baseURL = baseURL
        self.homeURL = baseURL
        self.language = language
    }

    /// The URL of a page or asset given by its path from the site root.
    public func url(for path: String) -> String { baseURL + path }
}
