/// What a preview's rebuild did (`PreviewSiteBuilder`).
public enum PreviewRebuildOutcome: Sendable {
    /// Nothing the site is built from changed.
    case nothing
    /// Only these lessons' bodies changed, or their bodies and the lines of their facts, and these
    /// files were rewritten in the published site.
    /// - Parameters:
    ///   - pagesSeconds: until the lessons' own pages were in place (and the open pages reloaded).
    ///   - seconds: until every file was, the print page, the reports and the code map included.
    ///   - citationsSeconds: when lines moved, how long the reports, `code.json` and the code map
    ///     took, after the print page; nil when no line moved.
    ///   - searchIndexUnchanged: the site has a search index, and it still holds the lessons as they
    ///     were until `PreviewSiteBuilder.refreshSearchIndex()` indexes them again.
    case rewrote(lessons: [String], files: [String], pagesSeconds: Double, seconds: Double, citationsSeconds: Double?, searchIndexUnchanged: Bool)
    /// The whole site was built again.
    case everything(BuildSummary)
}
