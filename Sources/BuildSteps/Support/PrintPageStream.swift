import Foundation
import LessonsCore
import SiteCore

/// The print page written as its parts are rendered, on every core: its top first, then each
/// lesson's part in reading order as soon as every part before it is written, then its bottom.
///
/// A course of a thousand lessons makes a page of tens of megabytes: each part is written once,
/// where it goes, instead of being put aside and read back; a part rendered ahead of its turn
/// waits in memory only until the ones before it arrive (a few, as lessons are taken in order).
final class PrintPageStream: @unchecked Sendable {
    private let file: any OutputFile
    private let lock = NSLock()
    private var waiting: [Int: (lesson: LessonPath, part: HTML)] = [:]
    private var next = 0
    private var size: Int
    private var parts: [LessonPath: Range<Int>] = [:]

    /// Opens the page and writes its top.
    init(file: any OutputFile, top: HTML) throws(SiteOutputError) {
        self.file = file
        try file.append(top)
        size = top.utf8.count
    }

    /// Writes `part`, the lesson's at `position` in reading order, once the parts before it are written.
    func add(_ part: HTML, of lesson: LessonPath, at position: Int) throws(SiteOutputError) {
        lock.lock()
        defer { lock.unlock() }
        waiting[position] = (lesson, part)
        while let (lesson, part) = waiting.removeValue(forKey: next) {
            try file.append(part)
            parts[lesson] = size..<(size + part.utf8.count)
            size += part.utf8.count
            next += 1
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
}
