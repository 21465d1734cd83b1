import SitePreview
import XCTest

final class ReloadScriptTests: XCTestCase {
    func test_html_isAScriptThatListensToThePreviewsEvents() {
        let script = ReloadScript.html

        XCTAssertTrue(script.hasPrefix("<script>"), script)
        XCTAssertTrue(script.hasSuffix("</script>\n"), script)
        XCTAssertTrue(script.contains("new EventSource(\"\(ReloadScript.eventsPath)\")"), script)
    }
}
