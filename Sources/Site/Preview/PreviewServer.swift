public import Foundation
import Hummingbird
public import Localization
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
    private let timing: Timing
    private let language: SiteLanguage

    /// How long the server waits on connections.
    public struct Timing: Sendable {
        /// A connection that sends nothing, or never finishes its request, is closed after this.
        public var idle: Duration
        /// An open page's event stream is written to this often, so a page that closed is let go.
        public var heartbeat: Duration

        public init(idle: Duration = .seconds(10), heartbeat: Duration = .seconds(15)) {
            self.idle = idle
            self.heartbeat = heartbeat
        }
    }

    /// - Parameter port: 0 picks a free port; `run` tells which.
    /// - Parameter language: the language of the server's own answers (a refused host, a missing site).
    public init(folder: URL, basePath: String, host: String, port: Int, liveReload: LiveReload, timing: Timing = Timing(), language: SiteLanguage = .spanish) {
        self.language = language
        self.folder = folder
        self.basePath = basePath
        self.host = host
        self.port = port
        self.liveReload = liveReload
        self.timing = timing
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
            responder: PreviewResponder(
                folder: folder, basePath: basePath, liveReload: liveReload, hosts: HostCheck(listeningOn: host), heartbeat: timing.heartbeat, language: language
            ),
            // A connection that sends nothing (a half-open request) is closed, so a few hundred of
            // them cannot use up every file descriptor.
            server: .http1(configuration: .init(idleTimeout: .milliseconds(Int64(timing.idle / .milliseconds(1))))),
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
