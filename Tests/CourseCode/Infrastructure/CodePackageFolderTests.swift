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

    func test_write_afterTheFolderWasMoved_removesTheBuildThatHoldsTheOldPaths() throws {
        let folder = try makeTemporaryFolder()
        try makeSUT(folder).write(makePackage(["App/A.swift": "struct A {}"]))
        try folder.write("module cache of the old path", to: "code/.build/debug/ModuleCache/A.pcm")
        try FileManager.default.moveItem(at: folder.url.appendingPathComponent("code"), to: folder.url.appendingPathComponent("moved"))
        let sut = CodePackageFolder(layout: PackageLayout(folder: folder.url.appendingPathComponent("moved"), module: "StackMyArchitecture"))

        try sut.write(makePackage(["App/A.swift": "struct A {}"]))

        XCTAssertFalse(folder.exists("moved/.build"))
        XCTAssertEqual(try folder.read("moved/Sources/StackMyArchitecture/App/A.swift"), "struct A {}\n")
    }

    func test_write_sameFolderThroughALinkAndThenByItself_keepsItsBuild() throws {
        let folder = try makeTemporaryFolder()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("code"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: folder.url.appendingPathComponent("link"), withDestinationURL: folder.url.appendingPathComponent("code"))
        let throughLink = CodePackageFolder(layout: PackageLayout(folder: folder.url.appendingPathComponent("link"), module: "StackMyArchitecture"))
        try throughLink.write(makePackage(["App/A.swift": "struct A {}"]))
        try folder.write("kept", to: "code/.build/debug/cache")

        try makeSUT(folder).write(makePackage(["App/A.swift": "struct A {}"]))

        XCTAssertTrue(folder.exists("code/.build/debug/cache"))
    }

    func test_write_intoAFolderWithFilesItDidNotWrite_refusesAndTouchesNothing() throws {
        let folder = try makeTemporaryFolder()
        try folder.write("// my app", to: "code/Package.swift")
        try folder.write("struct Mine {}", to: "code/Sources/App/Mine.swift")
        let sut = makeSUT(folder)

        XCTAssertThrowsError(try sut.write(makePackage(["App/A.swift": "struct A {}"]))) { error in
            guard case let .toolchainUnavailable(reason) = error as? CodeCheckFailure else { return XCTFail("got \(error)") }
            XCTAssertTrue(reason.description.contains("no la creó --check-code"), reason.description)
        }
        XCTAssertEqual(try folder.read("code/Package.swift"), "// my app")
        XCTAssertEqual(try folder.read("code/Sources/App/Mine.swift"), "struct Mine {}")
    }

    func test_write_throughALinkedFolder_keepsTheFilesItWrites() throws {
        let folder = try makeTemporaryFolder()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("real"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: folder.url.appendingPathComponent("code"), withDestinationURL: folder.url.appendingPathComponent("real"))
        let sut = makeSUT(folder)

        try sut.write(makePackage(["App/A.swift": "struct A {}"]))
        try sut.write(makePackage(["App/A.swift": "struct A {}"]))

        XCTAssertEqual(try folder.read("real/Sources/StackMyArchitecture/App/A.swift"), "struct A {}\n")
    }

    func test_write_folderWhoseManifestClaimsCourseSiteWithoutTheMarker_isRefusedUntouched() throws {
        // Anyone can write the header course-site writes in its manifest: only the marker adopts a folder.
        let folder = try makeTemporaryFolder()
        try folder.write("// swift-tools-version: 6.0\n// Written by course-site --check-code: the course's code\n", to: "code/Package.swift")
        try folder.write("struct Mine {}\n", to: "code/Sources/Mine/Mine.swift")
        let sut = makeSUT(folder)

        XCTAssertThrowsError(try sut.write(makePackage(["App/A.swift": "struct A {}"])))

        XCTAssertEqual(try folder.read("code/Sources/Mine/Mine.swift"), "struct Mine {}\n")
        XCTAssertFalse(folder.exists("code/.course-site-code"))
    }

    func test_write_afterTheLessonsCodeLeftLinksToElsewhere_removesThemAndWritesNothingThere() throws {
        // The lessons' tests ran in the folder and could write anything there, a link included.
        let folder = try makeTemporaryFolder()
        let sut = makeSUT(folder)
        try sut.write(makePackage(["App/A.swift": "struct A {}"]))
        try folder.write("struct Mine {}\n", to: "elsewhere/Mine.swift")
        let sources = folder.location("code/Sources")
        try FileManager.default.removeItem(at: sources)
        try FileManager.default.createSymbolicLink(at: sources, withDestinationURL: folder.location("elsewhere"))
        try FileManager.default.createSymbolicLink(at: folder.location("code/checks"), withDestinationURL: folder.location("elsewhere"))

        try sut.write(makePackage(["App/A.swift": "struct A {}"]))

        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.location("elsewhere").path), ["Mine.swift"])
        XCTAssertEqual(try folder.read("elsewhere/Mine.swift"), "struct Mine {}\n")
        XCTAssertNil(try? FileManager.default.destinationOfSymbolicLink(atPath: folder.location("code/checks").path))
        XCTAssertTrue(folder.exists("code/Sources/StackMyArchitecture/App/A.swift"))
    }

    func test_manifest_withoutTestFiles_hasNoTestTarget() {
        let manifest = CodePackageFolder.manifest(for: makePackage(["App/A.swift": "struct A {}"]))

        XCTAssertFalse(manifest.contains("testTarget"))
    }

    func test_write_onlyTests_keepsTheAppTargetEmptyUntilALessonWritesAFileOfIt() throws {
        let folder = try makeTemporaryFolder()
        let sut = makeSUT(folder)

        try sut.write(makePackage(["AppTests/ATests.swift": "final class ATests {}"]))
        let manifest = try folder.read("code/Package.swift")
        let emptyFirst = folder.exists("code/Sources/StackMyArchitecture/CourseSiteEmptyTarget.swift")
        try sut.write(makePackage(["App/A.swift": "struct A {}", "AppTests/ATests.swift": "final class ATests {}"]))

        XCTAssertTrue(manifest.contains(#".target(name: "StackMyArchitecture""#), "the test's @testable import finds the module as the student's project has it")
        XCTAssertTrue(manifest.contains(#"dependencies: ["StackMyArchitecture"]"#))
        XCTAssertTrue(emptyFirst)
        XCTAssertFalse(folder.exists("code/Sources/StackMyArchitecture/CourseSiteEmptyTarget.swift"), "gone once the target has a file")
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
