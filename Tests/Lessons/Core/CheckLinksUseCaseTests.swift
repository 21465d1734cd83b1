import LessonsCore
import SiteCore
import TestSupport
import XCTest

final class CheckLinksUseCaseTests: XCTestCase {
    func test_execute_linkToMissingLesson_reportsFileAndLine() {
        let lesson = makeLesson("login/01.md", links: [LessonLink(destination: "02-application.md", line: 12)])

        let diagnostics = check([lesson])

        XCTAssertEqual(diagnostics.map(\.location), ["login/01.md:12"])
        XCTAssertEqual(diagnostics.map(\.id), [.brokenLink])
        XCTAssertEqual(diagnostics.map(\.severity), [.warning])
        XCTAssertTrue(diagnostics.first?.message.contains("02-application.md") == true)
    }

    func test_execute_linkToAMistypedLesson_suggestsTheNearestOne() {
        let source = makeLesson("red/00.md", links: [LessonLink(destination: "01-cliente-htp.md", line: 4)])
        let meant = makeLesson("red/01-cliente-http.md")
        let other = makeLesson("red/02-servidor.md")

        let diagnostics = check([source, meant, other])

        XCTAssertEqual(diagnostics.map(\.message), [
            "enlace a una lección que no existe: '01-cliente-htp.md' (se buscó red/01-cliente-htp.md). ¿Quisiste decir 01-cliente-http.md?",
        ])
    }

    func test_execute_linkToALessonNothingLike_suggestsNone() {
        let source = makeLesson("red/00.md", links: [LessonLink(destination: "99-otra-cosa.md", line: 4)])
        let other = makeLesson("red/01-cliente-http.md")

        let diagnostics = check([source, other])

        XCTAssertFalse(diagnostics.first?.message.contains("¿Quisiste decir") ?? true, "\(diagnostics)")
    }

    func test_execute_linkToAMistypedLessonInAnotherFolder_suggestsOnlyFromTheFolderItPointsInto() {
        let source = makeLesson("red/00.md", links: [LessonLink(destination: "01-cliente-htp.md", line: 4)])
        let elsewhere = makeLesson("otra/01-cliente-http.md")

        let diagnostics = check([source, elsewhere])

        XCTAssertFalse(diagnostics.first?.message.contains("¿Quisiste decir") ?? true, "\(diagnostics)")
    }

    func test_execute_manyBrokenLinksInALargeCourse_checksThemInLinearTime() {
        // 1,000 lessons in folders of 20, each with two broken links, one mistyped beside it: comparing
        // every broken link with every lesson took minutes here, and 48 s in release for 1,000 of
        // the sample lessons; only the 20 lessons of the folder a link points into are compared.
        let lessons = (0..<1000).map { index in
            makeLesson(String(format: "%03d/%02d-leccion.md", index / 20, index % 20), links: [
                LessonLink(destination: "../falta/00-especificacion-bdd.md", line: 3), LessonLink(destination: "99-leccion.md", line: 4),
            ])
        }
        let started = ContinuousClock.now

        let diagnostics = check(lessons)

        XCTAssertEqual(diagnostics.count, 2000)
        XCTAssertLessThan(ContinuousClock.now - started, .seconds(3))
    }

    func test_execute_fragmentThatIsNoHeadingOfTarget_reportsMissingAnchor() {
        let source = makeLesson("login/01.md", links: [LessonLink(destination: "02.md#no-existe", line: 3)])
        let target = makeLesson("login/02.md", headings: [makeHeading("Existe")])

        let diagnostics = check([source, target])

        XCTAssertEqual(diagnostics.map(\.location), ["login/01.md:3"])
        XCTAssertEqual(diagnostics.map(\.id), [.missingAnchor])
        XCTAssertTrue(diagnostics.first?.message.contains("#no-existe") == true)
    }

    func test_execute_existingLessonsAndHeadingsAcrossFolders_reportNothing() {
        let source = makeLesson("catalog/01.md", links: [
            LessonLink(destination: "../login/02.md#existe", line: 1),
            LessonLink(destination: "/login/02.md", line: 2),
            LessonLink(destination: "../index.md", line: 3),
        ])
        let target = makeLesson("login/02.md", headings: [makeHeading("Existe")])
        let home = makeLesson("index.md")

        XCTAssertEqual(check([source, target, home]), [])
    }

    func test_execute_fragmentInSameLesson_isCheckedAgainstItsOwnHeadings() {
        let lesson = makeLesson("a.md", headings: [makeHeading("Intro")], links: [
            LessonLink(destination: "#intro", line: 1),
            LessonLink(destination: "#fin", line: 2),
        ])

        XCTAssertEqual(check([lesson]).map(\.location), ["a.md:2"])
    }

    func test_execute_percentEncodedFragment_matchesAccentedId() {
        let lesson = makeLesson("a.md", headings: [makeHeading("Por qué")], links: [
            LessonLink(destination: "#por-qu%C3%A9", line: 1),
        ])

        XCTAssertEqual(check([lesson]), [])
    }

    func test_execute_pathAboveContentRoot_isReported() {
        let lesson = makeLesson("a.md", links: [LessonLink(destination: "../../fuera.md", line: 4)])

        let diagnostics = check([lesson])

        XCTAssertEqual(diagnostics.map(\.location), ["a.md:4"])
        XCTAssertTrue(diagnostics.first?.message.contains("sale de la carpeta") == true)
    }

    func test_execute_imageAboveContentRoot_isReportedAsOutsideTheCourse() {
        let lesson = makeLesson("login/01.md", links: [
            LessonLink(destination: "../../../tmp/secreto.svg", kind: .image, line: 3),
            LessonLink(destination: "/../etc/secreto.svg", kind: .image, line: 5),
            LessonLink(destination: "../../fuera.png", line: 7),
        ])

        let diagnostics = check([lesson])

        XCTAssertEqual(diagnostics.map(\.location), ["login/01.md:3", "login/01.md:5", "login/01.md:7"])
        XCTAssertEqual(diagnostics.map(\.id), [.imageOutsideCourse, .imageOutsideCourse, .missingFile])
        XCTAssertEqual(diagnostics.first?.message, "la imagen '../../../tmp/secreto.svg' sale de la carpeta del curso y no se publica")
    }

    func test_execute_assetLinks_areCheckedAgainstTheSiteFiles() {
        let lesson = makeLesson("login/01.md", links: [
            LessonLink(destination: "img/ok.png", kind: .image, line: 1),
            LessonLink(destination: "img/falta.png", kind: .image, line: 2),
            LessonLink(destination: "/css/site.css", line: 3),
        ])

        let diagnostics = check([lesson], files: ["login/img/ok.png", "css/site.css"])

        XCTAssertEqual(diagnostics.map(\.location), ["login/01.md:2"])
        XCTAssertEqual(diagnostics.map(\.id), [.missingFile])
    }

    func test_execute_externalLinks_areNeverReported() {
        let lesson = makeLesson("a.md", links: [
            LessonLink(destination: "https://developer.apple.com/x.md#y", line: 1),
            LessonLink(destination: "mailto:autor@example.com", line: 2),
        ])

        XCTAssertEqual(check([lesson]), [])
    }

    func test_execute_countsCheckedAndExternalLinksAndNamesEachReason() {
        let lesson = makeLesson("a.md", headings: [makeHeading("Intro")], links: [
            LessonLink(destination: "https://swift.org", line: 1),
            LessonLink(destination: "#intro", line: 2),
            LessonLink(destination: "falta.md", line: 3),
            LessonLink(destination: "#falta", line: 4),
            LessonLink(destination: "img/falta.png", kind: .image, line: 5),
        ])

        let report = CheckLinksUseCase().execute(lessons: [lesson], files: [])

        XCTAssertEqual(report.checked, 4)
        XCTAssertEqual(report.external, 1)
        XCTAssertEqual(report.broken.map(\.reason), [.missingPage, .missingAnchor, .missingAsset])
        XCTAssertEqual(report.broken.map(\.target), ["falta.md", "#falta", "img/falta.png"])
    }

    // MARK: - Helpers

    private func check(_ lessons: [Lesson], files: Set<String> = []) -> [Diagnostic] {
        let sut = CheckLinksUseCase()
        return sut.execute(lessons: lessons, files: files).diagnostics
    }
}
