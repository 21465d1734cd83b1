import LessonsCore

/// Where each line of a version was written, kept as runs of consecutive lines of one lesson: a
/// block writes its lines one after another, so a version has a run or a few rather than a
/// `SourceLine` per line.
struct LineOrigins: Equatable, Sendable {
    /// The version's lines from `start` on (up to the next run's) were written from `firstLine` on.
    struct Run: Equatable, Sendable {
        let start: Int
        let lesson: LessonPath
        let firstLine: Int
    }

    private(set) var runs: [Run] = []
    private(set) var count = 0

    init() {}

    init(_ origins: some Sequence<SourceLine>) {
        for origin in origins { append(count: 1, from: origin.line, in: origin.lesson) }
    }

    /// `count` more lines, written from `firstLine` on in `lesson`.
    mutating func append(count: Int, from firstLine: Int, in lesson: LessonPath) {
        guard count > 0 else { return }
        // Joined only when the lesson is the same byte for byte: its path is given back as written.
        if let last = runs.last, last.firstLine &+ (self.count - last.start) == firstLine, last.lesson.value.hasSameUTF8(as: lesson.value) {
            self.count += count
            return
        }
        runs.append(Run(start: self.count, lesson: lesson, firstLine: firstLine))
        self.count += count
    }

    /// The lines in `range` replaced by `count` lines written from `firstLine` on in `lesson`, run
    /// by run: as if every line's origin were listed and the list made origins again, without
    /// listing them (a test file's every line, for each method a lesson adds to it).
    mutating func replaceSubrange(_ range: Range<Int>, withLines count: Int, from firstLine: Int, in lesson: LessonPath) {
        precondition(range.lowerBound >= 0 && range.upperBound <= self.count, "lines \(range) of \(self.count)")
        var replaced = LineOrigins()
        replaced.append(runsOf: self, in: 0..<range.lowerBound)
        replaced.append(count: count, from: firstLine, in: lesson)
        replaced.append(runsOf: self, in: range.upperBound..<self.count)
        self = replaced
    }

    /// The lines in `range` of `origins`, appended a run (or its part in the range) at a time.
    private mutating func append(runsOf origins: LineOrigins, in range: Range<Int>) {
        for (index, run) in origins.runs.enumerated() {
            let end = index + 1 < origins.runs.count ? origins.runs[index + 1].start : origins.count
            let (lower, upper) = (max(run.start, range.lowerBound), min(end, range.upperBound))
            guard lower < upper else { continue }
            append(count: upper - lower, from: run.firstLine + (lower - run.start), in: run.lesson)
        }
    }

    subscript(index: Int) -> SourceLine {
        precondition(index >= 0 && index < count, "line \(index) of \(count)")
        // The last run that starts at or before the line.
        var low = 0
        var high = runs.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if runs[middle].start <= index { low = middle } else { high = middle }
        }
        let run = runs[low]
        return SourceLine(lesson: run.lesson, line: run.firstLine + (index - run.start))
    }

    var all: [SourceLine] {
        var origins: [SourceLine] = []
        origins.reserveCapacity(count)
        for (index, run) in runs.enumerated() {
            let end = index + 1 < runs.count ? runs[index + 1].start : count
            for offset in 0..<end - run.start { origins.append(SourceLine(lesson: run.lesson, line: run.firstLine + offset)) }
        }
        return origins
    }

    /// Equal when every line's origin is: the same runs, or (lessons equal as `String`s but not
    /// byte for byte are not joined) the same lines.
    static func == (lhs: LineOrigins, rhs: LineOrigins) -> Bool {
        lhs.count == rhs.count && (lhs.runs == rhs.runs || lhs.all == rhs.all)
    }
}
