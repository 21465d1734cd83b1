/// A test function defined somewhere the course can point to: a Swift block of a lesson, or a
/// Swift file of a tests folder.
public struct TestDefinition: Equatable, Sendable {
    public enum Location: Equatable, Sendable {
        /// The line of the `func` inside the lesson's file.
        case lesson(LessonPath, line: Int)
        /// A Swift file, as the user named its folder, and the line of the `func`.
        case file(String, line: Int)

        /// The line of the `func`, in the lesson or in the file.
        public var line: Int {
            switch self {
            case let .lesson(_, line), let .file(_, line): line
            }
        }
    }

    public let name: String
    public let location: Location

    public init(name: String, location: Location) {
        self.name = name
        self.location = location
    }
}
