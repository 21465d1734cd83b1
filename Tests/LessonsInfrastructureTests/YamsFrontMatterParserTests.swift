import LessonsCore
import LessonsInfrastructure
import XCTest

final class YamsFrontMatterParserTests: XCTestCase {
    func test_parse_withoutFrontMatter_returnsTheWholeTextAsBody() throws {
        let sut = YamsFrontMatterParser()

        let document = try sut.parse("# Título\n\n---\n", file: "a.md")

        XCTAssertEqual(document, LessonDocument(frontMatter: FrontMatter(), body: "# Título\n\n---\n", bodyLineOffset: 0))
    }

    func test_parse_withFrontMatter_readsTitleOrderDescriptionAndCountsItsLines() throws {
        let sut = YamsFrontMatterParser()
        let text = "---\ntitle: \"Capa Domain: reglas\"\norder: 2\ndescription: Value Objects con TDD\nautor: alguien\n---\n# Cuerpo\n"

        let document = try sut.parse(text, file: "a.md")

        XCTAssertEqual(document.frontMatter, FrontMatter(title: "Capa Domain: reglas", order: 2, description: "Value Objects con TDD"))
        XCTAssertEqual(document.body, "# Cuerpo\n")
        XCTAssertEqual(document.bodyLineOffset, 6)
    }

    func test_parse_withBrokenYAML_throwsErrorNamingFileAndLine() {
        let sut = YamsFrontMatterParser()
        let text = "---\ntitle: bien\ndescription: [sin cerrar\n---\ncuerpo\n"

        XCTAssertThrowsError(try sut.parse(text, file: "login/01.md")) { error in
            guard case let .invalidFrontMatter(file, line, _)? = error as? LessonsError else {
                return XCTFail("Expected invalidFrontMatter, got \(error)")
            }
            XCTAssertEqual(file, "login/01.md")
            XCTAssertNotNil(line)
            XCTAssertGreaterThanOrEqual(line ?? 0, 3)
        }
    }

    func test_parse_withOrderThatIsNotAnInteger_throwsErrorNamingKeyAndLine() {
        let sut = YamsFrontMatterParser()

        XCTAssertThrowsError(try sut.parse("---\ntitle: x\norder: primero\n---\n", file: "a.md")) { error in
            guard case let .invalidFrontMatter(_, line, reason)? = error as? LessonsError else {
                return XCTFail("Expected invalidFrontMatter, got \(error)")
            }
            XCTAssertEqual(line, 3)
            XCTAssertTrue(reason.contains("order"))
        }
    }
}
