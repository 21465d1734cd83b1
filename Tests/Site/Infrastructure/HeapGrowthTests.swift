import SiteInfrastructure
import XCTest

final class HeapGrowthTests: XCTestCase {
    func test_inLargeSteps_onGlibc_isTakenByTheAllocator() throws {
        #if canImport(Glibc)
        XCTAssertTrue(HeapGrowth.inLargeSteps(), "glibc's mallopt(M_TOP_PAD) was not called, or refused the size")
        #else
        throw XCTSkip("only glibc's allocator grows its heaps by a pad")
        #endif
    }
}
