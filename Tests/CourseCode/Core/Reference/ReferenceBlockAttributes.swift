/// `CodeBlockAttributes` as it was.
struct ReferenceBlockAttributes {
    var file: String?
    var ignore = false
    var compileFail = false

    init(info: String) {
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
