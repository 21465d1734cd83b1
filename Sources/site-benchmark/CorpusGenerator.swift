import Foundation

/// Writes a course shaped like the real lessons: ~30 KB each, half prose and half Swift,
/// with mermaid diagrams, a traceability table and links to the neighbouring lessons.
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
        for part in 1...12 {
            text += "## Iteración \(part): ¿Por qué `Email` valida en el `init`?\n\n"
            text += String(repeating: "El Value Object garantiza la validez por construcción, así que el resto del código confía en él. ", count: 8) + "\n\n"
            text += swiftBlock(part, suffix: "s\(section)l\(number)p\(part)")
            if part % 3 == 0 { text += mermaidBlock(part) }
            text += "### Qué verifica este test (\(part))\n\n"
            text += String(repeating: "Cada test nombra el comportamiento y la condición, con **Arrange**, *Act* y `Assert`. ", count: 6) + "\n\n"
        }
        // As in the course, traceability tables live in some lessons (one in five here, six scenarios
        // each); the others compare things in an ordinary table, which must not count as traceability.
        if number % 5 == 0 {
            text += "## Resumen\n\n| Escenario BDD | Test XCTest | Resultado |\n|---|---|---|\n"
            for row in 1...6 {
                let suffix = "s\(section)l\(number)p\(row)"
                text += "| Email número \(row) | `test_init_withValidEmail_createsEmail_\(suffix)` y `test_init_withoutAtSign_throwsInvalidFormat_\(suffix)` | Se comprueba |\n"
            }
        } else {
            text += "## Resumen\n\n| Aspecto | Login | Catalog |\n|---|---|---|\n"
            for row in 1...6 {
                text += "| Aspecto \(row) | Propiedades independientes | Enum con `State` |\n"
            }
        }
        text += "\n---\n\n"
        if number > 0 { text += String(format: "**Anterior:** [Lección %d](%02d-leccion.md#resumen) · ", number - 1, number - 1) }
        if !isLastInFolder { text += String(format: "**Siguiente:** [Lección %d](%02d-leccion.md)", number + 1, number + 1) }
        return text + "\n"
    }

    /// The tests of one TDD step; `suffix` keeps their names the step's own, as in a real course.
    private func swiftBlock(_ part: Int, suffix: String) -> String {
        """
        ```swift
        import XCTest

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
        }

        public struct Email: Equatable, Sendable {
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
            subgraph VO["Value Objects \(part)"]
                EMAIL["Email<br/>struct, Equatable"]
                PASSWORD["Password<br/>no vacío"]
            end
            EMAIL --> CREDENTIALS["Credentials"]
            PASSWORD --> CREDENTIALS
            style VO fill:#d4edda,stroke:#28a745
        ```


        """
    }
}
