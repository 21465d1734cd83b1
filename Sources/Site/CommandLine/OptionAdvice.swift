import LessonsCore
import Localization
public import SiteCore

/// Says which option changes what a problem is about. The core says what is wrong without naming
/// the command line's flags (a content folder without lessons, an output folder the build must not
/// replace); the command line, which knows its options (`BuildSetting.all`), adds the advice, with
/// the option as the author gave it (`OptionSources`), before the console or GitHub hear it.
public struct OptionAdvice: DiagnosticConsumer {
    private let consumers: [any DiagnosticConsumer]
    private let sources: OptionSources

    /// - Parameter sources: where the options came from; not known, each is named as its flag
    ///   and its key in `course-site.yml`.
    public init(_ consumers: [any DiagnosticConsumer], sources: OptionSources = .unknown) {
        self.consumers = consumers
        self.sources = sources
    }

    public func receive(_ diagnostic: Diagnostic) {
        let told = advised(diagnostic)
        for consumer in consumers { consumer.receive(told) }
    }

    /// The diagnostic with the option that changes it, if one does.
    public func advised(_ diagnostic: Diagnostic) -> Diagnostic {
        advice(for: diagnostic.id).map(diagnostic.advising) ?? diagnostic
    }

    /// What the author can change, for the problems an option decides.
    func advice(for id: DiagnosticID) -> LocalizedText? {
        switch id {
        case .contentMissing: "O indica otra carpeta con \(option("content"))."
        case .noLessons: "O indica otra carpeta con \(option("content")), o usa \(option("allow-empty")) para publicar un sitio sin lecciones."
        case .testsMissing: "Corrige \(option("tests"))."
        case .templatesMissing: "Indica otra con \(option("templates"))."
        case .unsafeOutput: "Elige otra carpeta con \(option("output"))."
        case .strictMode: "O quita \(option("strict"))."
        default: nil
        }
    }

    /// `--content`, `` `content: lecciones` en course-site.yml:2 ``, or both ways when given nowhere.
    private func option(_ flag: String) -> LocalizedText {
        sources.shown(flag)
    }
}
