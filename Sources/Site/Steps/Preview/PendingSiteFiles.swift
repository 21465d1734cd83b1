public import Foundation
public import SiteCore
import Synchronization

/// A build output that keeps what steps write in memory until `commit(to:)` replaces each file in
/// the published site, so the full build's steps (reports, code map) write a preview's rewrite
/// without a rendering of their own, and a step that fails leaves the site untouched.
///
/// Meant for steps that write a few files (the reports are a few megabytes on 1,000 lessons);
/// it copies nothing, keeps no scratch and publishes nothing itself.
public final class PendingSiteFiles: BuildOutput {
    private let published: any PublishedSite
    /// Files in the order first written, so they are replaced in that order.
    private let files = Mutex<(order: [String], texts: [String: String])>(([], [:]))

    public init(over published: any PublishedSite) {
        self.published = published
    }

    public var folder: URL { published.folder }

    public var scratch: any ScratchSpace { NoScratch() }

    /// The files written so far, from the site's root, in the order first written.
    public var paths: [String] { files.withLock { $0.order } }

    public func createFolders(for relativePaths: [String]) throws(SiteOutputError) {}

    public func write(_ text: String, to relativePath: String) throws(SiteOutputError) {
        files.withLock { files in
            if files.texts.updateValue(text, forKey: relativePath) == nil { files.order.append(relativePath) }
        }
    }

    public func open(_ relativePath: String) throws(SiteOutputError) -> any OutputFile {
        try write("", to: relativePath)
        return File(path: relativePath, files: self)
    }

    public func copy(_ relativePaths: [String], from folder: URL) throws(SiteOutputError) {
        throw .writeFailed(path: relativePaths.first ?? folder.path, reason: "una reescritura no copia archivos")
    }

    public func publish() throws(SiteOutputError) {}

    public func discard() {
        files.withLock { $0 = ([], [:]) }
    }

    /// Replaces each file written in the published site, one at a time.
    /// - Returns: the files replaced, from the site's root.
    public func commit() throws(SiteOutputError) -> [String] {
        let (order, texts) = files.withLock { $0 }
        for path in order {
            try published.replace(path, with: texts[path] ?? "")
        }
        return order
    }

    private func append(_ text: String, to relativePath: String) {
        files.withLock { $0.texts[relativePath, default: ""] += text }
    }

    private struct File: OutputFile {
        let path: String
        let files: PendingSiteFiles

        func append(_ text: String) throws(SiteOutputError) { files.append(text, to: path) }
        func close() {}
    }

    /// The steps a rewrite runs keep nothing for later in the build.
    private struct NoScratch: ScratchSpace {
        func save(_ bytes: [UInt8], as name: String) throws(SiteOutputError) {
            throw .writeFailed(path: name, reason: "una reescritura no guarda nada aparte")
        }

        func load(_ name: String) throws(SiteOutputError) -> [UInt8] {
            throw .writeFailed(path: name, reason: "una reescritura no guarda nada aparte")
        }

        func take(_ name: String) throws(SiteOutputError) -> [UInt8] {
            try load(name)
        }
    }
}
