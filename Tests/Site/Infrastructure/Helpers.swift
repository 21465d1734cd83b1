import Foundation
import TestSupport
import XCTest

extension TemporaryFolder {
    /// The names directly inside `relativePath` (the folder itself when empty), hidden ones included, sorted.
    func entries(_ relativePath: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: location(relativePath).path).sorted()
    }
}

/// The error a call throws; a call that returns instead fails the test.
func errorThrown(by body: () throws -> Void, file: StaticString = #filePath, line: UInt = #line) -> (any Error)? {
    do {
        try body()
        XCTFail("Expected an error", file: file, line: line)
        return nil
    } catch {
        return error
    }
}
