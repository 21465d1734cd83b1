import Foundation

/// The programs SwiftPM built for this test run.
enum Products {
    static func url(of name: String) -> URL {
        folder.appendingPathComponent(name)
    }

    private static var folder: URL {
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        fatalError("no .xctest bundle")
        #else
        return Bundle.main.bundleURL
        #endif
    }
}
