public import Foundation
internal import LessonsCore
internal import LessonsInfrastructure
internal import LessonsInterface
internal import SiteRendering

/// The composition root: the one place that picks concrete adapters (cmark-gfm, Yams, Mustache,
/// the file system) and runs the build as named steps.
///
/// Lessons are read twice on purpose: first only for what the navigation and link check need,
/// then once more, one at a time, to render and write each page. So memory holds the course's
/// outline, never every page at once.
public struct SiteBuilder: Sendable {
    static let requiredTemplates = ["lesson", "home", "404", "sidebar-section"]

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

    public func build() throws(SiteBuildError) -> BuildSummary {
        let started = ContinuousClock.now
        let config = configuration
        let contentShown = config.contentFolder.relativePath
        try OutputFolderPolicy(
            workingDirectory: workingDirectory,
            inputFolders: [config.contentFolder, config.templatesFolder, config.publicFolder]
        ).check(config.outputFolder)

        progress.stepStarted("Leyendo lecciones de \(contentShown)/")
        let source = FileSystemLessonSource(root: config.contentFolder)
        let loader = LoadLessonUseCase(
            source: source,
            frontMatterParser: YamsFrontMatterParser(),
            markdown: CmarkGFMMarkdownRenderer(codeBlocks: CodeBlockHTMLRenderer(), allowsRawHTML: config.allowsRawHTML),
            rewriter: LinkRewriter(baseURL: config.baseURL)
        )
        let paths: [LessonPath]
        let contentAssets: [String]
        do {
            paths = try source.lessonPaths()
            contentAssets = try source.assetPaths()
        } catch {
            throw .from(error, contentFolder: contentShown)
        }

        progress.stepStarted("Analizando \(paths.count) lecciones")
        let lessons: [Lesson]
        do {
            lessons = try Concurrently.map(paths) { path throws(LessonsError) in
                try loader.execute(path, renderingHTML: false).lesson
            }
        } catch {
            throw .from(error, contentFolder: contentShown)
        }
        let course = Course.assemble(lessons: lessons, title: config.title)

        progress.stepStarted("Comprobando enlaces")
        let publicFiles = FileTree.files(in: config.publicFolder) ?? []
        let pages = course.lessons.map(\.path.pagePath) + ["index.html", "404.html"]
        let warnings = CheckLinksUseCase()
            .execute(course: course, files: Set(contentAssets + publicFiles + pages))
            .map { $0.inFolder(contentShown) }
        warnings.forEach(progress.warned)
        if config.isStrict && !warnings.isEmpty { throw .warningsInStrictMode(count: warnings.count) }

        progress.stepStarted("Cargando plantillas de \(config.templatesFolder.relativePath)/")
        let renderer: MustacheHTMLRenderer
        do {
            renderer = try MustacheHTMLRenderer(folder: config.templatesFolder, required: Self.requiredTemplates)
        } catch {
            throw .from(error)
        }

        let staging = try StagingFolder(replacing: config.outputFolder)
        do {
            progress.stepStarted("Copiando \(publicFiles.count + contentAssets.count) recursos")
            try staging.copy(publicFiles, from: config.publicFolder)
            try staging.copy(contentAssets, from: config.contentFolder)

            progress.stepStarted("Generando \(pages.count) páginas")
            try writePages(of: course, loader: loader, renderer: renderer, into: staging, contentShown: contentShown)

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
            seconds: (ContinuousClock.now - started) / .seconds(1),
            outputPath: config.outputFolder.relativePath
        )
    }

    private func writePages(
        of course: Course,
        loader: LoadLessonUseCase,
        renderer: MustacheHTMLRenderer,
        into staging: StagingFolder,
        contentShown: String
    ) throws(SiteBuildError) {
        let site = SiteModel(courseTitle: course.title, baseURL: configuration.baseURL)
        let closedSections = try SidebarPresenter.closedSections(of: course, site: site).map { section throws(SiteBuildError) in
            try render(section, template: "sidebar-section", with: renderer)
        }
        let sidebar = SidebarPresenter(course: course, site: site, closedSectionHTML: closedSections)
        let presenter = LessonPagePresenter(course: course, site: site, sidebar: sidebar)
        try staging.createFolders(for: course.lessons.map(\.path.pagePath))
        _ = try Concurrently.map(course.lessons) { lesson throws(SiteBuildError) in
            let html = try body(of: lesson, loader: loader, contentShown: contentShown)
            let page = try render(presenter.present(lesson, html: html), template: "lesson", with: renderer)
            try staging.write(page, to: lesson.path.pagePath)
        }
        let intro = try course.home.map { home throws(SiteBuildError) in try body(of: home, loader: loader, contentShown: contentShown) }
        let home = HomePagePresenter(course: course, site: site, sidebar: sidebar).present(introHTML: intro ?? "")
        try staging.write(try render(home, template: "home", with: renderer), to: "index.html")
        let notFound = NotFoundPagePresenter(course: course, site: site, sidebar: sidebar).present()
        try staging.write(try render(notFound, template: "404", with: renderer), to: "404.html")
    }

    private func body(of lesson: Lesson, loader: LoadLessonUseCase, contentShown: String) throws(SiteBuildError) -> String {
        do {
            return try loader.execute(lesson.path, renderingHTML: true).html
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
