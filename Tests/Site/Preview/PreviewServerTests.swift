import Foundation
import Localization
import SitePreview
import TestSupport
import XCTest

/// The preview server for real, on 127.0.0.1, asked with raw HTTP requests.
final class PreviewServerTests: XCTestCase {
    func test_get_pageUnderTheBaseURL_servesItAsHTMLWithTheReloadScript() async throws {
        let (server, root) = try await makeSUT(basePath: "/curso/")

        let response = try await RawHTTPClient.request("/curso/login/01.html", port: server.port)

        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.headers["content-type"], "text/html; charset=utf-8")
        XCTAssertTrue(response.body.contains("<p>Uno</p>"), response.body)
        XCTAssertTrue(response.body.contains(ReloadScript.eventsPath), "served pages reload themselves")
        XCTAssertFalse(try root.read("site/login/01.html").contains(ReloadScript.eventsPath), "the file on disk stays as built")
    }

    func test_get_largePage_isTheFileAsBuiltStreamedWithTheScriptAfterIt() async throws {
        let (server, root) = try await makeSUT(basePath: "/curso/")
        let page = "<!DOCTYPE html>\n<html><body>" + String(repeating: "<p>Una línea del curso.</p>\n", count: 40_000) + "</body></html>\n"
        try root.write(page, to: "site/grande.html")

        let response = try await RawHTTPClient.request("/curso/grande.html", port: server.port)

        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.body, page + ReloadScript.html, "the page byte for byte, then the script")
        XCTAssertEqual(response.headers["content-length"], String(page.utf8.count + ReloadScript.html.utf8.count))
    }

    func test_get_assets_haveTheirContentTypes() async throws {
        let (server, _) = try await makeSUT(basePath: "/curso/")

        let css = try await RawHTTPClient.request("/curso/css/site.css", port: server.port)
        let svg = try await RawHTTPClient.request("/curso/images/logo.svg", port: server.port)
        let json = try await RawHTTPClient.request("/curso/reports/links.json", port: server.port)

        XCTAssertEqual(css.headers["content-type"], "text/css; charset=utf-8")
        XCTAssertEqual(css.body, "body{}")
        XCTAssertEqual(svg.headers["content-type"], "image/svg+xml; charset=utf-8")
        XCTAssertEqual(json.headers["content-type"], "application/json; charset=utf-8")
    }

    func test_get_missingPage_answers404WithTheSite404Page() async throws {
        let (server, _) = try await makeSUT(basePath: "/curso/")

        let response = try await RawHTTPClient.request("/curso/no-existe.html", port: server.port)

        XCTAssertEqual(response.status, 404)
        XCTAssertTrue(response.body.contains("<h1>No encontrada</h1>"), response.body)
    }

    func test_get_beforeAnyGoodBuild_answers404WithAPageThatStillReloads() async throws {
        let root = try makeTemporaryFolder()
        let server = try await startPreviewServer(serving: root.url.appendingPathComponent("never-built"), basePath: "/")

        let response = try await RawHTTPClient.request("/<b>x</b>.html", port: server.port)

        XCTAssertEqual(response.status, 404)
        XCTAssertEqual(response.headers["content-type"], "text/html; charset=utf-8")
        XCTAssertTrue(response.body.contains(ReloadScript.eventsPath), "the page hears when a build succeeds")
        XCTAssertTrue(response.body.contains("/&lt;b&gt;x&lt;/b&gt;.html"), response.body)
    }

    func test_get_symbolicLinkInTheSiteToAFileOutside_isRefused() async throws {
        let (server, root) = try await makeSUT(basePath: "/curso/")
        try root.write("secreto", to: "secreto.txt")
        try FileManager.default.createSymbolicLink(at: root.url.appendingPathComponent("site/leak.txt"), withDestinationURL: root.url.appendingPathComponent("secreto.txt"))
        try FileManager.default.createSymbolicLink(at: root.url.appendingPathComponent("site/fuera"), withDestinationURL: root.url)

        let file = try await RawHTTPClient.request("/curso/leak.txt", port: server.port)
        let throughFolder = try await RawHTTPClient.request("/curso/fuera/secreto.txt", port: server.port)

        XCTAssertEqual(file.status, 403)
        XCTAssertFalse(file.body.contains("secreto"), file.body)
        XCTAssertEqual(throughFolder.status, 403)
        XCTAssertFalse(throughFolder.body.contains("secreto"), throughFolder.body)
    }

    func test_get_withAHostOfAnotherName_isRefused() async throws {
        let (server, _) = try await makeSUT(basePath: "/curso/")

        let rebound = try await RawHTTPClient.request("/curso/login/01.html", host: "evil.example:\(server.port)", port: server.port)
        let local = try await RawHTTPClient.request("/curso/login/01.html", host: "localhost:\(server.port)", port: server.port)

        XCTAssertEqual(rebound.status, 421)
        XCTAssertFalse(rebound.body.contains("<p>Uno</p>"), rebound.body)
        XCTAssertEqual(local.status, 200)
    }

    func test_get_largeAsset_isStreamedWithItsLength() async throws {
        let (server, root) = try await makeSUT(basePath: "/curso/")
        let asset = String(repeating: "0123456789", count: 300_000)
        try root.write(asset, to: "site/images/grande.txt")

        let response = try await RawHTTPClient.request("/curso/images/grande.txt", port: server.port)

        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.headers["content-length"], "3000000")
        XCTAssertEqual(response.body, asset)
    }

    func test_connection_thatSendsNothingOrHalfARequest_isClosedAfterTheIdleTime() async throws {
        let root = try makeTemporaryFolder()
        try root.write("<p>x</p>", to: "site/index.html")
        let server = try await startPreviewServer(serving: root.url.appendingPathComponent("site"), timing: .init(idle: .milliseconds(500)))

        let silent = try await withTimeout(5, waitingFor: "a silent connection to be closed") {
            try await RawHTTPClient.timeUntilClosed(writing: "", port: server.port)
        }
        let halfOpen = try await withTimeout(5, waitingFor: "a half-open request to be closed") {
            try await RawHTTPClient.timeUntilClosed(writing: "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n", port: server.port)
        }

        XCTAssertGreaterThanOrEqual(silent, .milliseconds(400))
        XCTAssertLessThan(halfOpen, .seconds(5))
    }

    func test_eventStream_closedByThePage_isLetGoAtTheNextHeartbeat() async throws {
        let root = try makeTemporaryFolder()
        try root.write("<p>x</p>", to: "site/index.html")
        let server = try await startPreviewServer(serving: root.url.appendingPathComponent("site"), timing: .init(heartbeat: .milliseconds(200)))
        var page = RawHTTPClient.open(ReloadScript.eventsPath, port: server.port).makeAsyncIterator()
        _ = try await page.next()
        let listening = await server.liveReload.listenerCount

        page = RawHTTPClient.open("/", port: server.port).makeAsyncIterator()
        let stillListening = try await withTimeout(5, waitingFor: "the closed page to be let go") {
            while await server.liveReload.listenerCount > 0 { try await Task.sleep(for: .milliseconds(50)) }
            return await server.liveReload.listenerCount
        }

        XCTAssertEqual(listening, 1)
        XCTAssertEqual(stillListening, 0)
    }

    func test_get_pathOutsideTheBaseURL_answers404() async throws {
        let (server, _) = try await makeSUT(basePath: "/curso/")

        let response = try await RawHTTPClient.request("/login/01.html", port: server.port)

        XCTAssertEqual(response.status, 404)
    }

    func test_get_hostRoot_redirectsToTheBaseURL() async throws {
        let (server, _) = try await makeSUT(basePath: "/curso/")

        let response = try await RawHTTPClient.request("/", port: server.port)

        XCTAssertEqual(response.status, 302)
        XCTAssertEqual(response.headers["location"], "/curso/")
    }

    func test_get_traversalAttempts_areRefusedAndLeakNothing() async throws {
        let (server, _) = try await makeSUT(basePath: "/")

        for attempt in ["/../secret.txt", "/%2e%2e/secret.txt", "/css/..%2F..%2Fsecret.txt", "/%2E%2E%5Csecret.txt"] {
            let response = try await RawHTTPClient.request(attempt, port: server.port)

            XCTAssertEqual(response.status, 403, attempt)
            XCTAssertFalse(response.body.contains("top secret"), attempt)
        }
    }

    func test_get_folderWithoutIndex_neverListsItsFiles() async throws {
        let (server, _) = try await makeSUT(basePath: "/")

        let response = try await RawHTTPClient.request("/css/", port: server.port)

        XCTAssertEqual(response.status, 404)
        XCTAssertFalse(response.body.contains("site.css"))
    }

    func test_post_isNotAllowed() async throws {
        let (server, _) = try await makeSUT(basePath: "/")

        let response = try await RawHTTPClient.request("/login/01.html", method: "POST", port: server.port)

        XCTAssertEqual(response.status, 405)
    }

    func test_post_inEnglish_saysWhyInEnglish() async throws {
        let (server, _) = try await makeSUT(basePath: "/", language: .english)

        let response = try await RawHTTPClient.request("/login/01.html", method: "POST", port: server.port)

        XCTAssertEqual(response.status, 405)
        XCTAssertTrue(response.body.contains("Method not allowed."), response.body)
    }

    func test_events_afterARebuild_sendReloadToTheOpenPage() async throws {
        let (server, _) = try await makeSUT(basePath: "/curso/")
        let events = try await EventStreamRecorder.open(ReloadScript.eventsPath, port: server.port)
        XCTAssertTrue(events.text.lowercased().contains("content-type: text/event-stream"), events.text)

        await server.liveReload.publish(.reload)

        let received = try await events.wait(for: "event: reload")
        XCTAssertTrue(received.contains("event: reload\ndata: \n\n"), received)
    }

    func test_events_afterAFailedBuild_sendTheErrorLineByLine() async throws {
        let (server, _) = try await makeSUT(basePath: "/")
        let events = try await EventStreamRecorder.open(ReloadScript.eventsPath, port: server.port)

        await server.liveReload.publish(.failed("error: Content/1.md:2\nfalta un título"))

        let received = try await events.wait(for: "falta un título")
        XCTAssertTrue(received.contains("event: failed\ndata: error: Content/1.md:2\ndata: falta un título\n\n"), received)
    }

    // MARK: - Helpers

    private func makeSUT(basePath: String, language: SiteLanguage = .spanish) async throws -> (server: RunningPreviewServer, root: TemporaryFolder) {
        let root = try makeTemporaryFolder()
        try root.write("top secret", to: "secret.txt")
        try root.write("<html><body><p>Uno</p></body></html>", to: "site/login/01.html")
        try root.write("<html><body><h1>No encontrada</h1></body></html>", to: "site/404.html")
        try root.write("body{}", to: "site/css/site.css")
        try root.write("<svg xmlns=\"http://www.w3.org/2000/svg\"/>", to: "site/images/logo.svg")
        try root.write("{}", to: "site/reports/links.json")
        let server = try await startPreviewServer(serving: root.url.appendingPathComponent("site"), basePath: basePath, language: language)
        return (server, root)
    }
}
