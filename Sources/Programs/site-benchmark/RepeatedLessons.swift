import Foundation

/// A course made of real lessons repeated (`--corpus ../shared/sample-lessons`): lesson `k` is
/// the source's lesson `k mod n`, in the folder of its round, `001/login/01-domain.md`, so each
/// copy keeps the folders and the links of the source. Only the lessons (`.md`) are copied.
struct RepeatedLessons {
    let source: URL

    /// The source's lessons, by their path in it, in a stable order.
    func lessons() throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: source.path) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: source.path])
        }
        var lessons: [String] = []
        while let path = enumerator.nextObject() as? String {
            if path.hasSuffix(".md"), !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { lessons.append(path) }
        }
        guard !lessons.isEmpty else { throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: source.path]) }
        return lessons.sorted()
    }

    /// - Returns: the bytes written.
    func generate(lessons count: Int, into folder: URL) throws -> Int {
        let lessons = try lessons()
        let texts = try lessons.map { try Data(contentsOf: source.appendingPathComponent($0)) }
        var total = 0
        for index in 0..<count {
            let round = String(format: "%03d", index / lessons.count + 1)
            let file = folder.appendingPathComponent(round).appendingPathComponent(lessons[index % lessons.count])
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try texts[index % lessons.count].write(to: file)
            total += texts[index % lessons.count].count
        }
        return total
    }
}
