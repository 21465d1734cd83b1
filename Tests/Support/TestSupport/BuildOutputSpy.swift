public import Foundation
public import SiteCore

/// A build output in memory: records what a step asks of it and keeps what it writes.
public final class BuildOutputSpy: BuildOutput, @unchecked Sendable {
    public enum Message: Equatable {
        case createFolders([String])
        case write(String)
        case open(String)
        case copy([String], from: URL)
        case publish
        case discard
    }

    private let lock = NSLock()
    private var _messages: [Message] = []
    private var _files: [String: String] = [:]
    /// Makes every write fail with this error.
    public var writeError: SiteOutputError?
    private let scratchSpy = ScratchSpaceSpy()

    public init() {}

    public var messages: [Message] { lock.withLock { _messages } }
    /// Every file written, by its path from the site's root.
    public var files: [String: String] { lock.withLock { _files } }
    public var folder: URL { URL(fileURLWithPath: "/staging") }
    public var scratch: any ScratchSpace { scratchSpy }
    public var scratchTexts: [String: String] { scratchSpy.texts }
    public var scratchSavedNames: [String] { scratchSpy.savedNames }

    public func createFolders(for relativePaths: [String]) throws(SiteOutputError) {
        record(.createFolders(relativePaths))
    }

    public func write(_ text: String, to relativePath: String) throws(SiteOutputError) {
        record(.write(relativePath))
        if let writeError { throw writeError }
        lock.withLock { _files[relativePath] = text }
    }

    public func open(_ relativePath: String) throws(SiteOutputError) -> any OutputFile {
        record(.open(relativePath))
        if let writeError { throw writeError }
        lock.withLock { _files[relativePath] = "" }
        return File(path: relativePath, spy: self)
    }

    public func copy(_ relativePaths: [String], from folder: URL) throws(SiteOutputError) {
        record(.copy(relativePaths, from: folder))
    }

    public func publish() throws(SiteOutputError) {
        record(.publish)
    }

    public func discard() {
        record(.discard)
    }

    private func record(_ message: Message) {
        lock.withLock { _messages.append(message) }
    }

    private struct File: OutputFile {
        let path: String
        let spy: BuildOutputSpy

        func append(_ text: String) throws(SiteOutputError) {
            spy.lock.withLock { spy._files[path, default: ""] += text }
        }

        func close() {}
    }
}

/// Scratch space in memory.
public final class ScratchSpaceSpy: ScratchSpace, @unchecked Sendable {
    private let lock = NSLock()
    private var _saved: [String: [UInt8]] = [:]
    private var _savedNames: [String] = []

    public init() {}

    /// Every name saved, in order, even those taken since.
    public var savedNames: [String] { lock.withLock { _savedNames } }

    /// What was saved under each name, as text.
    public var texts: [String: String] { lock.withLock { _saved.mapValues { String(decoding: $0, as: UTF8.self) } } }

    public func save(_ bytes: [UInt8], as name: String) throws(SiteOutputError) {
        lock.withLock {
            _saved[name] = bytes
            _savedNames.append(name)
        }
    }

    public func load(_ name: String) throws(SiteOutputError) -> [UInt8] {
        guard let bytes = lock.withLock({ _saved[name] }) else { throw .writeFailed(path: name, reason: "no guardado") }
        return bytes
    }

    /// Forgets what it gives, as the scratch folder removes its file.
    public func take(_ name: String) throws(SiteOutputError) -> [UInt8] {
        guard let bytes = lock.withLock({ _saved.removeValue(forKey: name) }) else { throw .writeFailed(path: name, reason: "no guardado") }
        return bytes
    }
}
