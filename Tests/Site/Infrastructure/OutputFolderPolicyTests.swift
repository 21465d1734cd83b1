import Foundation
import SiteCore
import SiteInfrastructure
import TestSupport
import XCTest

final class OutputFolderPolicyTests: XCTestCase {
    func test_check_root_isRefused() throws {
        let (sut, _) = try makeSUT()

        let refusal = unsafeOutput(checking: URL(fileURLWithPath: "/"), with: sut)

        XCTAssertEqual(refusal?.path, "/")
        assertReason(of: refusal, mentions: "raíz")
    }

    func test_check_workingDirectory_isRefused() throws {
        let (sut, folder) = try makeSUT()

        let refusal = unsafeOutput(checking: folder.location("proyecto"), with: sut)

        assertReason(of: refusal, mentions: "carpeta de trabajo")
    }

    func test_check_folderContainingTheWorkingDirectory_isRefused() throws {
        let (sut, folder) = try makeSUT()

        let refusal = unsafeOutput(checking: folder.url, with: sut)

        assertReason(of: refusal, mentions: "carpeta de trabajo")
    }

    func test_check_inputFolder_isRefused() throws {
        let (sut, folder) = try makeSUT()

        let refusal = unsafeOutput(checking: folder.location("proyecto/Content"), with: sut)

        assertReason(of: refusal, mentions: "es Content/")
    }

    func test_check_folderContainingAnInputFolderButNotTheWorkingDirectory_isRefused() throws {
        let (sut, folder) = try makeSUT()

        let refusal = unsafeOutput(checking: folder.location("compartido"), with: sut)

        assertReason(of: refusal, mentions: "es Public/ o la contiene")
    }

    func test_check_folderInsideAnInputFolder_isRefused() throws {
        let (sut, folder) = try makeSUT()

        let refusal = unsafeOutput(checking: folder.location("proyecto/Content/_site"), with: sut)

        assertReason(of: refusal, mentions: "dentro de Content/")
    }

    func test_check_inputFolderSpelledAnotherWay_isRefusedAndNamedAsGiven() throws {
        let (sut, folder) = try makeSUT()
        let output = URL(fileURLWithPath: "_site/../Content", relativeTo: folder.url.appendingPathComponent("proyecto", isDirectory: true))

        let refusal = unsafeOutput(checking: output, with: sut)

        XCTAssertEqual(refusal?.path, "_site/../Content")
        assertReason(of: refusal, mentions: "es Content/")
    }

    func test_check_symbolicLinkToAnInputFolder_isRefused() throws {
        let (sut, folder) = try makeSUT()
        try FileManager.default.createSymbolicLink(at: folder.location("proyecto/_site"), withDestinationURL: folder.location("proyecto/Content"))

        let refusal = unsafeOutput(checking: folder.location("proyecto/_site"), with: sut)

        assertReason(of: refusal, mentions: "es Content/")
    }

    func test_check_existingFile_isRefused() throws {
        let (sut, folder) = try makeSUT()
        try folder.write("no es una carpeta", to: "proyecto/_site")

        let refusal = unsafeOutput(checking: folder.location("proyecto/_site"), with: sut)

        assertReason(of: refusal, mentions: "es un archivo")
    }

    func test_check_nonEmptyFolderWithoutTheMarker_isRefused() throws {
        let (sut, folder) = try makeSUT()
        try folder.write("mis notas", to: "proyecto/_site/notas.txt")

        let refusal = unsafeOutput(checking: folder.location("proyecto/_site"), with: sut)

        assertReason(of: refusal, mentions: "no la generó")
    }

    func test_check_missingFolder_isAccepted() throws {
        let (sut, folder) = try makeSUT()

        XCTAssertNoThrow(try sut.check(folder.location("proyecto/_site")))
    }

    func test_check_emptyFolder_isAccepted() throws {
        let (sut, folder) = try makeSUT()
        try FileManager.default.createDirectory(at: folder.location("proyecto/_site"), withIntermediateDirectories: true)

        XCTAssertNoThrow(try sut.check(folder.location("proyecto/_site")))
    }

    func test_check_folderAPreviousBuildMade_isAccepted() throws {
        let (sut, folder) = try makeSUT()
        try folder.write("<p>viejo</p>", to: "proyecto/_site/index.html")
        try folder.write("<p>viejo</p>", to: "proyecto/_site/curso/1.html")
        try OutputMarker.write(in: folder.location("proyecto/_site"))

        XCTAssertNoThrow(try sut.check(folder.location("proyecto/_site")))
    }

    func test_check_authorsFolderWithAStrayEmptyMarker_isRefusedSayingWhy() throws {
        let (sut, folder) = try makeSUT()
        try folder.write("", to: "proyecto/_site/\(OutputMarker.fileName)")
        try folder.write("mis notas", to: "proyecto/_site/notas.txt")

        let refusal = unsafeOutput(checking: folder.location("proyecto/_site"), with: sut)

        assertReason(of: refusal, mentions: "tiene un .course-site vacío")
    }

    func test_check_previousSiteWithFilesItDidNotWrite_isRefusedNamingThem() throws {
        let (sut, folder) = try makeSUT()
        try folder.write("<p>viejo</p>", to: "proyecto/_site/index.html")
        try OutputMarker.write(in: folder.location("proyecto/_site"))
        try folder.write("mis notas", to: "proyecto/_site/notas.txt")

        let refusal = unsafeOutput(checking: folder.location("proyecto/_site"), with: sut)

        assertReason(of: refusal, mentions: "tiene archivos que no escribió (notas.txt)")
    }

    // MARK: - Helpers

    /// A project in `proyecto/` with its lessons in `proyecto/Content/` and its static files in
    /// `compartido/Public/`, outside the project.
    private func makeSUT() throws -> (sut: OutputFolderPolicy, folder: TemporaryFolder) {
        let folder = try makeTemporaryFolder()
        try folder.write("# Lección", to: "proyecto/Content/leccion.md")
        try folder.write("body {}", to: "compartido/Public/site.css")
        let sut = OutputFolderPolicy(
            workingDirectory: folder.location("proyecto"),
            inputFolders: [folder.location("proyecto/Content"), folder.location("compartido/Public")]
        )
        return (sut, folder)
    }

    private func unsafeOutput(checking output: URL, with sut: OutputFolderPolicy) -> (path: String, reason: String)? {
        do {
            try sut.check(output)
            return nil
        } catch {
            guard case let .unsafeOutput(path, reason) = error else { return nil }
            return (path, reason.description)
        }
    }

    private func assertReason(
        of refusal: (path: String, reason: String)?,
        mentions problem: String,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        guard let refusal else { return XCTFail("not refused as unsafe", file: file, line: line) }
        XCTAssertTrue(refusal.reason.contains(problem), "“\(refusal.reason)” does not mention “\(problem)”", file: file, line: line)
    }
}
