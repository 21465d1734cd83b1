import ArgumentParser
import Foundation
import Localization
import SiteCommandLine

/// `build-site theme [FOLDER]`: the built-in templates and stylesheet, written out to change.
struct Theme: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: HelpLanguage.text("Escribe los archivos del tema integrado (Templates/ y Public/css/site.css) para personalizarlos."),
        discussion: HelpLanguage.text("""
            Cada archivo de Templates/ o Public/ de un curso sustituye al del tema integrado con su nombre; \
            lo que falta sale del tema. Edita los que quieras cambiar y borra los demás: así seguirán \
            las mejoras del tema en los archivos que no tocaste. No escribe sobre archivos que ya existan.
            """)
    )

    @Argument(help: .localized("Carpeta del curso (por defecto, la actual).", valueName: "carpeta"))
    var folder = "."

    /// `--language` is the build's option: `build-site theme … --language en`.
    @ParentCommand var build: BuildSite

    func run() throws {
        let language = build.options.interfaceLanguage()
        let written: [String]
        do {
            written = try ThemeCopy.write(into: URL(fileURLWithPath: folder))
        } catch {
            TerminalLine.printError(LocalizedText(describing: error).rendered(in: language))
            throw ExitCode.failure
        }
        let place: LocalizedText = folder == "." ? "la carpeta actual" : "\(folder)/"
        let done: LocalizedText = "✔ Tema escrito en \(place): \(written.count) archivos.\n  Edita los que quieras cambiar y borra los demás; los que falten salen del tema integrado."
        print(done.rendered(in: language))
    }
}
