import RunbookKit

/// Compares a command's real output with the example output (`{: screen}`) its page shows, tolerantly.
///
/// Examples are illustrative: ids, tokens, dates, versions and counts differ in any real run. The rules:
///
/// - Normalising: CRLF and lone CR are line breaks; blanks at both ends of each line are ignored (so are
///   indentation and trailing spaces); blank lines are ignored; ANSI escape sequences are removed from the
///   actual output (not from the example).
/// - Lines: each non-blank example line must be found in the output, in order, as a whole line; the output may
///   have other lines before, between and after (greedy subsequence: each line is taken at its first match after
///   the previous one). Lines of `...`, `…`, `[...]` or `[…]` are gaps and are skipped; `[...]`, `[…]` and `…`
///   inside a line match any non-empty text.
/// - Words: letters-only words, keys and punctuation (`Client`, `Version:`, `OK`) must match exactly,
///   case-sensitively; any run of blanks matches any run of blanks.
/// - Slots: `<name>` (letters, digits, `_`, `-`, `.`) matches the shortest non-empty text that lets the rest of
///   the line match (the rest of the line when it comes last) and binds `name` to it. When a name occurs more
///   than once, the FIRST value found wins and later occurrences match any text. `<none>`, `<pending>`,
///   `<unknown>`, `<invalid>`, `<nil>`, `<unset>` and `<empty>` are what tools print: they match any text and bind
///   nothing.
/// - Volatile tokens: a token of the example (a run of letters and digits joined by `- . : / + @ % ~`) that
///   contains a digit, or is 16+ characters of mixed-case base64, or is a weekday, month or time zone, matches a
///   token of the same shape (see `TokenShape`): numbers, versions (`v1.9.7` ~ `v1.27.3`), durations (`5m20s`),
///   dates and times (`2016-01-07T18:55:09.726Z`, `Mon Jan 2 15:04:05 MST 2006`), IPv4 addresses, URLs (same
///   scheme and path words; host and ids may differ), and identifiers (UUIDs, hex ids, JWTs, names with digits:
///   any token).
/// - Tables: a line with cells separated by two or more blanks (or a tab) is compared cell by cell with an
///   output line of as many cells: header labels and word cells must match, a cell of volatile tokens accepts
///   any cell. Each example row must match some output row, in order; the output may have more rows.
/// - JSON: when the example (after skipping leading gap lines) starts with `{` or `[` and parses leniently as one
///   value (`<slot>` values, `...` elisions, `//` comments, truncation allowed), it is compared by key paths with
///   the first JSON value in the output (see `JSONComparison`); an output without JSON is a mismatch.
/// - An example that is empty, or only gaps, always matches.
///
/// Bounds: one line comparison costs at most (line length × segments), and output lines are compared on their first
/// 64 KiB. Successful line searches read the output about once; failed ones are budgeted (see `TextComparison`):
/// past the budget, lines are looked for only near their place, then not at all, which can only happen once a line
/// is missing, so the verdict stays exact. JSON is parsed once, in linear time, refusing nesting deeper than 200.
public enum OutputMatcher {
    /// Compares `actual` output with the `expected` example; see the type's documentation for the rules.
    /// `language` is the language of the short diff's own words.
    public static func compare(expected: String, actual: String, language: Language = .en) -> OutputMatch {
        let example = OutputText(expected, stripEscapes: false)
        let lines = example.lines.filter { !OutputText.isGap(example.bytes[$0.range]) }
        guard let first = lines.first else {
            return OutputMatch(verdict: .match, orderedBindings: [], missing: [], diff: [])
        }
        let output = OutputText(actual, stripEscapes: true)
        let start = first.range.lowerBound
        if "{[".utf8.contains(example.bytes[start]),
            let (json, end) = LenientJSON.parse(example.bytes, from: start, line: first.number),
            LenientJSON.isTrailingTrivia(example.bytes, from: end)
        {
            return JSONComparison.compare(example: json, line: first.number, output: output, language: language)
        }
        let compiled = lines.map { ExampleLine(example, $0) }
        return TextComparison.compare(example: compiled, output: output, language: language)
    }
}

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
        self.orderedBindings = orderedBindings.filter { binding in
            guard seen[binding.name] == nil else { return false }
            seen[binding.name] = binding.value
            return true
        }
        self.verdict = verdict
        self.bindings = seen
        self.missing = missing
        self.diff = diff
    }
}

/// A line (or, for JSON examples, a key path such as `resources.metadata.guid`) expected in the output.
public struct ExpectedLine: Sendable, Equatable {
    /// 1-based line of the example text where the expected line or key is written.
    public let line: Int
    /// The example line with surrounding blanks removed, or the JSON key path.
    public let text: String
}

/// Keeps diffs short: at most `maxLines` lines of at most `maxWidth` characters.
enum DiffText {
    static let maxLines = 10
    static let maxWidth = 120

    /// Joins `- expected` / `+ actual` pairs, ending with a count of the pairs left out when they do not fit.
    static func assemble(pairs: [(String, String)], notes: [String] = []) -> [String] {
        func clip(_ text: String) -> String { text.count > maxWidth ? String(text.prefix(maxWidth - 1)) + "…" : text }
        let room = maxLines - notes.count
        let fitting = pairs.count * 2 <= room ? pairs.count : max(0, (room - 1) / 2)
        let more = fitting < pairs.count ? ["… and \(pairs.count - fitting) more not found"] : []
        return pairs.prefix(fitting).flatMap { ["- " + clip($0.0), "+ " + clip($0.1)] } + more + notes
    }
}
