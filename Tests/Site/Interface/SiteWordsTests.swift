import Localization
import SiteInterface
import XCTest

final class SiteWordsTests: XCTestCase {
    func test_english_comparedWithSpanish_translatesEveryWord() {
        let spanish = words(of: .spanish)
        let english = words(of: .english)
        // Words both languages spell alike.
        let shared: Set<String> = ["previews", "testsWord", "testColumn", "stepRefactor"]

        let untranslated = spanish.filter { english[$0.key] == $0.value && !shared.contains($0.key) }.map(\.key)

        XCTAssertEqual(untranslated, [])
        XCTAssertTrue(shared.isSubset(of: Set(spanish.keys)), "words said to be shared that the tables do not have")
    }

    func test_words_ofEveryLanguage_areNeverEmpty() {
        for language in SiteLanguage.allCases {
            let empty = words(of: language.words).filter { $0.value.isEmpty }.map(\.key)

            XCTAssertEqual(empty, [], "\(language)")
        }
    }

    func test_init_inEnglish_givesPagesItsLanguageAndLocale() {
        let site = SiteModel(courseTitle: "Course", baseURL: "/", language: .english)

        XCTAssertEqual(site.language, "en")
        XCTAssertEqual(site.locale, "en_US")
        XCTAssertEqual(site.words.next, "Next")
    }

    // MARK: - Helpers

    private func words(of words: SiteWords, file: StaticString = #filePath, line: UInt = #line) -> [String: String] {
        let table: [String: String] = Dictionary(uniqueKeysWithValues: Mirror(reflecting: words.table).children.compactMap { child in
            guard let label = child.label, let value = child.value as? String else { return nil }
            return (label, value)
        })
        XCTAssertGreaterThan(table.count, 100, "the words were not found in the table", file: file, line: line)
        return table
    }
}
