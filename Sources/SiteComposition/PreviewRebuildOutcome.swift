/// What a preview's rebuild did (`PreviewSiteBuilder`).
public enum PreviewRebuildOutcome: Sendable {
    /// Nothing the site is built from changed.
    case nothing
    /// Only these lessons' bodies changed, and these files were rewritten in the published site.
    /// - Parameters:
    ///   - pagesSeconds: until the lessons' own pages were in place (and the open pages reloaded).
    ///   - seconds: until every file was, the print page included.
    ///   - searchIndexUnchanged: the site has a search index, and it still holds the lessons as they were.
    case rewrote(lessons: [String], files: [String], pagesSeconds: Double, seconds: Double, searchIndexUnchanged: Bool)
    /// The whole site was built again.
    case everything(BuildSummary)
}
