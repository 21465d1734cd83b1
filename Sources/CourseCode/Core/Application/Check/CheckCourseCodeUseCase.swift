import SiteCore

/// Compiles the course's code and runs its tests, and tells where each problem was written: the
/// lesson and line of the block that wrote the line the compiler or an assertion points at.
///
/// Drives the toolchain pass after pass: build; on errors, leave out what does not compile (see
/// `CompileTriage`) and build the rest again; once it builds, run the tests, again past a test
/// that stops the run. An unchanged course (same code, same lesson lines, same toolchain) is not
/// compiled again: the report kept for it stands.
public struct CheckCourseCodeUseCase: Sendable {
    /// Each pass leaves something out, so a course needs few; this bounds a pathological one.
    static let maximumPasses = 8
    /// Runs after a test that crashed, each skipping the crashed tests so far.
    static let maximumRuns = 4
    /// The modules a missing name is looked for in, in this order, to say which import is missing.
    static let importableModules = ["Foundation", "XCTest"]
    /// Part of the cache key: a new version of these rules may judge the same code differently.
    static let rulesVersion = "3"

    private let toolchain: any SwiftToolchain
    private let cache: (any CodeCheckCache)?
    private let clock: ContinuousClock

    public init(toolchain: any SwiftToolchain, cache: (any CodeCheckCache)?, clock: ContinuousClock = ContinuousClock()) {
        self.toolchain = toolchain
        self.cache = cache
        self.clock = clock
    }

    /// What the check of the code just before found (the step before, in the steps' replay).
    public struct Earlier: Sendable {
        public let files: [FileCheck]
        /// The files whose final version is the one that check compiled.
        public let unchanged: Set<CourseFilePath>

        public init(files: [FileCheck], unchanged: Set<CourseFilePath>) {
            self.files = files
            self.unchanged = unchanged
        }
    }

    /// - Parameter earlier: what the check of the code just before found: a file it left out for
    ///   using a type no lesson declares, unchanged, is left out again without a build to say so.
    public func execute(
        _ code: CourseCode, after earlier: Earlier? = nil, progress: @Sendable (CodeCheckProgress) -> Void = { _ in }
    ) async throws(CodeCheckFailure) -> CodeCheckReport {
        var triage = CompileTriage(code: code)
        if let earlier { triage.carry(earlier.files, unchanged: earlier.unchanged) }
        progress(.planned(files: triage.includedCount, appleOnly: triage.count(.appleOnly)))
        let key = Self.key(for: code, toolchain: try await toolchain.version())
        if let earlier = cache?.report(for: key) {
            progress(.unchanged)
            return CodeCheckReport(run: .checked(reused: true), files: earlier.files, tests: earlier.tests, problems: earlier.problems)
        }

        var package = triage.package()
        var built = false
        for pass in 1...Self.maximumPasses where !package.files.isEmpty {
            progress(.compiling(pass: pass, files: package.files.count))
            let started = clock.now
            let build = try await toolchain.build(package)
            if build.succeeded {
                progress(.compiled(pass: pass, duration: clock.now - started, filesWithErrors: triage.count(.errors)))
                built = true
                break
            }
            let modules = try await modulesDeclaring(triage.unknownNames(in: build))
            let changed = triage.absorb(build, package: package, modules: modules)
            progress(.compiled(pass: pass, duration: clock.now - started, filesWithErrors: triage.count(.errors)))
            guard changed else { break }
            package = triage.package()
        }
        if built {
            try await runTests(of: package, triage: &triage, progress: progress)
        } else {
            triage.giveUp()
        }
        let report = triage.report(run: .checked(reused: false))
        if triage.isAboutTheCode { cache?.save(report, for: key) }
        return report
    }

    private func runTests(of package: CodePackage, triage: inout CompileTriage, progress: @Sendable (CodeCheckProgress) -> Void) async throws(CodeCheckFailure) {
        let expected = triage.testsToRun
        guard !expected.isEmpty else { return }
        progress(.testing(tests: expected.count))
        let started = clock.now
        var cases: [TestRun.Case] = []
        var crashes: [TestID: String?] = [:]
        for _ in 1...Self.maximumRuns {
            let run = try await toolchain.runTests(of: package, skipping: Array(crashes.keys).sorted { $0.description < $1.description })
            cases += run.cases
            guard let unfinished = run.unfinished, crashes[unfinished] == nil else { break }
            crashes[unfinished] = run.crashMessage
        }
        triage.record(cases, crashes: crashes, package: package)
        let report = triage.report(run: .checked(reused: false))
        progress(.tested(duration: clock.now - started, passed: report.passedCount, failed: report.failedCount))
    }

    /// For each name no lesson declares, the first importable module that declares it.
    private func modulesDeclaring(_ names: Set<String>) async throws(CodeCheckFailure) -> [String: String] {
        var remaining = names
        var modules: [String: String] = [:]
        for module in Self.importableModules where !remaining.isEmpty {
            let found = try await toolchain.names(remaining, declaredBy: module)
            for name in found { modules[name] = module }
            remaining.subtract(found)
        }
        return modules
    }

    /// Everything the report depends on: every file's final lines and the lesson lines they
    /// came from, the toolchain, the rules.
    static func key(for code: CourseCode, toolchain: String) -> String {
        var text = "rules \(rulesVersion)\ntoolchain \(toolchain)\n"
        for file in code.files {
            text += "file \(file.path.value)\n"
            for (line, origin) in zip(file.finalVersion.lines, file.finalVersion.origins) {
                text += "\(origin.lesson.value):\(origin.line)\t\(line)\n"
            }
        }
        return ContentHash.of(text)
    }
}
