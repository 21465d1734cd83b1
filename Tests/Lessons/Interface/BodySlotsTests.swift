@testable import LessonsInterface
import XCTest

/// Slots are found in a body's bytes by their marker and its nonce; anything else is text.
final class BodySlotsTests: XCTestCase {
    func test_slots_markersOfEveryKindAnywhere_areFoundInOrder() {
        let body = BodySlots.marker(.headingOpening, 0) + "<p>año</p>" + BodySlots.marker(.link, 12) + BodySlots.marker(.swiftBlock, 1) + BodySlots.marker(.headingClosing, 0)

        let slots = slots(in: body)

        XCTAssertEqual(slots.map(\.kind), [.headingOpening, .link, .swiftBlock, .headingClosing])
        XCTAssertEqual(slots.map(\.index), [0, 12, 1, 0])
        XCTAssertEqual(slots.map { String(decoding: Array(body.utf8)[$0.range], as: UTF8.self) }, [
            BodySlots.marker(.headingOpening, 0), BodySlots.marker(.link, 12), BodySlots.marker(.swiftBlock, 1), BodySlots.marker(.headingClosing, 0),
        ])
    }

    func test_slots_bodyThatIsOneMarkerWithTheLongestIndex_isThatSlot() {
        let slots = slots(in: BodySlots.marker(.swiftBlock, 123_456_789))

        XCTAssertEqual(slots.map(\.index), [123_456_789])
    }

    func test_slots_emptyOrShorterThanAMarker_findNone() {
        for body in ["", "~", "~cs", String(BodySlots.marker(.link, 1).dropLast())] {
            XCTAssertEqual(slots(in: body), [], body)
        }
    }

    func test_slots_markersWithoutTheNonceOrCutOrOfNoKind_areText() {
        let marker = BodySlots.marker(.swiftBlock, 3)
        let prefix = String(marker.prefix(while: { $0 != "-" })) + "-"
        let broken = ["~cs-s3~", "~csabc-s3~", prefix + "s~", prefix + "s3", prefix + "x3~", prefix + "s1234567890~", prefix + "sx~", "<!--course-site:swift:0-->"]
        for text in broken {
            XCTAssertEqual(slots(in: "<p>ñ</p>" + text), [], text)
        }
    }

    func test_slots_markerAfterAFalseStart_isStillFound() {
        let marker = BodySlots.marker(.link, 3)
        let body = String(marker.dropLast(3)) + marker + "fin"

        let slots = slots(in: body)

        XCTAssertEqual(slots.map(\.index), [3])
        XCTAssertEqual(slots.first?.range.lowerBound, marker.utf8.count - 3)
    }

    // MARK: - Helpers

    private func slots(in body: String) -> [BodySlots.Slot] {
        Array(body.utf8).withUnsafeBufferPointer(BodySlots.slots(in:))
    }
}
