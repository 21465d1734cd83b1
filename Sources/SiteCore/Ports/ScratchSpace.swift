/// Text a build keeps for later in the same build, outside memory and outside the site.
///
/// Lesson bodies wait here: each lesson is read and rendered once, before the course's outline
/// (every title, in reading order) is known, and its page is written after. Keeping every body in
/// memory would hold the whole site at once.
public protocol ScratchSpace: Sendable {
    func save(_ text: String, as name: String) throws(SiteOutputError)
    func load(_ name: String) throws(SiteOutputError) -> String
    /// The text's UTF-8 bytes, for text only copied on (a lesson's part of the print page): not
    /// checked to be UTF-8 again, which cost more than copying it.
    func loadUTF8(_ name: String) throws(SiteOutputError) -> [UInt8]
}

extension ScratchSpace {
    public func loadUTF8(_ name: String) throws(SiteOutputError) -> [UInt8] {
        Array(try load(name).utf8)
    }
}
