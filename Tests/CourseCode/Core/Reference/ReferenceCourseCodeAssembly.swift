import CourseCodeCore
import LessonsCore
import SiteCore

/// `AssembleCourseCodeUseCase` as it was before it read blocks as bytes and kept versions as line
/// numbers: every line a `String`, every origin a `SourceLine`, the whole table for every diff.
/// Frozen as the oracle of `CourseCodeAssemblyDifferentialTests`, with its own copies of the rules
/// it read through (`ReferenceSwiftSourceScan`, `ReferenceLineDiff`, the path and attribute rules).
struct ReferenceCourseCodeAssembly {
    struct File: Equatable {
        let path: ReferenceFilePath
        var versions: [Version]
    }

    struct Version: Equatable {
        let lesson: LessonPath
        let block: Int
        var lines: [String]
        var origins: [SourceLine]
        var changedLines: Set<Int> = []
    }

    struct Placement: Equatable {
        let kind: BlockPlacement.Kind
        let path: ReferenceFilePath
        let version: Int
        let hiddenLines: Int
        let lines: Range<Int>
        var changedLines: Set<Int> = []
    }

    /// What the use case returned.
    struct Code {
        let files: [File]
        let placements: [CourseCode.BlockKey: Placement]
        let asides: [CourseCode.BlockKey: CourseCode.Aside]
    }

    static func execute(lessons: [(path: LessonPath, blocks: [CodeBlock])]) -> Code {
        var assembly = ReferenceCourseCodeAssembly()
        for lesson in lessons {
            assembly.startLesson()
            for (index, block) in lesson.blocks.enumerated() {
                assembly.place(block, key: CourseCode.BlockKey(lesson: lesson.path, index: index))
            }
        }
        return assembly.finished()
    }

    private var files: [ReferenceFilePath: File] = [:]
    private var order: [ReferenceFilePath] = []
    private var placements: [CourseCode.BlockKey: Placement] = [:]
    private var asides: [CourseCode.BlockKey: CourseCode.Aside] = [:]
    private var filesByBaseName: [String: ReferenceFilePath] = [:]
    private var open: (path: ReferenceFilePath, depth: Int)?
    private var lastTestFile: ReferenceFilePath?

    private mutating func startLesson() {
        open = nil
        lastTestFile = nil
    }

    private mutating func place(_ block: CodeBlock, key: CourseCode.BlockKey) {
        let attributes = ReferenceBlockAttributes(info: block.info)
        var lines = TextLines.split(block.code).map(String.init)
        if lines.last == "" { lines.removeLast() }
        if attributes.ignore || attributes.compileFail {
            asides[key] = .ignored
            return
        }
        if let marked = Self.markedExample(lines) {
            asides[key] = marked
            return
        }
        if let named = attributes.file.flatMap(ReferenceFilePath.init) {
            startVersion(of: named, lines: lines, firstLine: block.line + 1, hiddenLines: 0, key: key)
        } else if let commented = Self.pathComment(lines.first) {
            let hidden = 1 + lines.dropFirst().prefix { $0.referenceTrimmingLeadingSpaces.isEmpty }.count
            startVersion(of: commented, lines: Array(lines.dropFirst(hidden)), firstLine: block.line + 1 + hidden, hiddenLines: hidden, key: key)
        } else if let open {
            continueVersion(of: open.path, depth: open.depth, lines: lines, firstLine: block.line + 1, key: key)
        } else if let name = ReferenceSwiftSourceScan.declaredTypeName(in: lines), let existing = filesByBaseName[name] {
            startVersion(of: existing, lines: lines, firstLine: block.line + 1, hiddenLines: 0, key: key)
        } else if let methods = ReferenceSwiftSourceScan.testMethods(in: lines), let testFile = lastTestFile, files[testFile] != nil {
            addMethods(methods, from: lines, firstLine: block.line + 1, to: testFile, key: key)
        } else {
            asides[key] = .fragment
        }
    }

    private func finished() -> Code {
        var files = self.files
        for path in order {
            guard var file = files[path] else { continue }
            for index in file.versions.indices {
                file.versions[index].changedLines = ReferenceLineDiff.changedLines(from: index == 0 ? [] : file.versions[index - 1].lines, to: file.versions[index].lines)
            }
            files[path] = file
        }
        var placements = self.placements
        for (key, placement) in placements {
            guard let version = files[placement.path]?.versions[placement.version] else { continue }
            placements[key]?.changedLines = Set(version.changedLines.compactMap { index in
                let origin = version.origins[index]
                return origin.lesson == key.lesson && placement.lines.contains(origin.line) ? origin.line - placement.lines.lowerBound : nil
            })
        }
        return Code(files: order.compactMap { files[$0] }, placements: placements, asides: asides)
    }

    private mutating func startVersion(of path: ReferenceFilePath, lines: [String], firstLine: Int, hiddenLines: Int, key: CourseCode.BlockKey) {
        let version = Version(lesson: key.lesson, block: key.index, lines: lines, origins: Self.origins(lines.count, from: firstLine, in: key.lesson))
        if files[path] == nil {
            files[path] = File(path: path, versions: [])
            order.append(path)
        }
        files[path]?.versions.append(version)
        placements[key] = Placement(kind: .version, path: path, version: files[path]!.versions.count - 1, hiddenLines: hiddenLines, lines: firstLine..<firstLine + lines.count)
        filesByBaseName[path.baseName] = path
        if path.isTest { lastTestFile = path }
        let depth = ReferenceSwiftSourceScan.braceBalance(of: lines)
        open = depth > 0 ? (path, depth) : nil
    }

    private mutating func continueVersion(of path: ReferenceFilePath, depth: Int, lines: [String], firstLine: Int, key: CourseCode.BlockKey) {
        let index = files[path]!.versions.count - 1
        files[path]!.versions[index].lines += lines
        files[path]!.versions[index].origins += Self.origins(lines.count, from: firstLine, in: key.lesson)
        placements[key] = Placement(kind: .continuation, path: path, version: index, hiddenLines: 0, lines: firstLine..<firstLine + lines.count)
        let newDepth = depth + ReferenceSwiftSourceScan.braceBalance(of: lines)
        open = newDepth > 0 ? (path, newDepth) : nil
    }

    private mutating func addMethods(_ methods: [ReferenceSwiftSourceScan.Method], from lines: [String], firstLine: Int, to path: ReferenceFilePath, key: CourseCode.BlockKey) {
        let previous = files[path]!.versions[files[path]!.versions.count - 1]
        var fileLines = previous.lines
        var origins = previous.origins
        let indent = fileLines.first { $0.referenceTrimmingLeadingSpaces.hasPrefix("func ") && $0.hasPrefix(" ") }.map { String($0.prefix { $0 == " " }) } ?? "    "
        for method in methods {
            let atMargin = !(lines[method.lines.lowerBound].first?.isWhitespace ?? false)
            let methodLines = lines[method.lines].map { atMargin && !$0.isEmpty ? indent + $0 : $0 }
            let methodOrigins = method.lines.map { SourceLine(lesson: key.lesson, line: firstLine + $0) }
            if let existing = ReferenceSwiftSourceScan.method(named: method.name, in: fileLines) {
                fileLines.replaceSubrange(existing, with: methodLines)
                origins.replaceSubrange(existing, with: methodOrigins)
            } else {
                let closing = fileLines.lastIndex { $0.referenceTrimmingLeadingSpaces.hasPrefix("}") } ?? fileLines.count
                fileLines.insert(contentsOf: [""] + methodLines, at: closing)
                origins.insert(contentsOf: [methodOrigins.first ?? SourceLine(lesson: key.lesson, line: firstLine)] + methodOrigins, at: closing)
            }
        }
        files[path]?.versions.append(Version(lesson: key.lesson, block: key.index, lines: fileLines, origins: origins))
        placements[key] = Placement(kind: .testMethods, path: path, version: files[path]!.versions.count - 1, hiddenLines: 0, lines: firstLine..<firstLine + lines.count)
    }

    private static func pathComment(_ line: String?) -> ReferenceFilePath? {
        guard let line, line.hasPrefix("//") else { return nil }
        let candidate = String(line.dropFirst(2)).referenceTrimmingLeadingSpaces
        let path = candidate.prefix { $0 != " " && $0 != "\t" }
        guard candidate.dropFirst(path.count).allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) else { return nil }
        return ReferenceFilePath(String(path))
    }

    private static func markedExample(_ lines: [String]) -> CourseCode.Aside? {
        guard let first = lines.first(where: { !$0.referenceTrimmingLeadingSpaces.isEmpty })?.referenceTrimmingLeadingSpaces, first.hasPrefix("//") else { return nil }
        if first.contains("❌") || first.contains("NO hacemos") { return .counterExample }
        return first.contains("✅") ? .example : nil
    }

    private static func origins(_ count: Int, from firstLine: Int, in lesson: LessonPath) -> [SourceLine] {
        (0..<count).map { SourceLine(lesson: lesson, line: firstLine + $0) }
    }
}
