@testable import CourseCodeInfrastructure
import CourseCodeCore
import Foundation
import TestSupport
import XCTest

final class CodePackageFolderTests: XCTestCase {
    func test_write_putsAppFilesAndTestFilesInTheirTargetsWithAManifest() throws {
        let folder = try makeTemporaryFolder()
        let sut = makeSUT(folder)

        try sut.write(makePackage(["App/A.swift": "struct A {}", "AppTests/ATests.swift": "final class ATests {}"]))

        XCTAssertEqual(try folder.read("code/Sources/StackMyArchitecture/App/A.swift"), "struct A {}\n")
        XCTAssertEqual(try folder.read("code/Tests/StackMyArchitectureTests/AppTests/ATests.swift"), "final class ATests {}\n")
        let manifest = try folder.read("code/Package.swift")
        XCTAssertTrue(manifest.contains(#".target(name: "StackMyArchitecture", path: "Sources/StackMyArchitecture")"#), manifest)
        XCTAssertTrue(manifest.contains(#".testTarget(name: "StackMyArchitectureTests", dependencies: ["StackMyArchitecture"], path: "Tests/StackMyArchitectureTests")"#), manifest)
    }

    func test_write_again_leavesUnchangedFilesUntouchedAndRemovesFilesNoLongerThere() throws {
        let folder = try makeTemporaryFolder()
        let sut = makeSUT(folder)
        try sut.write(makePackage(["App/A.swift": "struct A {}", "App/Old/B.swift": "struct B {}"]))
        let a = folder.url.appendingPathComponent("code/Sources/StackMyArchitecture/App/A.swift")
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: a.path)
        try folder.write("kept", to: "code/.build/debug/cache")

        try sut.write(makePackage(["App/A.swift": "struct A {}"]))

        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: a.path)[.modificationDate] as? Date, past)
        XCTAssertFalse(folder.exists("code/Sources/StackMyArchitecture/App/Old"))
        XCTAssertTrue(folder.exists("code/.build/debug/cache"))
    }

    func test_manifest_withoutTestFiles_hasNoTestTarget() {
        let manifest = CodePackageFolder.manifest(for: makePackage(["App/A.swift": "struct A {}"]))

        XCTAssertFalse(manifest.contains("testTarget"))
    }

    // MARK: - Helpers

    private func makeSUT(_ folder: TemporaryFolder) -> CodePackageFolder {
        CodePackageFolder(layout: PackageLayout(folder: folder.url.appendingPathComponent("code"), module: "StackMyArchitecture"))
    }

    private func makePackage(_ files: [String: String]) -> CodePackage {
        CodePackage(module: "StackMyArchitecture", files: files.sorted { $0.key < $1.key }.map { path, text in
            let lines = text.split(separator: "\n").map(String.init)
            return PackageFile(path: courseFilePath(path), isTest: courseFilePath(path).isTest, lines: lines, origins: lines.map { _ in nil })
        })
    }
}
