import Foundation
import SiteCommandLine
import SiteCore
import TestSupport
import XCTest

final class ConfigFileTests: XCTestCase {
    func test_init_keysOfEveryKind_readsTheirValues() throws {
        let (sut, folder) = try makeSUT("""
            title: "Arquitectura iOS"
            strict: true
            search: false
            catalog_timeout: 2.5
            catalog_page_size: 24
            diagrams: client
            tests: [Tests, Más/Tests]
            """)

        XCTAssertEqual(sut.text("title"), "Arquitectura iOS")
        XCTAssertEqual(sut.flag("strict"), true)
        XCTAssertEqual(sut.flag("search"), false)
        XCTAssertEqual(sut.number("catalog_timeout"), 2.5)
        XCTAssertEqual(sut.number("catalog_page_size"), 24)
        XCTAssertEqual(sut.text("diagrams"), "client")
        XCTAssertEqual(sut.texts("tests"), [folder.url.appendingPathComponent("Tests").path, folder.url.appendingPathComponent("Más/Tests").path])
        XCTAssertNil(sut.text("site_url"))
    }

    func test_init_pathWrittenAlone_isAListOfOneAndRelativeToTheFilesFolder() throws {
        let (sut, folder) = try makeSUT("tests: Tests\ncontent: ./lecciones/../Content\noutput: /tmp/sitio\n")

        XCTAssertEqual(sut.texts("tests"), [folder.url.appendingPathComponent("Tests").path])
        XCTAssertEqual(sut.text("content"), folder.url.appendingPathComponent("Content").path)
        XCTAssertEqual(sut.text("output"), "/tmp/sitio")
    }

    func test_init_emptyFile_hasNoValues() throws {
        let (sut, _) = try makeSUT("# nada todavía\n")

        XCTAssertEqual(sut.values, [:])
    }

    func test_init_unknownKey_throwsNamingTheLineAndTheKeyMeant() throws {
        let error = try errorReading("title: Curso\nserch: false\n")

        XCTAssertEqual(error?.line, 2)
        XCTAssertTrue(error?.problem.description.contains("la clave 'serch' no existe. ¿Querías decir 'search'?") == true, "\(String(describing: error))")
        XCTAssertTrue(error?.problem.description.contains("Claves válidas: content, templates, public, output, site_url, base_url, title") == true, "\(String(describing: error))")
    }

    func test_init_valueOfTheWrongKind_throwsNamingTheLineAndWhatIsExpected() throws {
        let cases: [(String, String)] = [
            ("strict: quizá\n", "'strict' debe ser true o false"),
            ("catalog_page_size: 2.5\n", "'catalog_page_size' debe ser un número entero"),
            ("diagrams: png\n", "'diagrams' debe ser una de estas palabras: svg, client, source"),
            ("title: [a, b]\n", "'title' debe ser un texto"),
            ("title:\n", "'title' debe ser un texto"),
        ]
        for (yaml, expected) in cases {
            let error = try errorReading("# primera\n" + yaml)

            XCTAssertEqual(error?.line, 2, yaml)
            XCTAssertEqual(error?.problem.description, expected, yaml)
        }
    }

    func test_init_keyTwice_throwsNamingTheSecond() throws {
        let error = try errorReading("strict: true\nstrict: false\n")

        XCTAssertEqual(error?.line, 2)
        XCTAssertEqual(error?.problem, "la clave 'strict' aparece dos veces")
    }

    func test_init_notKeysAndValues_throws() throws {
        let error = try errorReading("- strict\n- title\n")

        XCTAssertEqual(error?.problem, "debe ser una lista de claves y valores (clave: valor)")
    }

    func test_init_invalidYAML_throwsWithTheParsersReasonAndLine() throws {
        let error = try errorReading("title: Curso\nstrict: [true\n")

        XCTAssertEqual(error?.problem.description, "no es YAML válido: did not find expected ',' or ']'")
        XCTAssertEqual(error?.line, 3)
    }

    func test_init_anchorsAndAliases_areRefusedBeforeYAMLReadsThem() throws {
        let error = try errorReading("title: &t Curso\ndiagram_renderer: *t\n")

        XCTAssertEqual(error?.line, 1)
        XCTAssertTrue(error?.problem.description.contains("anclas o alias") == true, "\(String(describing: error))")
    }

    func test_init_fileLargerThanAnyConfiguration_isRefused() throws {
        let error = try errorReading("title: " + String(repeating: "x", count: 70 * 1024) + "\n")

        XCTAssertEqual(error?.problem, "ocupa más de 64 KB")
    }

    func test_diagnostic_namesTheFileAndLineAsTheAuthorWroteThem() {
        let sut = ConfigFileError(file: "curso/course-site.yml", line: 3, problem: "la clave 'x' no existe")

        XCTAssertEqual(sut.diagnostic.id, DiagnosticID.invalidConfig)
        XCTAssertEqual(sut.diagnostic.description, "curso/course-site.yml:3: la clave 'x' no existe.")
    }

    // MARK: - Helpers

    private func makeSUT(_ yaml: String) throws -> (ConfigFile, TemporaryFolder) {
        let folder = try makeTemporaryFolder()
        let file = try folder.write(yaml, to: "course-site.yml")
        return (try ConfigFile(reading: file, shown: "course-site.yml"), folder)
    }

    private func errorReading(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) throws -> ConfigFileError? {
        let folder = try makeTemporaryFolder()
        let url = try folder.write(yaml, to: "course-site.yml")
        do {
            _ = try ConfigFile(reading: url, shown: "course-site.yml")
            XCTFail("Expected an error", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }
}
