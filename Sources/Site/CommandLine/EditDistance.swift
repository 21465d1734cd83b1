/// How many single-character edits turn one word into another (Levenshtein), to suggest the key
/// an author meant when a configuration key is misspelt (`serch` → `search`).
enum EditDistance {
    static func between(_ first: String, _ second: String) -> Int {
        let first = Array(first), second = Array(second)
        var previous = Array(0...second.count)
        for (i, a) in first.enumerated() {
            var current = [i + 1]
            for (j, b) in second.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (a == b ? 0 : 1)))
            }
            previous = current
        }
        return previous[second.count]
    }
}
