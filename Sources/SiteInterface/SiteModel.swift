/// What every page template knows about the site as a whole.
public struct SiteModel: Sendable, Equatable, Encodable {
    public let courseTitle: String
    /// Always starts and ends with `/`, e.g. `/` or `/curso/`.
    public let baseURL: String
    public let homeURL: String
    public let language: String
    /// Links in the header to the site's other parts (the catalog, its previews).
    public let navigation: [LinkModel]
    public let hasNavigation: Bool

    public init(courseTitle: String, baseURL: String, language: String = "es", navigation: [LinkModel] = []) {
        self.courseTitle = courseTitle
        self.baseURL = baseURL
        self.homeURL = baseURL
        self.language = language
        self.navigation = navigation
        self.hasNavigation = !navigation.isEmpty
    }

    /// The URL of a page or asset given by its path from the site root.
    public func url(for path: String) -> String { baseURL + path }
}
