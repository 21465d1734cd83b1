public import LessonsCore

/// Rewrites a lesson's links for the print page, where every lesson is a part of one page at the
/// site's root: a link to a lesson of the course points at its place in the page
/// (`02-application.md#x` → `#login/02-application--x`), a link into the same lesson at the id the
/// print page gives it, and any other path inside the site is written from the site's root
/// (`img/d.svg` in `login/` → `login/img/d.svg`), relative, so it works from a server under any
/// base URL and from the file that headless Chromium prints. When the site's address is known, a
/// link to a page the print page does not hold (the catalog, the code map) is written in full
/// instead: in the PDF a relative one would lead into the folder it was printed from. External
/// links are kept; a link that could run code becomes empty, as on the lesson's page (`LinkRewriter`).
public struct PrintLinkRewriter: Sendable {
    private let anchors: PrintAnchors
    private let siteAddress: String?

    /// - Parameter siteAddress: the published site's address, ending in `/` (`--site-url`), if known.
    public init(anchors: PrintAnchors, siteAddress: String? = nil) {
        self.anchors = anchors
        self.siteAddress = siteAddress
    }

    public func rewrite(_ destination: String, in lesson: LessonPath) -> String {
        let target = LinkTarget(destination)
        if target.isDangerous { return "" }
        switch target.kind {
        case .external:
            return destination
        case .sameLesson:
            return "#" + place(of: lesson, fragment: target.fragment)
        case .relative, .siteAbsolute:
            // Climbing above the site's root: broken on the lesson's page too, and reported there.
            guard let path = target.resolvedPath(from: lesson.folder) else { return destination }
            if target.pointsToLesson, let linked = LessonPath(PercentDecoding.decode(path)), anchors.anchor(for: linked) != nil {
                return "#" + place(of: linked, fragment: target.fragment)
            }
            // A lesson the course does not have keeps pointing at the page it would have.
            var rebased = target.pointsToLesson ? String(path.dropLast(3)) + ".html" : path
            if target.path.hasSuffix("/"), !rebased.isEmpty { rebased += "/" }
            // Files (images) stay relative: Chromium prints them from the folder beside the page.
            let isPage = rebased.isEmpty || rebased.hasSuffix("/") || rebased.hasSuffix(".html")
            if isPage, let siteAddress { return siteAddress + rebased + target.suffix }
            return (rebased.isEmpty ? "./" : rebased) + target.suffix
        }
    }

    /// The lesson's anchor, or the id of one of its headings.
    private func place(of lesson: LessonPath, fragment: String?) -> String {
        guard let fragment, !fragment.isEmpty else { return anchors.anchor(for: lesson) ?? PrintAnchors.baseAnchor(for: lesson) }
        return anchors.id(fragment, in: lesson)
    }
}
