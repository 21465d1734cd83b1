import Foundation
import SiteCore

/// A static folder that lists the files the test chose.
struct StaticFilesStub: StaticFiles {
    var folder = URL(fileURLWithPath: "/curso/Public")
    var files: [String] = []

    func list() -> [String] { files }
}
