public import Foundation
import Hummingbird
import Logging
import ServiceLifecycle

/// Serves a built site over HTTP, as its host will, for authors to preview it.
///
/// Hummingbird does the HTTP; `PreviewResponder` decides what each path is. Stops gracefully on
/// Ctrl-C (SIGINT) or SIGTERM, ending the pages' event streams so shutdown doesn't wait on them.
public struct PreviewServer: Sendable {
    private let folder: URL
    private let basePath: String
    private let host: String
    private let port: Int
    private let liveReload: LiveReload

    /// - Parameter port: 0 picks a free port; `run` tells which.
    public init(folder: URL, basePath: String, host: String, port: Int, liveReload: LiveReload) {
        self.folder = folder
        self.basePath = basePath
        self.host = host
        self.port = port
        self.liveReload = liveReload
    }

    /// Runs until a shutdown signal, or until the calling task is cancelled.
    /// - Parameters:
    ///   - handlesSignals: `false` in tests, which stop the server by cancelling the task.
    ///   - onRunning: called once the server listens, with the port it listens on.
    ///   - alongside: work that runs while the server does (watching files), cancelled when it stops.
    public func run(
        handlesSignals: Bool = true,
        onRunning: @escaping @Sendable (Int) async -> Void,
        alongside: @escaping @Sendable () async -> Void = {}
    ) async throws {
        var logger = Logger(label: "course-site.preview")
        logger.logLevel = .warning
        let app = Application(
            responder: PreviewResponder(folder: folder, basePath: basePath, liveReload: liveReload),
            configuration: ApplicationConfiguration(address: .hostname(host, port: port)),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? 0) },
            logger: logger
        )
        // A group shuts its services down last to first: the pages' streams end before the server
        // waits for its open requests to finish.
        let group = ServiceGroup(configuration: .init(
            services: [app, PreviewTasks(work: alongside, liveReload: liveReload)],
            gracefulShutdownSignals: handlesSignals ? [.sigterm, .sigint] : [],
            logger: logger
        ))
        // Cancelling the caller shuts down gracefully too, as a signal would, rather than tearing
        // down open connections mid-response.
        let running = Task { try await group.run() }
        try await withTaskCancellationHandler {
            try await running.value
        } onCancel: {
            Task { await group.triggerGracefulShutdown() }
        }
    }
}

/// The work that runs beside the server; at shutdown, it stops and closes the pages' event streams.
private struct PreviewTasks: Service {
    let work: @Sendable () async -> Void
    let liveReload: LiveReload

    func run() async {
        await cancelWhenGracefulShutdown { await work() }
        // Work that ends early (or none at all) must not end the group, so wait for the shutdown.
        try? await gracefulShutdown()
        await liveReload.finish()
    }
}
