/// Every word of the site's interface, so templates and presenters spell none themselves:
/// templates read them as `{{site.words.previous}}`, presenters as `site.words.previous`.
/// Sentences with a link or code inside are split around it.
public struct SiteWords: Sendable, Equatable, Encodable {
    // The page around every lesson.
    public let skipToContent: String
    public let showOrHideLessons: String
    public let lessons: String
    public let siteSections: String
    public let courseLessons: String
    public let allSections: String
    public let generatedWith: String
    public let printVersion: String
    public let copy: String
    public let copied: String
    public let onThisLesson: String
    public let previousAndNext: String
    public let previous: String
    public let next: String
    public let lastChanged: String
    public let editThisPage: String
    // The home page and the missing page.
    public let startCourse: String
    public let printCourse: String
    public let allOnOnePage: String
    public let downloadPDF: String
    public let moreOnThisSite: String
    public let pageNotFound: String
    public let pageNotFoundMessage: String
    public let backToCourse: String
    // The header's links to the site's other parts.
    public let catalog: String
    public let previews: String
    public let code: String
    public let reports: String
    // Inside a lesson's body.
    public let linkToSection: String
    public let continues: String
    public let diagramSource: String
    public let changesVersionOf: String
    public let earlierOnThisPage: String
    public let note: String
    public let tip: String
    public let important: String
    public let warning: String
    public let caution: String
    // The print page.
    public let printBarHint: String
    public let contents: String
    // The catalog and its previews.
    public let catalogLoadedBy: String
    public let catalogThrough: String
    public let catalogSeeAlso: String
    public let catalogPreviewsLink: String
    public let catalogPages: String
    public let page: String
    public let pageOf: String
    public let reference: String
    public let backToCatalog: String
    public let catalogPreviews: String
    public let previewsShownAs: String
    public let previewsInXcode: String
    public let previewsRealWith: String
    public let previewsSameTemplate: String
    public let loadingProducts: String
    public let noProducts: String
    public let noProductsMessage: String
    public let retry: String
    public let noConnection: String
    public let productsFailedToLoad: String
    public let unexpectedError: String
}
