import CourseCodeCore

/// Reads what `swift build` prints: each `/…/File.swift:12:5: error: message` line of a file of
/// the package, with the file named as the course names it. The source excerpts the compiler
/// draws under each diagnostic (`12 | …`, `` `- error: …``) start with no path and are skipped.
struct SwiftCompilerOutput {
    let layout: PackageLayout

    func diagnostics(in output: String) -> [CompilerDiagnostic] {
        output.split(separator: "\n").compactMap { line in
            guard let match = line.firstMatch(of: /^(\/.*?\.swift):(\d+):(?:(\d+):)? (error|warning|note): (.*)$/) else {
                // The linker's and SwiftPM's own errors; "command failed" only repeats that something did.
                guard let match = line.firstMatch(of: /^(?:[^ :]+: )?error: (.*)$/), !match.output.1.contains("command failed") else { return nil }
                return CompilerDiagnostic(file: nil, line: nil, severity: .error, message: String(match.output.1))
            }
            let severity: CompilerDiagnostic.Severity = switch match.output.4 {
            case "error": .error
            case "warning": .warning
            default: .note
            }
            return CompilerDiagnostic(
                file: layout.coursePath(of: String(match.output.1)),
                line: Int(match.output.2),
                column: match.output.3.flatMap { Int($0) },
                severity: severity,
                message: String(match.output.5)
            )
        }
    }
}
