import Foundation
import TestSupport
import XCTest

/// Runs the `build-site` executable as a user does, and reads its exit code and output.
final class BuildSiteCommandTests: XCTestCase {
    func test_help_describesEveryOptionAndExitsZero() throws {
        let result = try run(["--help"])

        XCTAssertEqual(result.status, 0)
        for option in ["--content", "--templates", "--public", "--output", "--base-url", "--strict", "--tests", "--catalog-url", "--catalog-file", "--no-catalog", "--allow-catalog-error", "--check-code", "--check-code-timeout", "--check-code-folder", "--no-print", "--pdf", "--pdf-timeout"] {
            XCTAssertTrue(result.output.contains(option), "--help does not mention \(option)")
        }
        let words = result.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        XCTAssertTrue(words.contains("ejecutar los tests ejecuta el código de las lecciones"), result.output)
    }

    func test_help_inACourseWhoseConfigurationSaysEnglish_isInEnglishAndListsEveryKey() throws {
        let folder = try makeTemporaryFolder()
        try folder.write("language: en\n", to: "course-site.yml")

        let result = try run(["--help"], in: folder)

        XCTAssertEqual(result.status, 0)
        let words = result.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        XCTAssertTrue(words.contains("running the tests runs the lessons' code"), result.output)
        XCTAssertTrue(words.contains("--content <folder> Folder with the lessons"), result.output)
        XCTAssertTrue(words.contains("catalog_timeout seconds to load the catalog"), result.output)
        XCTAssertFalse(words.contains("Carpeta"), result.output)
    }

    func test_help_ofAnInstalledBuildSite_namesServeSiteAsItIsRun() throws {
        let folder = try makeTemporaryFolder()
        let installed = folder.url.appendingPathComponent("bin/build-site")
        try FileManager.default.createDirectory(at: installed.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Products.url(of: "build-site"), to: installed)

        let result = try run(["--help"], in: folder, program: installed)

        XCTAssertEqual(result.status, 0, result.errors)
        let words = result.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        XCTAssertTrue(words.contains("con recarga automática: serve-site"), result.output)
        XCTAssertFalse(words.contains("swift run serve-site"), result.output)
    }

    func test_help_ofTheBuildSiteSwiftPMBuilt_namesSwiftRunServeSite() throws {
        let result = try run(["--help"])

        let words = result.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        XCTAssertTrue(words.contains("con recarga automática: swift run serve-site"), result.output)
    }

    func test_help_ofInitWithLanguageEnglish_isInEnglish() throws {
        let result = try run(["init", "--help", "--language", "en"])

        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.output.contains("Create a small course"), result.output)
    }

    func test_run_withCheckCode_printsTheChecksProgressAndItsSummaryLine() throws {
        let folder = try makeTemporaryFolder()
        try folder.write("# Uno\n\n```swift\n// App/A.swift\nstruct A { let value = 1 }\n```\n\n```swift\n// AppTests/ATests.swift\nimport XCTest\n@testable import App\n\nfinal class ATests: XCTestCase {\n    func test_a() { XCTAssertEqual(A().value, 1) }\n}\n```\n", to: "Content/s/1.md")

        let result = try run(["--check-code", "--no-search"], in: folder)

        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.contains("  … compilando 2 archivos"), result.output)
        XCTAssertTrue(result.output.contains("→ Comprobar el código: 1/1 tests pasan ("), result.output)
        XCTAssertTrue(result.output.contains("  código: 1/1 tests pasan\n"), result.output)
        XCTAssertTrue(folder.exists(".build/course-site/code/Package.swift"))
    }

    func test_run_withCheckCodeAndNoSwiftOnThePath_warnsAndStillPublishes() throws {
        let folder = try makeTemporaryFolder()
        try folder.write("# Uno\n\n```swift\n// App/A.swift\nstruct A {}\n```\n", to: "Content/s/1.md")

        let result = try run(["--check-code", "--no-search"], in: folder, environment: ["PATH": folder.url.path])

        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.errors.contains("aviso: no se comprobó el código del curso: no hay ningún swift en el PATH"), result.errors)
        XCTAssertTrue(result.output.contains("  código: sin comprobar: no hay ningún swift en el PATH"), result.output)
        XCTAssertTrue(folder.exists("_site/code/index.html"))
    }

    func test_run_withPDFAndNoChromiumOnThePath_warnsWhatToInstallAndStillPublishes() throws {
        let folder = try makeTemporaryFolder()
        try folder.write("# Uno\n", to: "Content/s/1.md")

        let result = try run(["--pdf", "--no-search"], in: folder, environment: ["PATH": folder.url.path])

        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.errors.contains("aviso: no se creó curso.pdf: no hay ningún Chromium instalado (en Debian o Ubuntu: apt-get install chromium-headless-shell; en macOS: instala Google Chrome)"), result.errors)
        XCTAssertTrue(folder.exists("_site/imprimir.html"))
        XCTAssertFalse(folder.exists("_site/curso.pdf"))
        XCTAssertFalse(try folder.read("_site/index.html").contains("curso.pdf"), "the home page links to a PDF the site does not have")
    }

    func test_run_withPDFThatChromiumCannotPrint_failsAndLeavesThePreviousSite() throws {
        let folder = try makeTemporaryFolder()
        try folder.write("# Uno\n", to: "Content/s/1.md")
        let chromium = try folder.write("#!/bin/sh\necho 'Failed to write file' >&2\nexit 3\n", to: "bin/chromium-headless-shell")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: chromium.path)
        XCTAssertEqual(try run(["--no-search"], in: folder).status, 0)
        let previous = try folder.read("_site/index.html")

        let result = try run(["--pdf", "--no-search"], in: folder, environment: ["PATH": folder.url.appendingPathComponent("bin").path])

        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertTrue(result.errors.contains("error: no se pudo imprimir imprimir.html en curso.pdf: chromium-headless-shell terminó con el código 3: Failed to write file"), result.errors)
        XCTAssertEqual(try folder.read("_site/index.html"), previous)
    }

    func test_run_withPDFAndNoPrintPage_isAUsageError() throws {
        let result = try run(["--pdf", "--no-print"])

        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.errors.contains("--pdf imprime imprimir.html: no se puede usar con --no-print"), result.errors)
    }

    func test_run_onACourse_printsEachStepAndTheSummaryAndExitsZero() throws {
        let folder = try makeTemporaryFolder()
        try folder.write("# Uno\n\n| Escenario | Test |\n|---|---|\n| A | `test_a` |\n", to: "Content/s/1.md")
        try folder.write("func test_a() {}\n", to: "Tests/ATests.swift")

        let result = try run(["--output", "_site"], in: folder)

        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.contains("→ Leer las lecciones: 1 lección en 1 sección ("), result.output)
        XCTAssertTrue(result.output.contains("→ Escribir las lecciones: 3 páginas e imprimir.html ("), result.output)
        XCTAssertTrue(result.output.contains("→ Publicar: en _site/ ("), result.output)
        XCTAssertTrue(result.output.contains("✔ Sitio generado en _site/"), result.output)
        XCTAssertTrue(result.output.contains("trazabilidad: 1/1 tests encontrados · enlaces: 0 rotos"), result.output)
        XCTAssertTrue(folder.exists("_site/s/1.html"))
    }

    func test_run_withLanguageEnglishInTheConfigurationFile_printsStepsWarningsAndSummaryInEnglish() throws {
        let folder = try makeTemporaryFolder()
        try folder.write("# Uno\n\nVer [otra](no-existe.md).\n", to: "Content/s/1.md")
        try folder.write("language: en\n", to: "course-site.yml")

        let result = try run([], in: folder)

        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.contains("→ Read the lessons: 1 lesson in 1 section ("), result.output)
        XCTAssertTrue(result.output.contains("→ Write the sitemap: skipped, "), result.output)
        XCTAssertTrue(result.output.contains("✔ Site built in _site/: "), result.output)
        XCTAssertTrue(result.output.contains("1 warning"), result.output)
        XCTAssertTrue(result.errors.contains("warning: Content/s/1.md:3: link to a lesson that does not exist"), result.errors)
        for spanish in ["Leer", "omitido", "Sitio generado", "aviso", "enlace"] {
            XCTAssertFalse((result.output + result.errors).contains(spanish), "said '\(spanish)': \(result.output)\(result.errors)")
        }
    }

    func test_run_withLanguageEnglishAndAnOptionOutOfRange_isAUsageErrorInEnglish() throws {
        let result = try run(["--language", "en", "--catalog-timeout", "0"])

        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.errors.contains("--catalog-timeout must be between 0 and 3600 seconds"), result.errors)
    }

    func test_run_withLanguageEnglishAndBrokenFrontMatter_saysWhereAndWhyInEnglish() throws {
        let folder = try makeTemporaryFolder()
        try folder.write("---\norder: primero\n---\n# Uno\n", to: "Content/1.md")

        let result = try run(["--language", "en"], in: folder)

        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.contains("error: Content/1.md:2: invalid front matter: 'order' must be a whole number."), result.errors)
    }

    func test_init_inEnglish_saysWhatItCreatedInEnglish() throws {
        let folder = try makeTemporaryFolder()

        let result = try run(["init", "course", "--language", "en"], in: folder)

        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.contains("✔ Course created in course/: 8 files."), result.output)
        XCTAssertTrue(result.output.contains("Publish it: push it to GitHub"), result.output)
        XCTAssertTrue(result.output.contains("Build the site:"), result.output)
    }

    func test_run_withBrokenFrontMatter_exitsOneAndSaysWhereOnStandardError() throws {
        let folder = try makeTemporaryFolder()
        try folder.write("---\norder: primero\n---\n# Uno\n", to: "Content/1.md")

        let result = try run([], in: folder)

        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.contains("error: Content/1.md:2"), result.errors)
        XCTAssertFalse(folder.exists("_site"))
    }

    func test_run_withGitHubDiagnostics_printsEachWarningAsAnAnnotationToo() throws {
        let folder = try makeTemporaryFolder()
        try folder.write("# Uno\n\nVer [otra](no-existe.md).\n", to: "Content/s/1.md")

        let result = try run(["--diagnostics", "github"], in: folder)

        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.contains("::warning file=Content/s/1.md,line=3,title=broken-link::enlace a una lección que no existe"), result.output)
        XCTAssertTrue(result.errors.contains("aviso: Content/s/1.md:3: enlace a una lección que no existe"), result.errors)
    }

    func test_run_inACourseWithAConfigurationFile_buildsWithItsOptions() throws {
        let folder = try makeTemporaryFolder()
        try folder.write("# Uno\n", to: "Content/s/1.md")
        try folder.write("title: Curso configurado\noutput: publicado\nsearch: false\n", to: "course-site.yml")

        let result = try run([], in: folder)

        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(try folder.read("publicado/index.html").contains("<title>Curso configurado</title>"))
    }

    func test_init_thenBuild_givesAStrictSiteWithoutWarnings() throws {
        let folder = try makeTemporaryFolder()

        let created = try run(["init", "curso"], in: folder)
        let curso = TemporaryFolder(inside: folder, named: "curso")
        let built = try run([], in: curso)

        XCTAssertEqual(created.status, 0, created.errors)
        XCTAssertTrue(created.output.contains("Curso creado en curso/: 8 archivos"), created.output)
        XCTAssertTrue(created.output.contains("Settings → Pages → Source: GitHub Actions"), created.output)
        XCTAssertEqual(built.status, 0, built.errors)
        XCTAssertTrue(built.output.contains("0 avisos"), built.output)
        XCTAssertTrue(built.output.contains("trazabilidad: 2/2 tests encontrados"), built.output)
        XCTAssertTrue(curso.exists("_site/01-dominio/01-email.html"))
    }

    func test_init_inEnglishThenBuild_givesAnEnglishStrictSiteWithoutWarnings() throws {
        let folder = try makeTemporaryFolder()

        let created = try run(["init", "course", "--language", "en"], in: folder)
        let course = TemporaryFolder(inside: folder, named: "course")
        let built = try run([], in: course)

        XCTAssertEqual(created.status, 0, created.errors)
        XCTAssertTrue(try course.read("course-site.yml").contains("\nlanguage: en\n"))
        XCTAssertEqual(built.status, 0, built.errors)
        XCTAssertTrue(built.output.contains("0 warnings"), built.output)
        XCTAssertTrue(built.output.contains("traceability: 2/2 tests found"), built.output)
        XCTAssertTrue(course.exists("_site/01-domain/01-email.html"))
    }

    func test_run_installedAloneOutsideTheRepository_buildsWithItsOwnTheme() throws {
        let folder = try makeTemporaryFolder()
        let installed = folder.url.appendingPathComponent("bin/build-site")
        try FileManager.default.createDirectory(at: installed.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Products.url(of: "build-site"), to: installed)
        try folder.write("# Curso\n", to: "curso/Content/index.md")
        try folder.write("# Uno\n\nTexto.\n", to: "curso/Content/s/1.md")
        try folder.write("title: Curso instalado\nlanguage: en\n", to: "curso/course-site.yml")

        let result = try run([], in: TemporaryFolder(inside: folder, named: "curso"), program: installed)

        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(try folder.read("curso/_site/s/1.html").contains("<title>Uno · Curso instalado</title>"))
        XCTAssertTrue(try folder.read("curso/_site/s/1.html").contains("<html lang=\"en\">"))
        XCTAssertTrue(try folder.read("curso/_site/s/1.html").contains("<link rel=\"stylesheet\" href=\"/css/site.css\">"))
        XCTAssertTrue(try folder.read("curso/_site/css/site.css").contains("prefers-color-scheme"))
    }

    func test_serve_installedWithoutServeSiteInACourseInEnglish_saysWhatToDoInEnglish() throws {
        let folder = try makeTemporaryFolder()
        let installed = folder.url.appendingPathComponent("bin/build-site")
        try FileManager.default.createDirectory(at: installed.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Products.url(of: "build-site"), to: installed)
        try folder.write("language: en\n", to: "curso/course-site.yml")

        let result = try run(["serve"], in: TemporaryFolder(inside: folder, named: "curso"), program: installed)

        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.errors.contains("there is no serve-site next to build-site"), result.errors)
    }

    func test_theme_thenEditOneTemplate_buildsWithItAndTheRestOfTheTheme() throws {
        let folder = try makeTemporaryFolder()
        try folder.write("# Uno\n", to: "Content/s/1.md")

        let written = try run(["theme"], in: folder)
        try folder.write("<!doctype html><title>{{site.courseTitle}}</title><p>portada propia</p>\n", to: "Templates/home.mustache")
        let built = try run(["--no-search"], in: folder)

        XCTAssertEqual(written.status, 0, written.errors)
        XCTAssertTrue(written.output.contains("Tema escrito en la carpeta actual"), written.output)
        XCTAssertEqual(built.status, 0, built.errors)
        XCTAssertTrue(try folder.read("_site/index.html").contains("portada propia"))
        XCTAssertTrue(try folder.read("_site/s/1.html").contains("<link rel=\"stylesheet\""))
    }

    func test_theme_again_exitsOneAndKeepsTheEditedFiles() throws {
        let folder = try makeTemporaryFolder()
        _ = try run(["theme"], in: folder)
        try folder.write("<p>editada</p>\n", to: "Templates/404.mustache")

        let result = try run(["theme"], in: folder)

        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.contains("ya tiene archivos del tema"), result.errors)
        XCTAssertEqual(try folder.read("Templates/404.mustache"), "<p>editada</p>\n")
    }

    func test_init_intoAFolderWithFiles_exitsOneAndWritesNothing() throws {
        let folder = try makeTemporaryFolder()
        try folder.write("# Mía\n", to: "curso/notas.md")

        let result = try run(["init", "curso"], in: folder)

        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.contains("no está vacía (notas.md)"), result.errors)
        XCTAssertFalse(folder.exists("curso/course-site.yml"))
    }

    func test_run_withATypoInTheConfigurationFile_exitsOneNamingFileLineAndTheKeyMeant() throws {
        let folder = try makeTemporaryFolder()
        try folder.write("# Uno\n", to: "Content/s/1.md")
        try folder.write("title: Curso\nserch: false\n", to: "course-site.yml")

        let result = try run([], in: folder)

        XCTAssertEqual(result.status, 1, result.errors)
        XCTAssertTrue(result.errors.contains("course-site.yml:2"), result.errors)
        XCTAssertTrue(result.errors.contains("¿Querías decir 'search'?"), result.errors)
        XCTAssertFalse(folder.exists("_site"))
    }

    func test_run_withUnknownDiagnosticsFormat_isAUsageError() throws {
        let result = try run(["--diagnostics", "json"])

        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.errors.contains("--diagnostics debe ser console o github"), result.errors)
    }

    func test_run_interrupted_stopsWhatItStartedLeavesNothingBehindAndExits130() throws {
        try assertInterruption(by: SIGINT, exitsWith: 130)
    }

    func test_run_terminated_stopsWhatItStartedLeavesNothingBehindAndExits143() throws {
        try assertInterruption(by: SIGTERM, exitsWith: 143)
    }

    func test_run_withConflictingCatalogOptions_isAUsageError() throws {
        let result = try run(["--no-catalog", "--catalog-file", "x.json"])

        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.errors.contains("--catalog-url, --catalog-file y --no-catalog"), result.errors)
    }

    // MARK: - Helpers

    private func assertInterruption(by signal: Int32, exitsWith status: Int32, file: StaticString = #filePath, line: UInt = #line) throws {
        let folder = try makeTemporaryFolder()
        try folder.write("# Uno\n\n```mermaid\ngraph TD\n```\n", to: "Content/s/1.md")
        let renderer = try folder.write("#!/bin/sh\necho $$ > \"$(dirname \"$0\")/renderer.pid\"\nsleep 30\n", to: "slow-renderer")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: renderer.path)

        let result = try run(["--diagrams", "svg", "--diagram-renderer", renderer.path, "--no-search"], in: folder, interruptingWhen: { folder.exists("renderer.pid") }, with: signal)

        XCTAssertEqual(result.status, status, result.errors, file: file, line: line)
        XCTAssertTrue(result.errors.contains("error: compilación interrumpida"), result.errors, file: file, line: line)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasPrefix("._site") }, [], file: file, line: line)
        let rendererPID = try XCTUnwrap(Int32(try folder.read("renderer.pid").trimmingCharacters(in: .whitespacesAndNewlines)), file: file, line: line)
        XCTAssertNotEqual(kill(rendererPID, 0), 0, "the diagram renderer is still running", file: file, line: line)
    }

    private struct Result {
        let status: Int32
        let output: String
        let errors: String
    }

    /// - Parameters:
    ///   - program: the build-site to run (by default, the one this package built).
    ///   - environment: replaces these variables of the test's own environment.
    ///   - interruptingWhen: sends `signal` once this holds: Ctrl-C (SIGINT) as a user
    ///     would, or SIGTERM as a service manager or CI runner would.
    private func run(
        _ arguments: [String],
        in folder: TemporaryFolder? = nil,
        program: URL? = nil,
        environment: [String: String] = [:],
        interruptingWhen shouldInterrupt: (() -> Bool)? = nil,
        with signal: Int32 = SIGINT
    ) throws -> Result {
        let process = Process()
        process.executableURL = program ?? Products.url(of: "build-site")
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, replaced in replaced }
        // The program brings its own theme: a course needs no templates or styles of its own.
        if let folder { process.currentDirectoryURL = folder.url }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        if let shouldInterrupt {
            let deadline = Date().addingTimeInterval(30)
            while !shouldInterrupt(), process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            kill(process.processIdentifier, signal)
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: errorData, as: UTF8.self)
        )
    }
}
