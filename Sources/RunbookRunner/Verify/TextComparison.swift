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

    private struct Miss {
        let line: ExampleLine
        let from: Int
    }

    static func compare(example: [ExampleLine], output: OutputText, language: Language = .en) -> OutputMatch {
        let lines = output.lines
        var cursor = 0
        var failedSteps = 0
        var bindings: [OutputMatch.Binding] = []
        var misses: [Miss] = []
        var foundAt: [Int?] = []
        var narrowed = false
        var stopped = false
        for exampleLine in example {
            var found: Int?
            var steps = 0
            let limit = narrowed ? min(lines.count, cursor + narrowWindow) : lines.count
            var k = cursor
            while k < limit && !stopped {
                steps += comparisonCost
                let range = lines[k].range
                let clipped = range.lowerBound..<min(range.upperBound, range.lowerBound + maxLineBytes)
                if let lineBindings = exampleLine.match(output.bytes, clipped, steps: &steps) {
                    bindings += lineBindings
                    found = k
                    break
                }
                k += 1
            }
            foundAt.append(found)
            if let found {
                cursor = found + 1
            } else {
                misses.append(Miss(line: exampleLine, from: cursor))
                failedSteps += steps
                narrowed = narrowed || failedSteps > failedSearchBudget
                stopped = failedSteps > stepBudget
            }
        }
        if misses.isEmpty {
            return OutputMatch(verdict: .match, orderedBindings: bindings, missing: [], diff: [])
        }
        let pairs = diffPairs(misses, example: example, foundAt: foundAt, output: output, language: language)
        var notes: [String] = []
        if stopped {
            notes.append("(after too many missing lines, the rest were not looked for)")
        } else if narrowed {
            notes.append("(after many missing lines, the rest were looked for only near their place)")
        }
        return OutputMatch(
            verdict: .mismatch,
            orderedBindings: bindings,
            missing: misses.map { ExpectedLine(line: $0.line.number, text: $0.line.text) },
            diff: DiffText.assemble(pairs: pairs, notes: notes)
        )
    }

    /// `(expected, closest actual)` for the first missing lines that fit in a diff.
    private static func diffPairs(
        _ misses: [Miss], example: [ExampleLine], foundAt: [Int?], output: OutputText, language: Language
    ) -> [(String, String)] {
        var pairs: [(String, String)] = []
        for (index, miss) in misses.enumerated() {
            guard index < DiffText.maxLines / 2 else {
                pairs.append((miss.line.text, ""))
                continue
            }
            // The missing line belonged between the lines found before and after it.
            let position = example.firstIndex { $0.number == miss.line.number } ?? 0
            let next = foundAt[position...].lazy.compactMap { $0 }.first ?? output.lines.count
            let window = miss.from..<min(max(next, miss.from), miss.from + diffWindow)
            pairs.append((miss.line.text, closest(to: miss.line, in: window, output: output, language: language)))
        }
        return pairs
    }

    /// The output line in `window` sharing the most words with the expected line, or a note when there is none.
    private static func closest(
        to line: ExampleLine, in window: Range<Int>, output: OutputText, language: Language
    ) -> String {
        guard !output.lines.isEmpty else { return VerifyMessages.noOutput(language) }
        guard !window.isEmpty else { return VerifyMessages.noMoreOutput(language) }
        let wanted = Set(words(Array(line.text.utf8), 0..<line.text.utf8.count))
        var best = window.lowerBound
        var bestScore = 0
        for k in window {
            let range = output.lines[k].range
            let clipped = range.lowerBound..<min(range.upperBound, range.lowerBound + 512)
            let score = Set(words(output.bytes, clipped)).intersection(wanted).count
            if score > bestScore {
                best = k
                bestScore = score
            }
        }
        return output.string(output.lines[best])
    }

    /// The words of a line: runs of letters (and other scripts' characters) of two bytes or more.
    private static func words(_ bytes: [UInt8], _ range: Range<Int>) -> [ArraySlice<UInt8>] {
        var words: [ArraySlice<UInt8>] = []
        var i = range.lowerBound
        while i < range.upperBound {
            guard ByteClass.isLetter(bytes[i]) || bytes[i] >= 0x80 else {
                i += 1
                continue
            }
            var j = i
            while j < range.upperBound && (ByteClass.isLetter(bytes[j]) || bytes[j] >= 0x80) { j += 1 }
            if j - i >= 2 { words.append(bytes[i..<j]) }
            i = j
        }
        return words
    }
}
