import Localization

/// Why a template's text cannot be compiled, and where: the line and column the parser stopped at.
struct TemplateSyntaxError: Error, Equatable {
    let problem: Problem
    let line: Int
    let column: Int

    enum Problem: Error, Equatable {
        case sectionCloseNameIncorrect
        /// `{{/name}}` with no section open.
        case closesNothing
        /// A name with a character names cannot have (`{{título}}`).
        case invalidNameCharacter(String)
        case unfinishedName
        case expectedSectionEnd
        case invalidSetDelimiter
        case illegalTokenInsideInheritSection
        case invalidConfigVariableSyntax
        case unexpectedEnd
        case tooDeeplyNested(limit: Int)
        /// Mustache that course-site does not render: swift-mustache's extensions (transforms,
        /// pragmas), the spec's optional modules it leaves out (dynamic names), an empty tag.
        case unsupported(tag: LocalizedText, instead: LocalizedText)
    }

    /// What the author reads after the file, line and column.
    var reason: LocalizedText {
        switch problem {
        case .sectionCloseNameIncorrect: "una sección se cierra con un nombre distinto del que la abrió"
        case .closesNothing: "{{/...}} cierra una sección que no se abrió"
        case let .invalidNameCharacter(character):
            "'\(character)' no puede ir en un nombre: los nombres llevan letras sin tilde (a-z, A-Z), cifras y . - _ ? *"
        case .unfinishedName: "una etiqueta {{ }} no está bien cerrada"
        case .expectedSectionEnd: "falta el cierre {{/...}} de una sección"
        case .invalidSetDelimiter: "cambio de delimitadores mal escrito"
        case .illegalTokenInsideInheritSection: "dentro de {{<padre}} solo puede haber bloques {{$nombre}}"
        case .invalidConfigVariableSyntax:
            "una etiqueta {{% ... }} mal escrita: las únicas son {{% CONTENT_TYPE: HTML }} y {{% CONTENT_TYPE: TEXT }}"
        case .unexpectedEnd: "la plantilla termina en mitad de una etiqueta"
        case let .tooDeeplyNested(limit): "más de \(limit) secciones o bloques anidados"
        case let .unsupported(tag, instead): "course-site no admite \(tag) en las plantillas; \(instead)"
        }
    }
}
