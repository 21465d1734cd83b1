@testable import SitePreview
import XCTest

final class HostCheckTests: XCTestCase {
    func test_allows_localhostAndIPAddressesWithOrWithoutPort() {
        let sut = HostCheck(listeningOn: "127.0.0.1")

        for host in ["127.0.0.1:8000", "127.0.0.1", "localhost:8000", "LOCALHOST", "[::1]:8000", "192.168.1.20:8000"] {
            XCTAssertTrue(sut.allows(host), host)
        }
    }

    func test_allows_aNameOtherThanTheOneItListensOn_isRefused() {
        let sut = HostCheck(listeningOn: "127.0.0.1")

        for host in ["evil.example:8000", "evil.example", "127.0.0.1.evil.example", "localhost.evil.example", "1.2.3.999", "", "::g"] {
            XCTAssertFalse(sut.allows(host), host)
        }
        XCTAssertFalse(sut.allows(nil))
    }

    func test_allows_theNameItWasToldToListenOn() {
        let sut = HostCheck(listeningOn: "mi-portatil.local")

        XCTAssertTrue(sut.allows("mi-portatil.local:8000"))
        XCTAssertFalse(sut.allows("otro.local:8000"))
    }
}
