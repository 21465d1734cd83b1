import Foundation
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

    func test_encode_everyLanguage_writesEveryWordOfItsTableUnderItsOwnName() throws {
        for language in SiteLanguage.allCases {
            let encoded = try JSONEncoder().encode(language.words)

            let written = try JSONDecoder().decode([String: String].self, from: encoded)

            XCTAssertEqual(written, words(of: language.words), "\(language)")
        }
    }

    func test_equal_sameLanguage_isEqualAndOtherLanguage_isNot() {
        XCTAssertEqual(SiteLanguage.spanish.words, SiteWords.spanish)
        XCTAssertNotEqual(SiteWords.spanish, SiteWords.english)
    }

    func test_dynamicMember_ofEachLanguage_readsItsOwnTable() {
        XCTAssertEqual(SiteWords.spanish.previous, "Anterior")
        XCTAssertEqual(SiteWords.english.previous, "Previous")
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
