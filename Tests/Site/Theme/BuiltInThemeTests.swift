import Foundation
import SiteTheme
import TestSupport
import XCTest

/// The embedded theme is a table written by hand beside `Package.swift`'s list of resources:
/// these tests keep both in step with the files in `Sources/Site/Theme/`.
final class BuiltInThemeTests: XCTestCase {
    func test_templates_comparedWithTheThemesFolder_areEveryFileWithItsText() throws {
        let folder = RepositoryFolders.templates
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".mustache") }

        let expected = try Dictionary(uniqueKeysWithValues: files.map { file in
            (String(file.dropLast(".mustache".count)), try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8))
        })

        XCTAssertEqual(Set(BuiltInTheme.templates.keys), Set(expected.keys))
        for (name, text) in expected {
            XCTAssertEqual(BuiltInTheme.templates[name], text, "\(name).mustache differs from its embedded copy")
        }
    }

    func test_publicFiles_comparedWithTheThemesFolder_areEveryFileWithItsText() throws {
        let folder = RepositoryFolders.themePublic
        let files = try XCTUnwrap(FileManager.default.subpathsOfDirectory(atPath: folder.path)).filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder) && !isFolder.boolValue
        }

        XCTAssertEqual(Set(BuiltInTheme.publicFiles.keys), Set(files))
        for path in files {
            XCTAssertEqual(BuiltInTheme.publicFiles[path], try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8), path)
        }
    }
}
