import Foundation

/// Writes a course shaped like the real lessons (`../shared/sample-lessons`: three lessons, 79 KB).
///
/// Those have, per KB of Markdown, 0.47 Swift blocks (29% of the bytes, ~630 bytes a block),
/// 0.10 mermaid diagrams (7% of the bytes) and 0.013 tables, and about ten code spans per KB of
/// prose. So each generated lesson is ~28 KB with 13 Swift blocks (twelve test classes and one
/// type), 3 diagrams, prose with code spans, and a table in two lessons of five (a traceability
/// table in one, so the reports have work to do, a comparison table in the other), links to
/// its neighbours. As there, about half the Swift blocks start with the path of the file they
/// write (here the odd iterations' tests and the type), so every lesson of a section writes a new
/// version of the same files: code frames, their changed lines and the code map have work too.
struct CorpusGenerator {
    let lessonsPerFolder: Int

    /// - Returns: the bytes written.
    func generate(lessons count: Int, into folder: URL) throws -> Int {
        var total = 0
        for index in 0..<count {
            let section = index / lessonsPerFolder
            let number = index % lessonsPerFolder
            let path = String(format: "%03d-seccion/%02d-leccion.md", section, number)
            let text = lesson(section: section, number: number, isLastInFolder: number == lessonsPerFolder - 1 || index == count - 1)
            let file = folder.appendingPathComponent(path)
            if number == 0 {
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            }
            let data = Data(text.utf8)
            try data.write(to: file)
            total += data.count
        }
        return total
    }

    private func lesson(section: Int, number: Int, isLastInFolder: Bool) -> String {
        var text = "# Lección \(number): capa Domain de la sección \(section)\n\n"
        text += String(repeating: "En esta lección construimos el `Email` con TDD, test primero e implementación después. ", count: 4) + "\n\n"
        for part in 1...12 {
            text += "## Iteración \(part): ¿Por qué `Email` valida en el `init`?\n\n"
            text += String(repeating: "El Value Object garantiza la validez por construcción, así que el resto del código confía en `Email`. ", count: 7) + "\n\n"
            if part % 4 == 1 { text += mermaidBlock(part) }
            text += swiftBlock(part, suffix: "s\(section)l\(number)p\(part)", file: part % 2 == 1 ? "// Curso/Seccion\(section)/Tests/EmailTests\(part).swift\n" : "")
            text += "### Qué verifica este test (\(part))\n\n"
            text += String(repeating: "Cada test nombra el comportamiento y la condición, con **Arrange**, *Act* y `Assert`. ", count: 6) + "\n\n"
        }
        text += "## La implementación\n\n" + implementationBlock(file: "// Curso/Seccion\(section)/Domain/Email.swift\n")
        // As in the course, traceability tables live in some lessons (one in five here, six scenarios
        // each); one in five more compares things in an ordinary table, which must not count as traceability.
        text += "## Resumen\n\n"
        if number % 5 == 0 {
            text += "| Escenario BDD | Test XCTest | Resultado |\n|---|---|---|\n"
            for row in 1...6 {
                let suffix = "s\(section)l\(number)p\(row)"
                text += "| Email número \(row) | `test_init_withValidEmail_createsEmail_\(suffix)` y `test_init_withoutAtSign_throwsInvalidFormat_\(suffix)` | Se comprueba |\n"
            }
        } else if number % 5 == 2 {
            text += "| Aspecto | Login | Catalog |\n|---|---|---|\n"
            for row in 1...6 {
                text += "| Aspecto \(row) | Propiedades independientes | Enum con `State` |\n"
            }
        } else {
            text += String(repeating: "El dominio no depende de nada externo: ni SwiftUI, ni `URLSession`. ", count: 4) + "\n"
        }
        text += "\n---\n\n"
        if number > 0 { text += String(format: "**Anterior:** [Lección %d](%02d-leccion.md#resumen) · ", number - 1, number - 1) }
        if !isLastInFolder { text += String(format: "**Siguiente:** [Lección %d](%02d-leccion.md)", number + 1, number + 1) }
        return text + "\n"
    }

    /// The tests of one TDD step; `suffix` keeps their names the step's own, as in a real course.
    private func swiftBlock(_ part: Int, suffix: String, file: String) -> String {
        """
        ```swift
        \(file)import XCTest

        final class EmailTests\(part): XCTestCase {
            func test_init_withValidEmail_createsEmail_\(suffix)() throws {
                // Arrange
                let raw = "ana@example.com"

                // Act
                let email = try Email(raw)

                // Assert
                XCTAssertEqual(email.value, "ana@example.com", "el email \\(raw) es válido")
            }

            func test_init_withoutAtSign_throwsInvalidFormat_\(suffix)() {
                XCTAssertThrowsError(try Email("ana.example.com")) { error in
                    XCTAssertEqual(error as? EmailError, .invalidFormat)
                }
            }

            // MARK: - Helpers

            private func makeSUT(_ raw: String = "ana@example.com") throws -> Email {
                try Email(raw)
            }
        }
        ```


        """
    }

    /// The type the tests drive, once per lesson.
    private func implementationBlock(file: String) -> String {
        """
        ```swift
        \(file)public struct Email: Equatable, Sendable {
            public let value: String

            public init(_ raw: String) throws(EmailError) {
                let trimmed = raw.trimmingCharacters(in: .whitespaces)
                guard trimmed.contains("@"), trimmed.split(separator: "@").last?.contains(".") == true else {
                    throw .invalidFormat
                }
                value = trimmed
            }
        }
        ```


        """
    }

    private func mermaidBlock(_ part: Int) -> String {
        """
        ```mermaid
        graph TD
            subgraph VO["Value Objects \(part) (validez por construcción)"]
                EMAIL["Email<br/>struct, Equatable, Sendable<br/>Solo existe si tiene @"]
                PASSWORD["Password<br/>struct, Equatable, Sendable<br/>no vacío"]
            end
            subgraph Composed["Tipos compuestos"]
                CREDENTIALS["Credentials<br/>struct (Email + Password)"]
                SESSION["Session<br/>struct (token: String)"]
            end
            subgraph Events["Eventos de dominio"]
                EVENT["LoginEvent<br/>enum: success(Session),<br/>failure(AuthError)"]
            end
            EMAIL --> CREDENTIALS
            PASSWORD --> CREDENTIALS
            SESSION --> EVENT
            style VO fill:#d4edda,stroke:#28a745
            style Composed fill:#cce5ff,stroke:#007bff
            style Events fill:#fff3cd,stroke:#ffc107
        ```


        """
    }
}
