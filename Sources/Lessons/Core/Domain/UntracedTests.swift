/// Tests defined in lessons' code that no traceability table mentions, in the lessons' order,
/// each lesson's together. A large course has tens of thousands: they are kept a lesson at a
/// time in `DefinedTests`, and each one is made a `TestDefinition` only when it is read.
public struct UntracedTests: RandomAccessCollection, Equatable, Sendable {
    private var lessons: [(path: LessonPath, tests: DefinedTests, start: Int)] = []
    public private(set) var endIndex = 0
    public var startIndex: Int { 0 }

    public init() {}

    /// - Precondition: every definition is in a lesson, and each lesson's come together.
    public init(_ definitions: [TestDefinition]) {
        for definition in definitions {
            guard case let .lesson(path, line) = definition.location else { preconditionFailure("only tests in lessons are untraced") }
            if lessons.last?.path != path { lessons.append((path, DefinedTests(), endIndex)) }
            lessons[lessons.count - 1].tests.append(name: definition.name, line: line)
            endIndex += 1
        }
    }

    /// Adds a lesson's untraced tests after the others.
    mutating func append(_ tests: DefinedTests, of lesson: LessonPath) {
        guard !tests.isEmpty else { return }
        lessons.append((lesson, tests, endIndex))
        endIndex += tests.count
    }

    public subscript(position: Int) -> TestDefinition {
        let lesson = lessons[lessonIndex(of: position)]
        let test = lesson.tests[position - lesson.start]
        return TestDefinition(name: test.name, location: .lesson(lesson.path, line: test.line))
    }

    /// Each lesson with untraced tests, and where they lie.
    public var byLesson: [(lesson: LessonPath, positions: Range<Int>)] {
        lessons.map { ($0.path, $0.start..<($0.start + $0.tests.count)) }
    }

    public static func == (lhs: UntracedTests, rhs: UntracedTests) -> Bool {
        lhs.elementsEqual(rhs)
    }

    /// The lesson holding `position`: the last to start at or before it.
    private func lessonIndex(of position: Int) -> Int {
        var low = 0
        var high = lessons.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if lessons[middle].start <= position { low = middle } else { high = middle }
        }
        return low
    }
}
