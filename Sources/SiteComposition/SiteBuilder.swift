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

    public func build() async throws(BuildFailure) -> BuildSummary {
        try await buildKeepingContext(forPreview: false).summary
    }

    /// The build, and the context its last step left (what a preview keeps for its next rebuild).
    /// - Parameter forPreview: keeps what a preview's rewrites need in the context too (the lessons' Swift code).
    func buildKeepingContext(forPreview: Bool) async throws(BuildFailure) -> (summary: BuildSummary, site: SiteBuildContext) {
        let started = ContinuousClock.now
        let diagnostics = DiagnosticEngine(treatingWarningsAsErrors: configuration.isStrict, consumers: consumers)
        let build = BuildSiteUseCase(stages: await stages(forPreview: forPreview), reporter: reporter, diagnostics: diagnostics)
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

    /// The build, step by step, each with the adapters it works through.
    private func stages(forPreview: Bool) async -> [BuildStage<SiteBuildContext>] {
        let config = configuration
        let contentShown = config.contentFolder.relativePath
        let lessons = FileSystemLessonSource(root: config.contentFolder)
        let publicFiles = StaticFolder(folder: config.publicFolder, builtIn: BuiltInTheme.publicFiles)
        let search = config.search ? await PagefindSearchIndexer.installed() : nil
        let pdf = printPDF()
        let hasPDF = if case .on = pdf { true } else { false }
        let prepare: [any BuildStep<SiteBuildContext>] = [
            PrepareOutputStep(location: FileSystemOutputLocation(
                output: config.outputFolder,
                policy: OutputFolderPolicy(workingDirectory: workingDirectory, inputFolders: [config.contentFolder] + config.themeFolders)
            )),
            chooseDiagrams(),
            ReadLessonsStep(
                source: lessons,
                reader: lessonReader(lessons),
                rewriter: LinkRewriter(baseURL: config.baseURL),
                contentShown: contentShown,
                title: config.title,
                allowsEmpty: config.allowsEmptyCourse,
                printsPage: config.printing.printsPage,
                words: config.language.words,
                siteURL: config.siteURL,
                keepsSwiftCode: forPreview
            ),
        ]
        // Once the lessons are read, their dates (git), the course's code, the catalog (a file or an
        // API) and the templates are worked out side by side: none reads what another leaves.
        let gather: BuildStage<SiteBuildContext> = .sideBySide([
            BuildLane([ReadLessonDatesStep(lessonDates())]) { build, lane in
                build.lessonDates = lane.lessonDates
            },
            BuildLane([AssembleCodeStep()]) { build, lane in
                build.courseCode = lane.courseCode
            },
            BuildLane([
                LoadCatalogStep(
                    source: catalogSource(), allowsError: config.catalog.allowsError, previews: CatalogPreviews.all, pageSize: config.catalog.pageSize,
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
                baseURL: config.baseURL, siteURL: config.siteURL, hasSearch: search != nil, hasPDF: hasPDF, publicFiles: publicFiles, contentShown: contentShown,
                socialImage: config.socialImage, language: config.language,
                publicShown: config.publicFolder?.relativePath ?? "Public"
            ),
            CopyAssetsStep(publicFiles: publicFiles, contentFolder: config.contentFolder),
            // Before the page-writing lanes: its progress lines, printed as it goes, stay under its own step.
            CheckCodeStep(request: codeCheck(), reporter: reporter, contentShown: contentShown),
        ]
        // The lessons' pages on every core, while what the course's code and links say is worked
        // out and written beside them: neither reads what the other writes.
        let writePages: BuildStage<SiteBuildContext> = .sideBySide([
            BuildLane([WriteLessonPagesStep(editLink: config.editURL.map(EditLink.init(base:)))]) { build, lane in
                build.printPageParts = lane.printPageParts
                build.printPageSize = lane.printPageSize
            },
            BuildLane([WriteCatalogPagesStep(locale: config.catalog.locale)]),
            BuildLane([WriteCodeMapStep(), checkLinks(contentShown: contentShown), WriteReportsStep()]) { build, lane in
                build.linkReport = lane.linkReport
                build.traceability = lane.traceability
            },
        ])
        let finish: [any BuildStep<SiteBuildContext>] = [
            WriteSitemapStep(siteURL: config.siteURL),
            PrintPDFStep(request: pdf),
            IndexSearchStep(indexer: search, reasonWithout: config.search ? "Pagefind no está instalado (pip install 'pagefind[bin]')" : "--no-search"),
            PublishStep(shownPath: config.outputFolder.relativePath),
        ]
        return prepare.map(BuildStage.step) + [gather] + plan.map(BuildStage.step) + [writePages] + finish.map(BuildStage.step)
    }

    /// What reads a lesson: its file, its front matter, its Markdown.
    private func lessonReader(_ lessons: FileSystemLessonSource) -> ReadLessonUseCase {
        ReadLessonUseCase(source: lessons, frontMatterParser: YamsFrontMatterParser(), markdown: CmarkGFMMarkdownParser(allowsRawHTML: configuration.allowsRawHTML))
    }

    /// Rewrites lessons whose body alone changed, or whose lines moved, read, rendered and checked
    /// as the build's steps do.
    func lessonRewrite() -> RewriteLessonPages {
        let config = configuration
        let contentShown = config.contentFolder.relativePath
        return RewriteLessonPages(
            reader: lessonReader(FileSystemLessonSource(root: config.contentFolder)),
            rewriter: LinkRewriter(baseURL: config.baseURL),
            words: config.language.words,
            editLink: config.editURL.map(EditLink.init(base:)),
            siteURL: config.siteURL,
            checkLinks: checkLinks(contentShown: contentShown),
            contentShown: contentShown,
            isStrict: config.isStrict
        )
    }

    /// Git's dates, or why there are none: turned off, or no git to ask.
    private func lessonDates() -> ReadLessonDatesStep.Dates {
        guard configuration.showsDates else { return .turnedOff }
        return GitLessonHistory.installed(contentFolder: configuration.contentFolder).map { .from($0) } ?? .unavailable
    }

    /// Links and traceability, with the tests folders read again each time.
    private func checkLinks(contentShown: String) -> CheckLinksStep {
        CheckLinksStep(tests: FileSystemTestDefinitionSource(folders: configuration.testFolders), contentShown: contentShown)
    }

    /// Headless Chromium, when the author asked for the PDF.
    /// Whether a build prints the PDF: asked for, and a Chromium to print it with.
    var printsPDF: Bool {
        if case .on = printPDF() { true } else { false }
    }

    private func printPDF() -> PrintPDFStep.Request {
        let options = configuration.printing
        guard options.pdf, options.printsPage else { return .off }
        let runner = CommandRunner(timeout: .milliseconds(Int64(options.pdfTimeout * 1000)), outputLimit: 4 << 20)
        guard let chromium = ChromiumPDFPrinter.installed(runner: runner) else {
            return .unavailable(reason: "no hay ningún Chromium instalado (en Debian o Ubuntu: apt-get install chromium-headless-shell; en macOS: instala Google Chrome)")
        }
        return .on(chromium)
    }

    /// The `swift` on the `PATH` with the package's folder, when the author asked for the check.
    private func codeCheck() -> CheckCodeStep.Request {
        let options = configuration.codeCheck
        guard options.isEnabled else { return .off }
        let folder = options.folder ?? workingDirectory.appendingPathComponent(CodeCheckOptions.defaultFolder)
        // The check removes what it did not write in its folder: never the author's folders.
        let authorsFolders = [configuration.contentFolder, configuration.outputFolder] + configuration.themeFolders + configuration.testFolders
        if OutputFolderPolicy.isSameOrAround(folder, workingDirectory) || authorsFolders.contains(where: { OutputFolderPolicy.overlaps(folder, $0) }) {
            return .unavailable(reason: "--check-code-folder \(folder.relativePath) es la carpeta de trabajo, o una de las del curso o del sitio, o está dentro o por encima de ellas; indica una carpeta propia")
        }
        let runner = CommandRunner(timeout: .milliseconds(Int64(options.timeout * 1000)))
        guard let toolchain = SwiftPMToolchain.installed(folder: folder, runner: runner) else {
            return .unavailable(reason: "no hay ningún swift en el PATH")
        }
        let cache = JSONFileCodeCheckCache(file: folder.appendingPathComponent("last-check.json"))
        return .on(CheckCourseCodeUseCase(toolchain: toolchain, cache: cache))
    }

    /// The renderer asked for, or the first known one installed, with its cache.
    private func chooseDiagrams() -> ChooseDiagramsStep {
        let options = configuration.diagrams
        let request: ChooseDiagramsStep.Request = switch options.mode {
        case nil: .automatic
        case .svg: .svg
        case .client: .client
        case .source: .source
        }
        guard request == .automatic || request == .svg else { return ChooseDiagramsStep(request: request, renderer: nil) }
        let command: CommandDiagramRenderer?
        if let name = options.renderer {
            guard let executable = ExecutableLookup.find(name) else { return ChooseDiagramsStep(request: request, renderer: nil, missingRenderer: name) }
            command = CommandDiagramRenderer(executable: executable)
        } else {
            command = CommandDiagramRenderer.installed()
        }
        let renderer = command.map { command in
            let name = command.executable.lastPathComponent
            return ChooseDiagramsStep.Renderer(
                name: name,
                drawing: CachedDiagramRenderer(command, folder: options.cacheFolder ?? workingDirectory.appendingPathComponent(DiagramOptions.defaultCache), rendererName: name),
                cache: options.cacheFolder?.relativePath ?? DiagramOptions.defaultCache
            )
        }
        return ChooseDiagramsStep(request: request, renderer: renderer)
    }

    /// The products' gateway: a local file or the API; nil when the site has no catalog.
    private func catalogSource() -> LoadCatalogStep.Source? {
        let options = configuration.catalog
        switch options.source {
        case .none:
            return nil
        case .contentFile:
            let file = configuration.contentFolder.appendingPathComponent(CatalogOptions.contentFile)
            guard FileManager.default.fileExists(atPath: file.path) else { return nil }
            let repository = LocalProductRepository(fileURL: file, maxBytes: options.maxBytes)
            return LoadCatalogStep.Source(shown: file.relativePath, repository: repository, contentAsset: CatalogOptions.contentFile)
        case let .file(file):
            return LoadCatalogStep.Source(shown: file.relativePath, repository: LocalProductRepository(fileURL: file, maxBytes: options.maxBytes))
        case let .api(baseURL):
            let client = URLSessionHTTPClient(timeout: options.timeout, maxBytes: options.maxBytes)
            let remote = RemoteProductRepository(client: client, baseURL: baseURL)
            return LoadCatalogStep.Source(shown: remote.productsURL.absoluteString, repository: remote)
        }
    }
}
