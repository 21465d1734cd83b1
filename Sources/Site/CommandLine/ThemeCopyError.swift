public import Localization

/// Why `build-site theme` wrote nothing.
public enum ThemeCopyError: Error, Equatable, CustomStringConvertible, LocalizedTextConvertible {
    case filesExist(folder: String, files: [String])
    case writeFailed(path: String, reason: LocalizedText)

    public var description: String { localizedText.description }

    public var localizedText: LocalizedText {
        switch self {
        case let .filesExist(folder, files):
            let shown = LocalizedText.names(files)
            return "\(folder) ya tiene archivos del tema (\(shown)): theme no escribe sobre ellos. Muévelos o bórralos, o indica otra carpeta: build-site theme otra-carpeta"
        case let .writeFailed(path, reason):
            return "no se pudo escribir el tema en \(path): \(reason)"
        }
    }
}
