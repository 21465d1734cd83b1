extension StarterCourse {
    /// The starter course of `build-site init --language en`: the Spanish one's lessons, in English,
    /// and `language: en` in its configuration, so its pages and messages are English too.
    static let englishFiles: [(path: String, text: String)] = [
        ("course-site.yml", """
            # The course's options: each option of build-site has its key (build-site --help lists them).
            title: My course
            language: en
            strict: true
            # site_url: https://user.github.io/my-course/
            # check_code: true

            """),
        ("Content/index.md", """
            ---
            title: My course
            description: A course on iOS architecture, lesson by lesson.
            ---

            # My course

            Welcome. Each folder of `Content/` is a section and each `.md` file, a lesson.

            """),
        ("Content/01-domain/index.md", """
            ---
            title: The domain
            ---

            # The domain

            The business rules, in plain Swift and tested with XCTest.

            """),
        ("Content/01-domain/01-email.md", """
            ---
            title: A valid email
            description: A value type that cannot exist invalid, written test by test.
            ---

            # A valid email

            Each Swift block starts with the path of its file: that is how the site knows which file it writes and, \
            with `--check-code`, compiles it and runs its tests.

            ```swift
            // MyCourse/Domain/Email.swift
            struct Email: Equatable {
                let value: String

                init?(_ value: String) {
                    guard value.contains("@") else { return nil }
                    self.value = value
                }
            }
            ```

            ```swift
            // MyCourseTests/Domain/EmailTests.swift
            import XCTest
            @testable import MyCourse

            final class EmailTests: XCTestCase {
                func test_init_withAt_createsTheEmail() {
                    XCTAssertEqual(Email("ana@example.com")?.value, "ana@example.com")
                }

                func test_init_withoutAt_createsNothing() {
                    XCTAssertNil(Email("ana"))
                }
            }
            ```

            ## Traceability

            | Scenario | Test | What it checks |
            |---|---|---|
            | Email with an at sign | `test_init_withAt_createsTheEmail` | It is created with its value |
            | Email without an at sign | `test_init_withoutAt_createsNothing` | It is not created |

            Continue with [the login flow](02-flow.md).

            """),
        ("Content/01-domain/02-flow.md", """
            ---
            title: The login flow
            ---

            # The login flow

            ```mermaid
            graph LR
                A[View] --> B[Use case] --> C[Email]
            ```

            > [!TIP]
            > Links between lessons are written as on GitHub, to the `.md` file:
            > [A valid email](01-email.md#traceability).

            """),
    ]
}
