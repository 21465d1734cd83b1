import Foundation
import SiteInfrastructure
import TestSupport
import XCTest

final class LoopbackFileServerTests: XCTestCase {
    func test_get_fileUnderTheFolder_isServedWithItsTypeAndTheGivenHeaders() async throws {
        let (sut, folder) = try makeSUT(headers: [(name: "Content-Security-Policy", value: "default-src 'self'")])
        try folder.write("body { color: red; }", to: "sitio/css/site.css")

        let response = try await RawHTTPClient.request("/css/site.css", port: Int(sut.port))
        await sut.stop()

        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.body, "body { color: red; }")
        XCTAssertEqual(response.headers["content-type"], "text/css; charset=utf-8")
        XCTAssertEqual(response.headers["content-security-policy"], "default-src 'self'")
        XCTAssertEqual(response.headers["x-content-type-options"], "nosniff")
    }

    func test_get_itsOwnFullURL_asAProxyIsAskedFor_isServed() async throws {
        let (sut, folder) = try makeSUT()
        try folder.write("<h1>Curso</h1>", to: "sitio/imprimir.html")

        let response = try await RawHTTPClient.request("http://\(sut.authority)/imprimir.html?x=1", port: Int(sut.port))
        await sut.stop()

        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.body, "<h1>Curso</h1>")
    }

    func test_head_file_answersWithoutTheBody() async throws {
        let (sut, folder) = try makeSUT()
        try folder.write("<h1>Curso</h1>", to: "sitio/imprimir.html")

        let response = try await RawHTTPClient.request("/imprimir.html", method: "HEAD", port: Int(sut.port))
        await sut.stop()

        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.headers["content-length"], "14")
        XCTAssertEqual(response.body, "")
    }

    func test_get_pathThatClimbsOutOfTheFolder_isRefused() async throws {
        let (sut, folder) = try makeSUT()
        try folder.write("secreto", to: "secreto.txt")

        var statuses: [Int] = []
        for target in ["/../secreto.txt", "/%2e%2e/secreto.txt", "/css/..%2F..%2Fsecreto.txt"] {
            statuses.append(try await RawHTTPClient.request(target, port: Int(sut.port)).status)
        }
        await sut.stop()

        XCTAssertEqual(statuses, [403, 403, 403])
    }

    func test_get_symbolicLinkOutOfTheFolder_isRefused() async throws {
        let (sut, folder) = try makeSUT()
        let secret = try folder.write("secreto", to: "secreto.txt")
        try FileManager.default.createSymbolicLink(at: folder.location("sitio/enlace.txt"), withDestinationURL: secret)

        let response = try await RawHTTPClient.request("/enlace.txt", port: Int(sut.port))
        await sut.stop()

        XCTAssertEqual(response.status, 403)
        XCTAssertFalse(response.body.contains("secreto"))
    }

    func test_get_missingFileFolderOrHiddenFile_isNotFound() async throws {
        let (sut, folder) = try makeSUT()
        try folder.write("marca", to: "sitio/.course-site")
        try folder.write("<h1>Uno</h1>", to: "sitio/s/index.html")

        var statuses: [Int] = []
        for target in ["/falta.png", "/s", "/.course-site"] {
            statuses.append(try await RawHTTPClient.request(target, port: Int(sut.port)).status)
        }
        await sut.stop()

        XCTAssertEqual(statuses, [404, 404, 404])
    }

    func test_request_anotherMethodHostOrServer_isRefused() async throws {
        let (sut, folder) = try makeSUT()
        try folder.write("<h1>Curso</h1>", to: "sitio/imprimir.html")
        let port = Int(sut.port)

        let post = try await RawHTTPClient.request("/imprimir.html", method: "POST", port: port)
        let connect = try await RawHTTPClient.request("ejemplo.es:443", method: "CONNECT", port: port)
        let otherHost = try await RawHTTPClient.request("/imprimir.html", host: "ejemplo.es", port: port)
        let otherServer = try await RawHTTPClient.request("http://ejemplo.es/imprimir.html", port: port)
        await sut.stop()

        XCTAssertEqual([post.status, connect.status, otherHost.status, otherServer.status], [405, 405, 421, 403])
    }

    func test_request_headLongerThanAllowed_isRefusedWithoutWaitingForItsEnd() async throws {
        let (sut, _) = try makeSUT()

        let response = try await RawHTTPClient.request("/" + String(repeating: "a", count: 20_000), port: Int(sut.port))
        await sut.stop()

        XCTAssertEqual(response.status, 431)
    }

    func test_stop_closesThePortAndAConnectionThatSendsNothing() async throws {
        let (sut, _) = try makeSUT()
        let port = Int(sut.port)
        let idle = Task { try await RawHTTPClient.timeUntilClosed(writing: "", port: port) }
        try await Task.sleep(for: .milliseconds(200))
        let started = ContinuousClock.now

        await sut.stop()

        XCTAssertLessThan(ContinuousClock.now - started, .seconds(2))
        let idleFor = try await idle.value
        XCTAssertLessThan(idleFor, .seconds(5), "the idle connection outlived the server")
        let refused = await errorThrown { _ = try await RawHTTPClient.request("/", port: port) }
        XCTAssertNotNil(refused, "the port still answers after stop()")
    }

    // MARK: - Helpers

    /// A server of the folder `sitio` inside a temporary folder, whose other files lie outside it.
    private func makeSUT(headers: [(name: String, value: String)] = []) throws -> (LoopbackFileServer, TemporaryFolder) {
        let folder = try makeTemporaryFolder()
        try FileManager.default.createDirectory(at: folder.location("sitio"), withIntermediateDirectories: true)
        let sut = try LoopbackFileServer(serving: folder.location("sitio"), headers: headers)
        return (sut, folder)
    }
}
