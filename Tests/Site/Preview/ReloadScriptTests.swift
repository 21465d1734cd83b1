import SitePreview
import XCTest

final class ReloadScriptTests: XCTestCase {
    func test_inject_pageWithBody_addsTheScriptJustBeforeTheBodyEnds() {
        let page = "<html><body><p>Hola</p></body></html>"

        let result = ReloadScript.inject(into: page)

        XCTAssertTrue(result.hasPrefix("<html><body><p>Hola</p><script>"), result)
        XCTAssertTrue(result.hasSuffix("</script>\n</body></html>"), result)
        XCTAssertTrue(result.contains("new EventSource(\"\(ReloadScript.eventsPath)\")"), result)
    }

    func test_inject_fragmentWithoutBody_appendsTheScript() {
        let result = ReloadScript.inject(into: "<p>Hola</p>")

        XCTAssertTrue(result.hasPrefix("<p>Hola</p><script>"), result)
    }
}
