/// The result of comparing a command's real output with the example output its page shows.
///
/// Bindings are reported even when the verdict is `.mismatch`: they hold what was found for the lines and keys
/// that did match, so a runner may still offer them as defaults.
public struct OutputMatch: Sendable, Equatable {
    /// Whether every expected line or key of the example was found in the output.
    public enum Verdict: Sendable, Equatable {
        case match
        case mismatch
    }

    /// A placeholder of the example and the text that stood in its place in the real output.
    public struct Binding: Sendable, Equatable, Hashable {
        /// The placeholder's name, without angle brackets.
        public let name: String
        /// The text found in its place, never empty.
        public let value: String
    }

    /// `.match` when nothing expected is missing.
    public let verdict: Verdict
    /// Placeholder name → value found in the output; when a placeholder occurs twice, the first value wins.
    public let bindings: [String: String]
    /// The same bindings, each name once, in the order their placeholders appear in the example.
    public let orderedBindings: [Binding]
    /// Expected lines (or JSON key paths) that were not found, in example order.
    public let missing: [ExpectedLine]
    /// A short human diff (at most 10 lines): `- expected` then `+ closest actual`, to print under a warning.
    public let diff: [String]

    /// Builds a result; `bindings` is derived from `orderedBindings`, the first binding of a name winning.
    public init(verdict: Verdict, orderedBindings: [Binding], missing: [ExpectedLine], diff: [String]) {
        var seen: [String: String] = [:]
        var ordered: [Binding] = []
        for binding in orderedBindings where seen[binding.name] == nil {
            seen[binding.name] = binding.value
            ordered.append(binding)
        }
        self.verdict = verdict
        self.bindings = seen
        self.orderedBindings = ordered
        self.missing = missing
        self.diff = diff
    }

    static let matchedEmpty = OutputMatch(verdict: .match, orderedBindings: [], missing: [], diff: [])
}

/// A line (or, for JSON examples, a key path such as `resources.metadata.guid`) expected in the output.
public struct ExpectedLine: Sendable, Equatable {
    /// 1-based line of the example text where the expected line or key is written.
    public let line: Int
    /// The example line with surrounding blanks removed, or the JSON key path.
    public let text: String
}

/// Helpers to keep diffs short and readable.
enum DiffText {
    /// The most lines a diff may have.
    static let maxLines = 10
    /// The most characters shown of one line.
    static let maxWidth = 120

    static func clip(_ text: String) -> String {
        guard text.count > maxWidth else { return text }
        return String(text.prefix(maxWidth - 1)) + "…"
    }

    /// Joins `- expected` / `+ actual` pairs, ending with a count of the pairs left out when they do not fit.
    static func assemble(pairs: [(String, String)], notes: [String] = []) -> [String] {
        var lines: [String] = []
        let room = maxLines - notes.count
        let fitting = pairs.count * 2 <= room ? pairs.count : max(0, (room - 1) / 2)
        for (expected, actual) in pairs.prefix(fitting) {
            lines.append("- " + clip(expected))
            lines.append("+ " + clip(actual))
        }
        if fitting < pairs.count {
            lines.append("… and \(pairs.count - fitting) more not found")
        }
        return lines + notes
    }
}
