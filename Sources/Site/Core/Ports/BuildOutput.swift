public import Foundation

/// Where one build writes its site: a staging area that takes the output's place only when the
/// whole build succeeded, so a failed build leaves the previous site exactly as it was.
/// Paths are relative to the site's root; one that would climb out of it is refused.
public protocol BuildOutput: Sendable {
    /// The staging folder itself, for tools that work on the written site (the search indexer).
    var folder: URL { get }

    /// Where work in progress waits, outside the site (lesson bodies until the course's outline is known).
    var scratch: any ScratchSpace { get }

    /// Creates the folders files will go into, once, before they are written in parallel.
    func createFolders(for relativePaths: [String]) throws(SiteOutputError)

    func write(_ text: String, to relativePath: String) throws(SiteOutputError)

    /// Writes a rendered page as its bytes are (by default, as its text).
    func write(_ html: HTML, to relativePath: String) throws(SiteOutputError)

    /// Opens a file to write piece by piece, for files too large to build in memory first (a large course's reports).
    func open(_ relativePath: String) throws(SiteOutputError) -> any OutputFile

    /// Copies files of `folder` into the site at the same relative paths.
    func copy(_ relativePaths: [String], from folder: URL) throws(SiteOutputError)

    /// Puts the staged site where the output was.
    func publish() throws(SiteOutputError)

    /// Removes the staged site: the build failed or was stopped.
    func discard()
}

/// A file of the site being written piece by piece.
public protocol OutputFile {
    func append(_ text: String) throws(SiteOutputError)
    /// Appends markup as its bytes are (a lesson's part of the print page; by default, as its text).
    func append(_ html: HTML) throws(SiteOutputError)
    func close()
}

/// Outputs that hold text (a preview's pending files, the tests' spies) take markup as its text;
/// the staging folder writes the bytes themselves.
extension BuildOutput {
    public func write(_ html: HTML, to relativePath: String) throws(SiteOutputError) {
        try write(html.text, to: relativePath)
    }
}

extension OutputFile {
    public func append(_ html: HTML) throws(SiteOutputError) {
        try append(html.text)
    }
}
