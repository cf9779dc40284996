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
/// Bounds: text is scanned as UTF-8 bytes, without regular expressions. One line comparison costs at most
/// (line length × segments) and output lines are compared on their first 64 KiB. Successful line searches read
/// the output about once; failed ones are budgeted (see `TextComparison`): past the budget, lines are looked for
/// only near their place, then not at all, which can only happen once a line is missing, so the verdict stays
/// exact. JSON is parsed once, in linear time, refusing nesting deeper than 200. A 10 MB output against a
/// 10,000-line example takes about 0.1 s (release build) whatever the inputs.
public enum OutputMatcher {
    /// Compares `actual` output with the `expected` example; see the type's documentation for the rules.
    /// `language` is the language of the short diff's own words.
    public static func compare(expected: String, actual: String, language: Language = .en) -> OutputMatch {
        let example = OutputText(expected, stripEscapes: false)
        let lines = example.lines.filter { !Gap.isGapLine(example.bytes, $0.range) }
        guard let first = lines.first else { return .matchedEmpty }
        let output = OutputText(actual, stripEscapes: true)
        if let json = jsonExample(example, startingAt: first) {
            return JSONComparison.compare(example: json, line: first.number, output: output, language: language)
        }
        return TextComparison.compare(
            example: lines.map { ExampleLine(example.bytes, $0) }, output: output, language: language)
    }

    /// The example as one JSON value, when it starts with `{` or `[` and nothing but gaps follows the value.
    private static func jsonExample(_ example: OutputText, startingAt line: OutputText.Line) -> LooseJSON? {
        let start = line.range.lowerBound
        guard example.bytes[start] == 0x7B || example.bytes[start] == 0x5B else { return nil }
        guard let (value, end) = LenientJSON.parse(example.bytes, from: start, line: line.number),
            LenientJSON.isTrailingTrivia(example.bytes, from: end)
        else { return nil }
        return value
    }
}
