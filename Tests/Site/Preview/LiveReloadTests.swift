import SitePreview
import XCTest

final class LiveReloadTests: XCTestCase {
    func test_publish_reachesEveryListener() async {
        let sut = LiveReload()
        let first = await sut.listen()
        let second = await sut.listen()

        await sut.publish(.reload)
        await sut.finish()

        let firstEvents = await collect(first)
        let secondEvents = await collect(second)
        XCTAssertEqual(firstEvents, [.reload])
        XCTAssertEqual(secondEvents, [.reload])
    }

    func test_listen_whileTheLastBuildFails_hearsTheFailureAtOnce() async {
        let sut = LiveReload()
        await sut.publish(.failed("error: Content/1.md:2"))

        let events = await sut.listen()
        await sut.finish()

        let received = await collect(events)
        XCTAssertEqual(received, [.failed("error: Content/1.md:2")])
    }

    func test_listen_afterAGoodBuildFollowsAFailure_hearsNothingOld() async {
        let sut = LiveReload()
        await sut.publish(.failed("error"))
        await sut.publish(.reload)

        let events = await sut.listen()
        await sut.finish()

        let received = await collect(events)
        XCTAssertEqual(received, [])
    }

    func test_listen_afterABuildThatWarned_hearsItsWarningsAtOnceEvenAfterTheReload() async {
        let sut = LiveReload()
        await sut.publish(.warned("1 aviso:\nContent/1.md:3: enlace roto"))
        await sut.publish(.reload)

        let events = await sut.listen()
        await sut.finish()

        let received = await collect(events)
        XCTAssertEqual(received, [.warned("1 aviso:\nContent/1.md:3: enlace roto")])
    }

    func test_listen_afterABuildWithoutWarnings_hearsNoOldOnes() async {
        let sut = LiveReload()
        await sut.publish(.warned("1 aviso:\nContent/1.md:3: enlace roto"))
        await sut.publish(.warned(""))

        let events = await sut.listen()
        await sut.finish()

        let received = await collect(events)
        XCTAssertEqual(received, [])
    }

    // MARK: - Helpers

    private func collect(_ stream: AsyncStream<LiveReload.Event>) async -> [LiveReload.Event] {
        var events: [LiveReload.Event] = []
        for await event in stream { events.append(event) }
        return events
    }
}
