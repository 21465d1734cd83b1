public import Localization
public import SiteCore
import Synchronization

/// The warnings the open pages of the preview list: those of the last full build, kept up to date
/// by each rewrite of lessons (a rewritten lesson's warnings are those its rewrite found). The
/// preview never stops on them, `--strict` or not: it lists them, each at its file and line.
public final class PreviewWarnings: DiagnosticConsumer, Sendable {
    private struct State {
        /// Heard since the build started.
        var heard: [Diagnostic] = []
        /// What the open pages list.
        var shown: [Diagnostic] = []
    }

    private let state = Mutex(State())

    public init() {}

    public func receive(_ diagnostic: Diagnostic) {
        guard diagnostic.severity == .warning else { return }
        state.withLock { $0.heard.append(diagnostic) }
    }

    /// A build starts: what was heard before it is not its own.
    public func buildStarted() {
        state.withLock { $0.heard = [] }
    }

    /// The whole site was built: its warnings are the list.
    public func builtEverything() {
        state.withLock { $0.shown = $0.heard }
    }

    /// Only `lessons` (paths in the content folder, `s/1.md`) were rewritten. When their links
    /// and tables were checked again (their lines moved), their warnings are the ones just heard
    /// and every other file's stay; when only their bodies were (a body with warnings is never
    /// rewritten alone), the links' and tables' warnings still hold, and the list stays.
    public func rewrote(_ lessons: [String], linksChecked: Bool) {
        state.withLock { state in
            guard linksChecked else { return state.shown += state.heard }
            let kept = state.shown.filter { warning in
                guard let file = warning.file else { return true }
                return !lessons.contains { file == $0 || file.hasSuffix("/" + $0) }
            }
            state.shown = kept + state.heard
        }
    }

    /// The list for the open pages, in `language`: a line that counts them, then one per warning
    /// (`Content/s/1.md:3: …`). Empty when there is none.
    public func text(in language: SiteLanguage) -> String {
        let shown = state.withLock { $0.shown }
        guard !shown.isEmpty else { return "" }
        let heading: LocalizedText = "\(Plural.count(shown.count, "aviso", "avisos")) (pulsa para ocultar):"
        return ([heading.rendered(in: language)] + shown.map { "• " + $0.described(in: language) }).joined(separator: "\n")
    }
}
