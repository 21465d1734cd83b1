import Foundation
import CatalogInterface
import CourseCodeInterface
import LessonsCore
import LessonsInterface
public import Localization
public import SiteCore
public import SiteInterface

/// Settles what the site holds before anything is written: every page's path (refusing a lesson
/// whose page the site generates itself), the header's navigation, and the site as pages see it.
public struct PlanPagesStep: BuildStep {
    private let baseURL: String
    private let siteURL: SiteURL?
    private let hasSearch: Bool
    private let hasPDF: Bool
    private let paper: PaperSize?
    private let publicFiles: any StaticFiles
    private let contentShown: String
    private let socialImage: String?
    private let language: SiteLanguage
    private let publicShown: String

    /// - Parameters:
    ///   - hasSearch: an indexer will index the site for search, so pages load the search box
    ///     (which shows only where the index was written).
    ///   - hasPDF: the print page will be printed to a PDF (`--pdf` with Chromium installed), so
    ///     pages link to it; a PDF that then cannot be made fails the build, so the link never dangles.
    ///   - paper: the print page's paper (`pdf_paper`); by default, the one `language` reads on.
    ///   - socialImage: the image social networks show with a link to the site (`social_image`).
    ///   - language: the language of the site's interface (`language`).
    ///   - publicShown: the course's static folder as the author named it, for diagnostics.
    public init(
        baseURL: String, siteURL: SiteURL?, hasSearch: Bool, hasPDF: Bool = false, paper: PaperSize? = nil, publicFiles: any StaticFiles, contentShown: String,
        socialImage: String? = nil, language: SiteLanguage = .spanish, publicShown: String = "Public"
    ) {
        self.baseURL = baseURL
        self.siteURL = siteURL
        self.hasSearch = hasSearch
        self.hasPDF = hasPDF
        self.paper = paper
        self.publicFiles = publicFiles
        self.contentShown = contentShown
        self.socialImage = socialImage
        self.language = language
        self.publicShown = publicShown
    }

    public var name: LocalizedText { "Planificar las páginas" }

    public func run(_ context: inout SiteBuildContext, diagnostics: DiagnosticEngine) async throws -> StepOutcome {
        let course = try context.required(context.course, "el índice del curso", by: name)
        let catalogPages = context.catalog?.pagePaths ?? []
        let words = language.words
        let catalogLinks = context.catalog == nil ? [] : [
            LinkModel(title: words.catalog, url: baseURL + CatalogPresenter.pagePath),
            LinkModel(title: words.previews, url: baseURL + CatalogPresenter.galleryPath),
        ]
        let hasCodeMap = !context.courseCode.files.isEmpty
        let codeLinks = hasCodeMap ? [LinkModel(title: words.code, url: baseURL + CodeMapPresenter.pagePath)] : []
        let hasPrintPage = context.printAnchors != nil
        let hasPDF = hasPDF && hasPrintPage
        context.site = SiteModel(
            courseTitle: course.title,
            baseURL: baseURL,
            language: language,
            navigation: catalogLinks + codeLinks + [LinkModel(title: words.reports, url: baseURL + ReportsPresenter.traceabilityPath)],
            siteURL: siteURL,
            hasSearch: hasSearch,
            printURL: hasPrintPage ? baseURL + PrintPagePresenter.pagePath : nil,
            pdfURL: hasPDF ? baseURL + PrintPagePresenter.pdfPath : nil,
            paper: paper,
            socialImage: socialImage
        )
        let generated = ["index.html", "404.html", ReportsPresenter.traceabilityPath, ReportsPresenter.linksPath] + (hasCodeMap ? [CodeMapPresenter.pagePath] : []) + catalogPages
        // The print page repeats every lesson: a file of the site, kept out of the sitemap's pages.
        let printFiles = (hasPrintPage ? [PrintPagePresenter.pagePath] : []) + (hasPDF ? [PrintPagePresenter.pdfPath] : [])
        let generatedSet = Set(generated + printFiles)
        if let clash = course.lessons.first(where: { generatedSet.contains($0.path.pagePath) }) {
            throw PageClash(lesson: clash.path.value, page: clash.path.pagePath, contentShown: contentShown)
        }
        context.pages = course.lessons.map(\.path.pagePath) + generated
        context.searchablePages = course.lessons.map(\.path.pagePath) + ["index.html"]
            + catalogPages.filter { !$0.hasPrefix(CatalogPresenter.previewsFolder + "/") }
        context.publicFiles = publicFiles.list()
        // A static file the site also generates would be lost without a word: refuse it.
        // The drawings' folder too: a static file named as it would take its place.
        let drawings = context.drawings.isEmpty ? context.drawings : context.drawings.union([DiagramDrawing.folder])
        let written = generatedSet.union(context.pages).union(drawings)
            .union([ReportsPresenter.traceabilityJSONPath, ReportsPresenter.linksJSONPath, ReportsPresenter.codeJSONPath])
        if let clash = context.publicFiles.first(where: written.contains) {
            throw GeneratedFileClash(file: clash, folderShown: publicShown)
        }
        if let clash = context.listing.assets.first(where: written.contains) {
            throw GeneratedFileClash(file: clash, folderShown: contentShown)
        }
        // An author's own robots.txt or sitemap, in the static folder or at the top of the content
        // folder (both copied to the site's root), wins over the generated one.
        let sitemapFiles = siteURL == nil ? [] : [Sitemap.path, Sitemap.robotsPath].filter { file in
            !context.publicFiles.contains(file) && !context.listing.assets.contains(file)
        }
        context.generatedFiles = [ReportsPresenter.traceabilityJSONPath, ReportsPresenter.linksJSONPath, ReportsPresenter.codeJSONPath] + printFiles + sitemapFiles
        return .done(Plural.count(context.pages.count, "página", "páginas"))
    }
}
