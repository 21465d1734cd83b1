public import Foundation
public import Localization

/// The course `build-site init` writes: small, building at once with `--strict` and
/// `--check-code`, and showing each convention of a lesson once (front matter, a Swift block that
/// names its file, a test, a traceability table, a diagram, a callout, a link between lessons),
/// in Spanish or, with `--language en`, in English (`StarterCourse+English.swift`).
public enum StarterCourse {
    /// The course's files in `language`.
    public static func files(in language: SiteLanguage) -> [(path: String, text: String)] {
        switch language {
        case .spanish: files
        case .english: englishFiles
        }
    }

    public static let files: [(path: String, text: String)] = [
        ("course-site.yml", """
            # Opciones del curso: cada opción de build-site tiene su clave (build-site --help las lista).
            title: Mi curso
            strict: true
            # site_url: https://usuario.github.io/mi-curso/
            # check_code: true

            """),
        ("Content/index.md", """
            ---
            title: Mi curso
            description: Un curso de arquitectura iOS, lección a lección.
            ---

            # Mi curso

            Bienvenida. Cada carpeta de `Content/` es una sección y cada archivo `.md`, una lección.

            """),
        ("Content/01-dominio/index.md", """
            ---
            title: El dominio
            ---

            # El dominio

            Las reglas del negocio, en Swift puro y probadas con XCTest.

            """),
        ("Content/01-dominio/01-email.md", """
            ---
            title: Un email válido
            description: Un tipo de valor que no puede existir inválido, escrito test a test.
            ---

            # Un email válido

            Cada bloque de Swift empieza con la ruta de su archivo: el sitio sabe así qué archivo escribe y, \
            con `--check-code`, lo compila y ejecuta sus tests.

            ```swift
            // MiCurso/Dominio/Email.swift
            struct Email: Equatable {
                let valor: String

                init?(_ valor: String) {
                    guard valor.contains("@") else { return nil }
                    self.valor = valor
                }
            }
            ```

            ```swift
            // MiCursoTests/Dominio/EmailTests.swift
            import XCTest
            @testable import MiCurso

            final class EmailTests: XCTestCase {
                func test_init_conArroba_creaElEmail() {
                    XCTAssertEqual(Email("ana@ejemplo.es")?.valor, "ana@ejemplo.es")
                }

                func test_init_sinArroba_noLoCrea() {
                    XCTAssertNil(Email("ana"))
                }
            }
            ```

            ## Trazabilidad

            | Escenario | Test | Qué comprueba |
            |---|---|---|
            | Email con arroba | `test_init_conArroba_creaElEmail` | Se crea con su valor |
            | Email sin arroba | `test_init_sinArroba_noLoCrea` | No se crea |

            Sigue en [el flujo del login](02-flujo.md).

            """),
        ("Content/01-dominio/02-flujo.md", """
            ---
            title: El flujo del login
            ---

            # El flujo del login

            ```mermaid
            graph LR
                A[Vista] --> B[Caso de uso] --> C[Email]
            ```

            > [!TIP]
            > Los enlaces entre lecciones se escriben como en GitHub, al archivo `.md`:
            > [Un email válido](01-email.md#trazabilidad).

            """),
    ]

    /// What git leaves out, as `mdbook init` offers for its book: the site, the folders a build
    /// writes beside it while it runs (`._site.building-…`, `._site.previous-…`), which a commit made
    /// during a build would otherwise take in, and `.build/`, where the diagrams' drawings and the
    /// code check's package are kept (65 MB after one `--check-code`).
    public static let gitignore = (path: ".gitignore", text: "_site/\n._site.*/\n.build/\n")

    /// Writes the course, in `language`, into `folder`, which must be empty (hidden files such as
    /// `.git` aside), a `.gitignore` unless the folder has one, and the workflow that publishes it
    /// to GitHub Pages (`StarterWorkflow`) unless the folder has its files.
    /// - Returns: the files written, from the folder.
    public static func write(into folder: URL, language: SiteLanguage = .spanish) throws(StarterCourseError) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let visible = entries.filter { !$0.hasPrefix(".") }.sorted()
        guard visible.isEmpty else { throw .folderNotEmpty(path: folder.relativePath, entries: visible) }
        let files = files(in: language)
        let hidden = ([gitignore] + StarterWorkflow.files).filter { !FileManager.default.fileExists(atPath: folder.appendingPathComponent($0.path).path) }
        let written = files + hidden
        do {
            for file in written {
                let url = folder.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: url, options: .withoutOverwriting)
            }
        } catch {
            throw .writeFailed(reason: LocalizedText(verbatim: error.localizedDescription))
        }
        return written.map(\.path)
    }
}

/// Why `build-site init` wrote nothing.
public enum StarterCourseError: Error, Equatable, CustomStringConvertible, LocalizedTextConvertible {
    case folderNotEmpty(path: String, entries: [String])
    case writeFailed(reason: LocalizedText)

    public var description: String { localizedText.description }

    public var localizedText: LocalizedText {
        switch self {
        case let .folderNotEmpty(path, entries):
            let shown = LocalizedText.names(entries)
            return "la carpeta \(path) no está vacía (\(shown)): init no escribe sobre un curso. Indica una carpeta nueva o vacía: build-site init mi-curso"
        case let .writeFailed(reason):
            return "no se pudo escribir el curso: \(reason)"
        }
    }
}
