/// How many single-character edits turn one word into another (Levenshtein), to suggest what an
/// author meant: the configuration key misspelt (`serch` → `search`), the lesson a link mistypes.
public enum EditDistance {
    public static func between(_ first: String, _ second: String) -> Int {
        distance(Array(first.unicodeScalars), Array(second.unicodeScalars), limit: .max) ?? .max
    }

    /// The candidate closest to `word`, if it is at most `limit` edits away; the first of equals.
    public static func closest(to word: String, among candidates: some Sequence<String>, within limit: Int) -> String? {
        let word = Array(word.unicodeScalars)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            // Only a candidate nearer than the best so far matters: one that cannot be is left at once.
            guard let distance = distance(word, Array(candidate.unicodeScalars), limit: min(limit, (best?.distance ?? .max) - 1)) else { continue }
            best = (candidate, distance)
        }
        return best?.candidate
    }

    /// The distance, or nil as soon as it is sure to be over `limit`: the lengths alone differ by
    /// more, or every cell of a row is over it (a row's smallest cell never shrinks below).
    private static func distance(_ first: [Unicode.Scalar], _ second: [Unicode.Scalar], limit: Int) -> Int? {
        guard limit >= 0, abs(first.count - second.count) <= limit else { return nil }
        var previous = Array(0...second.count)
        var current = [Int](repeating: 0, count: second.count + 1)
        for (i, a) in first.enumerated() {
            current[0] = i + 1
            var smallest = current[0]
            for (j, b) in second.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (a == b ? 0 : 1))
                smallest = min(smallest, current[j + 1])
            }
            if smallest > limit { return nil }
            swap(&previous, &current)
        }
        return previous[second.count] <= limit ? previous[second.count] : nil
    }
}
