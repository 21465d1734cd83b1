public import Foundation
public import Localization
public import SitePreview
public import XCTest

/// A `PreviewServer` listening on a free port of 127.0.0.1 for the rest of the test.
public struct RunningPreviewServer: Sendable {
    public let port: Int
    public let liveReload: LiveReload
}

extension XCTestCase {
    /// Starts the preview server on `folder` and stops it when the test ends.
    public func startPreviewServer(
        serving folder: URL,
        basePath: String = "/",
        timing: PreviewServer.Timing = PreviewServer.Timing(),
        language: SiteLanguage = .spanish
    ) async throws -> RunningPreviewServer {
        let liveReload = LiveReload()
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let server = PreviewServer(folder: folder, basePath: basePath, host: "127.0.0.1", port: 0, liveReload: liveReload, timing: timing, language: language)
        let task = Task {
            try await server.run(handlesSignals: false, onRunning: { port in
                continuation.yield(port)
                continuation.finish()
            })
        }
        addTeardownBlock { task.cancel() }
        var iterator = ports.makeAsyncIterator()
        let started = await iterator.next()
        let port = try XCTUnwrap(started, "the preview server did not start")
        return RunningPreviewServer(port: port, liveReload: liveReload)
    }
}
