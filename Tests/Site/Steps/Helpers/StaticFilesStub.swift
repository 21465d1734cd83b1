import Foundation
import SiteCore

/// Static files that list the files the test chose and copy them from one folder, as a folder would.
struct StaticFilesStub: StaticFiles {
    var folder = URL(fileURLWithPath: "/curso/Public")
    var files: [String] = []

    func list() -> [String] { files }

    func copy(_ paths: [String], into output: any BuildOutput) throws(SiteOutputError) {
        try output.copy(paths, from: folder)
    }
}
