@testable import CourseCodeCore
import XCTest

final class LinuxPortabilityTests: XCTestCase {
    func test_appleOnlyReason_namesWhatNeedsAnApplePlatform() {
        XCTAssertEqual(reason(["import SwiftUI", "struct CatalogView: View {", "  var body: some View { Text(\"a\") }", "}"]), "declara la vista de SwiftUI CatalogView")
        XCTAssertEqual(reason(["import SwiftUI", "@main", "struct Tienda: App {}"]), "declara la app Tienda")
        XCTAssertEqual(reason(["#Preview {", "  CatalogView()", "}"]), "usa #Preview")
        XCTAssertEqual(reason(["import UIKit", "final class Cell {}"]), "importa UIKit")
        XCTAssertEqual(reason(["import SwiftUI", "struct Theme {", "  let tint = Color.blue", "}"]), "usa Color, de SwiftUI")
    }

    func test_appleOnlyReason_ofAViewModelImportingSwiftUIForObservable_isNil() {
        XCTAssertNil(reason([
            "import SwiftUI", "@Observable", "@MainActor", "final class CatalogViewModel {", "  enum State { case loading }", "  private(set) var state: State = .loading", "}",
        ]))
    }

    func test_appleOnlyReason_ofPlainSwift_isNil() {
        XCTAssertNil(reason(["import Foundation", "struct Email { let value: String }"]))
    }

    // MARK: - Helpers

    private func reason(_ lines: [String]) -> String? {
        LinuxPortability.appleOnlyReason(SwiftFileFacts(lines: lines))?.description
    }
}
