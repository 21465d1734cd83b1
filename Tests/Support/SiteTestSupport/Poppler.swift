public import Foundation
import SiteInfrastructure
import XCTest

/// Debian's poppler-utils (`pdfinfo`, `pdftotext`, `pdftohtml`): reads a PDF as its reader gets it.
public enum Poppler {
    /// A skip that says how to install them, where they are missing.
    public static func requireInstalled() throws {
        guard ExecutableLookup.find("pdfinfo") != nil, ExecutableLookup.find("pdftotext") != nil, ExecutableLookup.find("pdftohtml") != nil else {
            throw XCTSkip("poppler-utils is not installed: apt-get install -y poppler-utils (.ci/run installs it).")
        }
    }

    /// What the tool writes to its standard output, run as the build runs commands: with a deadline.
    public static func run(_ tool: String, _ arguments: String...) async throws -> String {
        guard let executable = ExecutableLookup.find(tool) else { throw XCTSkip("\(tool) is not installed: apt-get install -y poppler-utils") }
        let result = try await CommandRunner(timeout: .seconds(60)).run(executable, arguments: arguments)
        guard result.succeeded else { throw PopplerError(tool: tool, output: result.standardError) }
        return result.standardOutput
    }

    public static func pageCount(of pdf: URL) async throws -> Int {
        let info = try await run("pdfinfo", pdf.path)
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
