import Foundation

/// Tells every open page what happened to the site: rebuilt, so reload; the build failed, so
/// show why; or the build warned, so list its warnings. A page that connects hears at once the
/// last build's warnings and whether it is failing.
public actor LiveReload {
    public enum Event: Sendable, Equatable {
        case reload
        case failed(String)
        /// The last build's warnings, one text for the page to list (empty: none, so the list goes).
        case warned(String)
    }

    private var listeners: [UUID: AsyncStream<Event>.Continuation] = [:]
    private var lastFailure: String?
    private var lastWarnings = ""

    public init() {}

    /// The events from now on, until `finish()` or until the listener stops iterating.
    public func listen() -> AsyncStream<Event> {
        let id = UUID()
        let (stream, continuation) = AsyncStream.makeStream(of: Event.self)
        continuation.onTermination = { [weak self] _ in
            Task { await self?.remove(id) }
        }
        if !lastWarnings.isEmpty { continuation.yield(.warned(lastWarnings)) }
        if let lastFailure { continuation.yield(.failed(lastFailure)) }
        listeners[id] = continuation
        return stream
    }

    /// Pages listening now.
    public var listenerCount: Int { listeners.count }

    public func publish(_ event: Event) {
        switch event {
        case .reload: lastFailure = nil
        case let .failed(message): lastFailure = message
        case let .warned(warnings): lastWarnings = warnings
        }
        for listener in listeners.values { listener.yield(event) }
    }

    /// Ends every stream, so a server shutting down isn't kept waiting by open pages.
    public func finish() {
        for listener in listeners.values { listener.finish() }
        listeners.removeAll()
    }

    private func remove(_ id: UUID) {
        listeners[id] = nil
    }
}
