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
}

extension SearchIndexing {
    /// Every page of the site.
    public func index(site folder: URL) async throws(SearchIndexingError) -> Int? {
        try await index(site: folder, pages: nil)
    }
}

/// Why the site could not be indexed, in the indexer's words.
public struct SearchIndexingError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedTextConvertible {
    public let reason: LocalizedText
    /// The indexer is not installed on this machine (`reason` says what to install): search is
    /// then left out as when it is not asked for, with no warning.
    public let isNotInstalled: Bool

    public init(_ reason: LocalizedText, notInstalled: Bool = false) {
        self.reason = reason
        self.isNotInstalled = notInstalled
    }

    public var localizedText: LocalizedText { reason }

    public var description: String { reason.description }
}
