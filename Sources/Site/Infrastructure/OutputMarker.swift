public import Foundation

/// The `.course-site` file in every site a build writes: a first line saying so, then the names
/// of the entries the build put at the site's top. A later build replaces a folder only when its
/// marker says this and the folder holds nothing else at its top, so a stray marker (copied, or
/// made by hand) in a folder of the author's never gets that folder deleted.
public enum OutputMarker {
    public static let fileName = ".course-site"
    static let header = "course-site output"

    /// What a folder's marker says about the folder.
    public enum Reading: Equatable {
        case missing
        /// An empty marker: what builds before the marker listed files wrote, or a stray one.
        case empty
        case notAMarker
        /// A marker of this build's kind; `unlisted` are the entries it does not list.
        case lists(unlisted: [String])
    }

    /// Writes the marker listing what `folder` holds now.
    public static func write(in folder: URL) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != fileName }.sorted()
        try Data(([header] + names).map { $0 + "\n" }.joined().utf8).write(to: folder.appendingPathComponent(fileName))
    }

    public static func read(in folder: URL) -> Reading {
        let marker = folder.appendingPathComponent(fileName)
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: marker.path) else { return .missing }
        let size = attributes[.size] as? Int ?? .max
        if size == 0 { return .empty }
        guard size <= 1 << 20, let text = try? String(contentsOf: marker, encoding: .utf8) else { return .notAMarker }
        let lines = text.split(separator: "\n").map(String.init)
        guard lines.first == header else { return .notAMarker }
        let listed = Set(lines.dropFirst()).union([fileName])
        let present = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return .lists(unlisted: present.filter { !listed.contains($0) && !isPutThereByTheSystem($0) && !isSetAsideInPlace($0, listed: listed) }.sorted())
    }

    /// The search index's new or old copy, beside it for the instant `PagefindSearchIndexer`
    /// replaces it (`.pagefind-1A2B3C4D`, `.pagefind.previous-1A2B3C4D`): a process stopped in that
    /// instant leaves it, and it goes with the site. Nothing else is taken for one, so an author's
    /// own hidden file still stops a build from replacing the folder.
    private static func isSetAsideInPlace(_ name: String, listed: Set<String>) -> Bool {
        let index = PagefindSearchIndexer.bundleFolder
        guard listed.contains(index) else { return false }
        for prefix in [".\(index)-", ".\(index)\(FolderSwap.setAsideMarker)"] where name.hasPrefix(prefix) {
            let suffix = name.dropFirst(prefix.count)
            return suffix.count == 8 && suffix.allSatisfy(\.isHexDigit)
        }
        return false
    }

    /// Files macOS puts in folders a person opened (`.DS_Store`), or on disks it does not own (`._x`).
    private static func isPutThereByTheSystem(_ name: String) -> Bool {
        name == ".DS_Store" || name == ".localized" || name.hasPrefix("._")
    }
}
