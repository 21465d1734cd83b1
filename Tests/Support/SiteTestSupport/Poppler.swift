public import Foundation
import XCTest

/// Debian's poppler-utils (`pdfinfo`, `pdftotext`, `pdftohtml`): reads a PDF as its reader gets it.
public enum Poppler {
    /// A skip that says how to install them, where they are missing.
    public static func requireInstalled() throws {
        guard (try? run("pdfinfo", "-v")) != nil else {
            throw XCTSkip("poppler-utils is not installed: apt-get install -y poppler-utils (.ci/run installs it).")
        }
    }

    /// What the tool writes, standard output and error together.
    public static func run(_ tool: String, _ arguments: String...) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw PopplerError(tool: tool, output: String(decoding: data, as: UTF8.self)) }
        return String(decoding: data, as: UTF8.self)
    }

    public static func pageCount(of pdf: URL) throws -> Int {
        let info = try run("pdfinfo", pdf.path)
        guard let line = info.split(separator: "\n").first(where: { $0.hasPrefix("Pages:") }),
              let count = Int(line.dropFirst("Pages:".count).trimmingCharacters(in: .whitespaces)) else {
            throw PopplerError(tool: "pdfinfo", output: info)
        }
        return count
    }

    struct PopplerError: Error {
        let tool: String
        let output: String
    }
}
