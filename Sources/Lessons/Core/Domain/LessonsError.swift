public import Localization
public import SiteCore

/// Why lessons could not be read. Each case names the file so the author knows where to look.
public enum LessonsError: Error, Equatable, Sendable, CustomStringConvertible {
    case contentFolderMissing(path: String)
    /// The content folder is missing, but a folder beside it has its name in other letter case
    /// (`content/` for `Content/`): on a file system where case counts, it is not the same folder.
    case contentFolderInOtherCase(path: String, found: String)
    /// The folder holds no lesson: publishing it would replace a course with an empty site.
    case noLessons(path: String)
    case unreadable(file: String, reason: LocalizedText)
    case notUTF8(file: String)
    case invalidFrontMatter(file: String, line: Int?, reason: LocalizedText)
    /// The lesson asks more of the parser than any lesson needs (`MarkdownLimits`), is too large to
    /// read, or its parse ran past its deadline (`ParseDeadline`).
    case beyondLimits(file: String, line: Int?, reason: LocalizedText)
    case testsFolderMissing(path: String)
    /// Two lessons would write the same page (`twin.md` and `twin.MD`): one would be lost.
    case samePage(file: String, other: String, page: String)

    public var description: String { diagnostic.description }
}

extension LessonsError: DiagnosticConvertible {
    public var diagnostic: Diagnostic {
        switch self {
        case let .contentFolderMissing(path):
            .error(.contentMissing, "no existe la carpeta de contenido '\(path)'. Crea la carpeta con tus lecciones .md.")
        case let .contentFolderInOtherCase(path, found):
            .error(.contentMissing, "no existe la carpeta de contenido '\(path)', pero sí '\(found)': las mayúsculas cuentan. Cambia su nombre.")
        case let .noLessons(path):
            .error(.noLessons, "la carpeta de contenido '\(path)' no tiene lecciones (.md), así que el sitio anterior queda como estaba. Escribe una lección.")
        case let .unreadable(file, reason):
            .error(.unreadableFile, file: file, "no se puede leer (\(reason)).")
        case let .notUTF8(file):
            .error(.unreadableFile, file: file, "el archivo no está en UTF-8. Guárdalo con codificación UTF-8.")
        case let .invalidFrontMatter(file, line, reason):
            .error(.invalidFrontMatter, file: file, line: line, "front matter no válido: \(reason). Revisa el YAML entre las líneas '---' del principio (claves que lee: title, order, description, section).")
        case let .beyondLimits(file, line, reason):
            .error(.lessonTooLarge, file: file, line: line, "\(reason). Simplifica esa parte o divide la lección en otras más pequeñas.")
        case let .testsFolderMissing(path):
            .error(.testsMissing, "no existe la carpeta de tests '\(path)'.")
        case let .samePage(file, other, page):
            .error(.pageClash, file: file, "esta lección y \(other) escribirían la misma página (\(page)) y una se perdería. Cambia el nombre de una de las dos.")
        }
    }
}

extension LessonsError {
    /// The same error with its file named from `folder`, as the user typed it (`Content/login/01.md`).
    public func inFolder(_ folder: String) -> LessonsError {
        switch self {
        case .contentFolderMissing, .contentFolderInOtherCase, .noLessons, .testsFolderMissing: self
        case let .unreadable(file, reason): .unreadable(file: folder + "/" + file, reason: reason)
        case let .notUTF8(file): .notUTF8(file: folder + "/" + file)
        case let .invalidFrontMatter(file, line, reason): .invalidFrontMatter(file: folder + "/" + file, line: line, reason: reason)
        case let .beyondLimits(file, line, reason): .beyondLimits(file: folder + "/" + file, line: line, reason: reason)
        case let .samePage(file, other, page): .samePage(file: folder + "/" + file, other: folder + "/" + other, page: page)
        }
    }
}
