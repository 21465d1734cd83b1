public import SiteInterface
/// What `404.mustache` shows. Its links are absolute, since a host serves it at any missing path.
public struct NotFoundPageModel: Sendable, Equatable, Encodable {
    public let site: SiteModel
    public let pageTitle: String
    public let sidebar: SidebarModel
}
