public import SiteCore

/// The warning for a symbolic link among the course's lessons, templates or static files: left out, so
/// that the site holds nothing from outside its folders, which the author may not expect.
enum LinkSkipped {
    static func warning(for path: String) -> Diagnostic {
        .warning(.linkSkipped, file: path, "es un enlace simbólico y no se usa: el sitio no toma nada de fuera de sus carpetas. Copia el archivo en su lugar.")
    }
}

extension DiagnosticID {
    /// A symbolic link in `Content/`, `Public/` or `Templates/`, left out.
    public static let linkSkipped = DiagnosticID("link-skipped")
}
