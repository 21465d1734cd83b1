import Localization
import SiteCore

/// Finds the links in a course that lead nowhere: a lesson that does not exist, a `#fragment`
/// that is no heading of its page, a file that is not there, or a path that climbs out of the site.
public struct CheckLinksUseCase: Sendable {
    public init() {}

    /// - Parameters:
    ///   - lessons: every lesson of the site, read in full (the home lesson too).
    ///   - files: every other file the site will contain, relative to its root
    ///     (content assets, `Public/` files, generated pages).
    public func execute(lessons: [Lesson], files: Set<String>) -> LinkReport {
        // Each lesson's ids once, not once per link that points at it.
        let byPath = Dictionary(lessons.map { ($0.path.value, $0.headingIDs) }, uniquingKeysWith: { first, _ in first })
        // The lessons of each folder, in order, where a mistyped link's nearest lesson is looked
        // for: a course's broken links times its lessons would be quadratic.
        let byFolder = Dictionary(grouping: byPath.keys.sorted(), by: Self.folder(of:))
        var checked = 0
        var external = 0
        var broken: [LinkReport.BrokenLink] = []
        for lesson in lessons {
            for link in lesson.links {
                guard LinkTarget(link.destination).kind != .external else {
                    external += 1
                    continue
                }
                checked += 1
                if let problem = problem(with: link, in: lesson, ownIDs: byPath[lesson.path.value] ?? [], lessons: byPath, byFolder: byFolder, files: files) {
                    broken.append(LinkReport.BrokenLink(source: lesson.path, line: link.line, target: link.destination, reason: problem.reason, message: problem.message))
                }
            }
        }
        return LinkReport(checked: checked, external: external, broken: broken)
    }

    private func problem(
        with link: LessonLink,
        in lesson: Lesson,
        ownIDs: Set<String>,
        lessons: [String: Set<String>],
        byFolder: [String: [String]],
        files: Set<String>
    ) -> (reason: LinkReport.BrokenLink.Reason, message: LocalizedText)? {
        let target = LinkTarget(link.destination)
        switch target.kind {
        case .external:
            return nil
        case .sameLesson:
            guard let fragment = decoded(target.fragment), !fragment.isEmpty, !ownIDs.contains(fragment) else { return nil }
            return (.missingAnchor, "el ancla '#\(fragment)' no es ningún encabezado de esta lección")
        case .relative, .siteAbsolute:
            guard let path = target.resolvedPath(from: lesson.path.folder).map(decodedPath) else {
                if link.kind == .image {
                    return (.imageOutsideCourse, "la imagen '\(link.destination)' sale de la carpeta del curso y no se publica")
                }
                return (target.pointsToLesson ? .missingPage : .missingAsset, "el enlace '\(link.destination)' sale de la carpeta de contenido")
            }
            if target.pointsToLesson {
                guard let linkedIDs = lessons[path] else {
                    let missing: LocalizedText = "enlace a una lección que no existe: '\(link.destination)' (se buscó \(path))"
                    guard let meant = nearestLesson(to: path, among: byFolder[Self.folder(of: path)] ?? [], from: lesson.path.folder) else { return (.missingPage, missing) }
                    return (.missingPage, "\(missing). ¿Quisiste decir \(meant)?")
                }
                guard let fragment = decoded(target.fragment), !fragment.isEmpty, !linkedIDs.contains(fragment) else { return nil }
                return (.missingAnchor, "el ancla '#\(fragment)' no es ningún encabezado de \(path)")
            }
            // A folder link (`../login/`) is served by the host's index; nothing to check here.
            if path.isEmpty || target.path.hasSuffix("/") || files.contains(path) { return nil }
            return (.missingAsset, "enlace a un archivo que no existe: '\(link.destination)' (se buscó \(path))")
        }
    }

    /// The lesson a mistyped link most likely meant (a few letters away, in the folder it points
    /// into), named as a link from `folder` would name it: its file alone beside the linking lesson,
    /// else its path in the course.
    private func nearestLesson(to path: String, among lessons: [String], from folder: String) -> String? {
        let limit = max(2, path.split(separator: "/").last.map { $0.count / 4 } ?? 0)
        guard let meant = EditDistance.closest(to: path, among: lessons, within: limit) else { return nil }
        let prefix = folder.isEmpty ? "" : folder + "/"
        return meant.hasPrefix(prefix) && !meant.dropFirst(prefix.count).contains("/") ? String(meant.dropFirst(prefix.count)) : "/" + meant
    }

    private static func folder(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
    }

    private func decoded(_ text: String?) -> String? {
        text.map(decodedPath)
    }

    private func decodedPath(_ text: String) -> String {
        PercentDecoding.decode(text)
    }
}
