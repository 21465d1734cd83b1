import Foundation

/// Tells every open page what happened to the site: rebuilt, so reload; or the build failed, so
/// show why. A page that connects while the last build is failing hears of it at once.
public actor LiveReload {
    public enum Event: Sendable, Equatable {
        case reload
        case failed(String)
    }

    private var listeners: [UUID: AsyncStream<Event>.Continuation] = [:]
    private var lastFailure: String?

    public init() {}

    /// The events from now on, until `finish()` or until the listener stops iterating.
    public func listen() -> AsyncStream<Event> {
        let id = UUID()
        let (stream, continuation) = AsyncStream.makeStream(of: Event.self)
        continuation.onTermination = { [weak self] _ in
            Task { await self?.remove(id) }
        }
        if let lastFailure { continuation.yield(.failed(lastFailure)) }
        listeners[id] = continuation
        return stream
    }

    /// Pages listening now.
    public var listenerCount: Int { listeners.count }

    public func publish(_ event: Event) {
        if case let .failed(message) = event { lastFailure = message } else { lastFailure = nil }
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
