/// The Swift toolchain as the check needs it: build a package of the course's code, find which
/// module declares a name, run the tests. The port the check drives; `SwiftPMToolchain` runs the
/// `swift` on the `PATH`.
public protocol SwiftToolchain: Sendable {
    /// The toolchain's version: another toolchain may judge the same code differently.
    func version() async throws(CodeCheckFailure) -> String

    /// Writes the package (only what changed, so rebuilds are incremental) and builds it, tests included.
    func build(_ package: CodePackage) async throws(CodeCheckFailure) -> PackageBuild

    /// Which of `names` the module declares: how the check tells a missing import (`UUID` without
    /// `import Foundation`) from a type no lesson declares.
    func names(_ names: Set<String>, declaredBy module: String) async throws(CodeCheckFailure) -> Set<String>

    /// Runs the tests of the package as last built, except `skipping`.
    func runTests(of package: CodePackage, skipping: [TestID]) async throws(CodeCheckFailure) -> TestRun
}
