import SiteCore
import XCTest

final class ByteSearchTests: XCTestCase {
    func test_firstOffset_ofARunOfBytes_isWhereItFirstStarts() {
        XCTAssertEqual(offset(of: "ab", in: "xxabab"), 2)
        XCTAssertEqual(offset(of: "aab", in: "aaab"), 1, "a partial match is searched again from the next byte")
        XCTAssertEqual(offset(of: "é", in: "cafe\u{301} café"), 10, "the decomposed é is other bytes")
    }

    func test_firstOffset_absentOrLongerThanTheBytes_isNil() {
        XCTAssertNil(offset(of: "abc", in: "ab"))
        XCTAssertNil(offset(of: "abd", in: "xxabcx"))
        XCTAssertNil(offset(of: "x", in: ""))
    }

    func test_firstOffset_ofNothing_isTheStart() {
        XCTAssertEqual(offset(of: "", in: "abc"), 0)
    }

    func test_contains_readsBytesNotCharacters() {
        XCTAssertTrue(ByteSearch.contains(Array("e".utf8), in: Array("cafe\u{301}".utf8)))
        XCTAssertFalse(ByteSearch.contains(Array("ñ".utf8), in: Array("n\u{303}".utf8)))
    }

    // MARK: - Helpers

    private func offset(of needle: String, in text: String) -> Int? {
        Array(needle.utf8).withUnsafeBufferPointer { needle in
            Array(text.utf8).withUnsafeBufferPointer { ByteSearch.firstOffset(of: needle, in: $0) }
        }
    }
}
