import RunbookKit

/// Looks for a text example's lines, in order, among the actual output's lines.
///
/// Each example line is searched from just after the previous line found, and the first actual line that
/// matches is taken (greedy subsequence); a line not found leaves the search position where it was.
///
/// Work is counted in steps (a line comparison costs `comparisonCost`, plus one per 16 bytes a slot skips).
/// Successful searches together read the output about once; only failed searches repeat work. Once they have
/// spent `failedSearchBudget` steps, later lines are looked for only in the `narrowWindow` lines after the
/// search position; past `stepBudget` failed steps, the remaining lines are not looked for and count as
/// missing. Both only happen after a line went missing, so the verdict stays exact; `missing` may then list
/// lines that were further away, and the diff says so. Output lines are compared on their first `maxLineBytes`
/// bytes. So the work is at most about two passes over the output plus `stepBudget` steps.
enum TextComparison {
    static let comparisonCost = 16
    static let failedSearchBudget = 2_000_000
    static let stepBudget = 20_000_000
    static let narrowWindow = 200
    static let maxLineBytes = 65_536
    /// The most output lines the diff looks through to find the closest line to a missing one.
    static let diffWindow = 200

    static func compare(example: [ExampleLine], output: OutputText, language: Language = .en) -> OutputMatch {
        var cursor = 0
        var failedSteps = 0
        var bindings: [OutputMatch.Binding] = []
        var foundAt: [Int?] = []
        var misses: [(index: Int, from: Int)] = []
        for line in example {
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
                guard let lineBindings = line.match(output.bytes, clipped, steps: &steps) else { return false }
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
            let text = example[miss.index].text
            guard rank < OutputMatch.maxDiffLines / 2 else { return (text, "") }
            // The missing line belonged between the lines found before and after it.
            let next = foundAt[miss.index...].lazy.compactMap { $0 }.first ?? output.lines.count
            let window = miss.from..<min(max(next, miss.from), miss.from + diffWindow)
            return (text, closest(to: text, in: window, output: output, language: language))
        }
        let notes =
            failedSteps > stepBudget
            ? [VerifyMessages.notLookedFor(language)]
            : failedSteps > failedSearchBudget ? [VerifyMessages.lookedForNearby(language)] : []
        return OutputMatch(
            orderedBindings: bindings,
            missing: misses.map { ExpectedLine(line: example[$0.index].number, text: example[$0.index].text) },
            pairs: pairs, notes: notes, language: language)
    }

    /// The output line in `window` sharing the most words with the expected line, or a note when there is none.
    private static func closest(to text: String, in window: Range<Int>, output: OutputText, language: Language)
        -> String
    {
        guard !output.lines.isEmpty else { return VerifyMessages.noOutput(language) }
        guard !window.isEmpty else { return VerifyMessages.noMoreOutput(language) }
        let wanted = words(Array(text.utf8)[...])
        let scores = window.map { words(output.bytes[output.lines[$0].range].prefix(512)).intersection(wanted).count }
        let best = scores.indices.max { scores[$0] < scores[$1] } ?? 0
        return output.string(output.lines[window.lowerBound + best])
    }

    /// The words of a line: runs of two bytes or more of letters (and other scripts' characters).
    private static func words(_ bytes: ArraySlice<UInt8>) -> Set<ArraySlice<UInt8>> {
        Set(bytes.split { $0 < 0x80 && !ByteClass.isLetter($0) }.filter { $0.count >= 2 })
    }
}
