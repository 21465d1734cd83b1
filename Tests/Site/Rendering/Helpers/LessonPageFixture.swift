/// A lesson page shaped like `LessonPageModel` (in LessonsInterface, which this target does not
/// depend on), with the same field names and encoded by the same compiler-written code: a body of
/// about 28 KB, the site's hundred-odd words, a sidebar of closed sections and an open one, the
/// lesson's contents, previous and next.
struct LessonPageFixture: Encodable, Sendable {
    let site: Site
    let pageTitle: String
    let title: String
    let showsTitle: Bool
    let description: String
    let hasDescription: Bool
    let sectionTitle: String
    let content: String
    let tableOfContents: [Entry]
    let hasTableOfContents: Bool
    let sidebar: Sidebar
    let previous: Link?
    let next: Link?
    let hasPager: Bool
    let loadsMermaid: Bool
    let lastChanged: String?
    let lastChangedMachine: String?
    let editURL: String?
    let hasMeta: Bool

    struct Site: Encodable, Sendable {
        let courseTitle: String
        let baseURL: String
        let homeURL: String
        let language: String
        let locale: String
        let words: Words
        let navigation: [Link]
        let hasNavigation: Bool
        let hasSearch: Bool
        let printURL: String?
        let pdfURL: String?
        let socialImageURL: String?
        let canonicalURL: String?
    }

    /// `SiteWords`: one string field per word, encoded through the keyed container's `String` method.
    struct Words: Encodable, Sendable {
        let words: [(name: String, text: String)]

        init(names: [String]) {
            words = names.map { ($0, "Palabra «\($0)»") }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            for word in words {
                try container.encode(word.text, forKey: Key(stringValue: word.name))
            }
        }

        private struct Key: CodingKey {
            let stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }
    }

    struct Link: Encodable, Sendable {
        let title: String
        let url: String
        let isCurrent: Bool
    }

    struct Entry: Encodable, Sendable {
        let title: String
        let id: String
        let isSubsection: Bool
    }

    struct Sidebar: Encodable, Sendable {
        let sectionsBefore: [ClosedSectionFragment]
        let current: Section?
        let sectionsAfter: [ClosedSectionFragment]
        let hasMoreBefore: Bool
        let hasMoreAfter: Bool
    }

    struct Section: Encodable, Sendable {
        let title: String
        let url: String
        let lessons: [Link]
    }

    /// Lesson `lesson` of a course of 50 sections of 20 lessons; `words` are the words the templates
    /// read, completed to the 125 of `SiteWords`.
    static func make(lesson: Int, words: [String]) -> LessonPageFixture {
        let section = lesson / 20
        let paragraph = "<p>Una lección con <code>código</code>, <em>énfasis</em> y un <a href=\"otra.html\">enlace</a> a la siguiente parte del curso.</p>\n"
        let closed = { (index: Int) in ClosedSectionFragment(title: "Sección \(index): «arquitectura»", url: "/curso/seccion-\(index)/") }
        let lessons = (0..<20).map { index in
            Link(title: "Lección \(section * 20 + index) & más", url: "/curso/seccion-\(section)/leccion-\(index).html", isCurrent: section * 20 + index == lesson)
        }
        return LessonPageFixture(
            site: Site(
                courseTitle: "Curso de Swift <avanzado>",
                baseURL: "/curso/",
                homeURL: "/curso/",
                language: "es",
                locale: "es_ES",
                words: Words(names: words + (words.count..<125).map { "palabra\($0)" }),
                navigation: [Link(title: "Catálogo", url: "/curso/catalog/", isCurrent: false)],
                hasNavigation: true,
                hasSearch: true,
                printURL: "/curso/imprimir.html",
                pdfURL: nil,
                socialImageURL: nil,
                canonicalURL: "https://example.com/curso/leccion-\(lesson).html"
            ),
            pageTitle: "Lección \(lesson) · Curso de Swift",
            title: "Lección \(lesson): \"casos\" de uso",
            showsTitle: lesson % 2 == 0,
            description: "Cómo se prueba un caso de uso <sin> red",
            hasDescription: true,
            sectionTitle: "Sección \(section)",
            content: String(repeating: paragraph, count: 28_000 / paragraph.utf8.count),
            tableOfContents: (0..<12).map { Entry(title: "Apartado \($0) <x>", id: "apartado-\($0)", isSubsection: $0 % 3 == 0) },
            hasTableOfContents: true,
            sidebar: Sidebar(
                sectionsBefore: (max(0, section - 15)..<section).map(closed),
                current: Section(title: "Sección \(section)", url: "/curso/seccion-\(section)/", lessons: lessons),
                sectionsAfter: (section + 1..<min(50, section + 16)).map(closed),
                hasMoreBefore: section > 15,
                hasMoreAfter: section + 16 < 50
            ),
            previous: lesson > 0 ? Link(title: "Lección \(lesson - 1)", url: "leccion-\(lesson - 1).html", isCurrent: false) : nil,
            next: Link(title: "Lección \(lesson + 1)", url: "leccion-\(lesson + 1).html", isCurrent: false),
            hasPager: true,
            loadsMermaid: lesson % 3 == 0,
            lastChanged: "23 de noviembre de 2026",
            lastChangedMachine: "2026-11-23",
            editURL: "https://github.com/example/curso/edit/main/leccion-\(lesson).md",
            hasMeta: true
        )
    }
}
