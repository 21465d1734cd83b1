/// Finds the first anchor (`&name`) or alias (`*name`) in a YAML text, before Yams composes it.
///
/// Front matter and course-site.yml are a handful of scalar keys and need neither, while aliases nested a few levels
/// and used as a mapping key make Yams hash an exponentially large tree (428 bytes took three
/// minutes). A plain scalar cannot start with `&` or `*`, so they are anchors and aliases only
/// where a node starts: at the start of a line's content, or after `:`, `-`, `?`, `[`, `{` or `,`.
/// Quoted scalars, comments and block scalars (`|`, `>`) are text and are skipped.
public enum YAMLAliasScan {
    /// - Returns: the line (from 1) of the first anchor or alias.
    public static func firstAnchorOrAlias(in yaml: String) -> Int? {
        var quote: Character?
        var blockScalarIndent: Int?
        // YAML ends a line at LF, CR or CRLF (one character in a Swift string).
        for (index, line) in yaml.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }).enumerated() {
            let indent = line.prefix { $0 == " " }.count
            if let blockIndent = blockScalarIndent {
                if line.allSatisfy({ $0 == " " || $0 == "\r" }) || indent > blockIndent { continue }
                blockScalarIndent = nil
            }
            var previous: Character? = nil
            var escaped = false
            var significant: [Character] = []
            for character in line {
                defer { previous = character }
                if let open = quote {
                    if open == "\"", character == "\\", !escaped { escaped = true; continue }
                    if character == open, !escaped { quote = nil }
                    escaped = false
                    continue
                }
                if character == "#", previous == nil || previous == " " || previous == "\t" { break }
                if character == " " || character == "\t" || character == "\r" { continue }
                if character == "&" || character == "*", startsANode(after: significant) { return index + 1 }
                if character == "\"" || character == "'", startsANode(after: significant) { quote = character }
                significant.append(character)
            }
            if let last = significant.last, last == "|" || last == ">" || isBlockScalarHeader(significant) {
                blockScalarIndent = indent
            }
        }
        return nil
    }

    /// Whether a node may start after these characters of the line: `-` and `?` are indicators
    /// only at the start of the line's content (`- a - *b*` is a plain scalar with a dash in it).
    private static func startsANode(after characters: [Character]) -> Bool {
        guard let last = characters.last else { return true }
        if last == "-" || last == "?" { return characters.allSatisfy { $0 == "-" || $0 == "?" } }
        return ":[{,".contains(last)
    }

    /// `key: |-`, `key: >2` and the like: a block scalar's header ends the line.
    private static func isBlockScalarHeader(_ characters: [Character]) -> Bool {
        guard let start = characters.lastIndex(where: { $0 == "|" || $0 == ">" }), start > 0, ":-".contains(characters[start - 1]) else { return false }
        return characters[(start + 1)...].allSatisfy { $0 == "+" || $0 == "-" || $0.isNumber }
    }
}
