public import BuildSteps
public import TestSupport
public import CourseCodeCore
public import LessonsCore
public import LessonsInterface
public import SiteCore
public import SiteInterface

extension SiteBuildContext {
    /// A context as the steps before the one under test would leave it: give only what that step reads.
    public static func with(
        output: (any BuildOutput)? = nil,
        diagrams: DiagramMode = .client,
        listing: ContentListing? = nil,
        course: Course? = nil,
        lessons: [Lesson] = [],
        lessonsDrawingInTheBrowser: Set<LessonPath> = [],
        printAnchors: PrintAnchors? = nil,
        courseCode: CourseCode = CourseCode(),
        catalog: LoadedCatalog? = nil,
        renderer: (any HTMLRendering)? = nil,
        site: SiteModel? = nil,
        pages: [String] = [],
        generatedFiles: [String] = [],
        publicFiles: [String] = [],
        linkReport: LinkReport? = nil,
        traceability: TraceabilityReport? = nil
    ) -> SiteBuildContext {
        var context = SiteBuildContext()
        context.output = output
        context.diagrams = diagrams
        if let listing { context.listing = listing }
        context.course = course
        context.lessons = lessons
        context.lessonsDrawingInTheBrowser = lessonsDrawingInTheBrowser
        context.printAnchors = printAnchors
        context.courseCode = courseCode
        context.catalog = catalog
        context.renderer = renderer
        context.site = site
        context.pages = pages
        context.generatedFiles = generatedFiles
        context.publicFiles = publicFiles
        context.linkReport = linkReport
        context.traceability = traceability
        return context
    }

    /// A context as the steps before the pages leave it: `lessons` read, their course assembled
    /// in order under `title`, and the site planned at `/`.
    public static func planned(
        _ lessons: [Lesson], title: String = anyCourseTitle(), output: (any BuildOutput)? = nil, renderer: (any HTMLRendering)? = nil
    ) -> SiteBuildContext {
        .with(output: output, course: makeCourse(lessons, title: title), lessons: lessons, renderer: renderer, site: anySite())
    }
}

/// The course of `lessons`, in their order.
public func makeCourse(_ lessons: [Lesson], title: String = anyCourseTitle()) -> Course {
    Course.assemble(lessons: lessons.map(\.summary), title: title)
}

/// The course of lessons at `paths`, each with the title its file name gives.
public func makeCourse(paths: [String], title: String = anyCourseTitle()) -> Course {
    Course.assemble(lessons: paths.map { makeSummary($0) }, title: title)
}

/// A site at `/` with the test course's title, as `PlanPagesStep` plans one.
public func anySite() -> SiteModel {
    SiteModel(courseTitle: anyCourseTitle(), baseURL: "/")
}
