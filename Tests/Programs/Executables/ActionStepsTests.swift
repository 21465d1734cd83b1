import Foundation
import TestSupport
import XCTest

/// The action a course repository publishes with (`action.yml`), its steps run locally on a
/// temporary course with the build-site of this test run: the site it leaves for
/// actions/upload-pages-artifact, its annotations, and `strict` stopping a broken course.
final class ActionStepsTests: XCTestCase {
    func test_run_onACourse_buildsItsSiteWhereTheUploadStepLooks() throws {
        let (sut, course) = try makeSUT(lessons: ["index.md": "# Mi curso\n", "01-intro/01-hola.md": "# Hola\n\nPrimera lección.\n"])

        let outcome = try sut.run(inputs: ["build-site": Products.url(of: "build-site").path, "site-url": "https://autor.github.io/curso/", "base-url": "/curso/"], in: course, actionPath: RepositoryFolders.root)

        XCTAssertEqual(outcome.status, 0, outcome.output)
        XCTAssertEqual(outcome.ran, (ActionSteps.everythingInstalled ? [ActionSteps.installStep] : []) + ["Find build-site's cache key", "Get build-site", "Build the course"])
        XCTAssertEqual(outcome.outputs["course"]?["site"], "_site")
        XCTAssertTrue(try course.read("_site/01-intro/01-hola.html").contains("href=\"/curso/"), "the base URL is the input's")
        XCTAssertTrue(try course.read("_site/sitemap.xml").contains("https://autor.github.io/curso/01-intro/01-hola.html"))
        XCTAssertTrue(outcome.outputs["key"]?["key"]?.hasPrefix("course-site-Linux-") == true || outcome.outputs["key"]?["key"]?.hasPrefix("course-site-Darwin-") == true, "\(outcome.outputs)")
    }

    func test_run_withABrokenLinkAndStrict_failsWithAnAnnotationAtItsLine() throws {
        let (sut, course) = try makeSUT(lessons: ["index.md": "# Mi curso\n", "01-hola.md": "# Hola\n\nVer [la siguiente](02-falta.md).\n"])

        let outcome = try sut.run(inputs: ["build-site": Products.url(of: "build-site").path, "strict": "true"], in: course, actionPath: RepositoryFolders.root)

        XCTAssertNotEqual(outcome.status, 0, outcome.output)
        XCTAssertTrue(outcome.output.contains("::error file=Content/01-hola.md,line=3"), outcome.output)
        XCTAssertFalse(course.exists("_site/01-hola.html"), "nothing broken is published")
    }

    func test_run_withStrictInTheCoursesSettingsAndNoInput_failsAsTheSettingsSay() throws {
        let (sut, course) = try makeSUT(lessons: ["index.md": "# Mi curso\n", "01-hola.md": "# Hola\n\nVer [la siguiente](02-falta.md).\n"])
        try course.write("strict: true\n", to: "course-site.yml")

        let outcome = try sut.run(inputs: ["build-site": Products.url(of: "build-site").path], in: course, actionPath: RepositoryFolders.root)

        XCTAssertNotEqual(outcome.status, 0, outcome.output)
        XCTAssertTrue(outcome.output.contains("`strict: true` en course-site.yml:1"), "the advice names the file, as no flag was typed: \(outcome.output)")
    }

    func test_run_withStrictFalse_publishesTheCourseWithAWarningAnnotation() throws {
        let (sut, course) = try makeSUT(lessons: ["index.md": "# Mi curso\n", "01-hola.md": "# Hola\n\nVer [la siguiente](02-falta.md).\n"])
        try course.write("strict: true\n", to: "course-site.yml")

        let outcome = try sut.run(inputs: ["build-site": Products.url(of: "build-site").path, "strict": "false"], in: course, actionPath: RepositoryFolders.root)

        XCTAssertEqual(outcome.status, 0, outcome.output)
        XCTAssertTrue(outcome.output.contains("::warning file=Content/01-hola.md,line=3"), outcome.output)
        XCTAssertTrue(course.exists("_site/01-hola.html"))
    }

    func test_run_withConfig_buildsTheCourseItDescribesIntoTheOutputGiven() throws {
        let (sut, course) = try makeSUT(lessons: ["index.md": "# Demo\n"])
        try course.write("title: The guide\nlanguage: en\ncontent: guide\n", to: "docs/course-site.yml")
        try course.write("# The guide\n", to: "docs/guide/index.md")
        try course.write("# Writing\n\nA lesson.\n", to: "docs/guide/01-writing.md")

        let outcome = try sut.run(
            inputs: ["build-site": Products.url(of: "build-site").path, "config": "docs/course-site.yml", "output": "_site/guide", "base-url": "/curso/guide/"],
            in: course, actionPath: RepositoryFolders.root
        )

        XCTAssertEqual(outcome.status, 0, outcome.output)
        XCTAssertEqual(outcome.outputs["course"]?["site"], "_site/guide")
        let page = try course.read("_site/guide/01-writing.html")
        XCTAssertTrue(page.contains("<html lang=\"en\""), "the guide's settings are read")
        XCTAssertTrue(page.contains("href=\"/curso/guide/"), page)
    }

    func test_run_onTheCourseInitWrites_buildsItAsItsWorkflowAsks() throws {
        let course = try makeTemporaryFolder()
        let initialized = Process()
        initialized.executableURL = Products.url(of: "build-site")
        initialized.arguments = ["init"]
        initialized.currentDirectoryURL = course.url
        initialized.standardOutput = FileHandle.nullDevice
        try initialized.run()
        initialized.waitUntilExit()
        let sut = try ActionSteps(actionFile: RepositoryFolders.root.appendingPathComponent("action.yml"))
        let workflow = try course.read(".github/workflows/pages.yml")

        let outcome = try sut.run(inputs: ["build-site": Products.url(of: "build-site").path], in: course, actionPath: RepositoryFolders.root)

        XCTAssertEqual(initialized.terminationStatus, 0)
        XCTAssertTrue(workflow.contains("uses: stackmyarchitecture/course-site@v1"), workflow)
        XCTAssertEqual(outcome.status, 0, outcome.output)
        XCTAssertTrue(course.exists("_site/01-dominio/01-email.html"), outcome.output)
    }

    func test_evaluate_withInputsAndEarlierOutputs_givesTheirValuesAndOtherContextsEmpty() {
        let value = ActionSteps.evaluate(
            "${{ inputs.site-url }}|${{ steps.tool.outputs.build-site }}|${{ github.action_ref }}",
            inputs: ["site-url": "https://a.b/"], outputs: ["tool": ["build-site": "/bin/bs"]]
        )

        XCTAssertEqual(value, "https://a.b/|/bin/bs|")
    }

    // MARK: - Helpers

    private func makeSUT(lessons: [String: String]) throws -> (ActionSteps, TemporaryFolder) {
        let course = try makeTemporaryFolder()
        for (path, text) in lessons { try course.write(text, to: "Content/" + path) }
        let sut = try ActionSteps(actionFile: RepositoryFolders.root.appendingPathComponent("action.yml"))
        return (sut, course)
    }
}
