public import LessonsCore

/// Hears how a build goes: the port the command line implements to print progress.
public protocol BuildProgress: Sendable {
    /// A build step begins, e.g. "Analizando 12 lecciones".
    func stepStarted(_ description: String)
    /// Something the author should fix; the build goes on unless it is strict.
    func warned(_ diagnostic: Diagnostic)
}
