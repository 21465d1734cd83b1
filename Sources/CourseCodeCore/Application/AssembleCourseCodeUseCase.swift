public import LessonsCore
import SiteCore

/// Follows the course's code through its lessons, in course order, the way a reader does: which
/// file each Swift block is a version of, and what every file is at each step.
///
/// The rules (the README lists them with examples):
/// 1. A block whose info string says `ignore` or `compile_fail`, or whose first line marks it as
///    a counter-example (`❌`, "NO hacemos") or as its good twin (`✅`), belongs to no file.
/// 2. A block whose first line is a path comment (`// App/Models/Email.swift`), or whose info
///    string says `file=App/Models/Email.swift`, is a new version of that file.
/// 3. A block that leaves braces open continues in the lesson's next blocks until they close
///    (lessons split long test classes with prose).
/// 4. A block that declares a type named as a file the course already has (`struct Password`
///    after `Password.swift`) is a new version of that file.
/// 5. A block of `func test…` methods adds them to (or replaces them in) the test file the
///    lesson showed last.
/// 6. Anything else is a piece of code shown on its own.
public struct AssembleCourseCodeUseCase: Sendable {
    public init() {}

    /// - Parameter lessons: every lesson in course order, with its Swift blocks.
    public func execute(lessons: [(path: LessonPath, blocks: [CodeBlock])]) -> CourseCode {
        var assembly = Assembly()
        for lesson in lessons {
            assembly.startLesson()
            for (index, block) in lesson.blocks.enumerated() {
                assembly.place(block, key: CourseCode.BlockKey(lesson: lesson.path, index: index))
            }
        }
        return assembly.finished()
    }
}

/// The state of the assembly as it walks the course.
private struct Assembly {
    private var files: [CourseFilePath: CourseFile] = [:]
    private var order: [CourseFilePath] = []
    private var placements: [CourseCode.BlockKey: BlockPlacement] = [:]
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

    mutating func place(_ block: CodeBlock, key: CourseCode.BlockKey) {
        let attributes = CodeBlockAttributes(info: block.info)
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
        if let named = attributes.file.flatMap(CourseFilePath.init) {
            startVersion(of: named, lines: lines, firstLine: block.line + 1, hiddenLines: 0, key: key)
        } else if let commented = Self.pathComment(lines.first) {
            // The path comment becomes the frame's title; blank lines after it belong to no file.
            let hidden = 1 + lines.dropFirst().prefix { $0.trimmingLeadingSpaces.isEmpty }.count
            startVersion(of: commented, lines: Array(lines.dropFirst(hidden)), firstLine: block.line + 1 + hidden, hiddenLines: hidden, key: key)
        } else if let open {
            continueVersion(of: open.path, depth: open.depth, lines: lines, firstLine: block.line + 1, key: key)
        } else if let name = SwiftSourceScan.declaredTypeName(in: lines), let existing = filesByBaseName[name] {
            startVersion(of: existing, lines: lines, firstLine: block.line + 1, hiddenLines: 0, key: key)
        } else if let methods = SwiftSourceScan.testMethods(in: lines), let testFile = lastTestFile, files[testFile] != nil {
            addMethods(methods, from: lines, firstLine: block.line + 1, to: testFile, key: key)
        } else {
            asides[key] = .fragment
        }
    }

    func finished() -> CourseCode {
        var files = self.files
        for path in order {
            guard var file = files[path] else { continue }
            for index in file.versions.indices {
                file.versions[index].changedLines = LineDiff.changedLines(from: index == 0 ? [] : file.versions[index - 1].lines, to: file.versions[index].lines)
            }
            files[path] = file
        }
        var placements = self.placements
        for (key, placement) in placements {
            guard let version = files[placement.path]?.versions[placement.version] else { continue }
            // The version's changed lines, seen from the block that wrote them.
            placements[key]?.changedLines = Set(version.changedLines.compactMap { index in
                let origin = version.origins[index]
                return origin.lesson == key.lesson && placement.lines.contains(origin.line) ? origin.line - placement.lines.lowerBound : nil
            })
        }
        return CourseCode(files: order.compactMap { files[$0] }, placements: placements, asides: asides)
    }

    // MARK: - Versions

    private mutating func startVersion(of path: CourseFilePath, lines: [String], firstLine: Int, hiddenLines: Int, key: CourseCode.BlockKey) {
        let version = FileVersion(lesson: key.lesson, block: key.index, lines: lines, origins: Self.origins(lines.count, from: firstLine, in: key.lesson))
        if files[path] == nil {
            files[path] = CourseFile(path: path, versions: [])
            order.append(path)
        }
        files[path]?.versions.append(version)
        placements[key] = BlockPlacement(
            kind: .version, path: path, version: files[path]!.versions.count - 1, hiddenLines: hiddenLines, lines: firstLine..<firstLine + lines.count
        )
        filesByBaseName[path.baseName] = path
        if path.isTest { lastTestFile = path }
        let depth = SwiftSourceScan.braceBalance(of: lines)
        open = depth > 0 ? (path, depth) : nil
    }

    private mutating func continueVersion(of path: CourseFilePath, depth: Int, lines: [String], firstLine: Int, key: CourseCode.BlockKey) {
        let index = files[path]!.versions.count - 1
        files[path]!.versions[index].lines += lines
        files[path]!.versions[index].origins += Self.origins(lines.count, from: firstLine, in: key.lesson)
        placements[key] = BlockPlacement(kind: .continuation, path: path, version: index, hiddenLines: 0, lines: firstLine..<firstLine + lines.count)
        let newDepth = depth + SwiftSourceScan.braceBalance(of: lines)
        open = newDepth > 0 ? (path, newDepth) : nil
    }

    /// A new version of the test file with each method replaced where it was, or added before the
    /// class's closing brace, indented as the file's other methods.
    private mutating func addMethods(_ methods: [SwiftSourceScan.Method], from lines: [String], firstLine: Int, to path: CourseFilePath, key: CourseCode.BlockKey) {
        let previous = files[path]!.finalVersion
        var fileLines = previous.lines
        var origins = previous.origins
        let indent = fileLines.first { $0.trimmingLeadingSpaces.hasPrefix("func ") && $0.hasPrefix(" ") }.map { String($0.prefix { $0 == " " }) } ?? "    "
        for method in methods {
            // A method written at the margin, as lessons show them, is indented as the class's others.
            let atMargin = !(lines[method.lines.lowerBound].first?.isWhitespace ?? false)
            let methodLines = lines[method.lines].map { atMargin && !$0.isEmpty ? indent + $0 : $0 }
            let methodOrigins = method.lines.map { SourceLine(lesson: key.lesson, line: firstLine + $0) }
            if let existing = SwiftSourceScan.method(named: method.name, in: fileLines) {
                fileLines.replaceSubrange(existing, with: methodLines)
                origins.replaceSubrange(existing, with: methodOrigins)
            } else {
                let closing = fileLines.lastIndex { $0.trimmingLeadingSpaces.hasPrefix("}") } ?? fileLines.count
                fileLines.insert(contentsOf: [""] + methodLines, at: closing)
                origins.insert(contentsOf: [methodOrigins.first ?? SourceLine(lesson: key.lesson, line: firstLine)] + methodOrigins, at: closing)
            }
        }
        files[path]?.versions.append(FileVersion(lesson: key.lesson, block: key.index, lines: fileLines, origins: origins))
        placements[key] = BlockPlacement(
            kind: .testMethods, path: path, version: files[path]!.versions.count - 1, hiddenLines: 0, lines: firstLine..<firstLine + lines.count
        )
    }

    // MARK: - Reading blocks

    /// `// StackMyArchitecture/Features/Login/Domain/Models/Email.swift`.
    private static func pathComment(_ line: String?) -> CourseFilePath? {
        guard let line, line.hasPrefix("//") else { return nil }
        let candidate = String(line.dropFirst(2)).trimmingLeadingSpaces
        let path = candidate.prefix { $0 != " " && $0 != "\t" }
        guard candidate.dropFirst(path.count).allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) else { return nil }
        return CourseFilePath(String(path))
    }

    /// `// ❌ Esto es lo que NO hacemos` and `// ✅ Esto es lo que hacemos`: code shown to compare
    /// two ways, not a step of the course's files.
    private static func markedExample(_ lines: [String]) -> CourseCode.Aside? {
        guard let first = lines.first(where: { !$0.trimmingLeadingSpaces.isEmpty })?.trimmingLeadingSpaces, first.hasPrefix("//") else { return nil }
        if first.contains("❌") || first.contains("NO hacemos") { return .counterExample }
        return first.contains("✅") ? .example : nil
    }

    private static func origins(_ count: Int, from firstLine: Int, in lesson: LessonPath) -> [SourceLine] {
        (0..<count).map { SourceLine(lesson: lesson, line: firstLine + $0) }
    }
}
