/// The Swift package the check builds: the course's files that can be compiled here, as they
/// will be written, each line with the lesson line it came from.
public struct CodePackage: Equatable, Sendable {
    /// The app's module, named after the app files' top folder (`StackMyArchitecture`).
    public let module: String
    public let files: [PackageFile]

    public init(module: String, files: [PackageFile]) {
        self.module = module
        self.files = files
    }

    /// The tests' module, as XCTest projects name it (`StackMyArchitectureTests`).
    public var testModule: String { module + "Tests" }

    public func file(_ path: CourseFilePath) -> PackageFile? {
        files.first { $0.path == path }
    }
}
