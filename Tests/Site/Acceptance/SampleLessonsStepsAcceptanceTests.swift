import Foundation
import SiteComposition
import SiteCore
import SiteTestSupport
import TestSupport
import XCTest

/// `--check-steps` on three real lessons of the course (`../shared/sample-lessons`, skipped when it
/// is not there), as a user would run it: the steps a replay by hand found. About a minute and a
/// half on two cores: the real `swift` builds and tests the code thirty times.
final class SampleLessonsStepsAcceptanceTests: SiteBuildTestCase {
    func test_build_withCheckSteps_judgesEachStepAsTheReplayByHandDid() async throws {
        let lessons = RepositoryFolders.root.deletingLastPathComponent().appendingPathComponent("shared/sample-lessons")
        guard FileManager.default.fileExists(atPath: lessons.path) else { throw XCTSkip("no ../shared/sample-lessons next to the repository") }
        let workspace = Workspace(folder: try makeTemporaryFolder())
        let (sut, progress) = makeSUT(workspace) {
            $0.contentFolder = lessons
            $0.codeCheck = CodeCheckOptions(isEnabled: true, folder: workspace.folder.location("code"))
            $0.codeCheck.checksSteps = true
        }

        _ = try await sut.build()

        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(workspace.site("reports/steps.json").utf8)) as? [String: Any])
        let steps = try XCTUnwrap(json["steps"] as? [[String: Any]])
        let domainReds = steps.filter { $0["lesson"] as? String == "login/01-domain.md" && $0["kind"] as? String == "red" }.map { "\($0["line"]!) \($0["outcome"]!)" }
        XCTAssertEqual(domainReds, ["100 compile-error", "168 compile-error", "227 fail", "260 pass", "276 fail", "388 compile-error", "426 compile-error"])
        let breaks = progress.warnings.filter { $0.id.rawValue == "step-does-not-compile" }.map { $0.location.map { String($0.dropFirst(lessons.path.count + 1)) } ?? "" }
        XCTAssertEqual(breaks, ["login/03-infrastructure.md:100", "login/03-infrastructure.md:238"], "where the infrastructure lesson's code stops building")
        XCTAssertEqual(progress.warnings.filter { ["red-test-passes", "red-test-compiles", "red-test-fails", "green-test-fails"].contains($0.id.rawValue) }.count, 0)
    }
}
