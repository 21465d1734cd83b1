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

    /// Checks for changes a few times a second until cancelled.
    func watch() async {
        var last = FolderSnapshot.take(of: watchedFolders)
        while !Task.isCancelled {
            try? await Task.sleep(for: .milliseconds(400))
            let current = FolderSnapshot.take(of: watchedFolders)
            guard current != last, !Task.isCancelled else { continue }
            // Editors often write a file in two steps; let the save finish before reading it.
            try? await Task.sleep(for: .milliseconds(100))
            last = FolderSnapshot.take(of: watchedFolders)
            ConsoleReporter().say("\n↻ Cambios detectados: regenerando")
            await build()
        }
    }
}
