import Foundation

/// Stands in for mmdr where it is not installed: a command that reads a diagram and writes the
/// same SVG of about 40 KB for every one, shaped as mmdr's (an `id` on the root, a stylesheet that
/// names it, ids inside), so pages carry as many bytes of diagrams and the build prepares them as
/// it would mmdr's. Its drawings are cached like mmdr's, so only the warm-up build runs it.
enum StubDiagramRenderer {
    /// Writes the command into `folder`.
    /// - Returns: the command.
    static func install(in folder: URL) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let drawing = folder.appendingPathComponent("diagram.svg")
        try Data(svg.utf8).write(to: drawing)
        let command = folder.appendingPathComponent("stub-diagram-renderer")
        // Reads the whole diagram first, as a renderer does, so the build's pipe never blocks.
        try Data("#!/bin/sh\ncat >/dev/null\nexec cat '\(drawing.path)'\n".utf8).write(to: command)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: command.path)
        return command
    }

    static let svg: String = {
        var nodes = ""
        for index in 0..<130 {
            let x = (index % 16) * 90, y = (index / 16) * 60
            nodes += #"<g class="node default" id="stub-node-\#(index)" transform="translate(\#(x),\#(y))"><rect class="basic label-container" x="-40" y="-20" width="80" height="40"></rect><text class="nodeLabel">Nodo \#(index)</text></g>"#
            nodes += #"<path class="flowchart-link" id="stub-edge-\#(index)" d="M\#(x),\#(y)L\#(x + 90),\#(y)" marker-end="url(#stub-arrow)"></path>"#
        }
        return #"<svg id="stub" xmlns="http://www.w3.org/2000/svg" class="flowchart" viewBox="0 0 1440 600"><style>#stub{font-family:sans-serif;font-size:14px;}#stub .node rect{fill:#eee;stroke:#999;}#stub .flowchart-link{stroke:#333;fill:none;}</style><defs><marker id="stub-arrow" viewBox="0 0 10 10"><path d="M0,0L10,5L0,10z"></path></marker></defs>"#
            + nodes + "</svg>\n"
    }()
}
