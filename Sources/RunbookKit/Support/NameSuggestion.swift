/// The closest name to a mistyped one, for "did you mean" hints: the command line's section and placeholder names,
/// and `keyref-unknown`'s keys.
public enum NameSuggestion {
    /// The candidate nearest `name` by edit distance, case ignored, when it is at most 2 edits (a third of the
    /// name's length for longer names) away; of candidates equally near, the first wins.
    public static func closest(to name: String, in candidates: [String]) -> String? {
        let lowered = name.lowercased()
        let scored = candidates.map { ($0, distance(lowered, $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, name.count / 3) else { return nil }
        return best.0
    }

    /// The Levenshtein distance between `a` and `b`, in characters.
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where j <= b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
