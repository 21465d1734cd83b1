public import CourseCodeCore
import Foundation
import Synchronization

/// A toolchain that records what the check asked of it and answers what the test decided:
/// a build result per pass, the names each module declares, a test run per run.
public final class SwiftToolchainSpy: SwiftToolchain {
    public enum Message: Equatable, Sendable {
        case version
        /// The package's files, by course path, as each build received them.
        case build([String])
        case names(Set<String>, module: String)
        case runTests(skipping: [TestID])
    }

    private struct State {
        var messages: [Message] = []
        var packages: [CodePackage] = []
        var builds: [PackageBuild]
        var runs: [TestRun]
    }

    private let state: Mutex<State>
    private let modules: [String: Set<String>]
    private let failure: CodeCheckFailure?

    /// - Parameters:
    ///   - builds: one per pass, in order; once used up, every build succeeds.
    ///   - modules: the names each module declares.
    ///   - runs: one per test run; once used up, a run with no results.
    ///   - failure: thrown by every call.
    public init(builds: [PackageBuild] = [], modules: [String: Set<String>] = [:], runs: [TestRun] = [], failure: CodeCheckFailure? = nil) {
        state = Mutex(State(builds: builds, runs: runs))
        self.modules = modules
        self.failure = failure
    }

    public var messages: [Message] { state.withLock { $0.messages } }
    /// Every package built, in order.
    public var packages: [CodePackage] { state.withLock { $0.packages } }

    public func version() async throws(CodeCheckFailure) -> String {
        try record(.version)
        return "Swift version 6.3 (spy)"
    }

    public func build(_ package: CodePackage) async throws(CodeCheckFailure) -> PackageBuild {
        try record(.build(package.files.map(\.path.value)))
        return state.withLock { state in
            state.packages.append(package)
            return state.builds.isEmpty ? PackageBuild(succeeded: true, diagnostics: []) : state.builds.removeFirst()
        }
    }

    public func names(_ names: Set<String>, declaredBy module: String) async throws(CodeCheckFailure) -> Set<String> {
        try record(.names(names, module: module))
        return names.intersection(modules[module] ?? [])
    }

    public func runTests(of package: CodePackage, skipping: [TestID]) async throws(CodeCheckFailure) -> TestRun {
        try record(.runTests(skipping: skipping))
        return state.withLock { $0.runs.isEmpty ? TestRun(cases: []) : $0.runs.removeFirst() }
    }

    private func record(_ message: Message) throws(CodeCheckFailure) {
        state.withLock { $0.messages.append(message) }
        if let failure { throw failure }
    }
}

/// Remembers reports in memory, and what it was asked.
public final class CodeCheckCacheSpy: CodeCheckCache {
    private let saved = Mutex<[String: CodeCheckReport]>([:])

    public init(saved: [String: CodeCheckReport] = [:]) {
        self.saved.withLock { $0 = saved }
    }

    public var keys: [String] { saved.withLock { Array($0.keys) } }

    public func report(for key: String) -> CodeCheckReport? {
        saved.withLock { $0[key] }
    }

    public func save(_ report: CodeCheckReport, for key: String) {
        saved.withLock { $0[key] = report }
    }
}
