#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
public import Foundation
import Localization
public import SiteCore
import Synchronization

/// Keeps bytes in one file of a folder, by name: the build's work in progress, off the heap.
///
/// One file, each name's bytes at an offset of it (`pwrite`, `pread`), rather than a file per
/// name: a thousand lessons saved, read and taken cost seven thousand opens, closes and unlinks,
/// a twentieth of the build. The file has no name from the moment it is open, so nothing of it
/// is left behind, however the build ends; its room is given back when everything saved has been
/// taken, or when the build lets the scratch space go.
public final class ScratchFolder: ScratchSpace {
    private struct Extent {
        let offset: Int
        let count: Int
    }

    private struct State {
        /// Opened at the first save.
        var descriptor: Int32?
        var end = 0
        var extents: [String: Extent] = [:]
        /// Saves, loads and takes under way: the file is emptied only when none is.
        var inFlight = 0
    }

    private let folder: String
    private let state = Mutex(State())

    public init(folder: URL) {
        self.folder = folder.path
    }

    deinit {
        if let descriptor = state.withLock({ $0.descriptor }) { close(descriptor) }
    }

    public func save(_ bytes: [UInt8], as name: String) throws(SiteOutputError) {
        let (descriptor, offset) = try reserve(bytes.count)
        let written = bytes.withUnsafeBytes { bytes in Result { () throws(FileBytes.Failure) in try FileBytes.write(bytes, to: descriptor, at: offset) } }
        finish { state in
            if case .success = written { state.extents[name] = Extent(offset: offset, count: bytes.count) }
        }
        if case let .failure(failure) = written { throw .writeFailed(path: folder, reason: LocalizedText(verbatim: failure.reason)) }
    }

    public func load(_ name: String) throws(SiteOutputError) -> [UInt8] {
        let (descriptor, extent) = try find(name)
        defer { finish() }
        return try read(extent, from: descriptor)
    }

    public func take(_ name: String) throws(SiteOutputError) -> [UInt8] {
        let (descriptor, extent) = try find(name)
        let bytes: [UInt8]
        do {
            bytes = try read(extent, from: descriptor)
        } catch {
            finish()
            throw error
        }
        // Forgotten only once read: a read that fails leaves the bytes to be taken again.
        finish { $0.extents[name] = nil }
        return bytes
    }

    /// Room at the file's end for `count` bytes, opening the file at the first save.
    private func reserve(_ count: Int) throws(SiteOutputError) -> (descriptor: Int32, offset: Int) {
        try state.withLock { state throws(SiteOutputError) in
            let descriptor: Int32
            if let open = state.descriptor {
                descriptor = open
            } else {
                do throws(FileBytes.Failure) {
                    descriptor = try FileBytes.createUnnamed(in: folder)
                } catch {
                    throw .writeFailed(path: folder, reason: LocalizedText(verbatim: error.reason))
                }
                state.descriptor = descriptor
            }
            defer { state.end += count }
            state.inFlight += 1
            return (descriptor, state.end)
        }
    }

    private func find(_ name: String) throws(SiteOutputError) -> (descriptor: Int32, extent: Extent) {
        let found = state.withLock { state -> (Int32, Extent)? in
            guard let descriptor = state.descriptor, let extent = state.extents[name] else { return nil }
            state.inFlight += 1
            return (descriptor, extent)
        }
        guard let found else { throw .writeFailed(path: folder, reason: LocalizedText(verbatim: "nothing saved as \(name)")) }
        return found
    }

    private func read(_ extent: Extent, from descriptor: Int32) throws(SiteOutputError) -> [UInt8] {
        do {
            return try FileBytes.read(extent.count, from: descriptor, at: extent.offset)
        } catch {
            throw .writeFailed(path: folder, reason: LocalizedText(verbatim: error.reason))
        }
    }

    /// Ends a save, load or take begun under the lock. Once everything saved has been taken (the
    /// pages are written) and nothing is under way, the file's room goes back.
    private func finish(_ change: (inout State) -> Void = { _ in }) {
        state.withLock { state in
            change(&state)
            state.inFlight -= 1
            guard let descriptor = state.descriptor, state.extents.isEmpty, state.inFlight == 0, state.end > 0 else { return }
            if ftruncate(descriptor, 0) == 0 { state.end = 0 }
        }
    }
}
