public import Foundation

/// The `.course-site` file in every site a build writes: a first line saying so, then the names
/// of the entries the build put at the site's top. A later build replaces a folder only when its
/// marker says this and the folder holds nothing else, so a stray marker (copied, or made by
/// hand) in a folder of the author's never gets that folder deleted.
public enum OutputMarker {
    public static let fileName = ".course-site"
    static let header = "course-site output"
    /// Files the system puts in folders a person opened.
    static let ignoredNames: Set<String> = [".DS_Store"]

    /// Writes the marker listing what `folder` holds now.
    public static func write(in folder: URL) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != fileName }.sorted()
        try Data(([header] + names).map { $0 + "\n" }.joined().utf8).write(to: folder.appendingPathComponent(fileName))
    }

    /// Entries of `folder` that its marker does not list, or nil when the folder has no valid marker.
    public static func unlisted(in folder: URL) -> [String]? {
        let marker = folder.appendingPathComponent(fileName)
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: marker.path),
              (attributes[.size] as? Int ?? .max) <= 1 << 20,
              let text = try? String(contentsOf: marker, encoding: .utf8)
        else { return nil }
        let lines = text.split(separator: "\n").map(String.init)
        guard lines.first == header else { return nil }
        let listed = Set(lines.dropFirst()).union(ignoredNames).union([fileName])
        let present = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return present.filter { !listed.contains($0) }.sorted()
    }
}
