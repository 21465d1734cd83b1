/// A test as XCTest runs it: `EmailTests.test_init_trimsSpaces`.
public struct TestID: Hashable, Sendable, CustomStringConvertible {
    public let className: String
    public let name: String

    public init(className: String, name: String) {
        self.className = className
        self.name = name
    }

    public var description: String { "\(className).\(name)" }
}
