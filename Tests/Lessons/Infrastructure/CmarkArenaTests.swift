@testable import LessonsInfrastructure
import LessonsCore
import XCTest

/// The arena cmark-gfm's documents allocate from: zeroed allocations, reallocations that keep
/// their bytes, and documents parsed on several threads at once.
final class CmarkArenaTests: XCTestCase {
    func test_allocate_inABlockAnEarlierDocumentDirtied_returnsZeroedMemory() {
        do {
            let earlier = CmarkArena()
            earlier.using {
                // Small allocations filling one pooled block, given back to the pool when the arena goes
                // (a large one would get a block of its own, handed back to the system).
                for _ in 0..<8 {
                    let dirty = CmarkArena.reallocate(nil, size: 8000)!
                    memset(dirty, 0xAB, 8000)
                }
            }
        }
        let sut = CmarkArena()

        let bytes: [UInt8] = sut.using {
            (0..<8).flatMap { _ in
                let zeroed = CmarkArena.allocate(count: 1000, size: 8)!
                return Array(UnsafeRawBufferPointer(start: zeroed, count: 8000))
            }
        }

        XCTAssertEqual(bytes.count, 64_000)
        XCTAssertEqual(bytes.filter { $0 != 0 }.count, 0, "bytes left as the earlier document wrote them")
    }

    func test_reallocate_lastAndEarlierAllocations_keepTheirBytes() {
        let sut = CmarkArena()

        let (grown, moved) = sut.using { () -> ([UInt8], [UInt8]) in
            let first = CmarkArena.reallocate(nil, size: 3)!
            first.copyMemory(from: [1, 2, 3] as [UInt8], byteCount: 3)
            let grown = CmarkArena.reallocate(first, size: 40_000)!
            let second = CmarkArena.allocate(count: 1, size: 5)!
            second.copyMemory(from: [4, 5, 6, 7, 8] as [UInt8], byteCount: 5)
            _ = CmarkArena.allocate(count: 1, size: 16)
            // No longer the last allocation: copied elsewhere, beyond a block's size.
            let moved = CmarkArena.reallocate(second, size: 200_000)!
            return (Array(UnsafeRawBufferPointer(start: grown, count: 3)), Array(UnsafeRawBufferPointer(start: moved, count: 5)))
        }

        XCTAssertEqual(grown, [1, 2, 3])
        XCTAssertEqual(moved, [4, 5, 6, 7, 8])
    }

    func test_html_documentsParsedAndRenderedOnManyTasks_areThoseRenderedOneByOne() async {
        let sut = CmarkGFMMarkdownParser()
        let lessons = (0..<40).map { index in
            "# Lección \(index)\n\n" + String(repeating: "Un párrafo con [un enlace](b\(index).md), `código` y **énfasis**.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n", count: 30 + index)
        }
        let expected = lessons.map { sut.parse($0).html(replacing: MarkdownReplacements(headings: [0: .init(opening: "<h1 id=\"x\">", closing: "</h1>")])).text }

        let rendered = await withTaskGroup(of: (Int, String).self) { group in
            for (index, lesson) in lessons.enumerated() {
                group.addTask {
                    let document = sut.parse(lesson)
                    // Another document allocates on this thread between the parse and the rendering.
                    _ = sut.parse(lessons[(index + 1) % lessons.count]).html(replacing: MarkdownReplacements()).text
                    return (index, document.html(replacing: MarkdownReplacements(headings: [0: .init(opening: "<h1 id=\"x\">", closing: "</h1>")])).text)
                }
            }
            var rendered = [String](repeating: "", count: lessons.count)
            for await (index, html) in group { rendered[index] = html }
            return rendered
        }

        XCTAssertEqual(rendered, expected)
    }
}
