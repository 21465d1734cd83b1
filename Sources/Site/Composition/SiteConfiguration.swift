public import Foundation
public import Localization
public import SiteInterface
internal import SiteInfrastructure

/// What one build reads, where it writes, and how.
public struct SiteConfiguration: Sendable {
    public var contentFolder: URL
    /// The course's own templates, each replacing the built-in theme's of the same name; nil for none.
    public var templatesFolder: URL?
    /// The course's own static files, published beside (or instead of) the built-in theme's; nil for none.
    public var publicFolder: URL?
    public var outputFolder: URL
    /// Where the site is served from: `/`, or `/curso/` for a subpath. Always starts and ends with `/`.
    public var baseURL: String {
        didSet { baseURL = Self.normalizedBaseURL(baseURL) }
    }
    /// The site's public address, for the sitemap and canonical links (`--site-url`).
    public var siteURL: SiteURL?
    /// A course title that wins over the one in `index.md`.
    public var title: String?
    /// Turns every warning into a build failure.
    public var isStrict: Bool
    /// Keeps raw HTML written in lessons instead of leaving it out.
    public var allowsRawHTML: Bool
    public var catalog: CatalogOptions
    public var diagrams: DiagramOptions
    /// Indexes the site for full-text search with Pagefind, when it is installed.
    public var search: Bool
    /// Folders of Swift tests where traceability tables may find their tests (`--tests`).
    public var testFolders: [URL]
    /// Compiling the course's code and running its tests (`--check-code`).
    public var codeCheck: CodeCheckOptions
    /// Publishes a content folder without lessons instead of refusing it (`--allow-empty`).
    public var allowsEmptyCourse: Bool
    /// Where a lesson's source is edited: a base the lesson's path is added to, or a template with `{path}`.
    public var editURL: String?
    /// Shows each lesson's last change, from git (`--no-dates` turns it off).
    public var showsDates: Bool
    /// The image social networks show with a link to the site: a path in the site or a full URL.
    public var socialImage: String?
    /// The print page and its PDF (`--no-print`, `--pdf`).
    public var printing: PrintOptions
    /// The language of the site's interface (`--language`): Spanish unless the course says.
    public var language: SiteLanguage
    /// Warnings and errors are also written as GitHub Actions annotations (`--diagnostics github`).
    public var annotatesGitHub = false
    public init(
        contentFolder: URL,
        templatesFolder: URL? = nil,
        publicFolder: URL? = nil,
        outputFolder: URL,
        baseURL: String = "/",
        siteURL: SiteURL? = nil,
        title: String? = nil,
        isStrict: Bool = false,
        allowsRawHTML: Bool = false,
        catalog: CatalogOptions = CatalogOptions(),
        diagrams: DiagramOptions = DiagramOptions(),
        search: Bool = false,
        testFolders: [URL] = [],
        codeCheck: CodeCheckOptions = CodeCheckOptions(),
        allowsEmptyCourse: Bool = false,
        editURL: String? = nil,
        showsDates: Bool = true,
        socialImage: String? = nil,
        printing: PrintOptions = PrintOptions(),
        language: SiteLanguage = .spanish
    ) {
        self.contentFolder = contentFolder
        self.templatesFolder = templatesFolder
        self.publicFolder = publicFolder
        self.outputFolder = outputFolder
        self.baseURL = Self.normalizedBaseURL(baseURL)
        self.siteURL = siteURL
        self.title = title
        self.isStrict = isStrict
        self.allowsRawHTML = allowsRawHTML
        self.catalog = catalog
        self.diagrams = diagrams
        self.search = search
        self.testFolders = testFolders
        self.codeCheck = codeCheck
        self.allowsEmptyCourse = allowsEmptyCourse
        self.editURL = editURL
        self.showsDates = showsDates
        self.socialImage = socialImage
        self.printing = printing
        self.language = language
    }

    /// `curso` and `/curso` both mean `/curso/`; a full URL keeps its scheme and host.
    public static func normalizedBaseURL(_ value: String) -> String {
        var url = value.trimmingCharacters(in: .whitespaces)
        if !url.contains("://") && !url.hasPrefix("/") { url = "/" + url }
        if !url.hasSuffix("/") { url += "/" }
        return url
    }

    /// The course's templates and static folders, those it has.
    public var themeFolders: [URL] { [templatesFolder, publicFolder].compactMap(\.self) }

    /// The tests folders a preview watches for themselves. Not one inside the content, the
    /// templates or `Public/`, whose own rules cover its files; nor one that holds any of them or
    /// the site (`--tests .`), which every build would set off again: a change there applies when
    /// the preview is started again.
    public var watchedTestFolders: [URL] {
        let others = [contentFolder, outputFolder] + themeFolders
        return testFolders.filter { folder in !others.contains { OutputFolderPolicy.overlaps(folder, $0) } }
    }
}
