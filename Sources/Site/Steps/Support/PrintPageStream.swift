import Foundation
import LessonsCore
import SiteCore

/// The print page written as its parts are rendered, on every core: its top first, then each
/// lesson's part in reading order as soon as every part before it is written, then its bottom.
///
/// A course of a thousand lessons makes a page of tens of megabytes: each part is written once,
/// where it goes, instead of being put aside and read back. A part rendered ahead of its turn
/// waits until the ones before it arrive: in memory (lessons are taken in order, so a few wait at
/// most), or in the scratch space past `keptAtMost`, when one lesson takes much longer than the
/// rest or fails.
final class PrintPageStream: @unchecked Sendable {
    private enum Waiting {
        case kept(HTML)
        case saved(name: String)
    }

    private let file: any OutputFile
    private let scratch: any ScratchSpace
    private let lock = NSLock()
    private var waiting: [Int: (lesson: LessonPath, part: Waiting)] = [:]
    private var kept = 0
    private var next = 0
    private var size: Int
    private var parts: [LessonPath: Range<Int>] = [:]

    static let keptAtMost = 16

    /// Opens the page and writes its top.
    init(file: any OutputFile, top: HTML, scratch: any ScratchSpace) throws(SiteOutputError) {
        self.file = file
        self.scratch = scratch
        try file.append(top)
        size = top.utf8.count
    }

    deinit {
        file.close()
    }

    /// Writes `part`, the lesson's at `position` in reading order, once the parts before it are written.
    func add(_ part: HTML, of lesson: LessonPath, at position: Int) throws(SiteOutputError) {
        lock.lock()
        defer { lock.unlock() }
        guard position == next else {
            if kept < Self.keptAtMost {
                waiting[position] = (lesson, .kept(part))
                kept += 1
            } else {
                let name = "imprimir-parte-\(position)"
                try scratch.save(part.utf8, as: name)
                waiting[position] = (lesson, .saved(name: name))
            }
            return
        }
        try write(part, of: lesson)
        while let (lesson, waiting) = waiting.removeValue(forKey: next) {
            switch waiting {
            case let .kept(part):
                kept -= 1
                try write(part, of: lesson)
            case let .saved(name):
                try write(HTML(utf8: try scratch.take(name)), of: lesson)
            }
        }
    }

    /// Writes the bottom and closes the page.
    /// - Returns: where each lesson's part lies in the page, and the page's size, for a preview
    ///   that replaces one part alone.
    func finish(bottom: HTML) throws(SiteOutputError) -> (parts: [LessonPath: Range<Int>], size: Int) {
        lock.lock()
        defer { lock.unlock() }
        precondition(waiting.isEmpty, "a lesson's part of the print page came without the parts before it")
        try file.append(bottom)
        file.close()
        return (parts, size + bottom.utf8.count)
    }

    private func write(_ part: HTML, of lesson: LessonPath) throws(SiteOutputError) {
        try file.append(part)
        parts[lesson] = size..<(size + part.utf8.count)
        size += part.utf8.count
        next += 1
    }
}
