import SiteCommandLine
import XCTest

final class ServeSiteCommandTests: XCTestCase {
    func test_shown_forAProgramSwiftPMBuiltInACloneOfCourseSite_isSwiftRun() {
        let shown = ServeSiteCommand.shown(forProgramAt: "/home/ana/course-site/.build/debug/build-site")

        XCTAssertEqual(shown, "swift run serve-site")
    }

    func test_shown_forAnInstalledProgram_isItsNameAlone() {
        XCTAssertEqual(ServeSiteCommand.shown(forProgramAt: "build-site"), "serve-site")
        XCTAssertEqual(ServeSiteCommand.shown(forProgramAt: "/usr/local/bin/build-site"), "serve-site")
        XCTAssertEqual(ServeSiteCommand.shown(forProgramAt: "/opt/my.build/build-site"), "serve-site")
    }
}
