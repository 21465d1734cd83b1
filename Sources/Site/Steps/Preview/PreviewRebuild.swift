public import LessonsCore
public import Localization

/// How much a preview rebuilds after a batch of saved files (`PreviewRebuildPlan`).
public enum PreviewRebuild: Equatable, Sendable {
    /// Nothing the site is built from changed (an editor's hidden swap file, a file gone as soon as made).
    case nothing
    /// These lessons may have changed only in their body: read them again, then confirm.
    case lessons([LessonPath])
    /// Build the whole site again, as a full build does, for this reason.
    case everything(because: LocalizedText)
}
