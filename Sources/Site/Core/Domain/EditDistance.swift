/// How many single-character edits turn one word into another (Levenshtein), to suggest what an
/// author meant: the configuration key misspelt (`serch` → `search`), the lesson a link mistypes.
public enum EditDistance {
    public static func between(_ first: String, _ second: String) -> Int {
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

    /// The candidate closest to `word`, if it is at most `limit` edits away; the first of equals.
    public static func closest(to word: String, among candidates: some Sequence<String>, within limit: Int) -> String? {
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = between(word, candidate)
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.candidate
    }
}
