import CatalogCore
import CatalogInfrastructure
import Foundation
import TestSupport
import XCTest

/// The real adapters against a real HTTP server on 127.0.0.1.
final class AsyncHTTPClientHTTPClientTests: XCTestCase {
    func test_get_deliversStatusAndBodyAndSendsAGET() async throws {
        let server = try makeServer(.respond(status: 200, body: Data("hola".utf8)))
        let sut = makeSUT(timeout: 5)

        let response = try await sut.get(from: server.baseURL.appendingPathComponent("products"))

        XCTAssertEqual(response, HTTPResponse(statusCode: 200, body: Data("hola".utf8)))
        XCTAssertEqual(server.requests, ["GET /products"])
    }

    func test_get_deliversErrorStatusesAsResponses() async throws {
        let server = try makeServer(.respond(status: 500, body: Data()))
        let sut = makeSUT(timeout: 5)

        let response = try await sut.get(from: server.baseURL)

        XCTAssertEqual(response.statusCode, 500)
    }

    func test_get_whenTheConnectionIsRefused_throws() async throws {
        let sut = makeSUT(timeout: 5)
        let url = try LocalHTTPServer.refusingBaseURL()

        let error = await errorThrown { try await sut.get(from: url) }

        XCTAssertNotNil(error)
    }

    func test_get_whenTheServerNeverAnswers_throwsAfterTheTimeout() async throws {
        let server = try makeServer(.neverRespond)
        let sut = makeSUT(timeout: 1)
        let started = Date()

        let error = await errorThrown { try await sut.get(from: server.baseURL) }

        XCTAssertNotNil(error)
        XCTAssertLessThan(Date().timeIntervalSince(started), 10, "the timeout was not honoured")
    }

    func test_get_bodyBeyondTheLimit_throwsBodyTooLarge() async throws {
        let server = try makeServer(.respond(status: 200, body: Data(repeating: UInt8(ascii: " "), count: 300_000)))
        let sut = makeSUT(timeout: 5, maxBytes: 100_000)

        let error = await errorThrown { try await sut.get(from: server.baseURL) }

        XCTAssertEqual(error as? HTTPClientError, .bodyTooLarge(limit: 100_000))
    }

    func test_get_bodyWithoutALengthBeyondTheLimit_isRefusedWithoutReadingOn() async throws {
        let server = try makeServer(.stream(bytes: 1024 * 1024 * 1024))
        let sut = makeSUT(timeout: 20, maxBytes: 1024 * 1024)
        let started = ContinuousClock.now

        let error = await errorThrown { try await sut.get(from: server.baseURL) }

        XCTAssertEqual(error as? HTTPClientError, .bodyTooLarge(limit: 1024 * 1024))
        XCTAssertLessThan(server.bodyBytesSent, 16 * 1024 * 1024, "the client read on past its limit")
        XCTAssertLessThan(ContinuousClock.now - started, .seconds(10))
    }

    func test_get_gzipAnswer_isRefusedFromItsHeadersWithoutUnpacking() async throws {
        let bomb = try gzip(spaces: 200 * 1024 * 1024)
        let server = try makeServer(.respondWithHeaders([("Content-Encoding", "gzip")], body: bomb))
        let sut = makeSUT(timeout: 20, maxBytes: 1024 * 1024)
        let started = ContinuousClock.now

        let error = await errorThrown { try await sut.get(from: server.baseURL) }

        XCTAssertLessThan(bomb.count, 1024 * 1024, "the bomb is small on the wire")
        XCTAssertEqual(error as? HTTPClientError, .encoded(contentEncoding: "gzip"))
        XCTAssertLessThan(ContinuousClock.now - started, .seconds(2), "the body was read")
    }

    func test_get_anyEncodingButIdentity_isRefusedEvenWithinTheLimit() async throws {
        for encoding in ["gzip", "br", "deflate, gzip"] {
            let server = try makeServer(.respondWithHeaders([("Content-Encoding", encoding)], body: Data("hola".utf8)))
            let sut = makeSUT(timeout: 5)

            let error = await errorThrown { try await sut.get(from: server.baseURL) }

            XCTAssertEqual(error as? HTTPClientError, .encoded(contentEncoding: encoding), encoding)
        }
    }

    func test_get_identityEncoding_isDelivered() async throws {
        let server = try makeServer(.respondWithHeaders([("Content-Encoding", "identity")], body: Data("hola".utf8)))
        let sut = makeSUT(timeout: 5)

        let response = try await sut.get(from: server.baseURL)

        XCTAssertEqual(response, HTTPResponse(statusCode: 200, body: Data("hola".utf8)))
    }

    func test_get_serverThatTricklesItsBody_isCutAtTheDeadline() async throws {
        let server = try makeServer(.trickle(every: .milliseconds(100)))
        let sut = makeSUT(timeout: 1)
        let started = ContinuousClock.now

        let error = await errorThrown { try await sut.get(from: server.baseURL) }

        XCTAssertEqual(error as? HTTPClientError, .timedOut(after: 1))
        XCTAssertLessThan(ContinuousClock.now - started, .seconds(4), "the deadline was stretched")
    }

    func test_remoteRepository_bodyTooLargeOrTooSlow_failsNamingTheLimit() async throws {
        let large = RemoteProductRepository(client: makeSUT(timeout: 5, maxBytes: 1024 * 1024), baseURL: try makeServer(.respond(status: 200, body: Data(count: 2 * 1024 * 1024))).baseURL)
        let slow = RemoteProductRepository(client: makeSUT(timeout: 1), baseURL: try makeServer(.trickle(every: .milliseconds(100))).baseURL)

        let tooLarge = await errorThrown(by: large.loadProducts) as? ProductRepositoryFailure
        let tooSlow = await errorThrown(by: slow.loadProducts) as? ProductRepositoryFailure

        XCTAssertEqual(tooLarge?.catalogError, .invalidData)
        XCTAssertTrue(tooLarge?.reason.description.contains("1 MB") == true && tooLarge?.reason.description.contains("--catalog-max-bytes") == true, tooLarge?.reason.description ?? "")
        XCTAssertEqual(tooSlow?.catalogError, .connectivity)
        XCTAssertTrue(tooSlow?.reason.description.contains("--catalog-timeout") == true, tooSlow?.reason.description ?? "")
    }

    func test_remoteRepository_endToEnd_mapsEachServerBehaviourToTheCatalogError() async throws {
        let cases: [(LocalHTTPServer.Reply, CatalogError?)] = [
            (.respond(status: 200, body: productsBody([productJSON()])), nil),
            (.respond(status: 500, body: productsBody([productJSON()])), .invalidData),
            (.respond(status: 200, body: Data("{roto".utf8)), .invalidData),
            (.neverRespond, .connectivity),
        ]
        for (reply, expected) in cases {
            let server = try makeServer(reply)
            let sut = RemoteProductRepository(client: makeSUT(timeout: 1), baseURL: server.baseURL)

            do {
                let products = try await sut.loadProducts()
                XCTAssertNil(expected, "\(reply)")
                XCTAssertEqual(products.map(\.id), ["p-001"])
            } catch {
                XCTAssertEqual((error as? ProductRepositoryFailure)?.catalogError, expected, "\(reply)")
            }
        }
    }

    func test_remoteRepository_whenTheConnectionIsRefused_failsWithConnectivity() async throws {
        let sut = RemoteProductRepository(client: makeSUT(timeout: 5), baseURL: try LocalHTTPServer.refusingBaseURL())

        let error = await errorThrown(by: sut.loadProducts)

        XCTAssertEqual((error as? ProductRepositoryFailure)?.catalogError, .connectivity)
    }

    // MARK: - Helpers

    private func makeSUT(timeout: TimeInterval, maxBytes: Int = 20 * 1024 * 1024) -> AsyncHTTPClientHTTPClient {
        AsyncHTTPClientHTTPClient(timeout: timeout, maxBytes: maxBytes)
    }

    private func makeServer(_ reply: LocalHTTPServer.Reply) throws -> LocalHTTPServer {
        let server = try LocalHTTPServer(reply: reply)
        addTeardownBlock { server.stop() }
        return server
    }

    /// `count` spaces, gzip-compressed by the system's `gzip`.
    private func gzip(spaces count: Int) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "head -c \(count) /dev/zero | tr '\\0' ' ' | gzip -c"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data
    }
}
