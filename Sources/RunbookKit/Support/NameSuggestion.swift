/// The closest name to a mistyped one, for "did you mean" hints: the command line's section and placeholder names,
/// and `keyref-unknown`'s keys.
public enum NameSuggestion {
    /// The candidate nearest `name` by edit distance, case ignored, when it is at most 2 edits (a third of the
    /// name's length for longer names) away; of candidates equally near, the first wins.
    public static func closest(to name: String, in candidates: [String]) -> String? {
        let lowered = name.lowercased()
        let length = lowered.count
        let limit = max(2, name.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            // Only a nearer one replaces the best; a name whose length differs by more cannot be (a page may ask
            // for thousands of unknown keys among thousands of known ones).
            let bound = min(best.map { $0.distance - 1 } ?? Int.max, limit)
            let other = candidate.lowercased()
            guard abs(other.count - length) <= bound else { continue }
            let distance = distance(lowered, other)
            if distance <= bound { best = (candidate, distance) }
        }
        return best?.name
    }

    /// The Levenshtein distance between `a` and `b`, in characters.
    public static func distance(_ a: String, _ b: String) -> Int {
        let b = Array(b)
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
