import RunbookKit

/// Compares a command's real output with the example output (`{: screen}`) its page shows, tolerantly: lines in
/// order among others, words exactly, volatile tokens (ids, dates, versions, counts) by their shape (`TokenShape`),
/// `<slot>`s binding what stands in their place, tables cell by cell, JSON by key paths (`JSONComparison`). The
/// rules are in docs/running.md, *Verification*.
///
/// Bounds: a line comparison costs at most (line length × segments) on the line's first 64 KiB; failed searches are
/// budgeted without changing the verdict (`TextComparison`); JSON is parsed once, in linear time, at most 200 deep.
enum OutputMatcher {
    /// Compares `actual` output with the `expected` example; `language` is that of the short diff's own words.
    static func compare(expected: String, actual: String, language: Language = .en) -> OutputMatch {
        let example = OutputText(expected, stripEscapes: false)
        let lines = example.lines.filter { !OutputText.isGap(example.bytes[$0.range]) }
        guard let first = lines.first else { return OutputMatch(orderedBindings: [], missing: []) }
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
struct OutputMatch: Sendable, Equatable {
    enum Verdict: Sendable, Equatable {
        case match
        case mismatch
    }

    /// A placeholder of the example and the text that stood in its place in the real output.
    struct Binding: Sendable, Equatable, Hashable {
        /// The placeholder's name, without angle brackets.
        let name: String
        /// The text found in its place, never empty.
        let value: String
    }

    static let maxDiffLines = 10
    static let maxDiffWidth = 120

    var verdict: Verdict { missing.isEmpty ? .match : .mismatch }
    /// Each placeholder found in the output once (the first value wins), in the order it appears in the example.
    let orderedBindings: [Binding]
    /// Expected lines (or JSON key paths) that were not found, in example order.
    let missing: [ExpectedLine]
    /// A short human diff to print under a warning: `- expected` / `+ closest actual` pairs, then `notes`, in at
    /// most `maxDiffLines` lines of at most `maxDiffWidth` characters, ending with a count of the pairs left out.
    let diff: [String]

    init(
        orderedBindings: [Binding], missing: [ExpectedLine], pairs: [(String, String)] = [], notes: [String] = [],
        language: Language = .en
    ) {
        var seen: Set<String> = []
        self.orderedBindings = orderedBindings.filter { seen.insert($0.name).inserted }
        self.missing = missing
        func clip(_ text: String) -> String {
            text.count > Self.maxDiffWidth ? String(text.prefix(Self.maxDiffWidth - 1)) + "…" : text
        }
        let room = Self.maxDiffLines - notes.count
        let fitting = pairs.count * 2 <= room ? pairs.count : max(0, (room - 1) / 2)
        let more = fitting < pairs.count ? [VerifyMessages.moreNotFound(language, count: pairs.count - fitting)] : []
        diff = pairs.prefix(fitting).flatMap { ["- " + clip($0.0), "+ " + clip($0.1)] } + more + notes
    }
}

/// A line (or, for JSON examples, a key path such as `resources.metadata.guid`) expected in the output.
struct ExpectedLine: Sendable, Equatable {
    /// 1-based line of the example text where the expected line or key is written.
    let line: Int
    /// The example line with surrounding blanks removed, or the JSON key path.
    let text: String
}
