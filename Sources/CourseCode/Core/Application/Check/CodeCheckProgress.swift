/// How a check is going, for the build's progress lines: the check takes seconds to a minute.
public enum CodeCheckProgress: Equatable, Sendable {
    /// The package is planned: files to compile, and those left out as Apple-only.
    case planned(files: Int, appleOnly: Int)
    /// No block changed since the last check: its results stand.
    case unchanged
    /// Compiling, the `pass`-th time (a pass leaves out what did not compile in the one before).
    case compiling(pass: Int, files: Int)
    case compiled(pass: Int, duration: Duration, filesWithErrors: Int)
    case testing(tests: Int)
    case tested(duration: Duration, passed: Int, failed: Int)
}
