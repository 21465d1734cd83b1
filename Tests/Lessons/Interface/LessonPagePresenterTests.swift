import Foundation
import LessonsCore
import LessonsInterface
import SiteInterface
import TestSupport
import XCTest

final class LessonPagePresenterTests: XCTestCase {
    func test_present_middleLesson_linksPreviousAndNextInReadingOrderAcrossSections() {
        let (sut, course) = makeSUT()

        let model = sut.present(Lesson(summary: course.lessons[2]), body: LessonBody(html: ""))

        XCTAssertEqual(model.previous, LinkModel(title: "Application", url: "/curso/01-login/02-application.html"))
        XCTAssertEqual(model.next, LinkModel(title: "Catalog Domain", url: "/curso/02-catalog/01-domain.html"))
        XCTAssertTrue(model.hasPager)
    }

    func test_present_firstLesson_hasNoPrevious() {
        let (sut, course) = makeSUT()

        let model = sut.present(Lesson(summary: course.lessons[0]), body: LessonBody(html: ""))

        XCTAssertNil(model.previous)
        XCTAssertEqual(model.next?.title, "Application")
    }

    func test_present_tableOfContents_listsOnlyLevelTwoAndThreeHeadings() {
        let (sut, _) = makeSUT()
        let lesson = makeLesson("01-login/01-domain.md", title: "Domain", headings: [
            makeHeading("Domain", level: 1),
            makeHeading("Email", level: 2),
            makeHeading("Iteración 1", level: 3),
            makeHeading("Detalle", level: 4),
        ])

        let model = sut.present(lesson, body: LessonBody(html: ""))

        XCTAssertEqual(model.tableOfContents, [
            TableOfContentsEntryModel(title: "Email", id: "email", isSubsection: false),
            TableOfContentsEntryModel(title: "Iteración 1", id: "iteración-1", isSubsection: true),
        ])
    }

    func test_present_lessonThatOpensWithItsOwnTitle_doesNotRepeatIt() {
        let (sut, _) = makeSUT()
        let withHeading = makeLesson("a.md", title: "A", headings: [makeHeading("A", level: 1)])
        let withoutHeading = makeLesson("b.md", title: "B")

        XCTAssertFalse(sut.present(withHeading, body: LessonBody(html: "")).showsTitle)
        XCTAssertTrue(sut.present(withoutHeading, body: LessonBody(html: "")).showsTitle)
    }

    func test_present_sidebar_opensOnlyTheCurrentSectionBetweenTheClosedOnes() {
        let (sut, course) = makeSUT()

        let sidebar = sut.present(Lesson(summary: course.lessons[1]), body: LessonBody(html: "")).sidebar

        XCTAssertEqual(sidebar.sectionsBefore, [])
        XCTAssertEqual(sidebar.current?.title, "Login")
        XCTAssertEqual(sidebar.current?.lessons.map(\.isCurrent), [false, true, false])
        XCTAssertEqual(sidebar.sectionsAfter, [ClosedSectionModel(title: "Catalog", url: "/curso/02-catalog/01-domain.html")])
    }

    func test_present_sidebarOfLastSection_putsTheOthersBefore() {
        let (sut, course) = makeSUT()

        let sidebar = sut.present(Lesson(summary: course.lessons[3]), body: LessonBody(html: "")).sidebar

        XCTAssertEqual(sidebar.sectionsBefore, [ClosedSectionModel(title: "Login", url: "/curso/01-login/01-domain.html")])
        XCTAssertEqual(sidebar.current?.url, "/curso/02-catalog/01-domain.html")
        XCTAssertEqual(sidebar.sectionsAfter, [])
    }

    func test_present_pageTitleAndContent_comeFromLessonCourseAndHTML() {
        let (sut, course) = makeSUT()

        let model = sut.present(Lesson(summary: course.lessons[0]), body: LessonBody(html: "<p>hola</p>"))

        XCTAssertEqual(model.pageTitle, "Domain · Curso de prueba")
        XCTAssertEqual(model.content, "<p>hola</p>")
        XCTAssertEqual(model.sectionTitle, "Login")
        XCTAssertEqual(model.site.baseURL, "/curso/")
    }

    func test_present_lessonWithADateAndAnEditLink_saysWhenItChangedAndWhereToEditIt() {
        let changed = Date(timeIntervalSince1970: 1_795_435_200) // 2026-11-23 06:00 UTC
        let (sut, course) = makeSUT(editLink: EditLink(base: "https://github.com/u/curso/edit/main/Content/"), dates: [LessonPath("01-login/01-domain.md")!: changed])

        let model = sut.present(Lesson(summary: course.lessons[0]), body: LessonBody(html: ""))

        XCTAssertEqual(model.lastChanged, "23 de noviembre de 2026")
        XCTAssertEqual(model.lastChangedMachine, "2026-11-23")
        XCTAssertEqual(model.editURL, "https://github.com/u/curso/edit/main/Content/01-login/01-domain.md")
        XCTAssertTrue(model.hasMeta)
    }

    func test_present_lessonWithoutDateOrEditLink_hasNoMeta() {
        let (sut, course) = makeSUT()

        let model = sut.present(Lesson(summary: course.lessons[0]), body: LessonBody(html: ""))

        XCTAssertNil(model.lastChanged)
        XCTAssertNil(model.editURL)
        XCTAssertFalse(model.hasMeta)
    }

    // MARK: - Helpers

    private func makeSUT(editLink: EditLink? = nil, dates: [LessonPath: Date] = [:]) -> (LessonPagePresenter, Course) {
        let course = Course.assemble(lessons: [
            makeSummary("01-login/01-domain.md", title: "Domain"),
            makeSummary("01-login/02-application.md", title: "Application"),
            makeSummary("01-login/03-infrastructure.md", title: "Infrastructure"),
            makeSummary("02-catalog/01-domain.md", title: "Catalog Domain"),
        ], title: anyCourseTitle())
        let site = SiteModel(courseTitle: course.title, baseURL: "/curso/")
        let sidebar = SidebarPresenter(course: course, site: site)
        return (LessonPagePresenter(course: course, site: site, sidebar: sidebar, editLink: editLink, dates: dates), course)
    }
}
