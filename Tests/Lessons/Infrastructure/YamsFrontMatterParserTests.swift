import LessonsCore
import LessonsInfrastructure
import XCTest

final class YamsFrontMatterParserTests: XCTestCase {
    func test_parse_withoutFrontMatter_returnsTheWholeTextAsBody() throws {
        let sut = YamsFrontMatterParser()

        let document = try sut.parse("# Título\n\n---\n", file: "a.md")

        XCTAssertEqual(document, LessonDocument(frontMatter: FrontMatter(), body: "# Título\n\n---\n", bodyLineOffset: 0))
    }

    func test_parse_withFrontMatter_readsTitleOrderDescriptionSectionAndCountsItsLines() throws {
        let sut = YamsFrontMatterParser()
        let text = "---\ntitle: \"Capa Domain: reglas\"\norder: 2\ndescription: Value Objects con TDD\nsection: Catálogo\nautor: alguien\n---\n# Cuerpo\n"

        let document = try sut.parse(text, file: "a.md")

        XCTAssertEqual(document.frontMatter, FrontMatter(title: "Capa Domain: reglas", order: 2, description: "Value Objects con TDD", section: "Catálogo"))
        XCTAssertEqual(document.body, "# Cuerpo\n")
        XCTAssertEqual(document.bodyLineOffset, 7)
    }

    func test_parse_withWindowsLineEnds_readsTheFrontMatterAndCountsItsLines() throws {
        // Found by the fuzzer (Fuzz/FrontMatter.swift): a CRLF is one character, and the front matter was missed.
        let document = try YamsFrontMatterParser().parse("---\r\ntitle: Windows\r\norder: 3\r\n---\r\n# Cuerpo\r\n", file: "a.md")

        XCTAssertEqual(document.frontMatter, FrontMatter(title: "Windows", order: 3))
        XCTAssertEqual(document.body, "# Cuerpo\r\n")
        XCTAssertEqual(document.bodyLineOffset, 4)
    }

    func test_parse_closingLineEndingTheFile_hasAnEmptyBodyAfterBothLines() throws {
        // Found by the fuzzer: the closing `---` without a line feed still counts as a line.
        let document = try YamsFrontMatterParser().parse("---\n---", file: "a.md")

        XCTAssertEqual(document.body, "")
        XCTAssertEqual(document.bodyLineOffset, 2)
    }

    func test_parse_aliasOnALineEndedByCRLFOrCR_isRefused() {
        for text in ["---\r\ntitle: x\r\n? *a\r\n: b\r\n---\r\n", "---\ntitle: x\r- *a\n---\n"] {
            XCTAssertThrowsError(try YamsFrontMatterParser().parse(text, file: "a.md"), text.debugDescription)
        }
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
            XCTAssertTrue(reason.description.contains("order"))
        }
    }

    func test_parse_aliasBomb_isRefusedAtOnceNamingTheLineOfTheFirstAnchor() {
        let sut = YamsFrontMatterParser()
        var yaml = ["title: Bomba", "l0: &l0 [x,x,x,x,x,x,x,x,x]"]
        for level in 1...8 { yaml.append("l\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 9).joined(separator: ",") + "]") }
        yaml += ["? *l8", ": x"]
        let started = ContinuousClock.now

        XCTAssertThrowsError(try sut.parse("---\n" + yaml.joined(separator: "\n") + "\n---\n# A\n", file: "a.md")) { error in
            guard case let .invalidFrontMatter(file, line, reason)? = error as? LessonsError else { return XCTFail("got \(error)") }
            XCTAssertEqual(file, "a.md")
            XCTAssertEqual(line, 3)
            XCTAssertTrue(reason.description.contains("alias"), reason.description)
        }
        XCTAssertLessThan(ContinuousClock.now - started, .seconds(1))
    }

    func test_parse_aliasInABlockSequence_isRefused() {
        XCTAssertThrowsError(try YamsFrontMatterParser().parse("---\ntitle: x\ntags:\n  - uno\n  - *otro\n---\n", file: "a.md")) { error in
            guard case let .invalidFrontMatter(_, line, _)? = error as? LessonsError else { return XCTFail("got \(error)") }
            XCTAssertEqual(line, 5)
        }
    }

    func test_parse_aliasInAFlowSequence_isRefused() {
        XCTAssertThrowsError(try YamsFrontMatterParser().parse("---\ntitle: x\ntags: [uno, *otro]\n---\n", file: "a.md")) { error in
            guard case let .invalidFrontMatter(_, line, _)? = error as? LessonsError else { return XCTFail("got \(error)") }
            XCTAssertEqual(line, 3)
        }
    }

    func test_parse_ampersandsAndAsterisksInText_areJustText() throws {
        let sut = YamsFrontMatterParser()
        let text = """
            ---
            title: "Rock & Roll *1*"
            description: Arrange & Act - *sin* alias # y un & en un comentario
            notas: |
              * una lista escrita a mano
              & un ampersand al principio
            otro: 'comillas & *simples*'
            ---
            # A
            """

        let document = try sut.parse(text, file: "a.md")

        XCTAssertEqual(document.frontMatter.title, "Rock & Roll *1*")
        XCTAssertEqual(document.frontMatter.description, "Arrange & Act - *sin* alias")
    }

    func test_parse_frontMatterBeyondItsSizeLimit_isRefused() {
        let text = "---\ntitle: x\ndescription: " + String(repeating: "a", count: YamsFrontMatterParser.maxBytes) + "\n---\n"

        XCTAssertThrowsError(try YamsFrontMatterParser().parse(text, file: "a.md")) { error in
            guard case let .invalidFrontMatter(_, _, reason)? = error as? LessonsError else { return XCTFail("got \(error)") }
            XCTAssertTrue(reason.description.contains("KB"), reason.description)
        }
    }
}
