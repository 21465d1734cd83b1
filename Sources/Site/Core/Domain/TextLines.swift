/// A text's lines, as `split(separator: "\n", omittingEmptySubsequences: false)` gives them, found
/// in its UTF-8 bytes: splitting by `Character` formed every grapheme of every code block, a
/// large part of a big course's build. A `\r\n` is one `Character` that is not `"\n"`, so a line
/// feed after a carriage return does not end a line here either.
public enum TextLines {
    public static func split(_ text: String) -> [Substring] {
        var lines: [Substring] = []
        let bytes = text.utf8
        var start = bytes.startIndex
        var previous: UInt8 = 0
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            if byte == lineFeed, previous != carriageReturn {
                lines.append(text[start..<index])
                start = bytes.index(after: index)
            }
            previous = byte
            index = bytes.index(after: index)
        }
        lines.append(text[start..<bytes.endIndex])
        return lines
    }

    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
}
