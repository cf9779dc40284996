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

    /// The most cells a table of lengths may have (16 MB; two sequences of 2,000 items): the table grows with the
    /// product of the lengths, and two hostile pages of 20,000 commands each would need 3 GB.
    @usableFromInline static let cellLimit = 4_000_000

    /// The alignment of `left` and `right` under `same`, in order.
    ///
    /// The pairs of the common start always match, so the table is only filled after them. Past `cellLimit`, the
    /// pairs of the common end match too, and when what is left between is still past it, it is one gap. Inlinable,
    /// so that other modules get it made for their items and their `same`: the generic one cost twice as much.
    @inlinable public static func align<T>(_ left: [T], _ right: [T], same: (T, T) -> Bool) -> [Stretch] {
        var start = 0
        while start < left.count, start < right.count, same(left[start], right[start]) { start += 1 }
        var (leftEnd, rightEnd) = (left.count, right.count)
        let fits = { (leftEnd - start) * (rightEnd - start) <= cellLimit }
        if !fits() {
            while leftEnd > start, rightEnd > start, same(left[leftEnd - 1], right[rightEnd - 1]) {
                leftEnd -= 1
                rightEnd -= 1
            }
        }
        var stretches = (0..<start).map { Stretch.match($0, $0) }
        if fits() {
            stretches += middle(left, right, from: start, to: (leftEnd, rightEnd), same: same)
        } else {
            stretches.append(.gap(start..<leftEnd, start..<rightEnd))
        }
        stretches += (0..<(left.count - leftEnd)).map { Stretch.match(leftEnd + $0, rightEnd + $0) }
        return stretches
    }

    /// The alignment of `left[start..<ends.0]` and `right[start..<ends.1]`, from a table of their lengths.
    ///
    /// The table is one flat array: an array of rows cost an allocation a row and a uniqueness check at each write.
    @inlinable static func middle<T>(
        _ left: [T], _ right: [T], from start: Int, to ends: (Int, Int), same: (T, T) -> Bool
    ) -> [Stretch] {
        let (rows, columns) = (ends.0 - start, ends.1 - start)
        let width = columns + 1
        // lengths[i * width + j]: the longest common subsequence of the items from start + i and start + j on.
        var lengths = [Int32](repeating: 0, count: (rows + 1) * width)
        lengths.withUnsafeMutableBufferPointer { lengths in
            for i in stride(from: rows - 1, through: 0, by: -1) {
                for j in stride(from: columns - 1, through: 0, by: -1) {
                    lengths[i * width + j] =
                        same(left[start + i], right[start + j])
                        ? lengths[(i + 1) * width + j + 1] + 1
                        : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
                }
            }
        }
        var stretches: [Stretch] = []
        var (i, j) = (0, 0)
        var (gapLeft, gapRight) = (0, 0)
        func closeGap() {
            if gapLeft < i || gapRight < j {
                stretches.append(.gap((start + gapLeft)..<(start + i), (start + gapRight)..<(start + j)))
            }
        }
        while i < rows, j < columns {
            if same(left[start + i], right[start + j]), lengths[i * width + j] == lengths[(i + 1) * width + j + 1] + 1 {
                closeGap()
                stretches.append(.match(start + i, start + j))
                i += 1
                j += 1
                (gapLeft, gapRight) = (i, j)
            } else if lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        (i, j) = (rows, columns)
        closeGap()
        return stretches
    }
}
