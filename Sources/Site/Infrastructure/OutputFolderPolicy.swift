public import Foundation
public import Localization
public import SiteCore

/// Decides whether a folder may be replaced by a freshly built site. Replacing means deleting
/// what was there, so anything that is, or holds, the user's own files is refused.
public struct OutputFolderPolicy: Sendable {
    let workingDirectory: URL
    let inputFolders: [URL]

    public init(workingDirectory: URL, inputFolders: [URL]) {
        self.workingDirectory = workingDirectory
        self.inputFolders = inputFolders
    }

    public func check(_ output: URL) throws(SiteOutputError) {
        let target = Self.canonical(output)
        let shown = output.relativePath
        func refuse(_ reason: LocalizedText) -> SiteOutputError { .unsafeOutput(path: shown, reason: reason) }

        if target.pathComponents.count <= 1 { throw refuse("es la raíz del sistema") }
        let cwd = Self.canonical(workingDirectory)
        if cwd.isSame(as: target) || cwd.isInside(target) {
            throw refuse("es la carpeta de trabajo o la contiene")
        }
        for input in inputFolders.map(Self.canonical) {
            if input.isSame(as: target) || input.isInside(target) {
                throw refuse("es \(input.lastPathComponent)/ o la contiene, y se borrarían tus archivos")
            }
            if target.isInside(input) {
                throw refuse("está dentro de \(input.lastPathComponent)/, y la próxima compilación leería el sitio generado")
            }
        }
        if let reason = Self.refusalToReplace(target) { throw refuse(reason) }
    }

    /// Why the folder at `target` may not be replaced, if it may not: a file, or a folder with
    /// anything in it that no build wrote. Asked again just before publishing, because the author
    /// may have put files there while the site was being built.
    public static func refusalToReplace(_ target: URL) -> LocalizedText? {
        guard FileManager.default.fileExists(atPath: target.path) else { return nil }
        guard FileTree.isFolder(target) else { return "existe y es un archivo" }
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: target.path)) ?? []
        guard !contents.isEmpty else { return nil }
        switch OutputMarker.read(in: target) {
        case .missing, .notAMarker:
            return "ya existe, no está vacía y no la generó build-site; bórrala tú si quieres usarla"
        case .empty:
            return "tiene un \(OutputMarker.fileName) vacío: si la generó una versión anterior de build-site, bórrala tú una vez; si no, no es un sitio generado"
        case let .lists(unlisted) where !unlisted.isEmpty:
            let names = LocalizedText.names(unlisted)
            return "la generó build-site, pero tiene archivos que no escribió (\(names)) y se borrarían; muévelos o borra la carpeta tú"
        case .lists:
            return nil
        }
    }

    /// Whether `folder` is `other` or holds it.
    public static func isSameOrAround(_ folder: URL, _ other: URL) -> Bool {
        let (folder, other) = (canonical(folder), canonical(other))
        return folder.isSame(as: other) || other.isInside(folder)
    }

    /// Whether either folder is the other or holds it.
    public static func overlaps(_ folder: URL, _ other: URL) -> Bool {
        isSameOrAround(folder, other) || isSameOrAround(other, folder)
    }

    /// Absolute, without `.`/`..`, with symbolic links resolved: two spellings of a folder compare equal.
    static func canonical(_ url: URL) -> URL {
        url.standardizedFileURL.resolvingSymlinksInPath()
    }
}

private extension URL {
    func isSame(as other: URL) -> Bool { pathComponents == other.pathComponents }

    func isInside(_ other: URL) -> Bool {
        pathComponents.count > other.pathComponents.count && Array(pathComponents.prefix(other.pathComponents.count)) == other.pathComponents
    }
}
