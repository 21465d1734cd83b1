import Foundation
import SwiftHighlighting
import SwiftLexing
import SwiftIDEUtils
import SwiftParser
import SwiftSyntax
import TestSupport
import XCTest

/// The highlighter against swift-syntax's own classifier (SwiftIDEUtils), byte by byte, on every
/// Swift file of this repository and every Swift block of the lessons: same kind for every byte
/// that is not whitespace.
final class SwiftSyntaxOracleTests: XCTestCase {
    func test_tokens_onThisRepositorysSwiftSources_matchSwiftSyntaxClassification() throws {
        let files = swiftFiles(in: RepositoryFolders.root.appendingPathComponent("Sources"))
            + swiftFiles(in: RepositoryFolders.root.appendingPathComponent("Tests"))
        XCTAssertGreaterThan(files.count, 50)

        let report = try files.reduce(into: Comparison()) { report, file in
            report.add(try String(contentsOf: file, encoding: .utf8), from: file.lastPathComponent)
        }

        XCTAssertEqual(report.mismatches, [], report.summary)
    }

    func test_tokens_onTheLessonsSwiftBlocks_matchSwiftSyntaxClassification() throws {
        var folders = [RepositoryFolders.content]
        // The course's own lessons, where a checkout has them beside the project.
        let samples = RepositoryFolders.root.deletingLastPathComponent().appendingPathComponent("shared/sample-lessons")
        if FileManager.default.fileExists(atPath: samples.path) { folders.append(samples) }

        var report = Comparison()
        for folder in folders {
            for lesson in markdownFiles(in: folder) {
                for (index, block) in Self.swiftBlocks(in: try String(contentsOf: lesson, encoding: .utf8)).enumerated() {
                    report.add(block, from: "\(lesson.lastPathComponent)#\(index + 1)")
                }
            }
        }

        XCTAssertGreaterThan(report.bytesCompared, 1_000)
        XCTAssertEqual(report.mismatches, [], report.summary)
    }

    func test_tokens_onParenthesesOpeningClosures_matchSwiftSyntaxClassification() {
        // Parameters or a tuple: swift-syntax looks past the parentheses for `in` or `->`.
        let sources = [
            "let a = rows.map { (lesson: lesson.path, table: $0) }\n",
            "let b = rows.map { (row: Row, index: Int) in row }\n",
            "let c = rows.map { (row) -> Int in row.count }\n",
            "let d = load { (url: URL) async throws -> Data in try await fetch(url) }\n",
            "let e = load { (url: URL) throws(LoadError) -> Data in try fetch(url) }\n",
            "let f = load { (url: URL) rethrows in try fetch(url) }\n",
            "let g = rows.map { (\"\\(label: $0)\", count: $0.count) }\n",
            "let h = rows.map { (\n    row: Row,\n    index: Int\n) in row }\n",
            "let i = rows.map { (first: $0, rest: ($0, $0)) }\n",
            "Task { (x)\n    async let y = x\n}\n",
        ]

        assertSameClassification(sources, named: "closure")
    }

    func test_tokens_modifiersAfterAColonOrAnArrow_matchSwiftSyntaxClassification() {
        // Type specifiers before a type are keywords; a call after a colon is a call.
        let sources = [
            "func enqueue(_ job: consuming Job, on target: isolated (any Actor)?) -> sending T {}\n",
            "func f(_ a: borrowing [Int], b: consuming some P) {}\n",
            "switch link { case .link(let url): open(url) }\n",
            "let a = missing ? -1 : open(path, O_RDONLY)\n",
            "let b = [\"a\": required(b)]\n",
            "f(mode: optional(x), other: consuming(y))\n",
        ]

        assertSameClassification(sources, named: "source")
    }

    func test_tokens_subscriptLabelsAndGenericInitializers_matchSwiftSyntaxClassification() {
        let sources = [
            "configuration[keyPath: keyPath] = seconds\n",
            "let a = rows[at: 2, default: 0]\n",
            "let b = [key: value, other: 1]\n",
            "init<Value>(_ value: Value) {}\n",
            "subscript<Key: Hashable>(key: Key) -> Int { 0 }\n",
            "func make<Value>(_ value: Value) -> [Value] { [value] }\n",
        ]

        assertSameClassification(sources, named: "source")
    }

    // MARK: - Helpers

    /// Each source classified as swift-syntax classifies it, named in a mismatch by its place in the list.
    private func assertSameClassification(_ sources: [String], named name: String, file: StaticString = #filePath, line: UInt = #line) {
        var report = Comparison()
        for (index, source) in sources.enumerated() { report.add(source, from: "\(name) \(index + 1)") }
        XCTAssertEqual(report.mismatches, [], report.summary, file: file, line: line)
    }

    struct Comparison {
        private(set) var bytesCompared = 0
        private(set) var mismatches: [String] = []

        mutating func add(_ source: String, from name: String) {
            let bytes = Array(source.utf8)
            var ours = [SwiftToken.Kind](repeating: .plain, count: bytes.count)
            for token in SwiftHighlighter.tokens(in: source) {
                for offset in token.range { ours[offset] = token.kind }
            }
            var oracle = [SwiftToken.Kind](repeating: .plain, count: bytes.count)
            for classification in Parser.parse(source: source).classifications {
                let kind = Self.kind(of: classification.kind)
                for offset in classification.range.lowerBound.utf8Offset..<classification.range.upperBound.utf8Offset { oracle[offset] = kind }
            }
            var offset = 0
            while offset < bytes.count {
                defer { offset += 1 }
                guard ![32, 9, 10, 13].contains(bytes[offset]) else { continue }
                bytesCompared += 1
                if ours[offset] == oracle[offset] || Self.isRefinement(ours[offset], of: oracle[offset]) { continue }
                let line = bytes[..<offset].filter { $0 == 10 }.count + 1
                let lineStart = bytes[..<offset].lastIndex(of: 10).map { $0 + 1 } ?? 0
                let lineEnd = bytes[offset...].firstIndex(of: 10) ?? bytes.count
                let text = String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self).trimmingCharacters(in: .whitespaces)
                let word = String(decoding: bytes[offset..<min(bytes.count, offset + 12)], as: UTF8.self)
                mismatches.append("\(name):\(line): “\(word)…” ours \(ours[offset]) swift-syntax \(oracle[offset]) in: \(text)")
                // One report per token is enough.
                while offset + 1 < bytes.count, ours[offset + 1] == ours[offset], oracle[offset + 1] == oracle[offset] { offset += 1 }
            }
        }

        var summary: String {
            "\(mismatches.count) mismatches over \(bytesCompared) bytes:\n" + mismatches.prefix(60).joined(separator: "\n")
        }

        /// Where the highlighter says more than the classifier: `#Preview` is a macro to a reader,
        /// a `#` and a name to swift-syntax.
        static func isRefinement(_ ours: SwiftToken.Kind, of oracle: SwiftToken.Kind) -> Bool {
            ours == .macro && (oracle == .plain || oracle == .identifier || oracle == .keyword)
        }

        static func kind(of classification: SyntaxClassification) -> SwiftToken.Kind {
            switch classification {
            case .keyword: .keyword
            case .identifier, .dollarIdentifier: .identifier
            case .type: .type
            case .stringLiteral, .regexLiteral: .string
            case .integerLiteral, .floatLiteral: .number
            case .lineComment, .blockComment: .comment
            case .docLineComment, .docBlockComment: .docComment
            case .attribute: .attribute
            case .operator: .operator
            case .argumentLabel: .argumentLabel
            case .ifConfigDirective: .macro
            default: .plain
            }
        }
    }

    private func swiftFiles(in folder: URL) -> [URL] {
        files(in: folder, withExtension: "swift")
    }

    private func markdownFiles(in folder: URL) -> [URL] {
        files(in: folder, withExtension: "md")
    }

    private func files(in folder: URL, withExtension pathExtension: String) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == pathExtension }.sorted { $0.path < $1.path }
    }

    private static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed.hasPrefix("```swift") {
                current = []
            } else if current != nil, trimmed.hasPrefix("```") {
                blocks.append(current!.joined(separator: "\n") + "\n")
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }
}
