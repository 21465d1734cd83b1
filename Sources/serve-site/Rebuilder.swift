import Foundation
import SiteCommandLine
import SiteComposition
import SiteCore
import SitePreview

/// Rebuilds the site when its sources change and tells the open pages.
struct Rebuilder: Sendable {
    let configuration: SiteConfiguration
    let diagnostics: [any DiagnosticConsumer]
    let liveReload: LiveReload

    /// Where a change triggers a rebuild: lessons, templates, assets, and a catalog file kept elsewhere.
    private var watchedFolders: [URL] {
        var folders = [configuration.contentFolder] + configuration.themeFolders
        if case let .file(file) = configuration.catalog.source { folders.append(file) }
        return folders
    }

    /// Builds once; a failure is printed and shown in the open pages, and the last good site stays.
    func build() async {
        let console = ConsoleReporter()
        do {
            console.finished(try await SiteBuilder(configuration: configuration, reporter: console, diagnostics: diagnostics).build())
            await liveReload.publish(.reload)
        } catch {
            await liveReload.publish(.failed("error: \(error)"))
        }
    }

    /// Rebuilds after each saved change until cancelled, with the best way of noticing one that works
    /// here: if it fails, at the start or later (the system's limit on watches), the next takes over.
    func watch() async {
        for source in FolderWatch.sources(watching: watchedFolders) {
            let changes: AsyncStream<FolderChangeBatch>
            do {
                changes = try source.changes()
            } catch {
                ConsoleReporter().say("No se pueden vigilar los cambios al instante (\(error)); se comprueban cada 400 ms.")
                continue
            }
            for await _ in changes {
                ConsoleReporter().say("\n↻ Cambios detectados: regenerando")
                await build()
            }
            if Task.isCancelled { return }
            ConsoleReporter().say("Se dejaron de vigilar los cambios al instante; se comprueban cada 400 ms.")
        }
    }
}
