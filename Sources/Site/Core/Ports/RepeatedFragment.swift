/// A part of a page that looks the same on every page that shows it, such as a closed section of
/// the sidebar. Presenters only say so; a renderer may then render it once per build, with
/// `template`, and write the same markup wherever it appears. Its rendering must depend on its
/// own fields alone.
public protocol RepeatedFragment: Encodable, Hashable, Sendable {
    /// The template (a partial) that renders it.
    static var template: String { get }
}
