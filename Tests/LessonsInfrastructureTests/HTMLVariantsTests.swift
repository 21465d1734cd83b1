@testable import LessonsInfrastructure
@testable import LessonsInterface
import LessonsCore
import XCTest

/// When one rendering can serve a lesson's page and print bodies, and when it cannot.
final class HTMLVariantsTests: XCTestCase {
    func test_init_theSitesHeadingMarkupForPageAndPrint_plansOneRendering() {
        let heading = Heading(level: 2, text: "Uso", id: "uso", line: 3)
        let page = MarkdownReplacements(headings: [0: HeadingMarkup.wrapper(for: heading, label: "Enlace")], linkDestinations: [0: "b.html"])
        let print = MarkdownReplacements(headings: [0: HeadingMarkup.wrapper(for: heading, id: "leccion--uso", label: "Enlace")], linkDestinations: [1: "#leccion"])

        let sut = HTMLVariants([page, print]) { _ in "original.md" }

        XCTAssertEqual(sut?.destinations, ["b.html", "original.md", "original.md", "#leccion"])
    }

    func test_init_markupCmarkWouldReadOtherwise_plansARenderingEach() {
        let markup = ["", "<h2>\n", "<h2>\0cola", "</h2>\n"]
        for text in markup {
            let page = MarkdownReplacements(headings: [0: .init(opening: "<h2>", closing: "</h2>")])
            let print = MarkdownReplacements(headings: [0: .init(opening: text, closing: "</h2>")])

            let sut = HTMLVariants([page, print]) { _ in "" }

            XCTAssertNil(sut, text.debugDescription)
        }
    }

    func test_init_variantsWrappingOtherHeadings_plansARenderingEach() {
        let page = MarkdownReplacements(headings: [0: .init(opening: "<h2>", closing: "</h2>")])
        let print = MarkdownReplacements(headings: [1: .init(opening: "<h2>", closing: "</h2>")])

        let sut = HTMLVariants([page, print]) { _ in "" }

        XCTAssertNil(sut)
    }
}
