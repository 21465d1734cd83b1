public import Foundation
import Localization
public import SiteCore

/// Keeps text in files of a folder, by name: the build's work in progress, off the heap.
public struct ScratchFolder: ScratchSpace {
    private let folder: URL

    public init(folder: URL) {
        self.folder = folder
    }

    public func save(_ text: String, as name: String) throws(SiteOutputError) {
        do {
            try Data(text.utf8).write(to: file(name))
        } catch {
            throw .writeFailed(path: file(name).path, reason: LocalizedText(verbatim: error.localizedDescription))
        }
    }

    public func load(_ name: String) throws(SiteOutputError) -> String {
        do {
            return String(decoding: try Data(contentsOf: file(name)), as: UTF8.self)
        } catch {
            throw .writeFailed(path: file(name).path, reason: LocalizedText(verbatim: error.localizedDescription))
        }
    }

    /// Names are the build's own (a lesson's path); flattened so none makes a folder or climbs out.
    private func file(_ name: String) -> URL {
        folder.appendingPathComponent(name.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "/", with: "%2F"))
    }
}
