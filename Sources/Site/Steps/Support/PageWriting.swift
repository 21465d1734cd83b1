import LessonsCore
import LessonsInterface
import Localization
import SiteCore
import SiteInterface

/// What every step that writes pages needs from the steps before it.
struct PageWriting: Sendable {
    let output: any BuildOutput
    let renderer: any HTMLRendering
    let course: Course
    let site: SiteModel

    init(_ context: SiteBuildContext, step: LocalizedText) throws(StepOrderError) {
        output = try context.required(context.output, "la carpeta de salida", by: step)
        renderer = try context.required(context.renderer, "las plantillas", by: step)
        course = try context.required(context.course, "el índice del curso", by: step)
        site = try context.required(context.site, "el sitio", by: step)
    }

    var sidebar: SidebarPresenter { SidebarPresenter(course: course, site: site) }

    /// The sidebar of pages that belong to no section of the course (catalog, reports).
    var sidebarOutsideSections: SidebarModel { sidebar.sidebar(current: nil) }
}
