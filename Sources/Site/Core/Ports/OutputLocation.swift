/// Where the site goes: checks that the output folder may be replaced, and opens a place beside
/// it to write the new site into.
public protocol OutputLocation: Sendable {
    /// The output folder as the user named it (`_site`).
    var shownPath: String { get }

    /// - Throws: `SiteOutputError.unsafeOutput` when replacing the folder would destroy the user's files.
    func stage() throws(SiteOutputError) -> any BuildOutput
}
