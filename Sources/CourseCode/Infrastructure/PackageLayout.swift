import CourseCodeCore
import Foundation

/// Where each file of the course's code goes in the package's folder, and back: app files under
/// `Sources/<module>/`, test files under `Tests/<module>Tests/`, each at its course path.
struct PackageLayout {
    let folder: URL
    let module: String

    /// The package's name, in the manifest `CodePackageFolder` writes.
    static let packageName = "CourseCode"

    var sourcesFolder: String { "Sources/\(module)" }
    var testsFolder: String { "Tests/\(module)Tests" }

    /// The tests' executable on Linux, as `swift build --build-tests` leaves it.
    var testBinary: URL { folder.appendingPathComponent(".build/debug/\(Self.packageName)PackageTests.xctest") }

    func relativePath(of file: PackageFile) -> String {
        (file.isTest ? testsFolder : sourcesFolder) + "/" + file.path.value
    }

    /// The course's file a path the compiler prints names; nil for a file outside the package's targets.
    func coursePath(of printed: String) -> CourseFilePath? {
        for root in Self.spellings(of: folder) {
            for target in [sourcesFolder, testsFolder] {
                let prefix = root + "/" + target + "/"
                if printed.hasPrefix(prefix) { return CourseFilePath(String(printed.dropFirst(prefix.count))) }
            }
        }
        return nil
    }

    /// The folder as given and with its links resolved: the compiler may print either (`/tmp` is `/private/tmp` on macOS).
    private static func spellings(of folder: URL) -> [String] {
        let given = folder.standardizedFileURL.path
        let resolved = folder.resolvingSymlinksInPath().path
        return given == resolved ? [given] : [given, resolved]
    }
}
