/// A longest-common-subsequence alignment of two sequences: which items match, and the runs between matches.
///
/// One command missing from a translation then shows as one gap, not as every later command changed.
enum Alignment {
    /// A stretch of the alignment: a matched pair, or a gap of unmatched items on each side (either may be empty).
    enum Stretch: Equatable {
        case match(Int, Int)
        case gap(Range<Int>, Range<Int>)
    }

    /// The alignment of `left` and `right` under `same`, in order.
    static func align<T>(_ left: [T], _ right: [T], same: (T, T) -> Bool) -> [Stretch] {
        let rows = left.count
        let columns = right.count
        // lengths[i][j]: the longest common subsequence of left[i...] and right[j...].
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: columns + 1), count: rows + 1)
        for i in stride(from: rows - 1, through: 0, by: -1) {
            for j in stride(from: columns - 1, through: 0, by: -1) {
                lengths[i][j] =
                    same(left[i], right[j])
                    ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var stretches: [Stretch] = []
        var i = 0
        var j = 0
        var gapLeft = 0
        var gapRight = 0
        func closeGap() {
            if gapLeft < i || gapRight < j { stretches.append(.gap(gapLeft..<i, gapRight..<j)) }
        }
        while i < rows, j < columns {
            if same(left[i], right[j]), lengths[i][j] == lengths[i + 1][j + 1] + 1 {
                closeGap()
                stretches.append(.match(i, j))
                i += 1
                j += 1
                gapLeft = i
                gapRight = j
            } else if lengths[i + 1][j] >= lengths[i][j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        i = rows
        j = columns
        closeGap()
        return stretches
    }
}
