public import Foundation

/// Whether the build compiles the course's code and runs its tests (`--check-code`), and how.
public struct CodeCheckOptions: Sendable {
    public var isEnabled: Bool
    /// Also replays the code step by step and judges each TDD step (`--check-steps`).
    public var checksSteps = false
    /// Seconds each command of the check (a build, a test run) may take before it is stopped.
    public var timeout: TimeInterval
    /// Where the package is written and kept between builds; `nil`: `.build/course-site/code`.
    public var folder: URL?

    /// Where the package goes unless `folder` says otherwise, from the working directory.
    public static let defaultFolder = ".build/course-site/code"

    public init(isEnabled: Bool = false, timeout: TimeInterval = 600, folder: URL? = nil) {
        self.isEnabled = isEnabled
        self.timeout = timeout
        self.folder = folder
    }
}
