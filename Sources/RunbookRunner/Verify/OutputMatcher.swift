import RunbookKit

/// Compares a command's real output with the example output (`{: screen}`) its page shows, tolerantly.
///
/// Tolerantly means: lines in order among others, words exactly, volatile tokens (ids, dates, versions, counts) by
/// their shape (`TokenShape`), `<slot>`s binding what stands in their place, a sample name standing for a value the
/// step's commands were given (`GivenValues`), tables cell by cell (`LinePattern`), JSON by key paths
/// (`JSONComparison`). The rules are in docs/running.md, *Verification*.
///
/// A text example's lines are looked for in order among the output's lines: each from just after the previous line
/// found, taking the first actual line that matches (greedy subsequence); a line not found leaves the search
/// position where it was.
///
/// Bounds: a line comparison costs at most (line length × segments) on the line's first `maxLineBytes`; JSON is
/// parsed once, in linear time, at most 200 deep. Work is counted in steps (a line comparison costs
/// `comparisonCost`, plus one per 16 bytes a slot skips). Successful searches together read the output about once;
/// only failed searches repeat work. Once they have spent `failedSearchBudget` steps, later lines are looked for
/// only in the `narrowWindow` lines after the search position; past `stepBudget` failed steps, the remaining lines
/// are not looked for and count as missing. Both only happen after a line went missing, so the verdict stays exact;
/// `missing` may then list lines that were further away, and the diff says so.
enum OutputMatcher {
    static let comparisonCost = 16
    static let failedSearchBudget = 2_000_000
    static let stepBudget = 20_000_000
    static let narrowWindow = 200
    static let maxLineBytes = 65_536
    /// The most output lines the diff looks through to find the closest line to a missing one.
    static let diffWindow = 200

    /// Compares `actual` output with the `expected` example; `values` are those the step's commands were given (an
    /// example's word may stand for one), `language` is that of the short diff's own words.
    static func compare(
        expected: String, actual: String, values: GivenValues = .none, language: Language = .en
    ) -> OutputMatch {
        let example = OutputText(expected, stripEscapes: false)
        let lines = example.lines.filter { !OutputText.isGap(example.bytes[$0.range]) }
        guard let first = lines.first else { return OutputMatch(orderedBindings: [], missing: []) }
        let output = OutputText(actual, stripEscapes: true)
        let start = first.range.lowerBound
        if example.bytes[start].isOne(of: "{["),
            let json = LenientJSON.document(example.bytes, from: start, line: first.number)
        {
            return JSONComparison.compare(example: json, line: first.number, output: output, language: language)
        }
        let patterns = lines.map { LinePattern(example.bytes, $0.range, asRow: true, values: values) }
        var cursor = 0
        var failedSteps = 0
        var bindings: [OutputMatch.Binding] = []
        var foundAt: [Int?] = []
        var misses: [(index: Int, from: Int)] = []
        for pattern in patterns {
            var steps = 0
            let limit =
                failedSteps > stepBudget
                ? cursor
                : failedSteps > failedSearchBudget
                    ? min(output.lines.count, cursor + narrowWindow)
                    : output.lines.count
            let found = (cursor..<max(cursor, limit)).first { k in
                steps += comparisonCost
                let range = output.lines[k].range
                let clipped = range.lowerBound..<min(range.upperBound, range.lowerBound + maxLineBytes)
                guard let lineBindings = pattern.match(output.bytes, clipped, steps: &steps) else { return false }
                bindings += lineBindings
                return true
            }
            foundAt.append(found)
            if let found {
                cursor = found + 1
            } else {
                misses.append((foundAt.count - 1, cursor))
                failedSteps += steps
            }
        }
        let pairs = misses.enumerated().map { rank, miss in
            let text = example.string(lines[miss.index])
            guard rank < OutputMatch.maxDiffLines / 2 else { return (text, "") }
            // The missing line belonged between the lines found before and after it.
            let next = foundAt[miss.index...].lazy.compactMap { $0 }.first ?? output.lines.count
            let window = miss.from..<min(max(next, miss.from), miss.from + diffWindow)
            guard !output.lines.isEmpty else { return (text, VerifyMessages.noOutput(language)) }
            guard !window.isEmpty else { return (text, VerifyMessages.noMoreOutput(language)) }
            let found = output.lines[closest(to: text, in: window, output: output)]
            // A long line is shown around where the two first differ.
            let (wanted, seen) = patterns[miss.index].difference(
                example.bytes, lines[miss.index].range, output.bytes, found.range)
            return (Self.window(text, at: wanted), Self.window(output.string(found), at: seen))
        }
        let notes =
            failedSteps > stepBudget
            ? [VerifyMessages.notLookedFor(language)]
            : failedSteps > failedSearchBudget ? [VerifyMessages.lookedForNearby(language)] : []
        return OutputMatch(
            orderedBindings: bindings,
            missing: misses.map { ExpectedLine(line: lines[$0.index].number, text: example.string(lines[$0.index])) },
            pairs: pairs, notes: notes, language: language)
    }

    /// The output line in `window` sharing the most words with the expected line.
    private static func closest(to text: String, in window: Range<Int>, output: OutputText) -> Int {
        let wanted = words(Array(text.utf8)[...])
        let scores = window.map { words(output.bytes[output.lines[$0].range].prefix(512)).intersection(wanted).count }
        return window.lowerBound + (scores.indices.max { scores[$0] < scores[$1] } ?? 0)
    }

    /// A line cut to `OutputMatch.maxDiffWidth` characters around the difference that starts at byte `offset`, some
    /// context before it, with `…` on each side that is cut.
    private static func window(_ text: String, at offset: Int) -> String {
        let width = OutputMatch.maxDiffWidth
        let characters = Array(text)
        guard characters.count > width else { return text }
        let at = String(decoding: text.utf8.prefix(offset), as: UTF8.self).count
        var low = max(0, min(at - width / 4, characters.count - width))
        var high = low + width
        if low > 0 { low += 1 }
        if high < characters.count { high -= 1 }
        return (low > 0 ? "…" : "") + String(characters[low..<high]) + (high < characters.count ? "…" : "")
    }

    /// The words of a line: runs of two bytes or more of letters (and other scripts' characters).
    private static func words(_ bytes: ArraySlice<UInt8>) -> Set<ArraySlice<UInt8>> {
        Set(bytes.split { $0 < 0x80 && !$0.isASCIILetter }.filter { $0.count >= 2 })
    }
}

/// The result of comparing a command's real output with the example output its page shows.
///
/// Bindings are reported even when the output does not match: they hold what was found for the lines and keys
/// that did match, so a runner may still offer them as defaults.
struct OutputMatch: Sendable, Equatable {
    /// A placeholder of the example and the text that stood in its place in the real output.
    struct Binding: Sendable, Hashable {
        /// The placeholder's name, without angle brackets.
        let name: String
        /// The text found in its place, never empty.
        let value: String
    }

    static let maxDiffLines = 10
    static let maxDiffWidth = 120

    /// Whether every expected line (or key path) was found.
    var matches: Bool { missing.isEmpty }
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
