/// The theme every course is built with: its Mustache templates and its static files, compiled
/// into the program (`.embedInCode`), so `build-site` works from any folder once installed.
///
/// A course overrides it file by file: a `Templates/lesson.mustache` of its own replaces this
/// `lesson`, a `Public/css/site.css` this stylesheet; every other file comes from here.
/// `build-site theme` writes these files out to start from.
public enum BuiltInTheme {
    /// Each template's text by its name (`lesson` for `lesson.mustache`).
    public static let templates: [String: String] = [
        // SwiftPM turns a leading digit into "_": 404.mustache is `_04_mustache`.
        "404": text(PackageResources._04_mustache),
        "catalog-screen": text(PackageResources.catalog_screen_mustache),
        "catalog": text(PackageResources.catalog_mustache),
        "code-folder": text(PackageResources.code_folder_mustache),
        "code-map-bottom": text(PackageResources.code_map_bottom_mustache),
        "code-map-files": text(PackageResources.code_map_files_mustache),
        "code-map": text(PackageResources.code_map_mustache),
        "diagrams": text(PackageResources.diagrams_mustache),
        "home": text(PackageResources.home_mustache),
        "layout": text(PackageResources.layout_mustache),
        "lesson": text(PackageResources.lesson_mustache),
        "links": text(PackageResources.links_mustache),
        "page-bottom": text(PackageResources.page_bottom_mustache),
        "page-top": text(PackageResources.page_top_mustache),
        "pager": text(PackageResources.pager_mustache),
        "preview": text(PackageResources.preview_mustache),
        "previews": text(PackageResources.previews_mustache),
        "print-bottom": text(PackageResources.print_bottom_mustache),
        "print-lesson": text(PackageResources.print_lesson_mustache),
        "print": text(PackageResources.print_mustache),
        "product": text(PackageResources.product_mustache),
        "sidebar-section": text(PackageResources.sidebar_section_mustache),
        "sidebar": text(PackageResources.sidebar_mustache),
        "toc": text(PackageResources.toc_mustache),
        "traceability-footer": text(PackageResources.traceability_footer_mustache),
        "traceability-table": text(PackageResources.traceability_table_mustache),
        "traceability-untraced": text(PackageResources.traceability_untraced_mustache),
        "traceability": text(PackageResources.traceability_mustache),
    ]

    /// Each static file's text by its path in the site. All of them are text (a stylesheet).
    public static let publicFiles: [String: String] = [
        "css/site.css": text(PackageResources.site_css),
    ]

    private static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
