import Foundation
import SiteCore

/// Records the folders it is asked to index, and answers with the page count or the error the test chose.
final class SearchIndexerSpy: SearchIndexing, @unchecked Sendable {
    let name = "pagefind"
    private let result: Result<Int?, SearchIndexingError>
    private let lock = NSLock()
    private var _indexed: [URL] = []

    init(result: Result<Int?, SearchIndexingError>) {
        self.result = result
    }

    var indexed: [URL] { lock.withLock { _indexed } }

    func index(site folder: URL) async throws(SearchIndexingError) -> Int? {
        lock.withLock { _indexed.append(folder) }
        return try result.get()
    }
}
