public import Localization

/// What a lesson read again after a save changed, as far as the rest of the site is concerned
/// (`PreviewRebuildPlan.change(previous:drewInTheBrowser:reread:drawsInTheBrowser:warnings:)`).
public enum LessonChange: Equatable, Sendable {
    /// Its body alone: its page and its part of the print page are all there is to rewrite.
    case body
    /// Its body, and the lines of its facts, which are otherwise the same: the reports, the code
    /// map and `code.json`, which cite lines, are written again too.
    case lines
    /// More than that: build the whole site again, for this reason.
    case everything(because: LocalizedText)
}
