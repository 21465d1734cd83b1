public import Localization

/// Why the templates cannot render the site. Each case names the file and, where known, the line.
public enum TemplateError: Error, Equatable, Sendable, CustomStringConvertible {
    case folderMissing(path: String)
    case missingTemplate(name: String, folder: LocalizedText)
    case missingPartial(file: String, line: Int, partial: String)
    case syntax(file: String, line: Int, column: Int, reason: LocalizedText)
    case unreadable(file: String, reason: LocalizedText)
    case unrenderableModel(template: String, reason: LocalizedText)
    /// Something Mustache has that course-site does not render (a transform, a pragma, a dynamic name).
    case unsupported(file: String, line: Int, column: Int, reason: LocalizedText)

    public var description: String { diagnostic.description }
}

extension TemplateError: DiagnosticConvertible {
    public var diagnostic: Diagnostic {
        switch self {
        case let .folderMissing(path):
            .error(.templatesMissing, "no existe la carpeta de plantillas '\(path)'.")
        case let .missingTemplate(name, folder):
            .error(.templateError, "falta la plantilla '\(name).mustache' en \(folder). Créala (o recupérala del repositorio de course-site).")
        case let .missingPartial(file, line, partial):
            .error(.templateError, file: file, line: line, "la plantilla usa '\(partial)', pero no existe \(partial).mustache. Crea ese archivo o corrige el nombre.")
        case let .syntax(file, line, column, reason):
            .error(.templateError, file: file, line: line, "columna \(column): error de sintaxis Mustache: \(reason).")
        case let .unreadable(file, reason):
            .error(.templateError, file: file, "no se puede leer la plantilla (\(reason)).")
        case let .unrenderableModel(template, reason):
            .error(.templateError, "no se pudo escribir la página con la plantilla '\(template)': \(reason).")
        case let .unsupported(file, line, column, reason):
            .error(.templateError, file: file, line: line, "columna \(column): \(reason).")
        }
    }
}
