/// Rewrites a lesson's links for the site: `02-application.md#x` becomes `02-application.html#x`,
/// and links from the site root get the base URL in front so the site works under a subpath.
/// A destination that could run code (`javascript:`) becomes empty, as cmark-gfm's safe mode
/// leaves it, whether or not the lesson may write raw HTML.
public struct LinkRewriter: Sendable {
    public let baseURL: String

    public init(baseURL: String) {
        self.baseURL = baseURL
    }

    public func rewrite(_ destination: String) -> String {
        let target = LinkTarget(destination)
        if target.isDangerous { return "" }
        var path = target.path
        if target.pointsToLesson {
            path = String(path.dropLast(3)) + ".html"
        }
        switch target.kind {
        case .external, .sameLesson:
            return destination
        case .relative:
            return path + target.suffix
        case .siteAbsolute:
            return baseURL + path.dropFirst() + target.suffix
        }
    }
}
