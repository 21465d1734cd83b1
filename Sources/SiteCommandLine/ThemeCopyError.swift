/// Why `build-site theme` wrote nothing.
public enum ThemeCopyError: Error, Equatable, CustomStringConvertible {
    case filesExist(folder: String, files: [String])
    case writeFailed(path: String, reason: String)

    public var description: String {
        switch self {
        case let .filesExist(folder, files):
            let shown = files.prefix(3).joined(separator: ", ") + (files.count > 3 ? " y \(files.count - 3) más" : "")
            return "\(folder) ya tiene archivos del tema (\(shown)): theme no escribe sobre ellos. Muévelos o bórralos, o indica otra carpeta: build-site theme otra-carpeta"
        case let .writeFailed(path, reason):
            return "no se pudo escribir el tema en \(path): \(reason)"
        }
    }
}
