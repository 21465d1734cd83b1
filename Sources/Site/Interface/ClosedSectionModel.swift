public import SiteCore

/// A section of the sidebar that is not being read: its title, linked to its first lesson. It is
/// the same on every page, so the renderer writes it once per build (`sidebar-section.mustache`).
public struct ClosedSectionModel: RepeatedFragment {
    public static let template = "sidebar-section"

    public let title: String
    public let url: String

    public init(title: String, url: String) {
        self.title = title
        self.url = url
    }
}
