public import Localization

/// What a step that runs a program is handed (the course's check, its replay, the PDF printer):
/// nothing, because the author did not ask; why it cannot run; or what to run it with.
public enum ToolRequest<Tool: Sendable>: Sendable {
    /// Not asked for.
    case off
    /// Asked for, and it cannot run: why, and what to install or change.
    case unavailable(reason: LocalizedText)
    case on(Tool)
}
