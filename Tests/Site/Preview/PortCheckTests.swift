import Localization
@testable import SitePreview
import TestSupport
import XCTest

final class PortCheckTests: XCTestCase {
    func test_problem_portInUse_saysSoAndNamesTheNextFreePortInTheHelpsLanguage() throws {
        let taken = try TakenPort()

        let problem = PortCheck.problem(host: "127.0.0.1", port: taken.port)

        let next = try XCTUnwrap((taken.port + 1...taken.port + 100).first { !PortCheck.isInUse(host: "127.0.0.1", port: $0) })
        XCTAssertEqual(problem?.rendered(in: .english), "port \(taken.port) is in use: try --port \(next)")
    }

    func test_problem_freePortOrZero_isNil() throws {
        let taken = try TakenPort()
        taken.release()

        XCTAssertNil(PortCheck.problem(host: "127.0.0.1", port: taken.port))
        XCTAssertNil(PortCheck.problem(host: "127.0.0.1", port: 0))
    }
}
