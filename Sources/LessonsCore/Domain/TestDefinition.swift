/// A test function defined somewhere the course can point to: a Swift block of a lesson, or a
/// Swift file of a tests folder.
public struct TestDefinition: Equatable, Sendable {
    public enum Location: Equatable, Sendable {
        /// The line of the `func` inside the lesson's file.
        case lesson(LessonPath, line: Int)
        /// A Swift file, as the user named its folder, and the line of the `func`.
        case file(String, line: Int)
    }

    public let name: String
    public let location: Location

    public init(name: String, location: Location) {
        self.name = name
        self.location = location
    }
}
