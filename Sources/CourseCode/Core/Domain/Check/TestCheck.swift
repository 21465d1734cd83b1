public import Localization

/// A test method of the course's code and what became of it.
public struct TestCheck: Equatable, Sendable {
    public enum Status: Equatable, Sendable {
        case passed
        /// Its first failed assertion, and where the lesson wrote it.
        case failed(message: LocalizedText, at: SourceLine?)
        /// Its file, or the method itself, could not be compiled; why.
        case notCompiled(reason: LocalizedText)
        /// Not run: nothing was compiled, the file needs an Apple platform, or the run stopped before it.
        case notRun
    }

    /// The test class, as XCTest names it.
    public let className: String
    /// The method: `test_init_withValidEmail_createsEmail`.
    public let name: String
    public let file: CourseFilePath
    /// Where the lesson wrote `func test…`.
    public let declaration: SourceLine
    public internal(set) var status: Status

    /// The test's class and name, which name it from one step of the course to the next.
    public var key: String { className + "." + name }

    public init(className: String, name: String, file: CourseFilePath, declaration: SourceLine, status: Status) {
        self.className = className
        self.name = name
        self.file = file
        self.declaration = declaration
        self.status = status
    }

    var id: TestID { TestID(className: className, name: name) }

    /// The test methods of a file's final version, not run yet; a method declared twice counts once.
    static func declared(in file: CourseFile) -> [TestCheck] {
        var seen: Set<TestID> = []
        return SwiftFileFacts(lines: file.finalVersion.lines).testMethods.compactMap { method in
            guard seen.insert(TestID(className: method.className, name: method.name)).inserted else { return nil }
            let declaration = file.finalVersion.origin(ofLine: method.declarationLine)
            return TestCheck(className: method.className, name: method.name, file: file.path, declaration: declaration, status: .notRun)
        }
    }
}
