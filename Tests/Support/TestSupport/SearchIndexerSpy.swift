public import Foundation
public import SiteCore
public import XCTest
import Synchronization

/// Records the folders it is asked to index, and answers with the page count or the error the test
/// chose. Made `gated`, it fulfils `started` and then waits for `finish()`, or for its task to be
/// cancelled, before it answers: a test can act while an index is being written.
public final class SearchIndexerSpy: SearchIndexing {
    public let name = "pagefind"
    public let started = XCTestExpectation(description: "indexing started")
    private let result: Result<Int?, SearchIndexingError>
    private let isGated: Bool
    private let folders = Mutex<[URL]>([])
    private let pages = Mutex<[[String]?]>([])
    private let finished = AsyncStream<Void>.makeStream()

    public init(result: Result<Int?, SearchIndexingError>, gated: Bool = false) {
        self.result = result
        self.isGated = gated
        started.assertForOverFulfill = false
    }

    public var indexed: [URL] { folders.withLock { $0 } }
    /// The pages each call asked for, nil for every page.
    public var pagesAskedFor: [[String]?] { pages.withLock { $0 } }

    public func index(site folder: URL, pages: [String]?) async throws(SearchIndexingError) -> Int? {
        folders.withLock { $0.append(folder) }
        self.pages.withLock { $0.append(pages) }
        started.fulfill()
        if isGated {
            for await _ in finished.stream { break }
        }
        return try result.get()
    }

    public func finish() {
        finished.continuation.yield()
    }
}
