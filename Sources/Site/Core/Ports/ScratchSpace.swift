/// Bytes a build keeps for later in the same build, outside memory and outside the site.
///
/// Lesson bodies wait here: each lesson is read and rendered once, before the course's outline
/// (every title, in reading order) is known, and its page is written after. Keeping every body in
/// memory would hold the whole site at once.
public protocol ScratchSpace: Sendable {
    func save(_ bytes: [UInt8], as name: String) throws(SiteOutputError)
    func load(_ name: String) throws(SiteOutputError) -> [UInt8]
    /// What was saved under `name`, read for the last time: the space may give its room back
    /// before the site is published, once everything saved has been taken.
    func take(_ name: String) throws(SiteOutputError) -> [UInt8]
}
