public import Foundation
public import SiteCore
internal import BuildSteps
internal import CatalogCore
internal import CatalogInfrastructure
internal import CourseCodeCore
internal import CourseCodeInfrastructure
internal import CourseCodeInterface
internal import LessonsCore
internal import LessonsInfrastructure
internal import LessonsInterface
internal import Localization
internal import SiteInfrastructure
internal import SiteRendering
internal import SiteTheme

/// The composition root: the one place that picks concrete adapters (cmark-gfm, Yams, Mustache,
/// URLSession, commands, the file system), hands them to the build's steps, and runs them.
public struct SiteBuilder: Sendable {
    private let configuration: SiteConfiguration
    private let reporter: any BuildReporting
    private let consumers: [any DiagnosticConsumer]
    private let workingDirectory: URL
    private let templates: (any TemplateLoading)?

    /// - Parameters:
    ///   - reporter: hears each step's outcome.
    ///   - diagnostics: hear each warning and error, as found.
    ///   - templates: the templates' loader; nil for the Mustache engine over the course's
    ///     `Templates/` and the built-in theme (tests hand in the reference engine to compare with).
    public init(
        configuration: SiteConfiguration,
        reporter: any BuildReporting,
        diagnostics: [any DiagnosticConsumer],
        workingDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        templates: (any TemplateLoading)? = nil
    ) {
        self.configuration = configuration
        self.reporter = reporter
        self.consumers = diagnostics
        self.workingDirectory = workingDirectory
        self.templates = templates
    }

    /// What a process that must end at once (a second Ctrl-C) can still do: remove the staging
    /// folders of its builds at work, so that no half-written site is left beside the output.
    public static func abandonWorkInProgress() {
        StagingFolder.discardAllInProgress()
    }

    /// Builds the site and returns what the build says of itself; the context it leaves (every
    /// lesson, the course's code) is freed afterwards, beside whatever the caller does next.
    public func build() async throws(BuildFailure) -> BuildSummary {
        let started = ContinuousClock.now
        let (summary, site) = try await buildKeepingContext(in: await BuildEnvironment.resolve(for: configuration), forPreview: false, started: started)
        // Not freed on the way out (40 ms of a 5,000-lesson build), nor at all by a process that
        // ends right after, as clang's -disable-free.
        Task.detached(priority: .background) { withExtendedLifetime(site) {} }
        return summary
    }

    /// The build, and the context its last step left (what a preview keeps for its next rebuild).
    /// - Parameters:
    ///   - environment: the programs found on this machine, looked for once by the caller.
    ///   - forPreview: keeps what a preview's rewrites need in the context too (the lessons' Swift code).
    func buildKeepingContext(
        in environment: BuildEnvironment, forPreview: Bool, started: ContinuousClock.Instant = .now
    ) async throws(BuildFailure) -> (summary: BuildSummary, site: SiteBuildContext) {
        let diagnostics = DiagnosticEngine(treatingWarningsAsErrors: configuration.isStrict, consumers: consumers)
        let requests = requests(in: environment)
        let search = requests.search
        let build = BuildSiteUseCase(stages: stages(requests, search: search, forPreview: forPreview), reporter: reporter, diagnostics: diagnostics)
        let site = try await build.execute(SiteBuildContext())
        return (summary(of: site, diagnostics: diagnostics, started: started), site)
    }

    private func summary(of site: SiteBuildContext, diagnostics: DiagnosticEngine, started: ContinuousClock.Instant) -> BuildSummary {
        BuildSummary(
            pages: site.pages.count,
            assets: site.assetCount,
            warnings: diagnostics.warningCount,
            testsFound: site.traceability?.foundCount ?? 0,
            testsNamed: site.traceability?.testCount ?? 0,
            brokenLinks: site.linkReport?.broken.count ?? 0,
            code: CodeCheckSummary.line(for: site.codeCheck),
            seconds: (ContinuousClock.now - started) / .seconds(1),
            outputPath: configuration.outputFolder.relativePath
        )
    }

    /// What the steps that run programs are handed, on this machine.
    func requests(in environment: BuildEnvironment) -> StepRequests {
        StepRequests(configuration: configuration, environment: environment, workingDirectory: workingDirectory)
    }

    /// The build, step by step, each with the adapters it works through.
    private func stages(
        _ requests: StepRequests, search: (indexer: PagefindSearchIndexer?, reasonWithout: LocalizedText), forPreview: Bool
    ) -> [BuildStage<SiteBuildContext>] {
        let config = configuration
        let contentShown = config.contentFolder.relativePath
        let lessons = FileSystemLessonSource(root: config.contentFolder)
        let publicFiles = StaticFolder(folder: config.publicFolder, builtIn: BuiltInTheme.publicFiles)
        let prepare: [any BuildStep<SiteBuildContext>] = [
            PrepareOutputStep(location: FileSystemOutputLocation(
                output: config.outputFolder,
                policy: OutputFolderPolicy(workingDirectory: workingDirectory, inputFolders: [config.contentFolder] + config.themeFolders)
            )),
            requests.diagrams,
            ReadLessonsStep(
                source: lessons,
                pages: lessonPages(lessons),
                contentShown: contentShown,
                title: config.title,
                allowsEmpty: config.allowsEmptyCourse,
                printsPage: config.printing.printsPage,
                words: config.language.words,
                keepsSwiftCode: forPreview
            ),
        ]
        // Once the lessons are read, their dates (git), the course's code, the catalog (a file or an
        // API) and the templates are worked out side by side: none reads what another leaves.
        let gather: BuildStage<SiteBuildContext> = .sideBySide([
            BuildLane([ReadLessonDatesStep(requests.lessonDates)]) { build, lane in
                build.lessonDates = lane.lessonDates
            },
            BuildLane([AssembleCodeStep()]) { build, lane in
                build.courseCode = lane.courseCode
            },
            BuildLane([
                LoadCatalogStep(
                    source: requests.catalogSource, allowsError: config.catalog.allowsError, previews: CatalogPreviews.all, pageSize: config.catalog.pageSize,
                    words: config.language.words
                ),
                LoadTemplatesStep(loader: templates ?? MustacheTemplateLoader(folder: config.templatesFolder, builtIn: BuiltInTheme.templates)),
            ]) { build, lane in
                build.catalog = lane.catalog
                build.renderer = lane.renderer
            },
        ])
        let plan: [any BuildStep<SiteBuildContext>] = [
            PlanPagesStep(
                baseURL: config.baseURL, siteURL: config.siteURL, hasSearch: search.indexer != nil, hasPDF: requests.printsPDF, paper: config.printing.paper, publicFiles: publicFiles, contentShown: contentShown,
                socialImage: config.socialImage, language: config.language,
                publicShown: config.publicFolder?.relativePath ?? "Public"
            ),
            CopyAssetsStep(publicFiles: publicFiles, contentFolder: config.contentFolder),
            // Before the page-writing lanes: its progress lines, printed as it goes, stay under its own step.
            CheckCodeStep(request: requests.codeCheck, unconfined: requests.codeUnconfined, reporter: reporter, contentShown: contentShown),
            CheckStepsStep(request: requests.stepsCheck, reporter: reporter, contentShown: contentShown),
        ]
        // The lessons' pages on every core, while what the course's code and links say is worked
        // out and written beside them, and the sitemap: none reads what another writes.
        let writePages: BuildStage<SiteBuildContext> = .sideBySide([
            BuildLane([WriteLessonPagesStep(pages: lessonPages(lessons))]) { build, lane in
                build.printPageParts = lane.printPageParts
                build.printPageSize = lane.printPageSize
            },
            BuildLane([WriteCatalogPagesStep(locale: config.catalog.locale)]),
            BuildLane([WriteCodeMapStep(), checkLinks(contentShown: contentShown), WriteReportsStep(json: SortedKeysJSONEncoder())]) { build, lane in
                build.linkReport = lane.linkReport
                build.traceability = lane.traceability
            },
            // Every page's address is planned: the sitemap needs no page written.
            BuildLane([WriteSitemapStep(siteURL: config.siteURL)]),
        ])
        let finish: [any BuildStep<SiteBuildContext>] = [
            PrintPDFStep(request: requests.pdf),
            IndexSearchStep(indexer: search.indexer, reasonWithout: search.reasonWithout),
            PublishStep(shownPath: config.outputFolder.relativePath),
        ]
        return prepare.map(BuildStage.step) + [gather] + plan.map(BuildStage.step) + [writePages] + finish.map(BuildStage.step)
    }

    /// A lesson's way to its page: its file, its front matter, its Markdown, its body, its page.
    private func lessonPages(_ lessons: FileSystemLessonSource) -> LessonPages {
        let config = configuration
        return LessonPages(
            reader: ReadLessonUseCase(source: lessons, frontMatterParser: YamsFrontMatterParser(), markdown: CmarkGFMMarkdownParser(allowsRawHTML: config.allowsRawHTML)),
            rewriter: LinkRewriter(baseURL: config.baseURL),
            words: config.language.words,
            siteURL: config.siteURL,
            editLink: config.editURL.map(EditLink.init(base:))
        )
    }

    /// Rewrites lessons whose body alone changed, or whose lines moved, read, rendered and checked
    /// as the build's steps do.
    func lessonRewrite() -> RewriteLessonPages {
        let config = configuration
        let contentShown = config.contentFolder.relativePath
        return RewriteLessonPages(
            pages: lessonPages(FileSystemLessonSource(root: config.contentFolder)),
            checkLinks: checkLinks(contentShown: contentShown),
            writeReports: WriteReportsStep(json: SortedKeysJSONEncoder()),
            contentShown: contentShown
        )
    }

    /// Links and traceability, with the tests folders read again each time.
    private func checkLinks(contentShown: String) -> CheckLinksStep {
        CheckLinksStep(tests: FileSystemTestDefinitionSource(folders: configuration.testFolders), contentShown: contentShown)
    }
}
