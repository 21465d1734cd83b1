import XCTest

/// The error an async call throws; a call that returns instead fails the test.
public func errorThrown<T>(
    by body: () async throws -> T,
    file: StaticString = #filePath,
    line: UInt = #line
) async -> (any Error)? {
    do {
        _ = try await body()
        XCTFail("Expected an error", file: file, line: line)
        return nil
    } catch {
        return error
    }
}
