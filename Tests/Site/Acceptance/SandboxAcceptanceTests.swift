#if os(Linux)
import Glibc
import Foundation
import SiteComposition
import SiteCore
import SiteTestSupport
import TestSupport
import XCTest

/// `--check-code` runs the course's code confined (bubblewrap, on Linux): a course whose tests try
/// to read the course, write outside the check's folder, reach a server on this machine and leave
/// processes running, built with the real `swift`. Each of its tests passes only if it is confined.
final class SandboxAcceptanceTests: SiteBuildTestCase {
    func test_build_withCheckCode_runsTheCoursesTestsConfinedAndLeavesNothingRunning() async throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: "/usr/bin/bwrap"), "bubblewrap is not installed")
        let listener = try LoopbackListener()
        defer { listener.close() }
        let outside = URL(fileURLWithPath: "/var/tmp/course-site-escape-\(UUID().uuidString)")
        // Under /var/tmp: the sandbox empties /tmp whatever it is told, so a course there would be hidden anyway.
        let folder = try makeTemporaryFolder(in: URL(fileURLWithPath: "/var/tmp"))
        let workspace = Workspace(folder: folder)
        let escaped = folder.url.appendingPathComponent("escaped.txt")
        try folder.write(Self.lesson(content: workspace.content, escaped: escaped, outside: outside, port: listener.port), to: "Content/a.md")
        let (sut, progress) = makeSUT(workspace) { $0.codeCheck = CodeCheckOptions(isEnabled: true, timeout: 120) }

        let summary = try await sut.build()

        XCTAssertEqual(summary.code, "4/4 tests pasan", "\(progress.warnings)")
        XCTAssertEqual(progress.warnings.map(\.id).filter { $0.rawValue != "broken-link" }, [], "\(progress.warnings)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: escaped.path), "a test wrote in the course's folder")
        XCTAssertFalse(FileManager.default.fileExists(atPath: outside.path), "a test wrote outside the check's folder")
        XCTAssertEqual(Self.processes(running: Self.leftRunning), [], "a test's process outlived the check")
    }

    // MARK: - Helpers

    /// The command line of the process a test leaves running: unique, to find it afterwards.
    private static let leftRunning = "sleep 317.25"

    private static func lesson(content: URL, escaped: URL, outside: URL, port: UInt16) -> String {
        """
        # Encerrado

        ```swift
        // AppTests/SandboxTests.swift
        import Foundation
        import XCTest
        #if canImport(Glibc)
        import Glibc
        #endif

        final class SandboxTests: XCTestCase {
            func test_course_isOutOfSight() {
                XCTAssertFalse(FileManager.default.fileExists(atPath: "\(content.path)/a.md"))
            }

            func test_write_outsideThePackage_reachesNoFile() {
                _ = FileManager.default.createFile(atPath: "\(escaped.path)", contents: Data("x".utf8))
                _ = FileManager.default.createFile(atPath: "\(outside.path)", contents: Data("x".utf8))
            }

            func test_network_isOutOfReach() {
                let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
                defer { close(socket) }
                var address = sockaddr_in()
                address.sin_family = sa_family_t(AF_INET)
                address.sin_port = in_port_t(\(port)).bigEndian
                address.sin_addr.s_addr = inet_addr("127.0.0.1")
                let connected = withUnsafePointer(to: &address) {
                    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
                }
                XCTAssertNotEqual(connected, 0)
            }

            func test_processes_leftRunning() throws {
                for _ in 0..<3 {
                    let process = Process()
                    process.executableURL = URL(fileURLWithPath: "/bin/sh")
                    process.arguments = ["-c", "\(leftRunning)"]
                    try process.run()
                }
            }
        }
        ```
        """
    }

    /// The pids whose command line is `command`.
    private static func processes(running command: String) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { entry in
            guard Int(entry) != nil, let line = try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(entry)/cmdline")) else { return false }
            return String(decoding: line, as: UTF8.self).replacingOccurrences(of: "\0", with: " ").trimmingCharacters(in: .whitespaces) == command
        }
    }
}

/// A TCP server on 127.0.0.1 that accepts nothing: a test reaching it would connect.
private struct LoopbackListener {
    let socket: Int32
    let port: UInt16

    init() throws {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.socket = socket
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0 }
        }
        guard bound, listen(socket, 8) == 0 else { throw CocoaError(.fileWriteUnknown) }
        port = in_port_t(bigEndian: address.sin_port)
    }

    func close() { _ = Glibc.close(socket) }
}
#endif
