/// The closest name to a mistyped one, for "did you mean" hints (a placeholder, an anchor, a rule id).
public enum NameSuggestion {
    /// The candidate closest to `name`, ignoring case, if it is within a third of the name's length (at least two
    /// edits) of it.
    public static func closest(to name: String, in candidates: [String]) -> String? {
        let lowered = name.lowercased()
        let scored = candidates.map { ($0, distance(lowered, $0.lowercased())) }
        // The first of equally close candidates, in the order given, so the hint does not depend on hashing.
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, name.count / 3) else { return nil }
        return best.0
    }

    /// The number of characters to insert, delete or replace to turn `a` into `b`.
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
