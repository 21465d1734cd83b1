internal import LessonsCore
internal import SiteRendering

/// Why a build failed. The previous site is untouched whenever one of these is thrown.
public enum SiteBuildError: Error, Sendable, CustomStringConvertible {
    case lessons(String)
    case templates(String)
    case unsafeOutput(path: String, reason: String)
    case warningsInStrictMode(count: Int)
    case writeFailed(path: String, reason: String)
    case catalog(reason: String)
    case pageClash(path: String)
    case diagrams(String)

    static func from(_ error: LessonsError, contentFolder: String) -> SiteBuildError {
        .lessons(error.inFolder(contentFolder).description)
    }

    static func from(_ error: TemplateError) -> SiteBuildError {
        .templates(error.description)
    }

    public var description: String {
        switch self {
        case let .lessons(message), let .templates(message), let .diagrams(message):
            message
        case let .unsafeOutput(path, reason):
            "no se escribirá el sitio en '\(path)': \(reason). Elige otra carpeta con --output."
        case let .warningsInStrictMode(count):
            "\(count) aviso(s) con --strict: corrígelos o quita --strict. El sitio anterior queda como estaba."
        case let .catalog(reason):
            "no se pudo cargar el catálogo: \(reason). Corrige los productos, usa --allow-catalog-error para publicar "
                + "el estado de error, o --no-catalog para omitir el catálogo. El sitio anterior queda como estaba."
        case let .pageClash(path):
            "una lección escribiría la página \(path), que el sitio ya genera (inicio, 404, catálogo o informes). Cambia el nombre de la lección."
        case let .writeFailed(path, reason):
            "no se pudo escribir '\(path)': \(reason). El sitio anterior queda como estaba."
        }
    }
}
