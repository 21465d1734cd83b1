public import Foundation

/// A program run to its end by a test, as a person at a terminal would run it: its status, and what
/// it wrote to its standard output and error, read together.
public struct ProgramRun: Sendable {
    public let status: Int32
    public let output: String

    /// - Parameters:
    ///   - folder: where it runs; the test's own folder when nil.
    ///   - environment: all of its environment; the test's own when nil.
    public static func run(_ program: URL, _ arguments: [String], in folder: URL? = nil, environment: [String: String]? = nil) throws -> ProgramRun {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        // Read before waiting: a program whose output fills the pipe waits for a reader.
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return ProgramRun(status: process.terminationStatus, output: output)
    }
}
