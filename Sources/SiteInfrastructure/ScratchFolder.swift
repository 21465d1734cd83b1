public import Foundation
import Localization
public import SiteCore

/// Keeps bytes in files of a folder, by name: the build's work in progress, off the heap.
public struct ScratchFolder: ScratchSpace {
    private let folder: String

    public init(folder: URL) {
        self.folder = folder.path
    }

    public func save(_ bytes: [UInt8], as name: String) throws(SiteOutputError) {
        let file = file(name)
        do {
            try FileBytes.write(bytes, to: file)
        } catch {
            throw .writeFailed(path: file, reason: LocalizedText(verbatim: error.reason))
        }
    }

    public func load(_ name: String) throws(SiteOutputError) -> [UInt8] {
        try read(file(name))
    }

    public func take(_ name: String) throws(SiteOutputError) -> [UInt8] {
        let file = file(name)
        let bytes = try read(file)
        // A file that stays is removed with the folder when the site is published.
        FileBytes.remove(file)
        return bytes
    }

    private func read(_ file: String) throws(SiteOutputError) -> [UInt8] {
        do {
            return try FileBytes.read(file)
        } catch {
            throw .writeFailed(path: file, reason: LocalizedText(verbatim: error.reason))
        }
    }

    /// Names are the build's own (a lesson's path); flattened so none makes a folder or climbs out.
    private func file(_ name: String) -> String {
        var flat = ""
        flat.reserveCapacity(folder.utf8.count + name.utf8.count + 8)
        flat += folder
        flat += "/"
        for character in name.unicodeScalars {
            switch character {
            case "%": flat += "%25"
            case "/": flat += "%2F"
            default: flat.unicodeScalars.append(character)
            }
        }
        return flat
    }
}
