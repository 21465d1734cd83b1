public import Foundation

/// Fetches a URL. The port the remote repository needs, implemented by `AsyncHTTPClientHTTPClient`.
public protocol HTTPClient: Sendable {
    /// - Throws: when no response arrived (no connection, refused, timed out).
    func get(from url: URL) async throws -> HTTPResponse
}

/// What came back: a status code and a body, whatever the status.
public struct HTTPResponse: Equatable, Sendable {
    public let statusCode: Int
    public let body: Data

    public init(statusCode: Int, body: Data) {
        self.statusCode = statusCode
        self.body = body
    }
}
