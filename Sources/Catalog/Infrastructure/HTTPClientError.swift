public import Foundation

/// Why a response was given up on before it was complete.
public enum HTTPClientError: Error, Equatable, Sendable {
    /// The body, as decoded (a gzip answer counts unpacked), went beyond the client's limit.
    case bodyTooLarge(limit: Int)
    /// The whole exchange (connecting, the headers, the body) did not end within the deadline.
    case timedOut(after: TimeInterval)
}
