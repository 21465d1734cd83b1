import ArgumentParser
import Foundation
import Localization
import SiteCommandLine

/// `build-site init [FOLDER]`: a small course that builds at once, as `mdbook init` and
/// `mkdocs new` start one.
struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: HelpLanguage.text("Crea un curso pequeño que ya se puede generar: course-site.yml, una portada, una sección con dos lecciones, el flujo que lo publica en GitHub Pages y, si no lo hay, un .gitignore."),
        discussion: HelpLanguage.text("Las lecciones muestran cada convención una vez: front matter, un bloque de Swift con la ruta de su archivo, sus tests, una tabla de trazabilidad, un diagrama y una nota. La carpeta debe estar vacía (o no existir).")
    )

    @Argument(help: .localized("Carpeta del curso (por defecto, la actual).", valueName: "carpeta"))
    var folder = "."

    /// `--language` is the build's option: `build-site init … --language en` writes an English course.
    @ParentCommand var build: BuildSite

    func run() throws {
        let language = build.options.interfaceLanguage()
        let url = URL(fileURLWithPath: folder)
        let written: [String]
        do {
            written = try StarterCourse.write(into: url, language: language)
        } catch {
            TerminalLine.printError(LocalizedText(describing: error).rendered(in: language))
            throw ExitCode.failure
        }
        // Quoted for the shell when needed, so the lines can be pasted as they are.
        let shown = folder.allSatisfy { $0.isLetter || $0.isNumber || "-_./".contains($0) } ? folder : "'" + folder.replacingOccurrences(of: "'", with: "'\\''") + "'"
        let go = folder == "." ? "" : "cd \(shown) && "
        let place: LocalizedText = folder == "." ? "la carpeta actual" : "\(folder)/"
        let files = written.joined(separator: "\n  ")
        let done: LocalizedText = "✔ Curso creado en \(place): \(written.count) archivos.\n  \(files)\n\nGenera el sitio:   \(go)build-site\nMíralo al escribir: \(go)serve-site\nPublícalo: súbelo a GitHub y elige en Settings → Pages → Source: GitHub Actions."
        print(done.rendered(in: language))
    }
}
