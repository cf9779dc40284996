/// Finds the markdown a cell's text carries although it sits in HTML: `` `code` ``, `*em*`, `_em_`,
/// `**strong**`, `__strong__`, `***both***`, and backslash escapes.
///
/// A deliberately small subset of CommonMark's rules, linear in the text: a code span closes at the next
/// backtick run of the same length; a `*`/`_` run opens when followed by a non-space (for `_`, not
/// preceded by a letter or digit, so `my_image_name` stays as written) and closes a run of the same
/// character and length. Unmatched markers stay text.
enum HTMLMarkdownInline {
    /// A piece of the text that is not plain: its source range, and what it means.
    struct Mark {
        let range: Range<Int>
        let action: Action
    }

    enum Action {
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
        let range: Range<Int>
        let byte: UInt8
        var canOpen = true
        var canClose = true
    }

    /// The marks in `range`, in source order.
    static func marks(in bytes: [UInt8], range: Range<Int>) -> [Mark] {
        var ticks: [Run] = []
        var delimiters: [Run] = []
        var (brackets, links, noTargetBefore): ([Int], [Mark], Int) = ([], [], 0)
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), index + 1 < range.upperBound, isASCIIPunctuation(bytes[index + 1]) {
                index += 2
                continue
            }
            // A link, `[text](target)`: its text is kept, its marks and its target dropped. A target ends at a `)`
            // before any blank: where none is, none is up to the blank or the end (`noTargetBefore`), not read again.
            if byte == UInt8(ascii: "[") {
                brackets.append(index)
            } else if byte == UInt8(ascii: "]"), let open = brackets.popLast(), index + 1 < range.upperBound,
                bytes[index + 1] == UInt8(ascii: "("), index >= noTargetBefore
            {
                var (close, depth) = (index + 2, 0)  // parentheses in it go in pairs: `(https://x/(y))`
                while close < range.upperBound, !isHTMLSpace(bytes[close]),
                    bytes[close] != UInt8(ascii: ")") || depth > 0
                {
                    depth += bytes[close] == UInt8(ascii: "(") ? 1 : bytes[close] == UInt8(ascii: ")") ? -1 : 0
                    close += 1
                }
                if close < range.upperBound, bytes[close] == UInt8(ascii: ")") {
                    let image = open > range.lowerBound && bytes[open - 1] == UInt8(ascii: "!") ? 1 : 0
                    links.append(Mark(range: (open - image)..<(open + 1), action: .drop))
                    links.append(Mark(range: index..<(close + 1), action: .drop))
                    (brackets, index) = ([], close + 1)
                    continue
                }
                noTargetBefore = close
            }
            guard byte == UInt8(ascii: "`") || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "_") else {
                index += 1
                continue
            }
            let start = index
            while index < range.upperBound, bytes[index] == byte { index += 1 }
            var run = Run(range: start..<index, byte: byte)
            guard byte != UInt8(ascii: "`") else {
                ticks.append(run)
                continue
            }
            let before: UInt8 = start > range.lowerBound ? bytes[start - 1] : 0x20
            let after: UInt8 = index < range.upperBound ? bytes[index] : 0x20
            run.canOpen = !isHTMLSpace(after) && (byte == UInt8(ascii: "*") || !isWordByte(before))
            run.canClose = !isHTMLSpace(before) && (byte == UInt8(ascii: "*") || !isWordByte(after))
            delimiters.append(run)
        }
        if ticks.isEmpty && delimiters.isEmpty && links.isEmpty { return [] }
        let code = codeSpans(ticks)
        // A link's marks in a code span are its text (both in order: the span that may hold the mark is the first that
        // ends after its start).
        var codeIndex = 0
        let linkMarks = links.filter { link in
            while codeIndex < code.count, code[codeIndex].range.upperBound <= link.range.lowerBound { codeIndex += 1 }
            return codeIndex == code.count || !code[codeIndex].range.overlaps(link.range)
        }
        return (code + emphasis(delimiters, outside: code) + linkMarks).sorted {
            $0.range.lowerBound < $1.range.lowerBound
        }
    }

    /// Each backtick run paired with the next run of the same length; the runs between are content.
    private static func codeSpans(_ ticks: [Run]) -> [Mark] {
        var next = [Int?](repeating: nil, count: ticks.count)
        var later: [Int: Int] = [:]
        for position in ticks.indices.reversed() {
            next[position] = later[ticks[position].range.count]
            later[ticks[position].range.count] = position
        }
        var marks: [Mark] = []
        var position = 0
        while position < ticks.count {
            guard let closer = next[position] else {
                position += 1
                continue
            }
            let (opening, closing) = (ticks[position].range, ticks[closer].range)
            let content = opening.upperBound..<closing.lowerBound
            marks.append(Mark(range: opening.lowerBound..<closing.upperBound, action: .code(content)))
            position = closer + 1
        }
        return marks
    }

    private static func emphasis(_ delimiters: [Run], outside code: [Mark]) -> [Mark] {
        var marks: [Mark] = []
        // One stack of openers per character and length.
        var openers = [[Run]](repeating: [], count: 6)
        var codeIndex = 0
        var pairs = 0
        for run in delimiters where run.range.count <= 3 {
            while codeIndex < code.count, code[codeIndex].range.upperBound <= run.range.lowerBound { codeIndex += 1 }
            if codeIndex < code.count, code[codeIndex].range.contains(run.range.lowerBound) { continue }
            let stack = (run.byte == UInt8(ascii: "*") ? 0 : 3) + run.range.count - 1
            if run.canClose, let opener = openers[stack].popLast() {
                let strongOnly = run.range.count == 2
                marks.append(Mark(range: opener.range, action: strongOnly ? .drop : .openEmphasis(pairs)))
                marks.append(Mark(range: run.range, action: strongOnly ? .drop : .closeEmphasis(pairs)))
                pairs += 1
            } else if run.canOpen {
                openers[stack].append(run)
            }
        }
        return marks
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte.isASCIIAlphanumeric
    }

    static func isASCIIPunctuation(_ byte: UInt8) -> Bool {
        (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte)
            || (0x7B...0x7E).contains(byte)
    }
}
