/// What a Swift block's info string says of it, after `swift`, as rustdoc reads its attributes:
/// ```` ```swift file=Sources/App/Email.swift ````, ```` ```swift ignore ````.
struct CodeBlockAttributes: Equatable {
    /// The file the block is a version of.
    var file: String?
    /// Never part of a file: an example, pseudo-code.
    var ignore = false
    /// Code that is meant not to compile; like `ignore`, left out of the files.
    var compileFail = false

    init(info: String) {
        // Most blocks say only `swift`: without a separator's byte there is no separator
        // `Character` (each is that one byte), so no attribute after the language.
        guard info.utf8.contains(where: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: ",") }) else { return }
        for word in info.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }).dropFirst() {
            switch word {
            case "ignore": ignore = true
            case "compile_fail": compileFail = true
            case _ where word.hasPrefix("file="): file = String(word.dropFirst("file=".count))
            default: continue
            }
        }
    }
}
