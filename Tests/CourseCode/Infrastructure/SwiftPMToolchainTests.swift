import CourseCodeCore
import CourseCodeInfrastructure
import Foundation
import SiteInfrastructure
import TestSupport
import XCTest

/// The adapter against the `swift` on the `PATH` (skipped without one). Building and testing a
/// whole package is covered by the acceptance tests, which need it anyway.
final class SwiftPMToolchainTests: XCTestCase {
    func test_names_declaredByAModule_areTheOnesItHas() async throws {
        let sut = try makeSUT()

        let foundation = try await sut.names(["URLRequest", "UUID", "Product"], declaredBy: "Foundation")
        let xctest = try await sut.names(["XCTFail", "Product"], declaredBy: "XCTest")

        XCTAssertEqual(foundation, ["URLRequest", "UUID"])
        XCTAssertEqual(xctest, ["XCTFail"])
    }

    func test_names_ofAModuleThatDoesNotExist_areNone() async throws {
        let sut = try makeSUT()

        let names = try await sut.names(["UUID"], declaredBy: "NoSuchModuleAnywhere")

        XCTAssertEqual(names, [])
    }

    func test_version_isTheToolchainsFirstLine() async throws {
        let sut = try makeSUT()

        let version = try await sut.version()

        XCTAssertTrue(version.contains("Swift version"), version)
    }

    func test_init_withACommandThatIsNotThere_failsAsUnavailable() async throws {
        let sut = SwiftPMToolchain(swift: URL(fileURLWithPath: "/nonexistent/swift"), folder: try makeTemporaryFolder().url, runner: CommandRunner(timeout: .seconds(10)))

        let error = await errorThrown { try await sut.version() }

        guard case .toolchainUnavailable = error as? CodeCheckFailure else { return XCTFail("got \(String(describing: error))") }
    }

    func test_version_runsTheToolchainWithATemporaryFolderOfItsOwnAndRemovesIt() async throws {
        let folder = try makeTemporaryFolder()
        // What the Swift driver does: a folder in TMPDIR, left behind.
        let swift = try folder.write("#!/bin/sh\nmkdir \"$TMPDIR/TemporaryDirectory.abc123\" && echo \"$TMPDIR\"\n", to: "bin/swift")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
        let package = folder.url.appendingPathComponent("paquete")
        let sut = SwiftPMToolchain(swift: swift, folder: package, runner: CommandRunner(timeout: .seconds(10)))

        let temporary = try await sut.version()

        XCTAssertTrue(temporary.contains("course-site-swift-"), temporary)
        XCTAssertFalse(FileManager.default.fileExists(atPath: temporary), "the command's temporary folder is removed, with what it left")
        XCTAssertFalse(FileManager.default.fileExists(atPath: package.path), "the package's folder is the check's to create")
    }

    // MARK: - Helpers

    private func makeSUT() throws -> SwiftPMToolchain {
        let folder = try makeTemporaryFolder()
        guard let sut = SwiftPMToolchain.installed(folder: folder.url, runner: CommandRunner(timeout: .seconds(120))) else {
            throw XCTSkip("no swift on the PATH")
        }
        return sut
    }
}
