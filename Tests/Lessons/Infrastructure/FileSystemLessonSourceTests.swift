import LessonsCore
import LessonsInfrastructure
import TestSupport
import XCTest

final class FileSystemLessonSourceTests: XCTestCase {
    func test_listing_findsLessonsInEveryFolderAndSkipsHiddenOnes() throws {
        let (sut, folder) = try makeSUT()
        try folder.write("x", to: "index.md")
        try folder.write("x", to: "login/01-domain.md")
        try folder.write("x", to: "login/extra/notas.md")
        try folder.write("x", to: ".git/README.md")
        try folder.write("x", to: "login/diagrama.png")

        let listing = try sut.listing()

        XCTAssertEqual(listing.lessons.map(\.value).sorted(), ["index.md", "login/01-domain.md", "login/extra/notas.md"])
    }

    func test_listing_putsEveryOtherVisibleFileInAssets() throws {
        let (sut, folder) = try makeSUT()
        try folder.write("x", to: "login/01.md")
        try folder.write("png", to: "login/img/diagrama.png")
        try folder.write("x", to: ".DS_Store")

        XCTAssertEqual(try sut.listing().assets, ["login/img/diagrama.png"])
    }

    func test_listing_leavesSymbolicLinksOutAndNamesThem() throws {
        let (sut, folder) = try makeSUT()
        try folder.write("x", to: "login/01.md")
        let outside = try makeTemporaryFolder()
        try outside.write("x", to: "02.md")
        try FileManager.default.createSymbolicLink(at: folder.url.appendingPathComponent("login/02.md"), withDestinationURL: outside.url.appendingPathComponent("02.md"))

        let listing = try sut.listing()

        XCTAssertEqual(listing.lessons.map(\.value), ["login/01.md"])
        XCTAssertEqual(listing.skippedLinks, ["login/02.md"])
    }

    func test_contents_ofFileThatIsNotUTF8_throwsNotUTF8NamingIt() throws {
        let (sut, folder) = try makeSUT()
        try folder.write(Data([0xC3, 0x28, 0xFF]), to: "roto.md")

        XCTAssertThrowsError(try sut.contents(of: lessonPath("roto.md"))) { error in
            XCTAssertEqual(error as? LessonsError, .notUTF8(file: "roto.md"))
        }
    }

    func test_contents_ofFileStartingWithAByteOrderMark_leavesTheMarkOut() throws {
        let (sut, folder) = try makeSUT()
        try folder.write(Data([0xEF, 0xBB, 0xBF] + Array("---\ntitle: Con BOM\n---\n# x\n".utf8)), to: "bom.md")

        let contents = try sut.contents(of: lessonPath("bom.md"))

        XCTAssertEqual(contents, "---\ntitle: Con BOM\n---\n# x\n")
    }

    func test_contents_ofALessonBeyondTheSizeLimit_isRefusedNamingIt() throws {
        let folder = try makeTemporaryFolder()
        try folder.write(String(repeating: "a", count: 2 * 1024 * 1024 + 1), to: "enorme.md")
        let sut = FileSystemLessonSource(root: folder.url, maxBytes: 2 * 1024 * 1024)

        XCTAssertThrowsError(try sut.contents(of: lessonPath("enorme.md"))) { error in
            XCTAssertEqual(error as? LessonsError, .beyondLimits(file: "enorme.md", line: nil, reason: "ocupa más de 2 MB"))
        }
    }

    func test_listing_ofMissingFolder_throwsContentFolderMissing() throws {
        let folder = try makeTemporaryFolder()
        let sut = FileSystemLessonSource(root: folder.url.appendingPathComponent("no-existe"))

        XCTAssertThrowsError(try sut.listing()) { error in
            guard case .contentFolderMissing? = error as? LessonsError else { return XCTFail("got \(error)") }
        }
    }

    func test_listing_ofMissingFolderWithOneInLowerCaseBeside_namesTheOneFound() throws {
        let folder = try makeTemporaryFolder()
        try folder.write("# Uno\n", to: "content/01.md")
        // A file system that ignores case (macOS's by default) opens content/ as Content/.
        try XCTSkipIf(folder.exists("Content/01.md"), "this file system does not tell Content from content")
        let sut = FileSystemLessonSource(root: folder.url.appendingPathComponent("Content"))

        XCTAssertThrowsError(try sut.listing()) { error in
            let expected = folder.url.appendingPathComponent("content").standardizedFileURL.path
            guard case let .contentFolderInOtherCase(_, found)? = error as? LessonsError else { return XCTFail("got \(error)") }
            XCTAssertEqual(found, expected)
            XCTAssertTrue((error as? LessonsError)?.description.contains("pero sí '\(expected)'") == true, "\(error)")
        }
    }

    // MARK: - Helpers

    private func makeSUT() throws -> (FileSystemLessonSource, TemporaryFolder) {
        let folder = try makeTemporaryFolder()
        return (FileSystemLessonSource(root: folder.url), folder)
    }
}
