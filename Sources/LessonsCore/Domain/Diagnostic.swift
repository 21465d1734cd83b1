/// Something an author should fix, found while building: where it is and what is wrong.
public struct Diagnostic: Equatable, Sendable, CustomStringConvertible {
    /// The file, relative to the content folder (`login/01-domain.md`).
    public let file: String
    public let line: Int?
    public let message: String

    public init(file: String, line: Int?, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var location: String { line.map { "\(file):\($0)" } ?? file }

    public var description: String { "\(location): \(message)" }
}

extension Diagnostic {
    /// The same diagnostic with its file named from `folder`, as the user typed it.
    public func inFolder(_ folder: String) -> Diagnostic {
        Diagnostic(file: folder + "/" + file, line: line, message: message)
    }
}
