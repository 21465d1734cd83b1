import Foundation

/// An event of the `text/event-stream` format that browsers read with `EventSource`.
enum ServerSentEvent {
    static func text(for event: LiveReload.Event) -> String {
        switch event {
        case .reload:
            return "event: reload\ndata: \n\n"
        case let .failed(message):
            return text(named: "failed", message)
        case let .warned(warnings):
            return text(named: "warned", warnings)
        }
    }

    private static func text(named name: String, _ message: String) -> String {
        // CR, LF and CRLF all end a line of this format, so each line of the message goes in a
        // `data:` field of its own (the browser joins them with `\n`): no text in a build error,
        // such as a product id from an API, can start a field of its own (`event: reload`).
        let lines = message.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            .split(separator: "\n", omittingEmptySubsequences: false)
        return "event: \(name)\n" + lines.map { "data: \($0)" }.joined(separator: "\n") + "\n\n"
    }

    /// A comment line: browsers ignore it, and writing it tells the server whether the page is still there.
    static let heartbeat = ": sigue\n\n"
}
