/// A link in the navigation: to a lesson, a section or a neighbouring page.
public struct LinkModel: Sendable, Equatable, Encodable {
    public let title: String
    public let url: String
    public let isCurrent: Bool

    public init(title: String, url: String, isCurrent: Bool = false) {
        self.title = title
        self.url = url
        self.isCurrent = isCurrent
    }
}
