import Foundation
import SitePreview
import XCTest

final class OpenFileLimitTests: XCTestCase {
    func test_raise_leavesTheSoftLimitAtTheHardOne() {
        let limit = OpenFileLimit.raise()

        var current = rlimit()
        getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &current)
        XCTAssertEqual(limit, UInt64(current.rlim_cur))
        XCTAssertEqual(current.rlim_cur, current.rlim_max)
    }
}
