public import Foundation
public import SiteCore

/// The preview's search index, indexed again after a rewrite left it behind the lessons: one
/// refresh at a time, each stopped by anything that touches the site after it (`stop()`), and none
/// at all once the preview ends (`stopForGood()`), since the indexer runs in a session of its own
/// and would outlive it.
public actor SearchIndexRefresh {
    private let folder: URL
    private let findIndexer: @Sendable () async -> (any SearchIndexing)?
    private var indexer: (any SearchIndexing)?
    private var lookedForIndexer = false
    private var running: Task<Duration?, Never>?
    /// Counts the calls to `stop()`: a refresh that finds it changed after waiting starts nothing.
    /// A newer refresh replacing a running one does not count: the newer one goes on.
    private var stops = 0
    private var stoppedForGood = false

    /// - Parameters:
    ///   - folder: the published site.
    ///   - findIndexer: the indexer, looked for once, the first time a refresh needs it.
    public init(folder: URL, findIndexer: @escaping @Sendable () async -> (any SearchIndexing)?) {
        self.folder = folder
        self.findIndexer = findIndexer
    }

    /// Indexes the site again, in place of a refresh that is running.
    /// - Parameter pages: the pages worth searching (`SiteBuildContext.searchablePages`).
    /// - Returns: how long it took; nil without an indexer, or when it was stopped or failed.
    public func refresh(pages: [String]? = nil) async -> Duration? {
        let stopsBefore = stops
        if !lookedForIndexer {
            indexer = await findIndexer()
            lookedForIndexer = true
        }
        guard let indexer else { return nil }
        await cancelRunning()
        // Something touched the site while this waited (a build indexes the site itself), or the preview ended.
        guard stops == stopsBefore, !stoppedForGood else { return nil }
        let folder = folder
        let refresh = Task { () -> Duration? in
            let started = ContinuousClock.now
            guard (try? await indexer.index(site: folder, pages: pages)) != nil, !Task.isCancelled else { return nil }
            return ContinuousClock.now - started
        }
        running = refresh
        return await refresh.value
    }

    /// Stops the refresh that is running, if one is, and waits for it; a refresh waiting to start
    /// does not start.
    public func stop() async {
        stops += 1
        await cancelRunning()
    }

    /// Stops the running refresh, and any that would start later.
    public func stopForGood() async {
        stoppedForGood = true
        await stop()
    }

    /// Also one started while it waited (the actor runs other calls meanwhile).
    private func cancelRunning() async {
        while let refresh = running {
            refresh.cancel()
            _ = await refresh.value
            if running == refresh { running = nil }
        }
    }
}
