import SiteCore

/// Two different diagrams whose sources hash to the same file name: one would be shown for both,
/// so the build stops and names them.
struct DrawingClash: DiagnosticConvertible {
    let file: String
    /// The lesson whose diagram was read first, and the one of the other diagram.
    let earlier: String
    let lesson: String
    let contentShown: String

    var diagnostic: Diagnostic {
        Diagnostic.error(
            .pageClash,
            file: lesson,
            "un diagrama de esta lección y otro distinto de \(earlier) tendrían el mismo archivo, \(file). Cambia el código de uno de los dos (un comentario de mermaid basta)."
        ).inFolder(contentShown)
    }
}
