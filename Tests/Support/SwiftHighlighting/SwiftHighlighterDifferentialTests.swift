import TestSupport
import Foundation
import SwiftHighlighting
import SwiftLexing
import XCTest

/// The highlighter against its frozen copy (`Reference/`), from before it was rewritten to work
/// on bytes: the same tokens and byte for byte the same HTML for every input.
final class SwiftHighlighterDifferentialTests: XCTestCase {
    func test_html_onTheSampleLessonsSwiftBlocks_equalsTheReference() throws {
        let folder = SwiftSourceFiles.sampleLessons
        guard FileManager.default.fileExists(atPath: folder.path) else { throw XCTSkip("no ../shared/sample-lessons next to the repository") }
        let blocks = try SwiftSourceFiles.files(in: folder, withExtension: "md").flatMap { lesson in
            SwiftSourceFiles.swiftBlocks(in: try String(contentsOf: lesson, encoding: .utf8)).enumerated().map { index, block in
                (name: "\(lesson.lastPathComponent)#\(index + 1)", source: block)
            }
        }

        let mismatches = blocks.flatMap { block in differencesInEveryLineEnding(block.source, name: block.name) }

        XCTAssertGreaterThan(blocks.count, 10)
        assertNone(mismatches)
    }

    func test_html_onThisRepositorysSwiftFilesAndLessons_equalsTheReference() throws {
        let root = SwiftSourceFiles.repositoryRoot
        let files = SwiftSourceFiles.files(in: root.appendingPathComponent("Sources"), withExtension: "swift")
            + SwiftSourceFiles.files(in: root.appendingPathComponent("Tests"), withExtension: "swift")
        let lessons = SwiftSourceFiles.files(in: root.appendingPathComponent("Content"), withExtension: "md")
        let sources = try files.map { file in (name: file.lastPathComponent, source: try String(contentsOf: file, encoding: .utf8)) }
        let blocks = try lessons.flatMap { lesson in
            SwiftSourceFiles.swiftBlocks(in: try String(contentsOf: lesson, encoding: .utf8)).map { block in (name: lesson.lastPathComponent, source: block) }
        }

        // The files with their own line ends only: 1.5 MB, highlighted four times in a debug build.
        let mismatches = sources.flatMap { differences($0.source, name: $0.name) }
            + blocks.flatMap { differencesInEveryLineEnding($0.source, name: $0.name) }

        XCTAssertGreaterThan(files.count, 50)
        assertNone(mismatches)
    }

    func test_html_onSlicesOfThisRepositorysSwift_equalsTheReference() throws {
        // Cut at random places, real code stops inside strings, comments, generics and headers.
        let files = SwiftSourceFiles.files(in: SwiftSourceFiles.repositoryRoot.appendingPathComponent("Sources"), withExtension: "swift")
        let sources = try files.map { Array(try String(contentsOf: $0, encoding: .utf8).unicodeScalars) }
        var random = SplitMix64(seed: Self.baseSeed)

        var mismatches: [String] = []
        for slice in 0..<2_000 {
            let scalars = sources[Int.random(in: 0..<sources.count, using: &random)]
            let start = Int.random(in: 0...scalars.count, using: &random)
            let end = min(scalars.count, start + Int.random(in: 0...600, using: &random))
            var source = String.UnicodeScalarView()
            source.append(contentsOf: scalars[start..<end])
            mismatches += differences(String(source), name: "slice \(slice) of seed \(Self.baseSeed)")
        }

        XCTAssertGreaterThan(sources.count, 20)
        assertNone(mismatches)
    }

    func test_html_onSeededSwiftLikeText_equalsTheReference() {
        var kindsSeen = Set<SwiftToken.Kind>()
        var mismatches: [String] = []

        for seed in Self.baseSeed..<Self.baseSeed + 4_000 {
            var generator = SwiftLikeSourceGenerator(seed: seed)
            let source = generator.source()
            kindsSeen.formUnion(ReferenceSwiftHighlighter.tokens(in: source).map(\.kind))
            mismatches += differences(source, name: "seed \(seed)")
        }

        XCTAssertEqual(kindsSeen, Self.allKinds, "the generator no longer makes every kind of token")
        assertNone(mismatches)
    }

    func test_html_onEdgeCases_equalsTheReference() {
        let sources = [
            "", "\\", "\"", "\"a\\", "#\"a\\#", "x = (/a\\", "let s = \"\"\"\na\\", ":\u{1}\0\"!\u{c}\0\\", "i<>", "a\r\nb\rc",
            "\u{212A} \u{037E} e\u{301}: Int", "f(\u{212A}: 1)", "`unclosed\nx", "/* /* */", "\"\"\"\n\\(\n", "##\"\\##(a)\"##",
        ]

        let mismatches = sources.flatMap { differencesInEveryLineEnding($0, name: "edge case") }

        assertNone(mismatches)
    }

    // MARK: - Helpers

    /// `SWIFT_HIGHLIGHTING_SEED` explores other cases; without it the tests always run the same ones.
    private static let baseSeed = ProcessInfo.processInfo.environment["SWIFT_HIGHLIGHTING_SEED"].flatMap { UInt64($0) } ?? 0

    private static let allKinds: Set<SwiftToken.Kind> = [
        .keyword, .type, .identifier, .string, .number, .comment, .docComment, .attribute, .macro, .operator, .argumentLabel, .plain,
    ]

    private func assertNone(_ mismatches: [String], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(mismatches.isEmpty, "\(mismatches.count) mismatches, the first:\n" + mismatches.prefix(3).joined(separator: "\n"), file: file, line: line)
    }

    private func differencesInEveryLineEnding(_ source: String, name: String) -> [String] {
        differences(source, name: name) + differences(source.replacing("\n", with: "\r\n"), name: name + " (CRLF)")
    }

    /// Compares UTF-8 bytes, not Strings: `String` equality would take `K` (U+212A) for `K`.
    private func differences(_ source: String, name: String) -> [String] {
        var found: [String] = []
        let tokens = SwiftHighlighter.tokens(in: source)
        let expectedTokens = ReferenceSwiftHighlighter.tokens(in: source)
        if tokens != expectedTokens {
            let shorter = min(tokens.count, expectedTokens.count)
            let index = (0..<shorter).first { tokens[$0] != expectedTokens[$0] } ?? shorter
            let got = index < tokens.count ? "\(tokens[index])" : "nothing"
            let expected = index < expectedTokens.count ? "\(expectedTokens[index])" : "nothing"
            found.append("\(name): token \(index) is \(got), the reference's \(expected), in \(source.debugDescription)")
        }
        let html = SwiftHighlighter.html(for: source)
        let expectedHTML = ReferenceSwiftHighlighter.html(for: source)
        if Array(html.utf8) != Array(expectedHTML.utf8) {
            found.append("\(name): HTML \(html.debugDescription), the reference's \(expectedHTML.debugDescription), in \(source.debugDescription)")
        }
        return found
    }
}
