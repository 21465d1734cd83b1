import Foundation
import SiteInterface
import XCTest

final class SidebarModelTests: XCTestCase {
    func test_encode_withSectionsAroundTheCurrentOne_isWhatTheSynthesizedConformanceEncodes() throws {
        let before = [ClosedSectionModel(title: "Login", url: "/login/01.html"), ClosedSectionModel(title: "Registro", url: "/registro/01.html")]
        let current = SidebarSectionModel(title: "Catálogo", url: "/catalogo/01.html", lessons: [LinkModel(title: "Productos", url: "/catalogo/01.html")])
        let after = [ClosedSectionModel(title: "Pago", url: "/pago/01.html")]
        let sut = SidebarModel(sectionsBefore: before, current: current, sectionsAfter: after, hasMoreBefore: true, hasMoreAfter: false)

        let encoded = try json(sut)

        XCTAssertEqual(encoded, try json(Synthesized(sectionsBefore: before, current: current, sectionsAfter: after, hasMoreBefore: true, hasMoreAfter: false)))
    }

    func test_encode_withoutACurrentSection_leavesItOutAsTheSynthesizedConformanceDoes() throws {
        let sut = SidebarModel(sectionsBefore: [], current: nil, sectionsAfter: [])

        let encoded = try json(sut)

        XCTAssertEqual(encoded, try json(Synthesized(sectionsBefore: [], current: nil, sectionsAfter: [], hasMoreBefore: false, hasMoreAfter: false)))
    }

    func test_encode_writtenByHand_namesEveryStoredProperty() {
        let sut = SidebarModel(sectionsBefore: [], current: nil, sectionsAfter: [])

        let properties = Mirror(reflecting: sut).children.compactMap(\.label)

        // A property added to the model must be added to its `encode(to:)` and to `Synthesized` below.
        XCTAssertEqual(properties, ["sectionsBefore", "current", "sectionsAfter", "hasMoreBefore", "hasMoreAfter"])
    }

    // MARK: - Helpers

    /// The sidebar's fields, encoded as the compiler writes it.
    private struct Synthesized: Encodable {
        let sectionsBefore: [ClosedSectionModel]
        let current: SidebarSectionModel?
        let sectionsAfter: [ClosedSectionModel]
        let hasMoreBefore: Bool
        let hasMoreAfter: Bool
    }

    private func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
