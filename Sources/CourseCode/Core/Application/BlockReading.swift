import LessonsCore

/// What a Swift block says of itself, read without the course around it: its lines, and which
/// of the assembly's rules its text alone decides (`AssembleCourseCodeUseCase` has them).
///
/// Read apart from the assembly, which follows the course one block after another, so that a
/// build reads the next lessons' blocks on another core while it places the current ones: read
/// in place, these were two fifths of the time that held up the rest of the build.
struct BlockReading: Sendable {
    enum Kind: Sendable {
        /// No part of any file (rule 1: `ignore`, `compile_fail`, `❌`, `✅`).
        case aside(CourseCode.Aside)
        /// A version of the file its info string names (`file=…`, rule 2).
        case named(CourseFilePath)
        /// A version of the file its first line names (rule 2), the path comment and the blank
        /// lines after it hidden from the file.
        case commented(CourseFilePath, hiddenLines: Int)
        /// Any other block: what the course before it decides (rules 3 to 6), from what it declares.
        case other(declaredTypeName: String?, testMethods: [SwiftSourceScan.Method]?)
    }

    let lines: BlockLines
    /// The line of the block's opening fence in its lesson.
    let fenceLine: Int
    let kind: Kind

    init(_ block: CodeBlock) {
        fenceLine = block.line
        let attributes = CodeBlockAttributes(info: block.info)
        if attributes.ignore || attributes.compileFail {
            lines = BlockLines("")
            kind = .aside(.ignored)
            return
        }
        lines = BlockLines(block.code)
        if let marked = Self.markedExample(lines) {
            kind = .aside(marked)
        } else if let named = attributes.file.flatMap(CourseFilePath.init) {
            kind = .named(named)
        } else if let commented = Self.pathComment(lines) {
            var hidden = 1
            while hidden < lines.count, Self.isBlank(lines, hidden) { hidden += 1 }
            kind = .commented(commented, hiddenLines: hidden)
        } else {
            kind = .other(declaredTypeName: SwiftSourceScan.declaredTypeName(in: lines), testMethods: SwiftSourceScan.testMethods(in: lines))
        }
    }

    /// `// StackMyArchitecture/Features/Login/Domain/Models/Email.swift`.
    private static func pathComment(_ lines: BlockLines) -> CourseFilePath? {
        guard lines.count > 0 else { return nil }
        return lines.read(0, plain: pathComment(in:), other: pathComment(in:))
    }

    private static func pathComment(in line: String) -> CourseFilePath? {
        guard line.hasPrefix("//") else { return nil }
        let candidate = String(line.dropFirst(2)).trimmingLeadingSpaces
        let path = candidate.prefix { $0 != " " && $0 != "\t" }
        guard candidate.dropFirst(path.count).allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) else { return nil }
        return CourseFilePath(String(path))
    }

    private static func pathComment(in line: PlainLine) -> CourseFilePath? {
        guard line.hasPrefix("//") else { return nil }
        let candidate = line.dropFirst(2).trimmingLeadingSpaces
        let path = candidate.prefix { $0 != .space && $0 != .tab }
        guard candidate.dropFirst(path.count).bytes.allSatisfy({ $0 == .space || $0 == .tab }) else { return nil }
        return CourseFilePath(path.string)
    }

    /// `// ❌ Esto es lo que NO hacemos` and `// ✅ Esto es lo que hacemos`: code shown to compare
    /// two ways, not a step of the course's files.
    private static func markedExample(_ lines: BlockLines) -> CourseCode.Aside? {
        guard let first = (0..<lines.count).first(where: { !isBlank(lines, $0) }) else { return nil }
        return lines.read(first, plain: { line in
            // A plain line holds neither mark.
            let trimmed = line.trimmingLeadingSpaces
            return trimmed.hasPrefix("//") && trimmed.contains("NO hacemos") ? .counterExample : nil
        }, other: { line in
            let first = line.trimmingLeadingSpaces
            guard first.hasPrefix("//") else { return nil }
            if first.contains("❌") || first.contains("NO hacemos") { return .counterExample }
            return first.contains("✅") ? .example : nil
        })
    }

    private static func isBlank(_ lines: some SourceLines, _ index: Int) -> Bool {
        lines.read(index, plain: { $0.trimmingLeadingSpaces.isEmpty }, other: { $0.trimmingLeadingSpaces.isEmpty })
    }
}
