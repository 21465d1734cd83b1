@testable import LessonsInterface
import XCTest

/// Slots are found in a body's bytes; what is not a whole slot is copied as it is.
final class SwiftBlockSlotsTests: XCTestCase {
    func test_filling_slotsAnywhere_replacesEachWithItsBlock() {
        let body = SwiftBlockSlots.slot(forBlock: 0) + "<p>año</p>" + SwiftBlockSlots.slot(forBlock: 12) + SwiftBlockSlots.slot(forBlock: 1)

        let filled = SwiftBlockSlots.filling(body) { "[\($0)]" }

        XCTAssertEqual(filled, "[0]<p>año</p>[12][1]")
    }

    func test_filling_bodyThatIsOneSlotWithTheLongestIndex_isItsBlock() {
        let body = SwiftBlockSlots.slot(forBlock: 123_456_789)

        let filled = SwiftBlockSlots.filling(body) { "[\($0)]" }

        XCTAssertEqual(filled, "[123456789]")
    }

    func test_filling_emptyOrShorterThanASlot_isTheBodyAsItIs() {
        for body in ["", "<", "<!--course-site:swift"] {
            let filled = SwiftBlockSlots.filling(body) { _ in XCTFail("no slot"); return "" }

            XCTAssertEqual(filled, body)
        }
    }

    func test_filling_noSlots_isTheBodyAsItIs() {
        let body = "<p>a < b <!-- comentario --> ñ</p>"

        let filled = SwiftBlockSlots.filling(body) { _ in XCTFail("no slot"); return "" }

        XCTAssertEqual(filled, body)
    }

    func test_filling_brokenOrCutSlots_areLeftAsWritten() {
        let broken = ["<!--course-site:swift:-->", "<!--course-site:swift:12", "<!--course-site:swift:1234567890-->", "<!--course-site:swift:x-->", "<!--course-site:swi"]
        for text in broken {
            let body = "<p>ñ</p>" + text

            let filled = SwiftBlockSlots.filling(body) { "[\($0)]" }

            XCTAssertEqual(filled, body, text)
        }
    }

    func test_filling_slotAfterAFalseStart_isStillFound() {
        let body = "<!--course-site:swift:<!--course-site:swift:3-->fin"

        let filled = SwiftBlockSlots.filling(body) { "[\($0)]" }

        XCTAssertEqual(filled, "<!--course-site:swift:[3]fin")
    }
}
