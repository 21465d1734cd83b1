public import Foundation
public import Localization

/// Builds the full-text search index of a written site, inside it.
public protocol SearchIndexing: Sendable {
    /// The indexer's name, for the progress line.
    var name: String { get }

    /// - Parameter pages: the pages worth searching, from the site's root: the indexer reads no
    ///   other (the print page repeats every lesson, the reports cite them); nil for every page.
    /// - Returns: how many pages were indexed, when the indexer says.
    func index(site folder: URL, pages: [String]?) async throws(SearchIndexingError) -> Int?

    /// Why the indexer cannot run on this machine (it is not installed), or nil when it can.
    /// Finding out may take a while (for Pagefind through Python, Python starting): an indexer may
    /// start as it is made, so that the answer is ready when the pages are planned.
    func unavailability() async -> LocalizedText?
}

extension SearchIndexing {
    /// Found installed before it was made.
    public func unavailability() async -> LocalizedText? { nil }

    /// Every page of the site.
    public func index(site folder: URL) async throws(SearchIndexingError) -> Int? {
        try await index(site: folder, pages: nil)
    }
}

/// Why the site could not be indexed, in the indexer's words.
public struct SearchIndexingError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedTextConvertible {
    public let reason: LocalizedText

    public init(_ reason: LocalizedText) {
        self.reason = reason
    }

    public var localizedText: LocalizedText { reason }

    public var description: String { reason.description }
}
