/// Finds the markdown a cell's text carries although it sits in HTML: `` `code` ``, `*em*`, `_em_`,
/// `**strong**`, `__strong__`, `***both***`, and backslash escapes.
///
/// A deliberately small subset of CommonMark's rules, linear in the text: a code span closes at the next
/// backtick run of the same length; a `*`/`_` run opens when followed by a non-space (for `_`, not
/// preceded by a letter or digit, so `my_image_name` stays as written) and closes a run of the same
/// character and length. Unmatched markers stay text.
enum HTMLMarkdownInline {
    /// A piece of the text that is not plain: its source range, and what it means.
    struct Mark: Equatable {
        let range: Range<Int>
        let action: Action
    }

    enum Action: Equatable {
        /// A code span; the range is its content between the backticks.
        case code(Range<Int>)
        /// The opening marker of the emphasis numbered by the associated value.
        case openEmphasis(Int)
        /// The closing marker of that emphasis.
        case closeEmphasis(Int)
        /// A `**`/`__` marker: removed, its content kept as plain text.
        case drop
    }

    private struct Run {
        let start: Int
        let length: Int
        let byte: UInt8
        let canOpen: Bool
        let canClose: Bool
    }

    /// The marks in `range`, in source order; empty when the text has no markdown.
    static func marks(in bytes: [UInt8], range: Range<Int>) -> [Mark] {
        var ticks: [Run] = []
        var delimiters: [Run] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), index + 1 < range.upperBound, isASCIIPunctuation(bytes[index + 1]) {
                index += 2
                continue
            }
            guard byte == UInt8(ascii: "`") || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "_") else {
                index += 1
                continue
            }
            let start = index
            while index < range.upperBound, bytes[index] == byte { index += 1 }
            if byte == UInt8(ascii: "`") {
                ticks.append(Run(start: start, length: index - start, byte: byte, canOpen: true, canClose: true))
            } else {
                delimiters.append(delimiterRun(bytes, range: range, start: start, end: index, byte: byte))
            }
        }
        if ticks.isEmpty && delimiters.isEmpty { return [] }
        var marks = codeSpans(ticks)
        marks += emphasis(delimiters, outside: marks)
        marks.sort { $0.range.lowerBound < $1.range.lowerBound }
        return marks
    }

    private static func delimiterRun(_ bytes: [UInt8], range: Range<Int>, start: Int, end: Int, byte: UInt8) -> Run {
        let before: UInt8 = start > range.lowerBound ? bytes[start - 1] : 0x20
        let after: UInt8 = end < range.upperBound ? bytes[end] : 0x20
        var canOpen = !isHTMLSpace(after)
        var canClose = !isHTMLSpace(before)
        if byte == UInt8(ascii: "_") {
            canOpen = canOpen && !isWordByte(before)
            canClose = canClose && !isWordByte(after)
        }
        return Run(start: start, length: end - start, byte: byte, canOpen: canOpen, canClose: canClose)
    }

    private static func codeSpans(_ ticks: [Run]) -> [Mark] {
        guard ticks.count > 1 else { return [] }
        var runsByLength: [Int: [Int]] = [:]
        var rank = [Int](repeating: 0, count: ticks.count)
        for (position, run) in ticks.enumerated() {
            rank[position] = runsByLength[run.length, default: []].count
            runsByLength[run.length, default: []].append(position)
        }
        var marks: [Mark] = []
        var position = 0
        while position < ticks.count {
            let run = ticks[position]
            let sameLength = runsByLength[run.length] ?? []
            guard rank[position] + 1 < sameLength.count else {
                position += 1
                continue
            }
            let closer = ticks[sameLength[rank[position] + 1]]
            let content = (run.start + run.length)..<closer.start
            marks.append(Mark(range: run.start..<(closer.start + closer.length), action: .code(content)))
            position = sameLength[rank[position] + 1] + 1
        }
        return marks
    }

    private static func emphasis(_ delimiters: [Run], outside code: [Mark]) -> [Mark] {
        var marks: [Mark] = []
        var openers = [[Run]](repeating: [], count: 6)
        var codeIndex = 0
        var pairs = 0
        for run in delimiters where run.length <= 3 {
            while codeIndex < code.count, code[codeIndex].range.upperBound <= run.start { codeIndex += 1 }
            if codeIndex < code.count, code[codeIndex].range.contains(run.start) { continue }
            let stack = (run.byte == UInt8(ascii: "*") ? 0 : 3) + run.length - 1
            if run.canClose, let opener = openers[stack].popLast() {
                let strongOnly = run.length == 2
                marks.append(Mark(range: opener.start..<(opener.start + opener.length),
                                  action: strongOnly ? .drop : .openEmphasis(pairs)))
                marks.append(Mark(range: run.start..<(run.start + run.length),
                                  action: strongOnly ? .drop : .closeEmphasis(pairs)))
                pairs += 1
            } else if run.canOpen {
                openers[stack].append(run)
            }
        }
        return marks
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || HTMLEntities.isASCIIAlphanumeric(byte)
    }

    static func isASCIIPunctuation(_ byte: UInt8) -> Bool {
        (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte)
            || (0x7B...0x7E).contains(byte)
    }
}
