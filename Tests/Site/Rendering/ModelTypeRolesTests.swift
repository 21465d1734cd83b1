import SiteCore
@testable import SiteRendering
import XCTest

final class ModelTypeRolesTests: XCTestCase {
    func test_role_fragmentsRecurringModelsAndOtherTypes_areToldApart() {
        let sut = ModelTypeRoles()

        XCTAssertTrue(isFragment(sut.role(of: Fragment.self)))
        XCTAssertTrue(isRecurring(sut.role(of: Site.self)))
        XCTAssertTrue(isFields(sut.role(of: String.self)))
        XCTAssertTrue(isRecurring(sut.role(of: Site.self)), "asked again, from what it remembers")
    }

    // MARK: - Helpers

    private struct Fragment: RepeatedFragment {
        static let template = "fragment"
        let title: String
    }

    private struct Site: RecurringModel {
        let address: String
    }

    private func isFragment(_ role: ModelTypeRoles.Role) -> Bool {
        if case let .fragment(type) = role { return type == Fragment.self }
        return false
    }

    private func isRecurring(_ role: ModelTypeRoles.Role) -> Bool {
        if case .recurring = role { return true }
        return false
    }

    private func isFields(_ role: ModelTypeRoles.Role) -> Bool {
        if case .fields = role { return true }
        return false
    }
}
