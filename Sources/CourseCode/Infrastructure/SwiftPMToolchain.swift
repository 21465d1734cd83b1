public import CourseCodeCore
public import Foundation
import Localization
public import SiteInfrastructure
import Synchronization

/// The check's toolchain: the `swift` on the `PATH`, building a SwiftPM package of the course's
/// code in a folder kept between builds (`.build/course-site/code` by default), so a second
/// check compiles only what changed. Every command runs through `CommandRunner`, with a deadline;
/// the package has no dependencies, so nothing is fetched.
///
/// The lessons' code is someone else's: with a sandbox (`BubblewrapSandbox`) every command runs
/// confined to the package's folder, without network; without one it runs as the user would.
public struct SwiftPMToolchain: SwiftToolchain {
    private let swift: URL
    private let folder: URL
    private let runner: CommandRunner
    private let sandbox: BubblewrapSandbox?
    /// What does not change while the toolchain is in use: its version, and which module declares
    /// a name. The steps' replay checks the code tens of times, asking the same each time.
    private let known = Known()

    private final class Known: Sendable {
        let version = Mutex<String?>(nil)
        /// By module, each name asked about: whether the module declares it.
        let names = Mutex<[String: [String: Bool]]>([:])
    }

    /// - Parameters:
    ///   - swift: the `swift` command.
    ///   - folder: the package's folder, created when needed.
    ///   - runner: runs each command with its deadline.
    ///   - sandbox: confines each command; nil runs them unconfined.
    public init(swift: URL, folder: URL, runner: CommandRunner, sandbox: BubblewrapSandbox? = nil) {
        self.swift = swift
        self.folder = folder
        self.runner = runner
        self.sandbox = sandbox
    }

    /// The `swift` on the `PATH`, if there is one.
    public static func installed(folder: URL, runner: CommandRunner) -> SwiftPMToolchain? {
        ExecutableLookup.find("swift").map { SwiftPMToolchain(swift: $0, folder: folder, runner: runner) }
    }

    public func version() async throws(CodeCheckFailure) -> String {
        if let version = known.version.withLock({ $0 }) { return version }
        let result = try await run(swift, ["--version"], doing: "swift --version")
        guard result.succeeded else { throw .toolchainUnavailable("swift --version falló: \(Self.tail(of: result))") }
        let version = result.standardOutput.split(separator: "\n").first.map(String.init) ?? ""
        known.version.withLock { $0 = version }
        return version
    }

    public func build(_ package: CodePackage) async throws(CodeCheckFailure) -> PackageBuild {
        let layout = PackageLayout(folder: folder, module: package.module)
        try CodePackageFolder(layout: layout).write(package)
        // Errors of every file, not only the first job's: each pass leaves out all that does not compile.
        let arguments = ["build", "--package-path", folder.path, "--build-tests", "-Xswiftc", "-continue-building-after-errors"]
        let result = try await run(swift, arguments, doing: "swift build")
        let output = result.standardOutput + "\n" + result.standardError
        return PackageBuild(succeeded: result.succeeded, diagnostics: SwiftCompilerOutput(layout: layout).diagnostics(in: output), outputTail: Self.tail(of: result))
    }

    public func names(_ names: Set<String>, declaredBy module: String) async throws(CodeCheckFailure) -> Set<String> {
        let answered = known.names.withLock { $0[module] ?? [:] }
        let asked = names.filter { answered[$0] == nil }
        let found = asked.isEmpty ? [] : try await probe(asked, module: module)
        known.names.withLock { known in
            for name in asked { known[module, default: [:]][name] = found.contains(name) }
        }
        return names.filter { answered[$0] ?? found.contains($0) }
    }

    /// Compiles a file that imports `module` and uses each name: the names it finds.
    private func probe(_ names: Set<String>, module: String) async throws(CodeCheckFailure) -> Set<String> {
        let ordered = names.sorted()
        let probe = folder.appendingPathComponent("probes/\(module).swift")
        var text = "import \(module)\n"
        if module == "Foundation" { text += "#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n" }
        let firstLine = text.split(separator: "\n").count + 1
        // A name the module lacks makes "cannot find 'X' in scope" on its line; a type or a
        // function it has makes some other complaint, or none.
        text += ordered.enumerated().map { "func _probe\($0.offset)() { _ = \($0.element) }" }.joined(separator: "\n") + "\n"
        do {
            // The lessons' code ran in the folder: no link it left leads this write elsewhere.
            if FileManager.default.fileExists(atPath: folder.path) { try CodePackageFolder.removeLinks(in: folder) }
            try FileManager.default.createDirectory(at: probe.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: probe)
        } catch {
            throw .failed("no se pudo escribir \(probe.path): \(error.localizedDescription)")
        }
        // Named, or swiftc would name the module after the file: `Foundation`, clashing with the real one.
        let result = try await run(swiftc, ["-typecheck", "-module-name", "CourseSiteProbe", probe.path], doing: "swiftc -typecheck")
        let output = result.standardOutput + "\n" + result.standardError
        if output.contains("no such module") { return [] }
        var missing: Set<String> = []
        for match in output.matches(of: /\.swift:(\d+):\d+: error: cannot find '(\w+)' in scope/) {
            if let line = Int(match.output.1), line >= firstLine, line - firstLine < ordered.count { missing.insert(ordered[line - firstLine]) }
        }
        return names.subtracting(missing)
    }

    public func runTests(of package: CodePackage, skipping: [TestID]) async throws(CodeCheckFailure) -> TestRun {
        let layout = PackageLayout(folder: folder, module: package.module)
        #if os(Linux)
        // The test binary itself, as `swift test` runs it on Linux, without SwiftPM's two seconds of
        // planning, and without its wait for the binary's output to close: a test that leaves a
        // process running kept `swift test` waiting until the deadline.
        let binary = layout.testBinary
        var arguments: [String] = []
        if !skipping.isEmpty {
            let listed = try await run(binary, ["--list-tests"], doing: "\(binary.lastPathComponent) --list-tests")
            let skipped = Set(skipping)
            // One test a line, `Module.Class/method`.
            let tests = listed.standardOutput.split(separator: "\n").map(String.init)
            arguments = tests.filter { XCTestOutput.testID($0.replacingOccurrences(of: "/", with: ".")).map { !skipped.contains($0) } ?? false }
            // With no name the binary would run them all.
            if arguments.isEmpty { return TestRun(cases: []) }
        }
        let result = try await run(binary, arguments, doing: "\(binary.lastPathComponent)")
        #else
        // XCTest only: the course's tests are XCTest, and Swift Testing's run would only add time.
        var arguments = ["test", "--package-path", folder.path, "--skip-build", "--disable-swift-testing"]
        for test in skipping { arguments += ["--skip", "\\.\(test.className)/\(test.name)$"] }
        let result = try await run(swift, arguments, doing: "swift test")
        #endif
        return XCTestOutput(layout: layout).run(in: result.standardOutput + "\n" + result.standardError)
    }

    // MARK: - Helpers

    /// `swiftc`, beside `swift`.
    private var swiftc: URL {
        let sibling = swift.deletingLastPathComponent().appendingPathComponent("swiftc")
        return FileManager.default.isExecutableFile(atPath: sibling.path) ? sibling : ExecutableLookup.find("swiftc") ?? sibling
    }

    /// Runs with `TMPDIR` in a new folder of the system's temporary one, removed afterwards: the
    /// Swift driver leaves an empty `TemporaryDirectory.*` behind for each job, which piled up in
    /// `/tmp` check after check. Not in the package's folder, which the check must find as it left it.
    private func run(_ executable: URL, _ arguments: [String], doing what: String) async throws(CodeCheckFailure) -> CommandRunner.Result {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("course-site-swift-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        } catch {
            throw .failed("no se pudo crear la carpeta temporal de \(what) en \(temporary.path): \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(at: temporary) }
        let environment = ["TMPDIR": temporary.path]
        let command = sandbox?.confining(executable, arguments, writable: [folder, temporary], environment: environment) ?? (executable: executable, arguments: arguments)
        do {
            return try await runner.run(command.executable, arguments: command.arguments, environment: environment)
        } catch {
            switch error {
            case .timedOut: throw .timedOut("\(what) no terminó en \(runner.timeout.components.seconds) s y se detuvo")
            case .couldNotStart: throw .toolchainUnavailable(LocalizedText(describing: error))
            case .cancelled: throw .failed("\(what) se detuvo porque la compilación se interrumpió")
            case .outputTooLarge: throw .failed(LocalizedText(describing: error))
            }
        }
    }

    private static func tail(of result: CommandRunner.Result) -> String {
        (result.standardOutput + "\n" + result.standardError).split(separator: "\n").suffix(20).joined(separator: "\n")
    }
}
