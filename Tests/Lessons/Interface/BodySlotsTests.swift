@testable import LessonsInterface
import XCTest

/// Slots are found in a rendered body by their marker and its nonce, and cut out of it; anything else is text.
final class BodySlotsTests: XCTestCase {
    func test_cut_markersOfEveryKindAnywhere_areSlotsInOrderAtTheirOffsetsInTheTextLeft() {
        let body = BodySlots.marker(.headingOpening, 0) + "<p>año</p>" + BodySlots.marker(.link, 12) + BodySlots.marker(.swiftBlock, 1) + BodySlots.marker(.headingClosing, 0)

        let (html, slots) = cut(body)

        XCTAssertEqual(html, "<p>año</p>")
        XCTAssertEqual(slots.map(\.kind), [.headingOpening, .link, .swiftBlock, .headingClosing])
        XCTAssertEqual(slots.map(\.index), [0, 12, 1, 0])
        XCTAssertEqual(slots.map(\.offset), [0, 11, 11, 11])
    }

    func test_cut_bodyThatIsOneMarkerWithTheLongestIndex_isThatSlotAlone() {
        let (html, slots) = cut(BodySlots.marker(.swiftBlock, 123_456_789))

        XCTAssertEqual(html, "")
        XCTAssertEqual(slots.map(\.index), [123_456_789])
    }

    func test_cut_markersAtEachPowerOfTen_giveBackTheirIndexes() {
        let indexes = [0, 9, 10, 99, 100, 999, 1_000, 99_999, 100_000, 999_999_999]

        let (html, slots) = cut(indexes.map { BodySlots.marker(.link, $0) }.joined(separator: "|"))

        XCTAssertEqual(html, String(repeating: "|", count: indexes.count - 1))
        XCTAssertEqual(slots.map(\.index), indexes)
    }

    func test_cut_emptyOrShorterThanAMarker_isTheSameTextWithoutSlots() {
        for body in ["", "~", "~cs", String(BodySlots.marker(.link, 1).dropLast())] {
            let (html, slots) = cut(body)

            XCTAssertEqual(html, body)
            XCTAssertEqual(slots, [], body)
        }
    }

    func test_cut_markersWithoutTheNonceOrCutOrOfNoKind_areText() {
        let marker = BodySlots.marker(.swiftBlock, 3)
        let prefix = String(marker.prefix(while: { $0 != "-" })) + "-"
        let broken = ["~cs-s3~", "~csabc-s3~", prefix + "s~", prefix + "s3", prefix + "x3~", prefix + "s1234567890~", prefix + "sx~", "<!--course-site:swift:0-->"]
        for text in broken {
            let (html, slots) = cut("<p>ñ</p>" + text)

            XCTAssertEqual(html, "<p>ñ</p>" + text)
            XCTAssertEqual(slots, [], text)
        }
    }

    func test_cut_markerAfterAFalseStart_isStillFound() {
        let marker = BodySlots.marker(.link, 3)
        let falseStart = String(marker.dropLast(3))

        let (html, slots) = cut(falseStart + marker + "fin")

        XCTAssertEqual(html, falseStart + "fin")
        XCTAssertEqual(slots.map(\.index), [3])
        XCTAssertEqual(slots.first?.offset, falseStart.utf8.count)
    }

    // MARK: - Helpers

    private func cut(_ body: String) -> (html: String, slots: [LessonBodyDraft.Slot]) {
        let (html, slots) = BodySlots.cut(Array(body.utf8))
        return (String(decoding: html, as: UTF8.self), slots)
    }
}
