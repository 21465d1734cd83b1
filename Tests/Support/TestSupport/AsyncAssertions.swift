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

public struct TimedOut: Error, CustomStringConvertible {
    public let description: String
}

/// The result of `body`, or a `TimedOut` error once `seconds` pass: for waits on another process
/// or a server that, when broken, would otherwise hang the test run.
public func withTimeout<T: Sendable>(
    _ seconds: Double,
    waitingFor what: String,
    _ body: @escaping @Sendable () async throws -> T
) async throws -> T {
    try await withThrowingTaskGroup(of: T.self) { group in
        group.addTask { try await body() }
        group.addTask {
            try await Task.sleep(for: .seconds(seconds))
            throw TimedOut(description: "waited \(seconds) s for \(what)")
        }
        defer { group.cancelAll() }
        return try await group.next()!
    }
}
