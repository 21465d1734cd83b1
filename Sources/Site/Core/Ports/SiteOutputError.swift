public import Localization

/// Why the site could not be written where it was asked to be.
public enum SiteOutputError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The output folder is, holds or lies inside the user's own files.
    case unsafeOutput(path: String, reason: LocalizedText)
    /// A file of the site would land outside it (a name from the content, climbing with `..`).
    case outsideSite(path: String)
    case writeFailed(path: String, reason: LocalizedText)

    public var description: String { diagnostic.description }
}

extension SiteOutputError: DiagnosticConvertible {
    public var diagnostic: Diagnostic {
        switch self {
        case let .unsafeOutput(path, reason):
            .error(.unsafeOutput, "no se escribirá el sitio en '\(path)': \(reason).")
        case let .outsideSite(path):
            .error(.outsideSite, "'\(path)' quedaría fuera de la carpeta del sitio, así que no se escribe. Cambia el nombre del archivo.")
        case let .writeFailed(path, reason):
            .error(.writeFailed, "no se pudo escribir '\(path)': \(reason). El sitio anterior queda como estaba.")
        }
    }
}
