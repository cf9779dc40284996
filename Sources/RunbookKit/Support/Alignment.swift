/// A longest-common-subsequence alignment of two sequences: which items match, and the runs between matches.
///
/// One command missing from a translation, or one step added to a page, then shows as one gap, not as every later
/// one changed.
public enum Alignment {
    /// A stretch of the alignment: a matched pair, or a gap of unmatched items on each side (either may be empty).
    public enum Stretch: Equatable, Sendable {
        case match(Int, Int)
        case gap(Range<Int>, Range<Int>)
    }

    /// The alignment of `left` and `right` under `same`, in order.
    ///
    /// The table of lengths is one flat array: an array of rows cost an allocation a row and a uniqueness check at
    /// each write. The pairs of the common start always match, so the table is only filled after them.
    public static func align<T>(_ left: [T], _ right: [T], same: (T, T) -> Bool) -> [Stretch] {
        let rows = left.count
        let columns = right.count
        var common = 0
        while common < rows, common < columns, same(left[common], right[common]) { common += 1 }
        let width = columns + 1
        // lengths[i * width + j]: the longest common subsequence of left[i...] and right[j...].
        var lengths = [Int](repeating: 0, count: (rows + 1) * width)
        lengths.withUnsafeMutableBufferPointer { lengths in
            for i in stride(from: rows - 1, through: common, by: -1) {
                for j in stride(from: columns - 1, through: common, by: -1) {
                    lengths[i * width + j] =
                        same(left[i], right[j])
                        ? lengths[(i + 1) * width + j + 1] + 1
                        : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
                }
            }
        }
        var stretches = (0..<common).map { Stretch.match($0, $0) }
        var i = common
        var j = common
        var gapLeft = common
        var gapRight = common
        func closeGap() {
            if gapLeft < i || gapRight < j { stretches.append(.gap(gapLeft..<i, gapRight..<j)) }
        }
        while i < rows, j < columns {
            if same(left[i], right[j]), lengths[i * width + j] == lengths[(i + 1) * width + j + 1] + 1 {
                closeGap()
                stretches.append(.match(i, j))
                i += 1
                j += 1
                gapLeft = i
                gapRight = j
            } else if lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
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
