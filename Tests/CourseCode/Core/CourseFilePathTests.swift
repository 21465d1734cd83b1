@testable import CourseCodeCore
import TestSupport
import XCTest

final class CourseFilePathTests: XCTestCase {
    func test_init_refusesWhatClimbsOutIsAbsoluteOrIsNotSwift() {
        let refused = ["", "/A.swift", "../A.swift", "a/./A.swift", "a//A.swift", "A.swif", "a b.swift", "A.swift\r", "a\\b.swift", String(repeating: "a", count: 395) + ".swift"]

        XCTAssertEqual(refused.compactMap(CourseFilePath.init), [])
        XCTAssertEqual(CourseFilePath("App/Models/Email.swift")?.value, "App/Models/Email.swift")
        XCTAssertEqual(CourseFilePath("...swift")?.value, "...swift")
    }

    func test_everyPart_onSeededPaths_equalsTheReference() {
        let pieces = ["a", "Z", "9", "_", "-", "+", ".", "..", "/", "//", ".swift", ".swift", " ", "\r", "é", "e\u{301}", "\u{212A}", "Ñ", "\u{301}", "\\"]
        var validSeen = 0
        var mismatches: [String] = []

        for seed in Self.baseSeed..<Self.baseSeed + 5_000 {
            var random = SplitMix64(seed: seed)
            let value = (0..<Int.random(in: 0...8, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined() + (Bool.random(using: &random) ? ".swift" : "")

            let path = CourseFilePath(value)

            let expected = ReferenceFilePath(value)
            if path?.value != expected?.value { mismatches.append("seed \(seed): \(value)") }
            guard let path, let expected else { continue }
            validSeen += 1
            let parts = [path.fileName, path.folder, path.baseName, path.topFolder, "\(path.isTest)"]
            if parts != [expected.fileName, expected.folder, expected.baseName, expected.topFolder, "\(expected.isTest)"] { mismatches.append("seed \(seed): parts of \(value)") }
        }

        XCTAssertGreaterThan(validSeen, 500)
        XCTAssertEqual(mismatches, [])
    }

    // MARK: - Helpers

    private static let baseSeed: UInt64 = 20_251_125
}
