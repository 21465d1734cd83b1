import Foundation
public import Localization

/// A key of `course-site.yml`: every build option has one, named as its flag with `_` for `-`
/// (`--catalog-timeout` is `catalog_timeout`), and a flag given on the command line wins over it.
public struct ConfigKey: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case text
        /// A folder or file, relative to the folder that holds `course-site.yml`.
        case path
        case paths
        case flag
        case wholeNumber
        case number
        /// One of a few words.
        case choice([String])
    }

    public let name: String
    public let kind: Kind
    /// What it sets, as `--help` lists it.
    public let help: LocalizedText

    /// Every key, in the order `--help` and the README list them.
    public static let all: [ConfigKey] = [
        ConfigKey(name: "title", kind: .text, help: "título del curso"),
        ConfigKey(name: "language", kind: .choice(["es", "en"]), help: "idioma de la interfaz del sitio"),
        ConfigKey(name: "content", kind: .path, help: "carpeta de las lecciones"),
        ConfigKey(name: "templates", kind: .path, help: "carpeta de plantillas propias"),
        ConfigKey(name: "public", kind: .path, help: "carpeta de recursos estáticos propios"),
        ConfigKey(name: "output", kind: .path, help: "carpeta donde se escribe el sitio"),
        ConfigKey(name: "base_url", kind: .text, help: "ruta desde la que se sirve el sitio"),
        ConfigKey(name: "site_url", kind: .text, help: "dirección pública del sitio"),
        ConfigKey(name: "strict", kind: .flag, help: "cada aviso es un error"),
        ConfigKey(name: "unsafe_html", kind: .flag, help: "conserva el HTML de las lecciones"),
        ConfigKey(name: "allow_empty", kind: .flag, help: "publica aunque no haya lecciones"),
        ConfigKey(name: "tests", kind: .paths, help: "carpetas de tests Swift para la trazabilidad"),
        ConfigKey(name: "catalog", kind: .flag, help: "false: sin catálogo ni previews"),
        ConfigKey(name: "catalog_url", kind: .text, help: "API de los productos"),
        ConfigKey(name: "catalog_file", kind: .path, help: "archivo JSON de los productos"),
        ConfigKey(name: "catalog_timeout", kind: .number, help: "segundos para cargar el catálogo"),
        ConfigKey(name: "catalog_max_bytes", kind: .wholeNumber, help: "bytes que pueden ocupar los productos"),
        ConfigKey(name: "catalog_page_size", kind: .wholeNumber, help: "productos por página"),
        ConfigKey(name: "allow_catalog_error", kind: .flag, help: "publica el estado de error del catálogo"),
        ConfigKey(name: "search", kind: .flag, help: "false: sin índice de búsqueda"),
        ConfigKey(name: "diagrams", kind: .choice(["svg", "client", "source"]), help: "cómo se ven los diagramas"),
        ConfigKey(name: "diagram_renderer", kind: .text, help: "programa que dibuja los diagramas"),
        ConfigKey(name: "diagram_cache", kind: .path, help: "carpeta de los diagramas dibujados"),
        ConfigKey(name: "check_code", kind: .flag, help: "compila el código del curso y ejecuta sus tests"),
        ConfigKey(name: "check_code_timeout", kind: .number, help: "segundos por compilación o ejecución de tests"),
        ConfigKey(name: "check_code_folder", kind: .path, help: "carpeta del paquete que compila check_code"),
        ConfigKey(name: "print", kind: .flag, help: "false: sin imprimir.html"),
        ConfigKey(name: "pdf", kind: .flag, help: "escribe curso.pdf con Chromium"),
        ConfigKey(name: "pdf_timeout", kind: .number, help: "segundos para imprimir curso.pdf"),
        ConfigKey(name: "edit_url", kind: .text, help: "dirección que edita una lección"),
        ConfigKey(name: "dates", kind: .flag, help: "false: sin la fecha del último cambio"),
        ConfigKey(name: "social_image", kind: .text, help: "imagen para las redes sociales"),
        ConfigKey(name: "diagnostics", kind: .choice(["console", "github"]), help: "cómo se muestran los avisos"),
    ]

    /// Every key and what it sets, a line each, in the language of `--help`.
    public static var helpList: String {
        all.map { "  \($0.name.padding(toLength: 20, withPad: " ", startingAt: 0)) \(HelpLanguage.text($0.help))" }.joined(separator: "\n")
    }

    public static func named(_ name: String) -> ConfigKey? {
        all.first { $0.name == name }
    }
}
