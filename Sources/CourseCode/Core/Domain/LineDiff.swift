/// Which lines of a new version of a file are not in its previous version, the way `diff` finds
/// them: the lines outside a longest common subsequence of the two.
///
/// Which subsequence, when several are longest, is part of the result (a frame marks those lines):
/// it is the one a table of every pair of lines gives when read from the top, matching equal lines
/// as soon as it meets them and otherwise skipping an old line before a new one. The table is only
/// built between the two versions' common start and common end, since consecutive versions differ
/// in a few lines; what it gave elsewhere follows from the common ends (see `changedLines`).
enum LineDiff {
    static func changedLines<Line: Equatable>(from old: [Line], to new: [Line]) -> Set<Int> {
        guard !old.isEmpty else { return Set(new.indices) }
        // The common start is matched line by line, as reading the whole table from the top does.
        var start = 0
        while start < old.count, start < new.count, old[start] == new[start] { start += 1 }
        var commonEnd = 0
        while commonEnd < old.count - start, commonEnd < new.count - start, old[old.count - 1 - commonEnd] == new[new.count - 1 - commonEnd] {
            commonEnd += 1
        }
        let oldMiddle = old[start..<old.count - commonEnd]
        let newMiddle = new[start..<new.count - commonEnd]
        var changed: [Int] = []
        // Inside the middle every entry of the whole table is the middle's own plus the common end's
        // length, so reading the middle's table takes the same steps.
        var (i, j) = (0, 0)
        if !oldMiddle.isEmpty, !newMiddle.isEmpty {
            let table = LCSTable.of(oldMiddle, newMiddle)
            while i < oldMiddle.count, j < newMiddle.count {
                if oldMiddle[start + i] == newMiddle[start + j] {
                    i += 1
                    j += 1
                } else if table[i + 1, j] >= table[i, j + 1] {
                    i += 1
                } else {
                    changed.append(start + j)
                    j += 1
                }
            }
        }
        // Past the middle's new lines, the common end matches every new line left. Past its old
        // lines first, every old line left (the common end) is matched, so the table's reading
        // matches each where it first can in the new lines left, and skips the others.
        if j < newMiddle.count {
            var oldIndex = old.count - commonEnd
            var newIndex = start + j
            while newIndex < new.count {
                if oldIndex < old.count, old[oldIndex] == new[newIndex] {
                    oldIndex += 1
                } else {
                    changed.append(newIndex)
                }
                newIndex += 1
            }
        }
        return Set(changed)
    }
}

/// The lengths of the longest common subsequences of every pair of suffixes of two sequences, in
/// one flat array: `self[i, j]` for `old[i...]` and `new[j...]` (0 past either end).
private struct LCSTable {
    private var lengths: [Int32]
    private let columns: Int

    static func of<Line: Equatable>(_ old: ArraySlice<Line>, _ new: ArraySlice<Line>) -> LCSTable {
        let columns = new.count + 1
        var lengths = [Int32](repeating: 0, count: (old.count + 1) * columns)
        lengths.withUnsafeMutableBufferPointer { lengths in
            for i in stride(from: old.count - 1, through: 0, by: -1) {
                let oldLine = old[old.startIndex + i]
                for j in stride(from: new.count - 1, through: 0, by: -1) {
                    lengths[i * columns + j] = oldLine == new[new.startIndex + j]
                        ? lengths[(i + 1) * columns + j + 1] + 1
                        : max(lengths[(i + 1) * columns + j], lengths[i * columns + j + 1])
                }
            }
        }
        return LCSTable(lengths: lengths, columns: columns)
    }

    subscript(i: Int, j: Int) -> Int32 { lengths[i * columns + j] }
}
