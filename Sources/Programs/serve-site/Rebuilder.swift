import Foundation
import Localization
import SiteCommandLine
import SiteComposition
import SiteCore
import SitePreview

/// Rebuilds the site when its sources change and tells the open pages.
struct Rebuilder: Sendable {
    let configuration: SiteConfiguration
    let liveReload: LiveReload
    /// Keeps what the last build knew, so a lesson whose body alone changed is rewritten alone.
    private let builder: PreviewSiteBuilder
    /// Prints in the site's language (`language`, `--language`).
    private let console: ConsoleReporter
    /// Names the option that changes a failure, as the author gave it.
    private let advice: OptionAdvice
    /// What the open pages list of the last builds' warnings.
    private let warnings = PreviewWarnings()

    /// - Parameter advice: tells the console (and GitHub) what to change; it names the option
    ///   that changes a failure in the open pages too.
    init(configuration: SiteConfiguration, advice: OptionAdvice, liveReload: LiveReload) {
        self.configuration = configuration
        self.liveReload = liveReload
        self.console = ConsoleReporter(language: configuration.language)
        self.advice = advice
        self.builder = PreviewSiteBuilder(configuration: configuration, reporter: console, diagnostics: [advice, warnings])
    }

    /// Builds once; a failure is printed and shown in the open pages, and the last good site stays.
    func build() async {
        warnings.buildStarted()
        do {
            console.finished(try await builder.build())
            warnings.builtEverything()
            await publishWarningsAndReload()
        } catch {
            await liveReload.publish(.failed(failure(error)))
        }
    }

    /// The open pages reload, and then list the warnings (an empty list takes the old one away).
    private func publishWarningsAndReload() async {
        await liveReload.publish(.warned(warnings.text(in: console.language)))
        await liveReload.publish(.reload)
    }

    /// What the open pages show of a failed build: its error, in the site's language.
    private func failure(_ error: any Error) -> String {
        let message = (error as? BuildFailure).map { advice.advised($0.diagnostic).described(in: console.language) } ?? "\(error)"
        let failed: LocalizedText = "La última compilación falló; se sigue sirviendo la anterior."
        return "\(failed.rendered(in: console.language))\n\nerror: \(message)"
    }

    /// Rebuilds what the saved files change: a lesson's page alone when only its body changed,
    /// else everything. The open pages are told as soon as the lessons' own pages are written.
    func rebuild(after changed: Set<String>) async {
        warnings.buildStarted()
        do {
            let liveReload = liveReload
            let console = console
            let outcome = try await builder.rebuild(after: changed) { reason in
                console.say("\n↻ \(reason): regenerando todo")
            } pagesRewritten: {
                // The lessons' pages are in place: the open pages reload while the print page is rewritten.
                await liveReload.publish(.reload)
            }
            switch outcome {
            case .nothing:
                return
            case let .rewrote(lessons, files, pagesSeconds, seconds, citationsSeconds, searchIndexUnchanged):
                // The rewrite's warnings are heard once it is done, after the reload: the list follows.
                warnings.rewrote(lessons, linksChecked: citationsSeconds != nil)
                await liveReload.publish(.warned(warnings.text(in: console.language)))
                let pages = Plural.count(files.count, "página reescrita", "páginas reescritas")
                // Lines moved: the reports and the code map were written after the reload.
                let rewritten = lessons.joined(separator: ", ")
                if let citationsSeconds {
                    console.say("↻ \(rewritten): \(pages) en \(Self.seconds(seconds)) s (recarga a los \(Self.seconds(pagesSeconds)) s; informes y mapa del código, \(Self.seconds(citationsSeconds)) s)")
                } else {
                    console.say("↻ \(rewritten): \(pages) en \(Self.seconds(seconds)) s (recarga a los \(Self.seconds(pagesSeconds)) s)")
                }
                if searchIndexUnchanged { refreshSearchIndexInTheBackground() }
            case let .everything(summary):
                console.finished(summary)
                warnings.builtEverything()
                await publishWarningsAndReload()
            }
        } catch {
            await liveReload.publish(.failed(failure(error)))
        }
    }

    /// The search index follows the rewritten lessons after the reload, without holding up the next save.
    private func refreshSearchIndexInTheBackground() {
        Task { [builder, console] in
            guard let took = await builder.refreshSearchIndex() else { return }
            console.say("  índice de búsqueda actualizado en \(Self.seconds(took / .seconds(1))) s")
        }
    }

    private static func seconds(_ value: Double) -> String {
        String(format: "%.2f", value)
    }

    /// Rebuilds after each saved change until cancelled, with the best way of noticing one that works
    /// here: if it fails, at the start or later (the system's limit on watches), the next takes over.
    func watch() async {
        await rebuildOnEveryChange()
        // A refresh of the search index would outlive the preview, and leave its index half written in the site.
        await builder.stopSearchIndexRefresh()
    }

    private func rebuildOnEveryChange() async {
        for source in FolderWatch.sources(watching: await builder.watchedFolders()) {
            let changes: AsyncStream<FolderChangeBatch>
            do {
                changes = try source.changes()
            } catch {
                console.say("No se pueden vigilar los cambios al instante (\(error)); se comprueban cada 400 ms.")
                continue
            }
            for await batch in changes {
                // Unknown changes (dropped events) rebuild everything, as an empty set says.
                await rebuild(after: batch.isComplete ? batch.paths : [])
            }
            if Task.isCancelled { return }
            console.say("Se dejaron de vigilar los cambios al instante; se comprueban cada 400 ms.")
            // The change that ended the stream was never reported: build everything once.
            await rebuild(after: [])
        }
    }
}
