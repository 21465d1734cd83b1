import SiteInfrastructure
import XCTest

final class RequestPathResolverTests: XCTestCase {
    func test_resolve_pageUnderTheBaseURL_isItsFile() {
        let sut = makeSUT(basePath: "/curso/", files: ["login/01-domain.html"])

        XCTAssertEqual(sut.resolve("/curso/login/01-domain.html"), .file("login/01-domain.html"))
    }

    func test_resolve_folderWithFinalSlash_isItsIndex() {
        let sut = makeSUT(basePath: "/curso/", files: ["index.html", "catalog/index.html"], folders: ["catalog"])

        XCTAssertEqual(sut.resolve("/curso/"), .file("index.html"))
        XCTAssertEqual(sut.resolve("/curso/catalog/"), .file("catalog/index.html"))
    }

    func test_resolve_dotForTheBaseFolder_isItsIndex() {
        // Found by the fuzzer (Fuzz/RequestPath.swift): `/curso/.` resolved to an empty path.
        let sut = makeSUT(basePath: "/curso/", files: ["index.html"])

        XCTAssertEqual(sut.resolve("/curso/."), .file("index.html"))
        XCTAssertEqual(sut.resolve("/curso/./."), .file("index.html"))
    }

    func test_resolve_folderWithoutFinalSlash_redirectsToIt() {
        let sut = makeSUT(basePath: "/curso/", files: ["catalog/index.html"], folders: ["catalog"])

        XCTAssertEqual(sut.resolve("/curso/catalog"), .redirect("/curso/catalog/"))
    }

    func test_resolve_bareBaseURLOrHostRoot_redirectsToTheBaseURL() {
        let sut = makeSUT(basePath: "/curso/", files: ["index.html"])

        XCTAssertEqual(sut.resolve("/curso"), .redirect("/curso/"))
        XCTAssertEqual(sut.resolve("/"), .redirect("/curso/"))
    }

    func test_resolve_pathOutsideTheBaseURL_isNotFound() {
        let sut = makeSUT(basePath: "/curso/", files: ["index.html"])

        XCTAssertEqual(sut.resolve("/index.html"), .notFound)
        XCTAssertEqual(sut.resolve("/cursos/index.html"), .notFound)
    }

    func test_resolve_folderWithoutIndex_isNotFoundAndNeverAListing() {
        let sut = makeSUT(basePath: "/", files: ["css/site.css"], folders: ["css"])

        XCTAssertEqual(sut.resolve("/css/"), .notFound)
    }

    func test_resolve_percentEncodedName_isDecoded() {
        let sut = makeSUT(basePath: "/", files: ["lecciones/introducción.html"])

        XCTAssertEqual(sut.resolve("/lecciones/introducci%C3%B3n.html"), .file("lecciones/introducción.html"))
    }

    func test_resolve_parentFolderInAnySpelling_isRefused() {
        let sut = makeSUT(basePath: "/curso/", files: ["index.html"])

        for attempt in ["/curso/../Package.swift", "/curso/%2e%2e/Package.swift", "/curso/%2E%2E%2FPackage.swift", "/curso/a/..%2F..%2Fetc/passwd", "/curso/..\\x"] {
            XCTAssertEqual(sut.resolve(attempt), .refused, attempt)
        }
    }

    func test_resolve_invalidPercentEncoding_isRefused() {
        let sut = makeSUT(basePath: "/", files: [])

        XCTAssertEqual(sut.resolve("/%zz"), .refused)
    }

    func test_resolve_hiddenFile_isNotFound() {
        let sut = makeSUT(basePath: "/", files: [".course-site"])

        XCTAssertEqual(sut.resolve("/.course-site"), .notFound)
    }

    func test_resolve_redirectForADoubleSlashPath_staysOnThisHost() {
        let sut = makeSUT(basePath: "/", files: ["evil.com/index.html"], folders: ["evil.com"])

        XCTAssertEqual(sut.resolve("//evil.com"), .redirect("/evil.com/"))
    }

    // MARK: - Helpers

    private func makeSUT(basePath: String, files: Set<String>, folders: Set<String> = []) -> RequestPathResolver {
        RequestPathResolver(basePath: basePath) { path in
            if files.contains(path) { return .file }
            return folders.contains(path) ? .folder : .missing
        }
    }
}
