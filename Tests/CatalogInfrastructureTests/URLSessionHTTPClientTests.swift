import CatalogCore
import CatalogInfrastructure
import Foundation
import TestSupport
import XCTest

/// The real adapters against a real HTTP server on 127.0.0.1.
final class URLSessionHTTPClientTests: XCTestCase {
    func test_get_deliversStatusAndBodyAndSendsAGET() async throws {
        let server = try makeServer(.respond(status: 200, body: Data("hola".utf8)))
        let sut = URLSessionHTTPClient(timeout: 5)

        let response = try await sut.get(from: server.baseURL.appendingPathComponent("products"))

        XCTAssertEqual(response, HTTPResponse(statusCode: 200, body: Data("hola".utf8)))
        XCTAssertEqual(server.requests, ["GET /products"])
    }

    func test_get_deliversErrorStatusesAsResponses() async throws {
        let server = try makeServer(.respond(status: 500, body: Data()))
        let sut = URLSessionHTTPClient(timeout: 5)

        let response = try await sut.get(from: server.baseURL)

        XCTAssertEqual(response.statusCode, 500)
    }

    func test_get_whenTheConnectionIsRefused_throws() async throws {
        let sut = URLSessionHTTPClient(timeout: 5)
        let url = try LocalHTTPServer.refusingBaseURL()

        let error = await errorThrown { try await sut.get(from: url) }

        XCTAssertNotNil(error)
    }

    func test_get_whenTheServerNeverAnswers_throwsAfterTheTimeout() async throws {
        let server = try makeServer(.neverRespond)
        let sut = URLSessionHTTPClient(timeout: 1)
        let started = Date()

        let error = await errorThrown { try await sut.get(from: server.baseURL) }

        XCTAssertNotNil(error)
        XCTAssertLessThan(Date().timeIntervalSince(started), 10, "the timeout was not honoured")
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
            let sut = RemoteProductRepository(client: URLSessionHTTPClient(timeout: 1), baseURL: server.baseURL)

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
        let sut = RemoteProductRepository(client: URLSessionHTTPClient(timeout: 5), baseURL: try LocalHTTPServer.refusingBaseURL())

        let error = await errorThrown(by: sut.loadProducts)

        XCTAssertEqual((error as? ProductRepositoryFailure)?.catalogError, .connectivity)
    }

    // MARK: - Helpers

    private func makeServer(_ reply: LocalHTTPServer.Reply) throws -> LocalHTTPServer {
        let server = try LocalHTTPServer(reply: reply)
        addTeardownBlock { server.stop() }
        return server
    }
}
