public import SiteCore

/// Every word of the site's interface, so templates and presenters spell none themselves:
/// templates read them as `{{site.words.previous}}`, presenters as `site.words.previous`.
/// Sentences with a link or code inside are split around it.
///
/// The words of a language are one `Table`, shared by every copy and read through it word by
/// word (`words.previous`; inside an extension, `self.previous`): the site's model, and the words
/// with it, is copied into every page's model, and a copy of the table's 151 strings counted 151
/// references each time.
@dynamicMemberLookup
public struct SiteWords: RecurringModel {
    /// The words of one language (`spanish`, `english`), as templates read them.
    public struct Table: Equatable, Encodable, Sendable {
        // The page around every lesson.
        public let skipToContent: String
        public let showOrHideLessons: String
        public let theme: String
        public let themeAuto: String
        public let themeLight: String
        public let themeDark: String
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
        // The course's title when nothing names it, and the section of the lessons outside any folder.
        public let untitledCourse: String
        public let introduction: String
        // The header's links to the site's other parts.
        public let catalog: String
        public let previews: String
        public let code: String
        public let reports: String
        // Inside a lesson's body.
        public let linkToSection: String
        public let continues: String
        /// A drawn diagram's text alternative; its source follows it.
        public let diagram: String
        public let diagramSource: String
        public let changesVersionOf: String
        public let earlierOnThisPage: String
        // A TDD step's badge on its code frame, and the code map's marks (`--check-steps`).
        public let stepRed: String
        public let stepGreen: String
        public let stepRefactor: String
        public let stepMissing: String
        public let step: String
        public let stepAsTheLessonSays: String
        public let stepLessonSaysItFails: String
        public let stepLessonSaysItPasses: String
        public let stepLessonSaysItDoesNotCompile: String
        public let stepBrokenEarlier: String
        public let stepNotPassing: String
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

        // The reports and the code map.
        public let traceabilityTitle: String
        public let traceabilityLead: String
        public let seeAlso: String
        public let alsoIn: String
        public let brokenLinksLink: String
        public let tables: String
        public let scenarios: String
        public let testsWord: String
        public let found: String
        public let notFound: String
        public let codeCheckedIntro: String
        public let codeCheckedLegend: String
        public let codeNotCheckedIntro: String
        public let codeNotCheckedHint: String
        public let nothingCompiled: String
        public let see: String
        public let codeMapLink: String
        public let noTablesBefore: String
        public let noTablesBetween: String
        public let scenarioColumn: String
        public let testColumn: String
        public let whereColumn: String
        public let resultColumn: String
        public let lineColumn: String
        public let noTest: String
        public let and: String
        public let more: String
        public let untracedTitle: String
        public let untracedSentence: String
        public let stepsTitle: String
        public let stepsLead: String
        public let stepColumn: String
        public let lessonSaysColumn: String
        public let plainStep: String
        public let asTheLessonSays: String
        public let notAsTheLessonSays: String
        public let redAt: String
        public let greenAt: String
        public let neverPasses: String
        public let brokenLinks: String
        public let linksLead: String
        public let traceabilityLink: String
        public let internalLinksChecked: String
        public let externalLinks: String
        public let brokenCount: String
        public let lessonColumn: String
        public let linkColumn: String
        public let reasonColumn: String
        public let noBrokenLinks: String
        public let courseCode: String
        public let codeMapLead: String
        public let filesWord: String
        public let codeFiles: String
        public let history: String
        public let inPlace: String
        public let codeNotCheckedSummary: String
        public let passes: String
        public let fails: String
        public let doesNotCompile: String
        public let notChecked: String
        public let compiles: String
        public let errors: String
        public let appleOnly: String
        public let leftOut: String
        public let createsTheFile: String
        public let version: String
        public let versions: String
        public let continuesVersion: String
        public let addsOrChangesTests: String
        public let changesOneLine: String
        public let changesLinesBefore: String
        public let lines: String
    }

    private final class Shared: Sendable {
        let table: Table

        init(_ table: Table) {
            self.table = table
        }
    }

    private let shared: Shared

    init(_ table: Table) {
        shared = Shared(table)
    }

    /// Every word, by its name in the table.
    public var table: Table { shared.table }

    public subscript(dynamicMember word: KeyPath<Table, String>) -> String {
        shared.table[keyPath: word]
    }

    public static func == (lhs: SiteWords, rhs: SiteWords) -> Bool {
        lhs.shared === rhs.shared || lhs.shared.table == rhs.shared.table
    }

    /// The table's words, each under its own name.
    public func encode(to encoder: any Encoder) throws {
        try shared.table.encode(to: encoder)
    }
}
