import BuildSteps
import Foundation
import SiteCore
import TestSupport
import XCTest

final class SearchIndexRefreshTests: XCTestCase {
    func test_refresh_withoutAnIndexer_indexesNothing() async {
        let sut = SearchIndexRefresh(folder: anySiteFolder(), findIndexer: { nil })

        let took = await sut.refresh()

        XCTAssertNil(took)
    }

    func test_refresh_withAnIndexer_indexesThePublishedSiteAndSaysHowLong() async {
        let indexer = SearchIndexerSpy(result: .success(3))
        let sut = SearchIndexRefresh(folder: anySiteFolder(), findIndexer: { indexer })

        let took = await sut.refresh()

        XCTAssertNotNil(took)
        XCTAssertEqual(indexer.indexed, [anySiteFolder()])
    }

    func test_stop_whileARefreshIndexes_stopsIt() async {
        let indexer = SearchIndexerSpy(result: .success(3), gated: true)
        let sut = SearchIndexRefresh(folder: anySiteFolder(), findIndexer: { indexer })
        let refresh = Task { await sut.refresh() }
        await fulfillment(of: [indexer.started], timeout: 10)

        await sut.stop()

        let took = await refresh.value
        XCTAssertNil(took)
    }

    func test_stop_whileARefreshLooksForItsIndexer_keepsItFromStarting() async {
        let indexer = SearchIndexerSpy(result: .success(3))
        let lookingUp = expectation(description: "looking for the indexer")
        let lookup = AsyncStream<Void>.makeStream()
        let sut = SearchIndexRefresh(folder: anySiteFolder(), findIndexer: {
            lookingUp.fulfill()
            for await _ in lookup.stream { break }
            return indexer
        })
        let refresh = Task { await sut.refresh() }
        await fulfillment(of: [lookingUp], timeout: 10)

        await sut.stop()
        lookup.continuation.yield()

        let took = await refresh.value
        XCTAssertNil(took)
        XCTAssertEqual(indexer.indexed, [])
    }

    func test_refresh_afterStopForGood_startsNothing() async {
        let indexer = SearchIndexerSpy(result: .success(3))
        let sut = SearchIndexRefresh(folder: anySiteFolder(), findIndexer: { indexer })

        await sut.stopForGood()
        let took = await sut.refresh()

        XCTAssertNil(took)
        XCTAssertEqual(indexer.indexed, [])
    }

    func test_refresh_afterAnEarlierStop_indexesAgain() async {
        let indexer = SearchIndexerSpy(result: .success(3))
        let sut = SearchIndexRefresh(folder: anySiteFolder(), findIndexer: { indexer })

        await sut.stop()
        let took = await sut.refresh()

        XCTAssertNotNil(took)
    }

    // MARK: - Helpers

    private func anySiteFolder() -> URL {
        URL(fileURLWithPath: "/curso/_site")
    }
}
