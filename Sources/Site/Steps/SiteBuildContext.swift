import CatalogCore
public import CourseCodeCore
public import Foundation
public import LessonsCore
public import LessonsInterface
import Localization
public import SiteCore
public import SiteInterface

/// What the steps of one build hand on to each other, filled in as they run: each step reads
/// what earlier steps left here and adds its own result.
public struct SiteBuildContext: BuildContext {
    /// Where the site is being written (`PrepareOutputStep`).
    public var output: (any BuildOutput)?
    /// How diagrams are drawn (`ChooseDiagramsStep`).
    public var diagrams: DiagramMode = .client
    /// The content folder's lessons and other files (`ReadLessonsStep`).
    public var listing = ContentListing(lessons: [], assets: [])
    /// The course's outline, in reading order (`ReadLessonsStep`).
    public var course: Course?
    /// Every lesson as read, the home lesson too (`ReadLessonsStep`); their bodies wait in the output's scratch space.
    public var lessons: [Lesson] = []
    /// When each lesson last changed, where the content's history says (`ReadLessonDatesStep`).
    public var lessonDates: [LessonPath: Date] = [:]
    /// Every lesson's Swift blocks with their code, kept in memory for a preview (`ReadLessonsStep`
    /// with `keepsSwiftCode`): its rewrites follow the course's code again once the scratch space
    /// is gone with the published site. Nil in a build, which reads them from the lessons' drafts.
    public var keptSwiftCode: [LessonPath: [CodeBlock]]?
    /// Lessons whose body leaves diagrams for the browser to draw, so their page loads mermaid's script.
    public var lessonsDrawingInTheBrowser: Set<LessonPath> = []
    /// The diagrams drawn at build time, as files of the site (`diagrams/d….svg`, `ReadLessonsStep`).
    public var drawings: Set<String> = []
    /// The print page's ids, when the site has a print page (`ReadLessonsStep`): each lesson's body
    /// waits in the scratch space with its links' destinations there too.
    public var printAnchors: PrintAnchors?
    /// Where each lesson's part of the print page lies in it, in bytes (`WriteLessonPagesStep`).
    public var printPageParts: [LessonPath: Range<Int>] = [:]
    /// The print page's size in bytes, with those parts: a file of another size is not that page.
    public var printPageSize = 0
    /// The course's code: each file its lessons write, version by version (`AssembleCodeStep`).
    public var courseCode = CourseCode()
    /// What compiling the course's code and running its tests found (`CheckCodeStep`); nothing checked without `--check-code`.
    public var codeCheck = CodeCheckReport(run: .notRequested, files: [], tests: [], problems: [])
    /// With `--check-steps`: each step's verdict and each test's trail (`CheckStepsStep`).
    public var steps = ReplayedSteps.none
    /// Lessons the preview rewrote since the steps were checked: their code frames and their
    /// versions in the code map show no verdict, which their marks may no longer say.
    public var lessonsRewrittenSinceSteps: Set<LessonPath> = []
    /// The steps as the pages, the code map and the reports show them: those of the lessons the
    /// preview rewrote since, not checked.
    public var stepsShown: ReplayedSteps { steps.leavingOut(lessonsRewrittenSinceSteps) }
    /// The catalog and its previews, when there is one (`LoadCatalogStep`).
    public var catalog: LoadedCatalog?
    /// The checked templates (`LoadTemplatesStep`).
    public var renderer: (any HTMLRendering)?
    /// The site as every page sees it (`PlanPagesStep`).
    public var site: SiteModel?
    /// Every page the site will have, from its root (`PlanPagesStep`).
    public var pages: [String] = []
    /// The pages a search should find (`PlanPagesStep`): the lessons, the home page and the
    /// catalog; not the print page, which repeats the lessons, nor the reports, the code map or the previews.
    public var searchablePages: [String] = []
    /// The search step wrote the index (`IndexSearchStep`): pages show the search box, and the
    /// preview indexes the site again after a rewrite. False without an indexer that ran.
    public var searchIndexed = false
    /// The other files the build writes: the reports' JSON, the sitemap and robots.txt (`PlanPagesStep`).
    public var generatedFiles: [String] = []
    /// The files of the static folder, from its root (`PlanPagesStep`).
    public var publicFiles: [String] = []
    /// Files copied as they are (`CopyAssetsStep`).
    public var assetCount = 0
    public var linkReport: LinkReport?
    public var traceability: TraceabilityReport?

    public init() {}

    public func discardUnpublished() {
        output?.discard()
    }
}

extension SiteBuildContext {
    /// What an earlier step should have left; its absence is a mistake in the order of the steps.
    func required<Value>(_ value: Value?, _ what: LocalizedText, by step: LocalizedText) throws(StepOrderError) -> Value {
        guard let value else { throw StepOrderError(step: step, missing: what) }
        return value
    }
}

/// A step ran before the step that provides what it needs: a bug in how the build was put together.
struct StepOrderError: DiagnosticConvertible {
    let step: LocalizedText
    let missing: LocalizedText

    var diagnostic: Diagnostic {
        .error(.unexpected, "el paso «\(step)» necesita \(missing), que ningún paso anterior preparó")
    }
}
