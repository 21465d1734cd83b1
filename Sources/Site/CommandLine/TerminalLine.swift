import Foundation

/// Text for the terminal, and for the log of a GitHub Actions run, that may hold a course's words
/// (its file names, its YAML, its paths): no line of it can start a workflow command, and no control
/// character reaches the terminal as itself.
///
/// A runner reads every line of a step's output that starts with `::`, leading spaces aside, as a
/// command (`::error file=…::`, `::add-mask::`): a file name or a YAML error's context with a line
/// break and `::` after it would have given a course's author a command in the workflow that builds
/// it. Such a line is printed after a `│` (whatever whitespace comes before its `::`: the runner
/// trims any); the older form, `##[command]`, read anywhere in a line, loses its bracket (`##\u{5B}`);
/// a carriage return alone, which the runner also reads as a line's end (and a terminal as going
/// back over the line), is a line break; every other control character (an escape sequence that
/// recolours or clears the terminal) is shown escaped, `\u{1B}`. Line breaks are kept: a message
/// may take more than one line.
public enum TerminalLine {
    /// `error: message` on standard error, made safe: how a command says why it stopped.
    public static func printError(_ message: String) {
        FileHandle.standardError.write(Data((safe("error: " + message) + "\n").utf8))
    }

    public static func safe(_ text: String) -> String {
        var lines: [String] = []
        var line = ""
        var scalars = text.unicodeScalars.makeIterator()
        var pending = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            switch scalar {
            case "\r" where pending == "\n":
                continue
            case "\n", "\r":
                lines.append(line)
                line = ""
            case "\t":
                line.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
                line += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                line.unicodeScalars.append(scalar)
            }
        }
        lines.append(line)
        return lines.map { line in
            let line = line.replacing("##[", with: "##\\u{5B}")
            return line.drop(while: \.isWhitespace).hasPrefix("::") ? "  │ " + line : line
        }.joined(separator: "\n")
    }
}

