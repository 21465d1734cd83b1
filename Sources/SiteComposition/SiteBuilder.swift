public import Foundation
internal import CatalogCore
internal import CatalogInfrastructure
internal import CatalogInterface
internal import LessonsCore
internal import LessonsInfrastructure
internal import LessonsInterface
internal import SiteInterface
internal import SiteRendering

/// The composition root: the one place that picks concrete adapters (cmark-gfm, Yams, Mustache,
/// URLSession, the file system) and runs the build as named steps.
///
/// Lessons are read twice on purpose: first only their titles, for the navigation, then each one
/// in full, one at a time, to render and write its page. So memory holds the course's outline,
/// never every page at once.
public struct SiteBuilder: Sendable {
    static let lessonTemplates = ["lesson", "home", "404", "sidebar-section", "traceability", "traceability-table", "traceability-untraced", "links"]
    static let catalogTemplates = ["catalog", "product", "previews", "preview"]

    private let configuration: SiteConfiguration
    private let progress: any BuildProgress
    private let workingDirectory: URL

    public init(
        configuration: SiteConfiguration,
        progress: any BuildProgress,
        workingDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    ) {
        self.configuration = configuration
        self.progress = progress
        self.workingDirectory = workingDirectory
    }

    public func build() async throws(SiteBuildError) -> BuildSummary {
        let started = ContinuousClock.now
        let config = configuration
        let contentShown = config.contentFolder.relativePath
        try OutputFolderPolicy(
            workingDirectory: workingDirectory,
            inputFolders: [config.contentFolder, config.templatesFolder, config.publicFolder]
        ).check(config.outputFolder)

        let diagrams = try DiagramStep(options: config.diagrams, workingDirectory: workingDirectory, progress: progress).mode()
        progress.stepStarted("Buscando lecciones en \(contentShown)/")
        let source = FileSystemLessonSource(root: config.contentFolder)
        let loader = LoadLessonUseCase(
            source: source,
            frontMatterParser: YamsFrontMatterParser(),
            markdown: CmarkGFMMarkdownRenderer(codeBlocks: CodeBlockHTMLRenderer(diagrams: diagrams), allowsRawHTML: config.allowsRawHTML),
            rewriter: LinkRewriter(baseURL: config.baseURL)
        )
        let listing: ContentListing
        do {
            listing = try source.listing()
        } catch {
            throw .from(error, contentFolder: contentShown)
        }

        progress.stepStarted("Leyendo los títulos de \(Plural.count(listing.lessons.count, "lección", "lecciones"))")
        let summaries: [LessonSummary]
        do {
            summaries = try Concurrently.map(listing.lessons) { path throws(LessonsError) in try loader.summary(of: path) }
        } catch {
            throw .from(error, contentFolder: contentShown)
        }
        let course = Course.assemble(lessons: summaries, title: config.title)
        let testFolderDefinitions: [TestDefinition]
        do {
            testFolderDefinitions = try FileSystemTestDefinitionSource(folders: config.testFolders).definitions()
        } catch {
            throw .from(error, contentFolder: contentShown)
        }

        let catalog = try await CatalogStep(options: config.catalog, contentFolder: config.contentFolder, progress: progress).load()

        progress.stepStarted("Cargando plantillas de \(config.templatesFolder.relativePath)/")
        let renderer: MustacheHTMLRenderer
        do {
            let required = Self.lessonTemplates + (catalog == nil ? [] : Self.catalogTemplates)
            renderer = try MustacheHTMLRenderer(folder: config.templatesFolder, required: required)
        } catch {
            throw .from(error)
        }

        let navigation = (catalog?.navigation(baseURL: config.baseURL) ?? [])
            + [LinkModel(title: "Informes", url: config.baseURL + ReportsPresenter.traceabilityPath)]
        let searchIndexer = config.search ? PagefindSearchIndexer.installed() : nil
        let site = SiteModel(
            courseTitle: course.title,
            baseURL: config.baseURL,
            navigation: navigation,
            siteURL: config.siteURL,
            hasSearch: searchIndexer != nil
        )
        let closedSections = try SidebarPresenter.closedSections(of: course, site: site).map { section throws(SiteBuildError) in
            try render(section, template: "sidebar-section", with: renderer)
        }
        let sidebar = SidebarPresenter(course: course, site: site, closedSectionHTML: closedSections)
        // Catalog and report pages belong to no section of the course.
        let sidebarOutsideSections = sidebar.sidebar(current: nil)

        let publicFiles = FileTree.files(in: config.publicFolder) ?? []
        let contentAssets = listing.assets.filter { $0 != catalog?.contentAssetToSkip }
        let lessonPages = course.lessons.map(\.path.pagePath)
        let generatedPages = ["index.html", "404.html", ReportsPresenter.traceabilityPath, ReportsPresenter.linksPath] + (catalog?.pagePaths ?? [])
        if let clash = Set(lessonPages).intersection(generatedPages).sorted().first {
            throw .pageClash(path: clash)
        }
        let pages = lessonPages + generatedPages
        let sitemap = config.siteURL.map { Sitemap(siteURL: $0, pagePaths: pages) }
        // An author's own robots.txt or sitemap in Public/ wins over the generated one.
        let sitemapFiles = sitemap == nil ? [] : [Sitemap.path, Sitemap.robotsPath].filter { !publicFiles.contains($0) }
        let staging = try StagingFolder(replacing: config.outputFolder)
        let warnings: [Diagnostic]
        let linkReport: LinkReport
        let traceability: TraceabilityReport
        do throws(SiteBuildError) {
            progress.stepStarted("Copiando \(Plural.count(publicFiles.count + contentAssets.count, "recurso", "recursos"))")
            try staging.copy(publicFiles, from: config.publicFolder)
            try staging.copy(contentAssets, from: config.contentFolder)

            progress.stepStarted("Generando \(Plural.count(pages.count, "página", "páginas"))")
            let lessons = try writeLessonPages(of: course, site: site, sidebar: sidebar, loader: loader, renderer: renderer, into: staging)
            if let catalog {
                let presenter = CatalogPresenter(site: site, sidebar: sidebarOutsideSections, locale: config.catalog.locale)
                try catalog.writePages(presenter: presenter, into: staging) { model, template throws(SiteBuildError) in
                    try render(model, template: template, with: renderer)
                }
            }

            // Checked once every lesson has been read in full; a strict failure still leaves the old site alone.
            progress.stepStarted("Comprobando enlaces y trazabilidad")
            let reportFiles = [ReportsPresenter.traceabilityJSONPath, ReportsPresenter.linksJSONPath]
            linkReport = CheckLinksUseCase().execute(lessons: lessons, files: Set(contentAssets + publicFiles + pages + reportFiles + sitemapFiles))
            let tracing = TraceTestsUseCase()
            traceability = tracing.execute(lessons: lessons, testFolders: testFolderDefinitions)
            warnings = (lessons.flatMap(\.warnings) + linkReport.diagnostics + tracing.diagnostics(for: traceability)).map { $0.inFolder(contentShown) }
            warnings.forEach(progress.warned)
            if config.isStrict && !warnings.isEmpty { throw .warningsInStrictMode(count: warnings.count) }
            let reports = ReportsPresenter(site: site, sidebar: sidebarOutsideSections, course: course)
            try ReportFiles.write(traceability: traceability, links: linkReport, presenter: reports, into: staging) { model, template throws(SiteBuildError) in
                try render(model, template: template, with: renderer)
            }

            if let sitemap {
                if sitemapFiles.contains(Sitemap.path) { try staging.write(sitemap.xml, to: Sitemap.path) }
                if sitemapFiles.contains(Sitemap.robotsPath) { try staging.write(sitemap.robotsTxt, to: Sitemap.robotsPath) }
            }

            if config.search {
                try indexForSearch(staging.url, with: searchIndexer)
            }

            progress.stepStarted("Publicando en \(config.outputFolder.relativePath)/")
            try staging.publish()
        } catch {
            staging.discard()
            throw error
        }
        return BuildSummary(
            pages: pages.count,
            assets: publicFiles.count + contentAssets.count,
            warnings: warnings.count,
            testsFound: traceability.foundCount,
            testsNamed: traceability.testCount,
            brokenLinks: linkReport.broken.count,
            seconds: (ContinuousClock.now - started) / .seconds(1),
            outputPath: config.outputFolder.relativePath
        )
    }

    /// Renders and writes every lesson's page and the home and 404 pages, and returns every
    /// lesson as read in full (the home lesson too).
    private func writeLessonPages(
        of course: Course,
        site: SiteModel,
        sidebar: SidebarPresenter,
        loader: LoadLessonUseCase,
        renderer: MustacheHTMLRenderer,
        into staging: StagingFolder
    ) throws(SiteBuildError) -> [Lesson] {
        let contentShown = configuration.contentFolder.relativePath
        let presenter = LessonPagePresenter(course: course, site: site, sidebar: sidebar)
        try staging.createFolders(for: course.lessons.map(\.path.pagePath))
        var lessons = try Concurrently.map(course.lessons) { summary throws(SiteBuildError) in
            let read = try load(summary.path, with: loader, contentShown: contentShown)
            let page = try render(presenter.present(read.lesson, html: read.html), template: "lesson", with: renderer)
            try staging.write(page, to: summary.path.pagePath)
            return read.lesson
        }
        let intro = try course.home.map { home throws(SiteBuildError) in try load(home.path, with: loader, contentShown: contentShown) }
        let home = HomePagePresenter(course: course, site: site, sidebar: sidebar).present(intro: intro.map { ($0.lesson, $0.html) })
        try staging.write(try render(home, template: "home", with: renderer), to: "index.html")
        let notFound = NotFoundPagePresenter(course: course, site: site, sidebar: sidebar).present()
        try staging.write(try render(notFound, template: "404", with: renderer), to: "404.html")
        if let intro { lessons.append(intro.lesson) }
        return lessons
    }

    /// Search is a bonus: without Pagefind, or when it fails, the site is still published.
    private func indexForSearch(_ folder: URL, with indexer: (any SearchIndexing)?) throws(SiteBuildError) {
        guard let indexer else {
            progress.stepStarted("Búsqueda omitida: Pagefind no está instalado (pip install 'pagefind[bin]')")
            return
        }
        progress.stepStarted("Indexando para la búsqueda con Pagefind")
        do {
            progress.stepStarted("Búsqueda: \(try indexer.index(site: folder))")
        } catch {
            progress.warned(Diagnostic(file: "pagefind", line: nil, message: "\(error) La búsqueda no funcionará en este sitio."))
        }
    }

    private func load(_ path: LessonPath, with loader: LoadLessonUseCase, contentShown: String) throws(SiteBuildError) -> LoadLessonUseCase.Result {
        do {
            return try loader.execute(path)
        } catch {
            throw .from(error, contentFolder: contentShown)
        }
    }

    private func render(_ model: some Encodable & Sendable, template: String, with renderer: MustacheHTMLRenderer) throws(SiteBuildError) -> String {
        do {
            return try renderer.render(model, template: template)
        } catch {
            throw .from(error)
        }
    }
}
