import Foundation
import SiteCore
import SiteInfrastructure
import TestSupport
import XCTest

final class ChromiumPDFPrinterTests: XCTestCase {
    func test_installed_withSeveralChromiumsOnThePath_picksTheOneMadeForThisFirst() throws {
        let folder = try makeTemporaryFolder()
        for name in ["google-chrome", "chromium", "chromium-headless-shell"] { try makeCommand("bin/\(name)", script: "exit 0", in: folder) }

        let printer = ChromiumPDFPrinter.installed(runner: anyRunner(), path: folder.location("bin").path)

        XCTAssertEqual(printer?.executable.lastPathComponent, "chromium-headless-shell")
    }

    func test_installed_withOnlyGoogleChrome_picksIt() throws {
        let folder = try makeTemporaryFolder()
        try makeCommand("bin/google-chrome", script: "exit 0", in: folder)

        let printer = ChromiumPDFPrinter.installed(runner: anyRunner(), path: folder.location("bin").path)

        XCTAssertEqual(printer?.executable.lastPathComponent, "google-chrome")
    }

    func test_installed_withoutChromiumOnThePath_isNil() throws {
        let folder = try makeTemporaryFolder()
        try makeCommand("bin/firefox", script: "exit 0", in: folder)

        XCTAssertNil(ChromiumPDFPrinter.installed(runner: anyRunner(), path: folder.location("bin").path))
    }

    func test_printPDF_ofAPage_runsChromiumHeadlessWithoutScriptsPrintingItFromALoopbackServerThatIsAlsoItsProxy() async throws {
        let (sut, folder) = try makeSUT(script: "printf '%s\\n' \"$@\" > \"$(dirname \"$0\")/../arguments\"\n" + Self.writesAPDF)
        let page = try folder.write("<h1>Curso</h1>", to: "sitio con espacios/imprimir.html")
        let pdf = folder.location("sitio con espacios/curso.pdf")

        try await sut.printPDF(of: page, to: pdf)

        let arguments = try folder.read("arguments").split(separator: "\n").map(String.init)
        let proxy = try XCTUnwrap(arguments.first { $0.hasPrefix("--proxy-server=") }?.dropFirst("--proxy-server=".count))
        XCTAssertNotNil(proxy.wholeMatch(of: /http:\/\/127\.0\.0\.1:\d+/), String(proxy))
        XCTAssertEqual(arguments.filter { !$0.hasPrefix("--user-data-dir=") }, [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-pdf-header-footer", "--generate-pdf-document-outline",
            "--disable-javascript",
            "--proxy-server=\(proxy)",
            "--proxy-bypass-list=<-loopback>",
            "--print-to-pdf=\(pdf.path)",
            "\(proxy)/imprimir.html",
        ])
    }

    func test_printPDF_whileChromiumRuns_servesThePagesFolderWithItsPolicyAndStopsAfter() async throws {
        guard ExecutableLookup.find("curl") != nil else { throw XCTSkip("curl is not installed") }
        let (sut, folder) = try makeSUT(script: """
        for argument in "$@"; do page="$argument"; done
        echo "$page" > "$(dirname "$0")/../page"
        curl -s -D "$(dirname "$0")/../headers" -o "$(dirname "$0")/../served" "$page"
        curl -s -o /dev/null -w '%{http_code}' "${page%/imprimir.html}/../secreto.txt" --path-as-is > "$(dirname "$0")/../outside"
        \(Self.writesAPDF)
        """)
        try folder.write("secreto", to: "secreto.txt")
        let page = try folder.write("<h1>Curso</h1>", to: "sitio/imprimir.html")

        try await sut.printPDF(of: page, to: folder.location("sitio/curso.pdf"))

        XCTAssertEqual(try folder.read("served"), "<h1>Curso</h1>")
        XCTAssertTrue(try folder.read("headers").contains("Content-Security-Policy: \(ChromiumPDFPrinter.contentSecurityPolicy)"))
        XCTAssertEqual(try folder.read("outside"), "403")
        let port = try XCTUnwrap(URL(string: try folder.read("page").trimmingCharacters(in: .whitespacesAndNewlines))?.port)
        let afterwards = await errorThrown { _ = try await RawHTTPClient.request("/imprimir.html", port: port) }
        XCTAssertNotNil(afterwards, "the server still answers after printing")
    }

    func test_printPDF_ofAPage_givesChromiumAProfileFolderOfItsOwnAndRemovesItAfter() async throws {
        let (sut, folder) = try makeSUT(script: """
        for argument in "$@"; do
          case "$argument" in --user-data-dir=*) profile="${argument#--user-data-dir=}" ;; esac
        done
        mkdir -p "$profile" && echo "$profile" > "$(dirname "$0")/../profile"
        \(Self.writesAPDF)
        """)

        try await sut.printPDF(of: folder.location("imprimir.html"), to: folder.location("curso.pdf"))

        let profile = try folder.read("profile").trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertFalse(profile.isEmpty)
        XCTAssertFalse(FileManager.default.fileExists(atPath: profile), "Chromium's profile folder was left behind")
    }

    func test_printPDF_chromiumFails_throwsWithItsExitCodeAndItsLastLines() async throws {
        let (sut, folder) = try makeSUT(script: "echo 'ERROR:dbus/bus.cc: Failed to connect to the bus' >&2\necho 'Failed to write file /x/curso.pdf: No such file or directory' >&2\nexit 3")

        let error = await errorThrown { try await sut.printPDF(of: folder.location("imprimir.html"), to: folder.location("curso.pdf")) }

        let message = (error as? PDFPrintingError)?.description ?? ""
        XCTAssertTrue(message.hasPrefix("chromium terminó con el código 3: "), message)
        XCTAssertTrue(message.hasSuffix("Failed to write file /x/curso.pdf: No such file or directory"), message)
    }

    func test_printPDF_chromiumEndsWellWithoutWritingAPDF_throwsSayingSo() async throws {
        let (sut, folder) = try makeSUT(script: "for argument in \"$@\"; do case \"$argument\" in --print-to-pdf=*) echo '<html>' > \"${argument#--print-to-pdf=}\" ;; esac; done")
        let pdf = folder.location("curso.pdf")

        let error = await errorThrown { try await sut.printPDF(of: folder.location("imprimir.html"), to: pdf) }

        XCTAssertEqual(error as? PDFPrintingError, PDFPrintingError("chromium terminó sin escribir un PDF en \(pdf.path)"))
    }

    func test_printPDF_chromiumPastTheDeadline_isStoppedAndThrowsSayingSo() async throws {
        let (sut, folder) = try makeSUT(script: "sleep 30", timeout: .milliseconds(300))
        let started = ContinuousClock.now

        let error = await errorThrown { try await sut.printPDF(of: folder.location("imprimir.html"), to: folder.location("curso.pdf")) }

        XCTAssertEqual(error as? PDFPrintingError, PDFPrintingError("chromium: chromium no terminó en 0 s y se detuvo"))
        XCTAssertLessThan(ContinuousClock.now - started, .seconds(5))
    }

    func test_printPDF_withTheInstalledChromium_writesAPDFOfThePage() async throws {
        guard let sut = ChromiumPDFPrinter.installed(runner: CommandRunner(timeout: .seconds(120))) else {
            throw XCTSkip("No Chromium installed: apt-get install -y chromium-headless-shell (.ci/run installs it).")
        }
        let folder = try makeTemporaryFolder()
        let page = try folder.write("<!DOCTYPE html><html lang=\"es\"><meta charset=\"utf-8\"><title>Curso</title><h1 id=\"a\">Uno</h1><p><a href=\"#b\">Dos</a></p><h1 id=\"b\" style=\"break-before: page\">Dos</h1>", to: "sitio con espacios/imprimir.html")
        let pdf = folder.location("sitio con espacios/curso.pdf")

        try await sut.printPDF(of: page, to: pdf)

        let data = try Data(contentsOf: pdf)
        XCTAssertEqual(data.prefix(5), Data("%PDF-".utf8))
    }

    // MARK: - Helpers

    private static let writesAPDF = "for argument in \"$@\"; do case \"$argument\" in --print-to-pdf=*) echo '%PDF-1.4' > \"${argument#--print-to-pdf=}\" ;; esac; done"

    /// A fake `chromium` on a folder of its own, run by the printer as the real one would be.
    private func makeSUT(script: String, timeout: Duration = .seconds(30)) throws -> (ChromiumPDFPrinter, TemporaryFolder) {
        let folder = try makeTemporaryFolder()
        let command = try makeCommand("bin/chromium", script: script, in: folder)
        return (ChromiumPDFPrinter(executable: command, runner: CommandRunner(timeout: timeout)), folder)
    }

    @discardableResult
    private func makeCommand(_ relativePath: String, script: String, in folder: TemporaryFolder) throws -> URL {
        let command = try folder.write("#!/bin/sh\n" + script + "\n", to: relativePath)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: command.path)
        return command
    }

    private func anyRunner() -> CommandRunner {
        CommandRunner(timeout: .seconds(5))
    }
}
