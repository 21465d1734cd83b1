import LessonsCore

/// The state of the assembly as it walks the course (`AssembleCourseCodeUseCase` has the rules).
///
/// Lines are read in place, from the block's bytes (`BlockLines`), and only those that become part
/// of a file are kept, once each however many versions hold them (`LineInterner`); versions are
/// arrays of line numbers until the end, where they become `FileVersion`s.
struct CourseCodeAssembly {
    private struct File {
        let path: CourseFilePath
        /// `path.baseName` and `path.isTest`, read once rather than for each version.
        let baseName: String
        let isTest: Bool
        var versions: [Version]

        init(path: CourseFilePath) {
            self.path = path
            baseName = path.baseName
            isTest = path.isTest
            versions = []
        }

        /// The lines of all its versions: how long comparing them takes.
        var lineCount: Int { versions.reduce(0) { $0 + $1.lines.count } }
    }

    private struct Version {
        let lesson: LessonPath
        let block: Int
        var lines: [UInt32]
        var origins: LineOrigins
    }

    private var interner = LineInterner()
    /// What each line does to the braces read on its own, by number: versions repeat their lines.
    private var lineBraces: [SwiftSourceScan.Braces?] = []
    private var files: [File] = []
    /// Where each file is in `files`, in the order the course first shows them.
    private var fileIndexes: [CourseFilePath: Int] = [:]
    private var placements: Placements = [:]
    private var asides: [CourseCode.BlockKey: CourseCode.Aside] = [:]
    /// The latest file with each base name, for blocks that declare a type again.
    private var filesByBaseName: [String: CourseFilePath] = [:]
    /// Per lesson: the version a block left open, and the test file shown last.
    private var open: (path: CourseFilePath, depth: Int)?
    private var lastTestFile: CourseFilePath?

    mutating func startLesson() {
        open = nil
        lastTestFile = nil
    }

    mutating func place(_ block: BlockReading, key: CourseCode.BlockKey) {
        let lines = block.lines
        switch block.kind {
        case let .aside(aside):
            asides[key] = aside
        case let .named(path):
            startVersion(of: path, lines: lines, firstLine: block.fenceLine + 1, hiddenLines: 0, key: key)
        case let .commented(path, hidden):
            // The path comment becomes the frame's title; blank lines after it belong to no file.
            startVersion(of: path, lines: lines.dropFirst(hidden), firstLine: block.fenceLine + 1 + hidden, hiddenLines: hidden, key: key)
        case let .other(declaredTypeName, testMethods):
            if let open {
                continueVersion(of: open.path, depth: open.depth, lines: lines, firstLine: block.fenceLine + 1, key: key)
            } else if let name = declaredTypeName, let existing = filesByBaseName[name] {
                startVersion(of: existing, lines: lines, firstLine: block.fenceLine + 1, hiddenLines: 0, key: key)
            } else if let methods = testMethods, let testFile = lastTestFile, fileIndexes[testFile] != nil {
                addMethods(methods, from: lines, firstLine: block.fenceLine + 1, to: testFile, key: key)
            } else {
                asides[key] = .fragment
            }
        }
    }

    /// The course's code: each file's versions, each compared with the one before it, and each
    /// block's changed lines as its frame marks them.
    mutating func finished() -> CourseCode {
        let (table, classes) = comparedLines()
        return finished(courseFiles: files.map { Self.courseFile($0, table: table, classes: classes) })
    }

    /// The same on every core: each file's versions compared in a task of its own, the longest
    /// files first, then each block's changed lines worked out a run of blocks per task. (Runs of
    /// sixteen files left one core comparing a course's few long files alone, and the blocks'
    /// changed lines, worked out on one core, held up a large course's build as long again.)
    mutating func finishedOnEveryCore(blocksPerTask: Int = 2048) async -> CourseCode {
        precondition(blocksPerTask > 0, "a task works out at least one block")
        let (table, classes) = comparedLines()
        let files = files
        let lineCounts = files.map(\.lineCount)
        let longestFirst = files.indices.sorted { lineCounts[$0] > lineCounts[$1] }
        let courseFiles = await withTaskGroup(of: (index: Int, file: CourseFile).self) { group in
            for index in longestFirst {
                group.addTask { (index, Self.courseFile(files[index], table: table, classes: classes)) }
            }
            var done = [CourseFile?](repeating: nil, count: files.count)
            for await file in group { done[file.index] = file.file }
            return done.map { $0! }
        }
        var placements = takePlacements()
        let (runs, changed) = await Self.changedLinesOnEveryCore(of: placements, blocksPerTask: blocksPerTask, files: courseFiles, fileIndexes: fileIndexes)
        // Written in place once the tasks have let go of the placements (were one to hold them
        // still, the dictionary would be copied once, not written wrong).
        for (run, lines) in zip(runs, changed) {
            var index = run.lowerBound
            for changedLines in lines {
                placements.values[index].changedLines = changedLines
                placements.formIndex(after: &index)
            }
        }
        return CourseCode(files: courseFiles, placements: placements, asides: asides)
    }

    /// The lines versions hold, and the classes they are compared by when two lines of different
    /// bytes are equal as `String`s (versions are compared as their lines were, as `String`s).
    private func comparedLines() -> (table: CodeLines, classes: [UInt32]?) {
        (interner.table(), interner.hasEquivalentLines ? interner.equalityClasses : nil)
    }

    private static func courseFile(_ file: File, table: CodeLines, classes: [UInt32]?) -> CourseFile {
        var previous: [UInt32] = []
        return CourseFile(path: file.path, versions: file.versions.map { version in
            let lines = classes.map { classes in version.lines.map { classes[Int($0)] } } ?? version.lines
            defer { previous = lines }
            return FileVersion(
                lesson: version.lesson, block: version.block, table: table, numbers: version.lines, origins: version.origins,
                changedLines: LineDiff.changedLines(from: previous, to: lines)
            )
        })
    }

    private typealias Placements = [CourseCode.BlockKey: BlockPlacement]

    /// Every block's changed lines, a run of blocks per task, in the order of the placements' runs.
    private static func changedLinesOnEveryCore(
        of placements: Placements, blocksPerTask: Int, files: [CourseFile], fileIndexes: [CourseFilePath: Int]
    ) async -> (runs: [Range<Placements.Index>], lines: [[Set<Int>]]) {
        var runs: [Range<Placements.Index>] = []
        var start = placements.startIndex
        while start != placements.endIndex {
            let end = placements.index(start, offsetBy: blocksPerTask, limitedBy: placements.endIndex) ?? placements.endIndex
            runs.append(start..<end)
            start = end
        }
        let lines = await withTaskGroup(of: (run: Int, lines: [Set<Int>]).self) { group in
            for (number, run) in runs.enumerated() {
                group.addTask {
                    (number, placements[run].map { changedLines(of: $0.value, in: $0.key, files: files, fileIndexes: fileIndexes) })
                }
            }
            var done = [[Set<Int>]](repeating: [], count: runs.count)
            for await run in group { done[run.run] = run.lines }
            return done
        }
        return (runs, lines)
    }

    private mutating func finished(courseFiles: [CourseFile]) -> CourseCode {
        var placements = takePlacements()
        var index = placements.startIndex
        while index != placements.endIndex {
            defer { placements.formIndex(after: &index) }
            let (key, placement) = placements[index]
            placements.values[index].changedLines = Self.changedLines(of: placement, in: key, files: courseFiles, fileIndexes: fileIndexes)
        }
        return CourseCode(files: courseFiles, placements: placements, asides: asides)
    }

    /// The blocks' placements, taken out rather than copied: the assembly is done with them.
    private mutating func takePlacements() -> Placements {
        defer { placements = [:] }
        return placements
    }

    /// The changed lines of the block's version, seen from the block that wrote them.
    private static func changedLines(
        of placement: BlockPlacement, in key: CourseCode.BlockKey, files: [CourseFile], fileIndexes: [CourseFilePath: Int]
    ) -> Set<Int> {
        guard let file = fileIndexes[placement.path] else { return [] }
        let version = files[file].versions[placement.version]
        return Set(version.changedLines.compactMap { line in
            let origin = version.origin(ofLine: line)
            return origin.lesson == key.lesson && placement.lines.contains(origin.line) ? origin.line - placement.lines.lowerBound : nil
        })
    }

    // MARK: - Versions

    private mutating func startVersion(of path: CourseFilePath, lines: BlockLines, firstLine: Int, hiddenLines: Int, key: CourseCode.BlockKey) {
        var origins = LineOrigins()
        origins.append(count: lines.count, from: firstLine, in: key.lesson)
        let numbers = numbers(of: lines)
        let version = Version(lesson: key.lesson, block: key.index, lines: numbers, origins: origins)
        let file: Int
        if let known = fileIndexes[path] {
            file = known
        } else {
            file = files.count
            fileIndexes[path] = file
            files.append(File(path: path))
        }
        files[file].versions.append(version)
        // The file's own path nearly always, kept once rather than once a block; a path equal to it
        // as a `String` but not byte for byte is kept and read as written.
        let isFilePath = path.value.hasSameUTF8(as: files[file].path.value)
        let path = isFilePath ? files[file].path : path
        placements[key] = BlockPlacement(
            kind: .version, path: path, version: files[file].versions.count - 1, hiddenLines: hiddenLines, lines: firstLine..<firstLine + lines.count
        )
        filesByBaseName[isFilePath ? files[file].baseName : path.baseName] = path
        if isFilePath ? files[file].isTest : path.isTest { lastTestFile = path }
        let depth = braceBalance(of: lines, numbered: numbers)
        open = depth > 0 ? (path, depth) : nil
    }

    private mutating func continueVersion(of path: CourseFilePath, depth: Int, lines: BlockLines, firstLine: Int, key: CourseCode.BlockKey) {
        let file = fileIndexes[path]!
        let index = files[file].versions.count - 1
        let numbers = numbers(of: lines)
        files[file].versions[index].lines += numbers
        files[file].versions[index].origins.append(count: lines.count, from: firstLine, in: key.lesson)
        placements[key] = BlockPlacement(kind: .continuation, path: path, version: index, hiddenLines: 0, lines: firstLine..<firstLine + lines.count)
        let newDepth = depth + braceBalance(of: lines, numbered: numbers)
        open = newDepth > 0 ? (path, newDepth) : nil
    }

    /// A new version of the test file with each method replaced where it was, or added before the
    /// class's closing brace, indented as the file's other methods.
    private mutating func addMethods(_ methods: [SwiftSourceScan.Method], from lines: BlockLines, firstLine: Int, to path: CourseFilePath, key: CourseCode.BlockKey) {
        let file = fileIndexes[path]!
        let previous = files[file].versions[files[file].versions.count - 1]
        var fileLines = previous.lines
        var origins = previous.origins
        let indent = Self.methodIndent(in: LineInterner.Lines(numbers: fileLines, interner: interner)) ?? Array("    ".utf8)
        let emptyLine = interner.number(of: "")
        for method in methods {
            // A method written at the margin, as lessons show them, is indented as the class's others.
            let atMargin = !Self.startsWithWhitespace(lines, method.lines.lowerBound)
            let methodLines = method.lines.map { index in
                lines.withUTF8(index) { line in
                    guard atMargin, !line.isEmpty else { return interner.number(of: line, isPlain: lines.isPlain(index)) }
                    return (indent + line).withUnsafeBufferPointer { interner.number(of: $0, isPlain: lines.isPlain(index)) }
                }
            }
            if let existing = SwiftSourceScan.method(named: method.name, in: LineInterner.Lines(numbers: fileLines, interner: interner)) {
                fileLines.replaceSubrange(existing, with: methodLines)
                origins.replaceSubrange(existing, withLines: methodLines.count, from: firstLine + method.lines.lowerBound, in: key.lesson)
            } else {
                let closing = Self.lastClosingBrace(in: LineInterner.Lines(numbers: fileLines, interner: interner)) ?? fileLines.count
                fileLines.insert(contentsOf: [emptyLine] + methodLines, at: closing)
                // The blank line before the method is told to come from the method's first line.
                origins.replaceSubrange(closing..<closing, withLines: 1, from: firstLine + method.lines.lowerBound, in: key.lesson)
                origins.replaceSubrange(closing + 1..<closing + 1, withLines: methodLines.count, from: firstLine + method.lines.lowerBound, in: key.lesson)
            }
        }
        files[file].versions.append(Version(lesson: key.lesson, block: key.index, lines: fileLines, origins: origins))
        placements[key] = BlockPlacement(
            kind: .testMethods, path: path, version: files[file].versions.count - 1, hiddenLines: 0, lines: firstLine..<firstLine + lines.count
        )
    }

    private mutating func numbers(of lines: BlockLines) -> [UInt32] {
        lines.map { index, line in interner.number(of: line, isPlain: lines.isPlain(index)) }
    }

    /// `SwiftSourceScan.braceBalance(of: lines)`, each line read once in the course when it starts
    /// outside comments and strings (nearly always).
    private mutating func braceBalance(of lines: BlockLines, numbered numbers: [UInt32]) -> Int {
        var braces = SwiftSourceScan.Braces()
        for (index, number) in numbers.enumerated() {
            guard braces.isOutsideCommentsAndStrings else {
                _ = lines.withUTF8(index) { braces.read($0) }
                continue
            }
            let number = Int(number)
            if number >= lineBraces.count { lineBraces += repeatElement(nil, count: number + 1 - lineBraces.count) }
            let line = lineBraces[number] ?? lines.withUTF8(index) { bytes in
                var alone = SwiftSourceScan.Braces()
                _ = alone.read(bytes)
                return alone
            }
            lineBraces[number] = line
            braces.append(line)
        }
        return braces.depth
    }

    // MARK: - Reading blocks

    private static func startsWithWhitespace(_ lines: BlockLines, _ index: Int) -> Bool {
        lines.read(index, plain: { line in
            line.bytes.first.map { $0 == .space || $0 == .tab || (0x0A...0x0D).contains($0) } ?? false
        }, other: { $0.first?.isWhitespace ?? false })
    }

    /// The indentation of the file's first indented `func`.
    private static func methodIndent(in lines: LineInterner.Lines) -> [UInt8]? {
        for index in 0..<lines.count {
            let indent = lines.read(index, plain: { line -> [UInt8]? in
                guard line.trimmingLeadingSpaces.hasPrefix("func "), line.hasPrefix(" ") else { return nil }
                return Array(line.prefix { $0 == .space }.bytes)
            }, other: { line -> [UInt8]? in
                guard line.trimmingLeadingSpaces.hasPrefix("func "), line.hasPrefix(" ") else { return nil }
                return Array(line.prefix { $0 == " " }.utf8)
            })
            if let indent { return indent }
        }
        return nil
    }

    private static func lastClosingBrace(in lines: LineInterner.Lines) -> Int? {
        (0..<lines.count).last { index in
            lines.read(index, plain: { $0.trimmingLeadingSpaces.hasPrefix("}") }, other: { $0.trimmingLeadingSpaces.hasPrefix("}") })
        }
    }
}
