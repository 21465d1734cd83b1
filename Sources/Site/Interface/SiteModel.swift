public import Localization
public import SiteCore

/// What every page template knows about the site as a whole: the same on every page but for its
/// canonical address.
public struct SiteModel: RecurringModel {
    public let courseTitle: String
    /// Always starts and ends with `/`, e.g. `/` or `/curso/`.
    public let baseURL: String
    public let homeURL: String
    /// `<html lang>`: `es` or `en`, which Pagefind's stemming follows too.
    public let language: String
    /// The locale social networks are told (`og:locale`).
    public let locale: String
    /// Every word of the interface, in the site's language.
    public let words: SiteWords
    /// Links in the header to the site's other parts (the catalog, its previews).
    public let navigation: [LinkModel]
    public let hasNavigation: Bool
    /// The site's absolute address, e.g. `https://usuario.github.io/curso/`, when it is known.
    public let siteURL: SiteURL?
    /// The site has a search index (`pagefind/`), so pages show the search box.
    public let hasSearch: Bool
    /// The page with the whole course, to print or save as PDF (`imprimir.html`), when the site has it.
    public let printURL: String?
    /// The course as a PDF (`--pdf`), when the site has it.
    public let pdfURL: String?
    /// The print page's paper, as CSS names it (`A4`, `letter`).
    public let paperSize: String
    /// The image social networks show with a link to the site (`og:image`): absolute, so only
    /// when it is given as a full URL or the site's address is known.
    public let socialImageURL: String?
    /// The page's own absolute address (`<link rel="canonical">`), set by `onPage(_:)`.
    public private(set) var canonicalURL: String?

    /// - Parameters:
    ///   - paper: the print page's paper; by default, the one `language` reads on.
    ///   - socialImage: a path in the site (`images/portada.png`) or a full `https://` URL.
    public init(
        courseTitle: String, baseURL: String, language: SiteLanguage = .spanish, navigation: [LinkModel] = [], siteURL: SiteURL? = nil, hasSearch: Bool = false,
        printURL: String? = nil, pdfURL: String? = nil, paper: PaperSize? = nil, socialImage: String? = nil
    ) {
        self.courseTitle = courseTitle
        self.baseURL = baseURL
        self.homeURL = baseURL
        self.language = language.rawValue
        self.locale = language.localeIdentifier
        self.words = language.words
        self.navigation = navigation
        self.hasNavigation = !navigation.isEmpty
        self.siteURL = siteURL
        self.hasSearch = hasSearch
        self.printURL = printURL
        self.pdfURL = pdfURL
        self.paperSize = (paper ?? .following(language)).cssName
        if let socialImage, socialImage.hasPrefix("https://") || socialImage.hasPrefix("http://") {
            socialImageURL = socialImage
        } else {
            socialImageURL = socialImage.flatMap { image in siteURL?.absoluteURL(for: image.hasPrefix("/") ? String(image.dropFirst()) : image) }
        }
    }

    /// The interface's language, which `language` spells for `<html lang>`.
    public var interfaceLanguage: SiteLanguage { SiteLanguage(rawValue: language) ?? .spanish }

    /// A message (a broken link's reason, a test's failure) in the site's language.
    public func text(_ text: LocalizedText) -> String {
        text.rendered(in: interfaceLanguage)
    }

    /// The URL of a page or asset given by its path from the site root, as its file is named:
    /// percent-encoded where a URL needs it, as the sitemap's are (a lesson named `01-C# basics.md`
    /// is linked as `01-C%23%20basics.html`; written as it is, a browser asked for `01-C`).
    public func url(for path: String) -> String {
        baseURL + URLPath.percentEncoded(path)
    }

    /// With a page's canonical address, the site is that page's alone.
    public var recurs: Bool { canonicalURL == nil }

    /// The site as seen from the page at `path`: the same, plus that page's canonical address.
    public func onPage(_ path: String) -> SiteModel {
        var site = self
        site.canonicalURL = siteURL?.absoluteURL(for: path)
        return site
    }
}
