public import Foundation

/// Why a response was given up on before it was complete.
public enum HTTPClientError: Error, Equatable, Sendable {
    /// The body went beyond the client's limit, as declared or as it arrived.
    case bodyTooLarge(limit: Int)
    /// The body came encoded (`Content-Encoding: gzip`, say) though it was asked for as it is
    /// (`Accept-Encoding: identity`): refused from the headers, so nothing is unpacked.
    case encoded(contentEncoding: String)
    /// The whole exchange (connecting, the headers, the body) did not end within the deadline.
    case timedOut(after: TimeInterval)
}
