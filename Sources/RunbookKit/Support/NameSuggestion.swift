/// The closest name to a mistyped one, for "did you mean" hints: the command line's section and placeholder names,
/// and `keyref-unknown`'s keys.
public enum NameSuggestion {
    /// Names to suggest, made ready once for many questions (a keyword file's keys for every unknown key of every
    /// page): lowercased, as Unicode scalars.
    public struct Candidates: Sendable, Equatable {
        let names: [String]
        let lowered: [[Unicode.Scalar]]

        /// The candidates `names`, in the order ties are decided.
        public init(_ names: [String]) {
            self.names = names
            lowered = names.map { Array($0.lowercased().unicodeScalars) }
        }
    }

    /// The candidate nearest `name` by edit distance, case ignored, when it is at most 2 edits (a third of the
    /// name's length for longer names) away; of candidates equally near, the first wins.
    public static func closest(to name: String, in candidates: [String]) -> String? {
        closest(to: name, in: Candidates(candidates))
    }

    /// `closest(to:in:)` among candidates made ready.
    public static func closest(to name: String, in candidates: Candidates) -> String? {
        let lowered = Array(name.lowercased().unicodeScalars)
        let limit = max(2, name.count / 3)
        var best: (index: Int, distance: Int)?
        for (index, candidate) in candidates.lowered.enumerated() {
            // Only a nearer one replaces the best, and the distance is worked out only as far as that bound: a page
            // may name a hundred unknown keys, each compared with the thousands of a keyword file.
            let bound = min(best.map { $0.distance - 1 } ?? Int.max, limit)
            if let distance = distance(lowered, candidate, within: bound) { best = (index, distance) }
        }
        return best.map { candidates.names[$0.index] }
    }

    /// The Levenshtein distance between `a` and `b`, in Unicode scalars (compared as characters, a page's hundred
    /// unknown keys against a keyword file's thousands took seconds), when it is at most `bound`, else nil; it stops
    /// at a length that differs by more, or at the first row of the table whose every cell is over.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], within bound: Int) -> Int? {
        guard abs(a.count - b.count) <= bound else { return nil }
        // The table's last two rows, one after the other in memory the stack lends: this runs for every key of a
        // keyword file.
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * (b.count + 1)) { rows in
            var (previous, current) = (0, b.count + 1)
            for j in 0...b.count { rows[j] = j }
            for (i, x) in a.enumerated() {
                rows[current] = i + 1
                var smallest = i + 1
                for (j, y) in b.enumerated() {
                    let cell = min(
                        rows[previous + j + 1] + 1, rows[current + j] + 1, rows[previous + j] + (x == y ? 0 : 1))
                    rows[current + j + 1] = cell
                    smallest = min(smallest, cell)
                }
                guard smallest <= bound else { return nil }
                swap(&previous, &current)
            }
            return rows[previous + b.count] <= bound ? rows[previous + b.count] : nil
        }
    }
}
