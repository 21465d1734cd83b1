import XCTest

/// Fails with the page's text when `html` does not contain `fragment`, so a failure shows what was produced.
public func XCTAssertHTML(_ html: String, contains fragment: String, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertTrue(html.contains(fragment), "Expected to find \(fragment) in:\n\(html)", file: file, line: line)
}

public func XCTAssertHTML(_ html: String, doesNotContain fragment: String, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertFalse(html.contains(fragment), "Did not expect \(fragment) in:\n\(html)", file: file, line: line)
}

/// How many times `fragment` occurs in `text`.
public func occurrences(of fragment: String, in text: String) -> Int {
    text.components(separatedBy: fragment).count - 1
}
