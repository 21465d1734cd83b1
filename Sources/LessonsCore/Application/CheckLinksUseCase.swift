/// Finds the links in a course that lead nowhere: a lesson that does not exist, a `#fragment`
/// that is no heading of its page, a file that is not there, or a path that climbs out of the site.
public struct CheckLinksUseCase: Sendable {
    public init() {}

    /// - Parameters:
    ///   - lessons: every lesson of the site, read in full (the home lesson too).
    ///   - files: every other file the site will contain, relative to its root
    ///     (content assets, `Public/` files, generated pages).
    public func execute(lessons: [Lesson], files: Set<String>) -> [Diagnostic] {
        let byPath = Dictionary(lessons.map { ($0.path.value, $0) }, uniquingKeysWith: { first, _ in first })
        return lessons.flatMap { lesson in
            lesson.links.compactMap { problem(with: $0, in: lesson, lessons: byPath, files: files) }
        }
    }

    private func problem(with link: LessonLink, in lesson: Lesson, lessons: [String: Lesson], files: Set<String>) -> Diagnostic? {
        let target = LinkTarget(link.destination)
        func report(_ message: String) -> Diagnostic {
            Diagnostic(file: lesson.path.value, line: link.line, message: message)
        }
        switch target.kind {
        case .external:
            return nil
        case .sameLesson:
            guard let fragment = decoded(target.fragment), !fragment.isEmpty, !lesson.headingIDs.contains(fragment) else { return nil }
            return report("el ancla '#\(fragment)' no es ningún encabezado de esta lección")
        case .relative, .siteAbsolute:
            guard let path = target.resolvedPath(from: lesson.path.folder).map(decodedPath) else {
                return report("el enlace '\(link.destination)' sale de la carpeta de contenido")
            }
            if target.pointsToLesson {
                guard let linked = lessons[path] else {
                    return report("enlace a una lección que no existe: '\(link.destination)' (se buscó \(path))")
                }
                guard let fragment = decoded(target.fragment), !fragment.isEmpty, !linked.headingIDs.contains(fragment) else { return nil }
                return report("el ancla '#\(fragment)' no es ningún encabezado de \(path)")
            }
            // A folder link (`../login/`) is served by the host's index; nothing to check here.
            if path.isEmpty || target.path.hasSuffix("/") || files.contains(path) { return nil }
            return report("enlace a un archivo que no existe: '\(link.destination)' (se buscó \(path))")
        }
    }

    private func decoded(_ text: String?) -> String? {
        text.map(decodedPath)
    }

    private func decodedPath(_ text: String) -> String {
        PercentDecoding.decode(text)
    }
}
