public import Foundation
public import Localization
public import SiteCore
internal import BuildSteps
internal import LessonsInfrastructure
internal import SiteInfrastructure
internal import Synchronization

/// The preview's builds. The first one, and any change it cannot prove local, build the whole
/// site as `SiteBuilder` does. After a change to the body of lessons alone (`PreviewRebuildPlan`),
/// only their pages and their parts of the print page are rewritten in the published site, around
/// what the last full build knew and this keeps in memory: the course, the site, the templates,
/// the course's code, the lessons' dates (saving a file commits nothing) and the code check's
/// results (a lesson whose Swift blocks changed is no body-only change). When the change also
/// moved the lines of their facts, the reports, `code.json` and the code map follow, after the reload.
public actor PreviewSiteBuilder {
    private let configuration: SiteConfiguration
    private let builder: SiteBuilder
    private let consumers: [any DiagnosticConsumer]
    /// The tests folders watched for themselves, worked out once (their links resolved), as the
    /// watcher's folders are: not again on every save.
    private let watchedTestFolders: [URL]
    /// What the last full build left, kept up to date by the rewrites since; nil after a failed build.
    private var last: SiteBuildContext?
    /// The programs the builds run, looked for once, as the preview starts: one installed while it
    /// runs is used once it is started again.
    private let environment: Task<BuildEnvironment, Never>
    /// The search index, indexed again after a rewrite: stopped before anything else touches the site.
    private let searchRefresh: SearchIndexRefresh
    /// Where git records commits, when lessons show their dates: looked for once.
    private var historyLookup: Task<GitHistoryFiles?, Never>?

    /// - Parameter findIndexer: finds the search indexer for the refreshes after a rewrite; by
    ///   default, Pagefind if it is installed.
    public init(
        configuration: SiteConfiguration,
        reporter: any BuildReporting,
        diagnostics: [any DiagnosticConsumer],
        workingDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        findIndexer: (@Sendable () async -> (any SearchIndexing)?)? = nil
    ) {
        // `--strict` fails builds, not the preview: its warnings are told, and the site is shown with them.
        var configuration = configuration
        configuration.isStrict = false
        let builder = SiteBuilder(configuration: configuration, reporter: reporter, diagnostics: diagnostics, workingDirectory: workingDirectory)
        // Looked for once, for every rebuild.
        let environment = Task { await BuildEnvironment.resolve(for: configuration) }
        self.configuration = configuration
        self.builder = builder
        self.consumers = diagnostics
        self.watchedTestFolders = configuration.watchedTestFolders
        self.environment = environment
        self.searchRefresh = SearchIndexRefresh(folder: configuration.outputFolder, findIndexer: findIndexer ?? {
            await builder.requests(in: environment.value).search.indexer
        })
    }

    /// Where a change may call for a rebuild: lessons, templates, assets, the tests the
    /// traceability tables name, a catalog file kept elsewhere, and, when lessons show their dates,
    /// where git records commits (the log of `HEAD` and the branches' files): a commit changes the
    /// dates a full build writes, and no file the site reads. A folder inside one already watched
    /// (a repository in the content folder) is watched with it; one missing at the start (the
    /// logs, before the first commit) is not watched.
    public func watchedFolders() async -> [URL] {
        var folders = [configuration.contentFolder] + configuration.themeFolders + watchedTestFolders
        if case let .file(file) = configuration.catalog.source { folders.append(file) }
        for folder in await findHistory()?.folders ?? [] where FileManager.default.fileExists(atPath: folder.path)
            && !(folders + [configuration.outputFolder]).contains(where: { OutputFolderPolicy.overlaps(folder, $0) }) {
            folders.append(folder)
        }
        return folders
    }

    /// Where git records commits, when lessons show their dates. Looked for once, by the first caller.
    private func findHistory() async -> GitHistoryFiles? {
        if let historyLookup { return await historyLookup.value }
        let (builder, environment) = (builder, environment)
        let lookup = Task { () -> GitHistoryFiles? in
            await builder.requests(in: environment.value).lessonHistory?.historyFiles()
        }
        historyLookup = lookup
        return await lookup.value
    }

    /// Builds the whole site and keeps what it knows for the next rebuild.
    public func build() async throws(BuildFailure) -> BuildSummary {
        let started = ContinuousClock.now
        // Before the wait: a refresh asked for meanwhile finds no site to index.
        last = nil
        await searchRefresh.stop()
        var (summary, site) = try await builder.buildKeepingContext(in: await environment.value, forPreview: true, started: started)
        // Published and gone: later rewrites go to the published site.
        site.output = nil
        last = site
        return summary
    }

    /// Rebuilds after the files at `changed` (absolute paths; empty when unknown) were saved.
    /// - Parameters:
    ///   - buildingEverything: hears why the whole site is built again, before it is.
    ///   - pagesRewritten: when only lessons are rewritten, called once their own pages are in
    ///     place, before the print page, the reports and the code map are: the moment to reload
    ///     the open pages.
    public func rebuild(
        after changed: Set<String>, buildingEverything: @Sendable (LocalizedText) -> Void, pagesRewritten: @Sendable () async -> Void = {}
    ) async throws(BuildFailure) -> PreviewRebuildOutcome {
        // Looked for before reading `last`, which a build may change while this waits.
        let history = await findHistory()
        guard var site = last else {
            buildingEverything("la compilación anterior no terminó")
            return .everything(try await build())
        }
        let plan = PreviewRebuildPlan(
            contentFolder: configuration.contentFolder.standardizedFileURL.path,
            testFolders: watchedTestFolders.map(\.standardizedFileURL.path),
            history: history,
            listing: site.listing,
            home: site.course?.home?.path,
            printsPDF: builder.requests(in: await environment.value).printsPDF
        )
        let reason: LocalizedText
        switch plan.lessonsToReread(after: changed, exists: { FileManager.default.fileExists(atPath: $0) }) {
        case .nothing:
            // A refresh of the search index goes on: nothing it reads changed.
            return .nothing
        case let .everything(because):
            reason = because
        case let .lessons(lessons):
            // Rebuilds come one at a time (the watcher awaits each): `site` is still the last one.
            await searchRefresh.stop()
            let started = ContinuousClock.now
            do {
                let published = FileSystemPublishedSite(folder: configuration.outputFolder)
                let pagesReady = Mutex<Duration?>(nil)
                let printReady = Mutex<Duration?>(nil)
                let outcome = try await builder.lessonRewrite().run(lessons, over: &site, into: published) {
                    pagesReady.withLock { $0 = ContinuousClock.now - started }
                    await pagesRewritten()
                } printPageWritten: {
                    printReady.withLock { $0 = ContinuousClock.now - started }
                }
                switch outcome {
                case let .rewrote(files, linesMoved, warnings):
                    last = site
                    for warning in warnings {
                        for consumer in consumers { consumer.receive(warning) }
                    }
                    let elapsed = ContinuousClock.now - started
                    let pagesSeconds = (pagesReady.withLock { $0 } ?? .zero) / .seconds(1)
                    let printSeconds = (printReady.withLock { $0 } ?? elapsed) / .seconds(1)
                    let seconds = elapsed / .seconds(1)
                    return .rewrote(
                        lessons: lessons.map(\.value), files: files, pagesSeconds: pagesSeconds, seconds: seconds,
                        citationsSeconds: linesMoved ? seconds - printSeconds : nil, searchIndexUnchanged: site.searchIndexed
                    )
                case let .needsEverything(because):
                    reason = because
                }
            } catch {
                // Some files may be new and others not: only a full build makes the site whole again.
                reason = "no se pudieron reescribir las páginas (\(error))"
            }
        }
        buildingEverything(reason)
        return .everything(try await build())
    }

    /// Indexes the published site again, after a rewrite left its search index behind the lessons:
    /// called once the open pages have reloaded, so the reload never waits for it. A rebuild that
    /// rewrites anything stops it first; one that changes nothing lets it finish.
    /// - Returns: how long it took; nil when the site has no index, or the refresh was stopped or failed.
    public func refreshSearchIndex() async -> Duration? {
        // Not without an index: Python without Pagefind would start at every save, to fail.
        guard let last, last.searchIndexed else { return nil }
        return await searchRefresh.refresh(pages: last.searchablePages)
    }

    /// Stops a refresh of the search index, if one is running, and any that would start later:
    /// when the preview ends, since Pagefind runs in a session of its own and would outlive it.
    public func stopSearchIndexRefresh() async {
        await searchRefresh.stopForGood()
    }
}
