/// `LineDiff` as it was before it read only the lines between the common start and end: the
/// whole table of every pair of lines, the oracle of `LineDiffTests`.
///
/// Which lines of a new version of a file are not in its previous version, the way `diff` finds
/// them: the lines outside a longest common subsequence of the two.
enum ReferenceLineDiff {
    static func changedLines(from old: [String], to new: [String]) -> Set<Int> {
        guard !old.isEmpty else { return Set(new.indices) }
        // lengths[i][j]: the longest common subsequence of old[i...] and new[j...].
        var lengths = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i][j] = old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var changed = Set(new.indices)
        var i = 0
        var j = 0
        while i < old.count, j < new.count {
            if old[i] == new[j] {
                changed.remove(j)
                i += 1
                j += 1
            } else if lengths[i + 1][j] >= lengths[i][j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return changed
    }
}
