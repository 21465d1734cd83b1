import SiteCore

/// A lesson would overwrite a page the site generates.
struct PageClash: DiagnosticConvertible {
    let lesson: String
    let page: String
    let contentShown: String

    var diagnostic: Diagnostic {
        Diagnostic.error(
            .pageClash,
            file: lesson,
            "esta lección escribiría la página \(page), que el sitio ya genera (inicio, 404, catálogo, código, informes o la página para imprimir). Cambia el nombre de la lección."
        ).inFolder(contentShown)
    }
}
