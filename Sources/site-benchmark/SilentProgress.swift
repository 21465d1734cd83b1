import LessonsCore
import SiteComposition

/// The benchmark measures the build, not the terminal.
struct SilentProgress: BuildProgress {
    func stepStarted(_ description: String) {}
    func warned(_ diagnostic: Diagnostic) {}
}
