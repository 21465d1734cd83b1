import Foundation
import SiteCommandLine
import TestSupport
import XCTest

/// The workflow `build-site init` writes: valid for GitHub, safe for zizmor, built with the action.
final class StarterWorkflowTests: XCTestCase {
    func test_files_passCheckJSONSchemaAndZizmor() throws {
        let course = try makeSUT()

        for (check, arguments) in [
            ("check-jsonschema", ["--builtin-schema", "vendor.github-workflows", StarterWorkflow.file.path]),
            ("zizmor", ["--offline", ".github/"]),
        ] {
            guard let program = Self.installed(check) else { throw XCTSkip("\(check) is not installed (pip install check-jsonschema zizmor)") }
            let run = try ProgramRun.run(program, arguments, in: course.url)
            XCTAssertEqual(run.status, 0, "\(check): \(run.output)")
        }
    }

    func test_file_buildsWithTheActionAndUploadsItsOutput() throws {
        let workflow = StarterWorkflow.file.text

        XCTAssertTrue(workflow.contains("uses: \(StarterWorkflow.action)\n"), workflow)
        XCTAssertTrue(workflow.contains("site-url: ${{ steps.pages.outputs.base_url }}/"), workflow)
        XCTAssertTrue(workflow.contains("path: _site"), workflow)
        XCTAssertTrue(StarterWorkflow.zizmorSettings.text.contains("stackmyarchitecture/*: ref-pin"))
    }

    // MARK: - Helpers

    private func makeSUT() throws -> TemporaryFolder {
        let course = try makeTemporaryFolder()
        for file in StarterWorkflow.files { try course.write(file.text, to: file.path) }
        return course
    }

    private static func installed(_ name: String) -> URL? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

}
