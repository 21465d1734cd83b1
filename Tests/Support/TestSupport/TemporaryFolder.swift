public import Foundation
public import XCTest

/// A folder of its own for one test, removed when the test ends.
public struct TemporaryFolder: Sendable {
    public let url: URL

    /// - Parameter base: where the folder is made: the system's temporary folder, or another
    ///   (the lessons' sandbox empties `/tmp` whatever it is told to hide, so what must be hidden
    ///   by name is made under `/var/tmp`).
    public init(in base: URL = FileManager.default.temporaryDirectory) throws {
        url = base.appendingPathComponent("course-site-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// A folder inside another temporary folder, removed with it.
    public init(inside parent: TemporaryFolder, named name: String) {
        url = parent.url.appendingPathComponent(name)
    }

    /// Where `relativePath` is inside the folder, whether or not anything is there yet.
    public func location(_ relativePath: String) -> URL {
        url.appendingPathComponent(relativePath)
    }

    /// Writes `text` at `relativePath`, creating the folders it needs.
    @discardableResult
    public func write(_ text: String, to relativePath: String) throws -> URL {
        try write(Data(text.utf8), to: relativePath)
    }

    @discardableResult
    public func write(_ data: Data, to relativePath: String) throws -> URL {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file
    }

    /// Writes a shell script at `relativePath` that anyone may run: a stand-in for a program.
    @discardableResult
    public func writeCommand(_ script: String, to relativePath: String) throws -> URL {
        let command = try write("#!/bin/sh\n" + script + "\n", to: relativePath)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: command.path)
        return command
    }

    public func read(_ relativePath: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(relativePath), encoding: .utf8)
    }

    public func exists(_ relativePath: String) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent(relativePath).path)
    }

    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

extension XCTestCase {
    /// A temporary folder that is deleted when the test finishes.
    public func makeTemporaryFolder(in base: URL = FileManager.default.temporaryDirectory) throws -> TemporaryFolder {
        let folder = try TemporaryFolder(in: base)
        addTeardownBlock { folder.remove() }
        return folder
    }
}
