/// A part of a page's model that recurs unchanged on many pages: the interface's words, the site
/// as every page sees it. Presenters only say so, as of a `RepeatedFragment`; a renderer may then
/// reuse what it made of an equal value on an earlier page instead of reading its fields again.
/// A value that belongs to one page alone (the site with that page's canonical address, with
/// `--site-url`) says so with `recurs`, and is neither looked for nor kept.
///
/// Equal values must encode alike, as the synthesized conformances of plain structs do, and their
/// strings be spelled alike where they are equal: Swift's `==` takes "é" and "e\u{301}" for one
/// (the canonical address that differs from page to page is percent-encoded, so plain ASCII).
public protocol RecurringModel: Encodable, Equatable, Sendable {
    /// Whether this value may recur on other pages; by default, it may.
    var recurs: Bool { get }
}

extension RecurringModel {
    public var recurs: Bool { true }
}
