import SiteCore

/// A static file (of `Public/` or beside the lessons) at the path of a file the site generates:
/// the generated one would replace it, so the build stops and says which.
struct GeneratedFileClash: DiagnosticConvertible {
    let file: String
    let folderShown: String

    var diagnostic: Diagnostic {
        Diagnostic.error(
            .pageClash,
            file: file,
            "el sitio genera su propio \(file) (inicio, 404, catálogo, código, informes, diagramas o la página para imprimir), que sustituiría a este archivo. Cámbialo de nombre o quítalo."
        ).inFolder(folderShown)
    }
}
