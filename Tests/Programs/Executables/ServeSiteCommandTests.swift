import Foundation
import SitePreview
import Synchronization
import TestSupport
import XCTest

/// Runs `serve-site` as an author does: it builds, serves, rebuilds on save, and stops on Ctrl-C.
final class ServeSiteCommandTests: XCTestCase {
    func test_run_servesTheSiteUnderItsBaseURLAndReloadsPagesWhenALessonIsSaved() async throws {
        let (folder, server) = try await startServeSite(lessons: ["s/1.md": "# Uno\n"], baseURL: "/curso/")
        let first = try await RawHTTPClient.request("/curso/s/1.html", port: server.port)
        XCTAssertTrue(first.body.contains("Uno"), first.body)
        let events = try await EventStreamRecorder.open(ReloadScript.eventsPath, port: server.port)

        try folder.write("# Dos\n", to: "Content/s/1.md")

        let received = try await events.wait(for: "event: reload")
        XCTAssertTrue(received.contains("event: reload"), received)
        let second = try await RawHTTPClient.request("/curso/s/1.html", port: server.port)
        XCTAssertTrue(second.body.contains("Dos"), second.body)
        XCTAssertTrue(server.output.contains("↻ cambió el título, la descripción, el orden o la sección de s/1.md: regenerando todo"), server.output)
    }

    func test_run_whenOnlyALessonsBodyChanges_rewritesItsPagesAloneAndSaysSo() async throws {
        let (folder, server) = try await startServeSite(lessons: ["s/1.md": "# Uno\n\nAntes.\n"], baseURL: "/")
        let events = try await EventStreamRecorder.open(ReloadScript.eventsPath, port: server.port)

        try folder.write("# Uno\n\nDespués.\n", to: "Content/s/1.md")

        _ = try await events.wait(for: "event: reload")
        let page = try await RawHTTPClient.request("/s/1.html", port: server.port)
        XCTAssertTrue(page.body.contains("Después."), page.body)
        let said = try await withTimeout(10, waitingFor: "the rewrite's line") { [server] in
            while !server.output.contains("páginas reescritas") { try await Task.sleep(for: .milliseconds(20)) }
            return server.output
        }
        XCTAssertTrue(said.contains("↻ s/1.md: 2 páginas reescritas en "), said)
    }

    func test_run_whenALineIsAddedAboveAHeading_rewritesThePagesThenTheReportsAndSaysSo() async throws {
        let (folder, server) = try await startServeSite(lessons: ["s/1.md": "# Uno\n\n## Dos\n"], baseURL: "/")
        let events = try await EventStreamRecorder.open(ReloadScript.eventsPath, port: server.port)

        try folder.write("# Uno\n\nUna línea nueva.\n\n## Dos\n", to: "Content/s/1.md")

        _ = try await events.wait(for: "event: reload")
        let said = try await withTimeout(10, waitingFor: "the rewrite's line") { [server] in
            while !server.output.contains("páginas reescritas") { try await Task.sleep(for: .milliseconds(20)) }
            return server.output
        }
        XCTAssertTrue(said.contains("↻ s/1.md: 7 páginas reescritas en "), said)
        XCTAssertTrue(said.contains("; informes y mapa del código, "), said)
    }

    func test_run_whenARebuildFails_showsTheErrorAndKeepsServingTheLastGoodSite() async throws {
        let (folder, server) = try await startServeSite(lessons: ["s/1.md": "# Uno\n"], baseURL: "/")
        let events = try await EventStreamRecorder.open(ReloadScript.eventsPath, port: server.port)

        try folder.write("---\norder: primero\n---\n# Dos\n", to: "Content/s/1.md")

        let received = try await events.wait(for: "Content/s/1.md:2")
        XCTAssertTrue(received.contains("event: failed\ndata: La última compilación falló; se sigue sirviendo la anterior.\ndata: \ndata: error: Content/s/1.md:2"), received)
        let page = try await RawHTTPClient.request("/s/1.html", port: server.port)
        XCTAssertTrue(page.body.contains("Uno"), "the last good site is still served")
        XCTAssertTrue(server.errors.contains("error: Content/s/1.md:2"), server.errors)
    }

    func test_run_withStrictInTheConfigurationAndOnTheCommandLine_servesThePageAndListsEachWarningInTheOpenPages() async throws {
        let (_, server) = try await startServeSite(
            lessons: ["s/1.md": "# Uno\n\nVer [otra](no-existe.md).\n"], baseURL: "/", arguments: ["--strict"], configuration: "strict: true\n"
        )

        let page = try await RawHTTPClient.request("/s/1.html", port: server.port)
        let events = try await EventStreamRecorder.open(ReloadScript.eventsPath, port: server.port)

        XCTAssertEqual(page.status, 200)
        XCTAssertTrue(page.body.contains("Uno"), page.body)
        let received = try await events.wait(for: "Content/s/1.md:3")
        XCTAssertTrue(received.contains("event: warned\ndata: 1 aviso (pulsa para ocultar):\ndata: • Content/s/1.md:3: enlace a una lección que no existe: 'no-existe.md'"), received)
    }

    func test_run_onAPortInUse_saysSoWithTheNextFreeOneBeforeBuilding() async throws {
        let taken = try TakenPort()
        let folder = try makeTemporaryFolder()
        try folder.write("# Uno\n", to: "Content/s/1.md")
        let process = Process()
        process.executableURL = Products.url(of: "serve-site")
        process.currentDirectoryURL = folder.url
        process.arguments = ["--port", String(taken.port), "--language", "en"]
        let errorPipe = Pipe()
        process.standardOutput = Pipe()
        process.standardError = errorPipe

        try process.run()
        let status = try await withTimeout(30, waitingFor: "serve-site to stop") {
            process.waitUntilExit()
            return process.terminationStatus
        }

        let errors = String(decoding: errorPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(status, 1, errors)
        XCTAssertTrue(errors.contains("error: port \(taken.port) is in use: try --port "), errors)
        XCTAssertFalse(folder.exists("_site"), "it stops before building")
    }

    func test_interrupt_stopsTheServerAndExitsZero() async throws {
        let (_, server) = try await startServeSite(lessons: ["s/1.md": "# Uno\n"], baseURL: "/")
        let events = try await EventStreamRecorder.open(ReloadScript.eventsPath, port: server.port)

        server.process.interrupt()

        let status = try await withTimeout(10, waitingFor: "serve-site to stop") { [process = server.process] in
            process.waitUntilExit()
            return process.terminationStatus
        }
        XCTAssertEqual(status, 0)
        XCTAssertTrue(events.text.contains("text/event-stream"), "an open page doesn't keep the server from stopping")
    }

    func test_buildSiteServe_runsServeSiteWithTheSameOptions() async throws {
        let (_, server) = try await startServeSite(lessons: ["s/1.md": "# Uno\n"], baseURL: "/curso/", throughBuildSite: true)

        let page = try await RawHTTPClient.request("/curso/s/1.html", port: server.port)

        XCTAssertEqual(page.status, 200)
        XCTAssertTrue(page.body.contains("Uno"), page.body)
    }

    func test_buildSiteServe_installedOnThePath_runsTheServeSiteBesideIt() async throws {
        let (_, server) = try await startServeSite(lessons: ["s/1.md": "# Uno\n"], baseURL: "/", throughBuildSite: true, installedOnThePath: true)

        let page = try await RawHTTPClient.request("/s/1.html", port: server.port)

        XCTAssertEqual(page.status, 200)
    }

    // MARK: - Helpers

    /// What a running program has written so far on one of its outputs.
    private final class Transcript: Sendable {
        private let text = Mutex("")

        init(reading pipe: Pipe) {
            pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
                let data = handle.availableData
                if data.isEmpty { handle.readabilityHandler = nil }
                self?.text.withLock { $0 += String(decoding: data, as: UTF8.self) }
            }
        }

        var value: String { text.withLock { $0 } }
    }

    private struct RunningServeSite: Sendable {
        let process: Process
        let port: Int
        private let outputTranscript: Transcript
        private let errorTranscript: Transcript

        init(process: Process, port: Int, output: Transcript, errors: Transcript) {
            self.process = process
            self.port = port
            self.outputTranscript = output
            self.errorTranscript = errors
        }

        var output: String { outputTranscript.value }
        var errors: String { errorTranscript.value }
    }

    /// - Parameter installedOnThePath: runs `build-site serve` as the programs installed in a
    ///   folder of the `PATH` are run, by name.
    private func startServeSite(
        lessons: [String: String], baseURL: String, arguments: [String] = [], configuration: String? = nil,
        throughBuildSite: Bool = false, installedOnThePath: Bool = false
    ) async throws -> (TemporaryFolder, RunningServeSite) {
        let folder = try makeTemporaryFolder()
        for (path, text) in lessons { try folder.write(text, to: "Content/" + path) }
        if let configuration { try folder.write(configuration, to: "course-site.yml") }
        let process = Process()
        process.executableURL = Products.url(of: throughBuildSite ? "build-site" : "serve-site")
        if installedOnThePath {
            let bin = try makeTemporaryFolder().url
            for program in ["build-site", "serve-site"] {
                try FileManager.default.copyItem(at: Products.url(of: program), to: bin.appendingPathComponent(program))
            }
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.environment = ProcessInfo.processInfo.environment.merging(["PATH": bin.path + ":/usr/bin:/bin"]) { _, path in path }
        }
        process.currentDirectoryURL = folder.url
        process.arguments = (installedOnThePath ? ["build-site"] : []) + (throughBuildSite ? ["serve"] : []) + [
            "--port", "0", "--base-url", baseURL,
        ] + arguments
        let outputPipe = Pipe()
        let errorPipe = Pipe()
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        let output = Transcript(reading: outputPipe)
        let errors = Transcript(reading: errorPipe)
        try process.run()
        addTeardownBlock {
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
        }
        let port = try await withTimeout(30, waitingFor: "serve-site to listen") {
            while true {
                if let port = Self.port(in: output.value) { return port }
                try await Task.sleep(for: .milliseconds(50))
            }
        }
        return (folder, RunningServeSite(process: process, port: port, output: output, errors: errors))
    }

    /// The port of the line `Sirviendo en http://127.0.0.1:<port>/…`.
    private static func port(in output: String) -> Int? {
        guard let start = output.range(of: "Sirviendo en http://127.0.0.1:") else { return nil }
        return Int(output[start.upperBound...].prefix { $0.isNumber })
    }
}
