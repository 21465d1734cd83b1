import Foundation

/// Builds the full-text search index of a written site, inside it.
protocol SearchIndexing: Sendable {
    /// - Returns: a line that says what was indexed.
    func index(site folder: URL) throws(SearchIndexingError) -> String
}

struct SearchIndexingError: Error, CustomStringConvertible {
    let description: String
}
