/// An event of the `text/event-stream` format that browsers read with `EventSource`.
enum ServerSentEvent {
    static func text(for event: LiveReload.Event) -> String {
        switch event {
        case .reload:
            return "event: reload\ndata: \n\n"
        case let .failed(message):
            // Each line of the data goes in a `data:` field of its own; the browser joins them with `\n`.
            let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map { "data: \($0)" }
            return "event: failed\n" + lines.joined(separator: "\n") + "\n\n"
        }
    }
}
