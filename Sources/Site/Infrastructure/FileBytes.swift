#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The system's calls by other names: inside `FileBytes`, `read` and `write` are its own.
#if canImport(Glibc)
private let systemRead = Glibc.read
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemRead = Darwin.read
private let systemWrite = Darwin.write
#endif

/// Reads and writes whole files by path with the system's own calls.
///
/// A build reads a thousand lessons and writes thousands of files; through `URL` and `Data` each
/// one cost a path built by Foundation, a copy of the bytes and an attribute lookup, a tenth of
/// reading the lessons. Errors carry the system's message (`strerror`) for the caller to place.
public enum FileBytes {
    public struct Failure: Error, Equatable {
        public let reason: String
        /// The file is larger than the caller allows; `reason` says so.
        public let isTooLarge: Bool
    }

    /// The file's bytes, refused without being read when it holds more than `limit`.
    public static func read(_ path: String, limit: Int = .max) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure() }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw failure() }
        guard Int(status.st_size) <= limit else { throw tooLarge(limit) }
        // The size it had, and one byte more to see whether it grew since.
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                guard count <= limit else { throw tooLarge(limit) }
                bytes.append(contentsOf: repeatElement(0, count: 64 << 10))
            }
            let result = bytes.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress! + count, $0.count - count) }
            if result < 0, errno == EINTR { continue }
            guard result >= 0 else { throw failure() }
            if result == 0 { break }
            count += result
        }
        guard count <= limit else { throw tooLarge(limit) }
        bytes.removeSubrange(count...)
        return bytes
    }

    /// Creates or replaces the file with `text`'s UTF-8 bytes, written straight from the string.
    public static func write(_ text: String, to path: String) throws(Failure) {
        var text = text
        try text.withUTF8 { bytes in Result { () throws(Failure) in try write(UnsafeRawBufferPointer(bytes), to: path) } }.get()
    }

    /// Creates or replaces the file with `bytes`.
    public static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
        try bytes.withUnsafeBytes { bytes in Result { () throws(Failure) in try write(bytes, to: path) } }.get()
    }

    public static func write(_ bytes: UnsafeRawBufferPointer, to path: String) throws(Failure) {
        // 0o666 less the umask, as Foundation created them.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw failure() }
        var written = 0
        while written < bytes.count {
            let result = systemWrite(descriptor, bytes.baseAddress! + written, bytes.count - written)
            if result < 0, errno == EINTR { continue }
            guard result > 0 else {
                let error = result == 0 ? wroteNothing(at: written) : failure()
                close(descriptor)
                throw error
            }
            written += result
        }
        // Some file systems report a failed write only when the file is closed.
        guard close(descriptor) == 0 else { throw failure() }
    }

    /// Writes `bytes` at `offset` of an open file, from any thread (`pwrite`).
    public static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, at offset: Int) throws(Failure) {
        var written = 0
        while written < bytes.count {
            let result = pwrite(descriptor, bytes.baseAddress! + written, bytes.count - written, off_t(offset + written))
            if result < 0, errno == EINTR { continue }
            guard result > 0 else { throw result == 0 ? wroteNothing(at: offset + written) : failure() }
            written += result
        }
    }

    /// The `count` bytes at `offset` of an open file, from any thread (`pread`); a file that ends
    /// before them is a failure.
    public static func read(_ count: Int, from descriptor: Int32, at offset: Int) throws(Failure) -> [UInt8] {
        var failed: Failure?
        // Not zeroed first: every byte is read over.
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            while initialized < count {
                let result = pread(descriptor, buffer.baseAddress! + initialized, count - initialized, off_t(offset + initialized))
                if result < 0, errno == EINTR { continue }
                guard result > 0 else {
                    failed = result == 0 ? Failure(reason: "the file ends before byte \(offset + count)", isTooLarge: false) : failure()
                    return
                }
                initialized += result
            }
        }
        if let failed { throw failed }
        return bytes
    }

    /// A new file in `folder`, open to read and write, without a name: the system deletes it when
    /// it is closed, or when the process ends, even killed. Not inherited by the commands a build runs.
    public static func createUnnamed(in folder: String) throws(Failure) -> Int32 {
        #if os(Linux)
        // Unnamed from the start (`O_TMPFILE`), where the file system supports it.
        let unnamed = open(folder, __O_TMPFILE | O_DIRECTORY | O_RDWR | O_CLOEXEC, 0o600)
        if unnamed >= 0 { return unnamed }
        guard errno == EOPNOTSUPP || errno == EISDIR || errno == EINVAL else { throw failure() }
        #endif
        // Else named for an instant, then unlinked: `mkostemp`, which would set close-on-exec at
        // once, is not in Swift's Glibc.
        var template = Array((folder + "/scratch-XXXXXX").utf8CString)
        return try template.withUnsafeMutableBufferPointer { name throws(Failure) in
            let descriptor = mkstemp(name.baseAddress!)
            guard descriptor >= 0 else { throw failure() }
            guard unlink(name.baseAddress!) == 0, fcntl(descriptor, F_SETFD, FD_CLOEXEC) == 0 else {
                let error = failure()
                close(descriptor)
                throw error
            }
            return descriptor
        }
    }

    /// Creates the folder, whose parent must be there; a folder already there is no failure (a
    /// file there is).
    public static func createFolder(_ path: String) throws(Failure) {
        // 0o777 less the umask, as Foundation created them.
        guard mkdir(path, 0o777) != 0 else { return }
        // Read at once: making the failure's message may set `errno` again.
        let code = errno
        var status = stat()
        guard code == EEXIST, stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { throw failure(code) }
    }

    /// Removes the file, if it is there; a file that stays is no failure of the caller's.
    public static func remove(_ path: String) {
        _ = unlink(path)
    }

    /// A write that wrote no byte and set no error (`errno` would be an earlier call's).
    private static func wroteNothing(at offset: Int) -> Failure {
        Failure(reason: "the system wrote nothing at byte \(offset)", isTooLarge: false)
    }

    private static func tooLarge(_ limit: Int) -> Failure {
        Failure(reason: "more than \(limit) bytes", isTooLarge: true)
    }

    /// The last call's error, in the system's words: `strerror_r`, as pages are written on every core.
    private static func failure(_ code: Int32 = errno) -> Failure {
        var message = [CChar](repeating: 0, count: 256)
        guard strerror_r(code, &message, message.count) == 0 else { return Failure(reason: "error \(code)", isTooLarge: false) }
        let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return Failure(reason: reason, isTooLarge: false)
    }
}
