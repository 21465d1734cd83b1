import Foundation
public import SiteComposition
public import TestSupport

/// A diagram renderer command in a temporary folder, in place of mmdr: it draws every source as the
/// same small SVG (the word `dibujado`, 200 by 50), counts its drawings in `drawings.txt`, and
/// rejects a source holding `ROTO` as mmdr rejects one.
public enum FakeDiagramRenderer {
    /// The diagram options of a build that draws with it, caching its drawings beside it.
    public static func install(in folder: TemporaryFolder) throws -> DiagramOptions {
        let count = folder.url.appendingPathComponent("drawings.txt").path
        let script = """
            source=$(cat)
            echo x >> '\(count)'
            case "$source" in *ROTO*) echo "Parse error: ROTO" >&2; exit 1;; esac
            echo '<svg id="merman" viewBox="0 0 200 50"><style>#merman text{}</style><text x="10" y="30">dibujado</text></svg>'

            """
        let command = try folder.writeCommand(script, to: "bin/fake-renderer")
        return DiagramOptions(mode: .svg, renderer: command.path, cacheFolder: folder.url.appendingPathComponent("cache"))
    }

    /// How many diagrams it has drawn in `folder`.
    public static func drawings(in folder: TemporaryFolder) throws -> Int {
        guard FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("drawings.txt").path) else { return 0 }
        return try folder.read("drawings.txt").split(separator: "\n").count
    }
}
