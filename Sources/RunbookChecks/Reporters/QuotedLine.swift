import MarkdownTree
import RunbookKit

/// A page's line as the text report quotes it under a diagnostic: the line, or a window of it around the column,
/// and a caret under the column's character.
///
/// Columns count Unicode scalars (as every position docrun gives); the caret is placed by the width each scalar
/// takes on a terminal: a tab under a tab (whatever the tab width), nothing under a combining mark, two spaces under
/// a wide (East Asian or emoji) character, a space under any other.
enum QuotedLine {
    /// The widest line quoted whole, in terminal columns; a wider one is shown as a window of this width at most.
    static let width = 100
    /// How many columns of the line a window shows before the caret, when the line has them.
    static let lead = 32

    /// Appends `line`, or its window around `column`, and the caret line to `out`.
    ///
    /// `caret` is the caret and its line break. `widths` keeps the scalars of the last long line quoted, for the next
    /// diagnostics on it.
    static func append(
        _ line: Substring, column: Int, caret: String, widths: inout LineWidths?, key: LineWidths.Key,
        into out: inout String
    ) {
        // A line of `width` bytes or fewer is no wider than that: every scalar wider than a column takes three bytes
        // or more in UTF-8.
        if line.utf8.count <= width {
            out.append(contentsOf: line)
            out += "\n"
            appendCaretPadding(line, column: column, to: &out)
            out += caret
            return
        }
        if widths?.key != key { widths = LineWidths(line, key: key) }
        guard let widths else { return }
        widths.appendWindow(of: line, column: column, caret: caret, into: &out)
    }

    /// Appends what goes before the caret under 1-based `column` of `line`: a tab under each tab, nothing under a
    /// combining mark, two spaces under a wide character, a space under every other scalar, and spaces past the
    /// line's end.
    static func appendCaretPadding(_ line: Substring, column: Int, to out: inout String) {
        let wanted = column - 1
        guard wanted > 0 else { return }
        var scalars = 0
        for scalar in line.unicodeScalars.prefix(wanted) {
            scalars += 1
            if scalar == "\t" { out += "\t" } else { appendSpaces(displayWidth(scalar), to: &out) }
        }
        appendSpaces(wanted - scalars, to: &out)
    }

    /// The columns `scalar` takes on a terminal: 0 for combining marks and invisible format characters, 2 for wide
    /// East Asian characters and emoji, 1 for the others (a tab counts 1; the padding copies it).
    static func displayWidth(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        for range in wideRanges where range.contains(value) { return 2 }
        return 1
    }

    /// The blocks a terminal shows two columns wide (East Asian Wide and Fullwidth, and the emoji blocks).
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
        0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
        0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    /// Spaces appended from a run kept once: one copy of bytes, not a string made and appended for each run.
    private static let spaces = String(repeating: " ", count: 256)

    static func appendSpaces(_ count: Int, to out: inout String) {
        var left = count
        while left > 0 {
            let run = min(left, 256)
            out.append(contentsOf: spaces[..<spaces.utf8.index(spaces.startIndex, offsetBy: run)])
            left -= run
        }
    }
}

/// The scalars of a long line with where each starts and the columns before it, found in one walk and kept while
/// the diagnostics on that line are quoted (a hostile page's line of a million characters is walked once per run of
/// diagnostics on it, not once per diagnostic).
struct LineWidths {
    /// The page and line.
    struct Key: Equatable {
        let file: String
        let line: Int
    }

    let key: Key
    /// The UTF-8 offset where each scalar starts, and the line's length after the last.
    private var offsets: [Int] = []
    /// The terminal columns before each scalar, and the line's width after the last.
    private var columns: [Int] = []

    init(_ line: Substring, key: Key) {
        self.key = key
        let walk = { (bytes: UnsafeBufferPointer<UInt8>) in
            var index = 0
            var width = 0
            while index < bytes.count {
                self.offsets.append(index)
                self.columns.append(width)
                let (scalar, length) = SourceText.decode(bytes, at: index)
                width += QuotedLine.displayWidth(scalar)
                index += length
            }
            self.offsets.append(index)
            self.columns.append(width)
        }
        if line.utf8.withContiguousStorageIfAvailable(walk) == nil { Array(line.utf8).withUnsafeBufferPointer(walk) }
    }

    /// Appends the window of `line` around 1-based scalar `column`, `…` marking each cut side, and the caret line.
    ///
    /// The window is at most `QuotedLine.width` columns, marks included, and starts `QuotedLine.lead` columns before
    /// the caret, or earlier when the line ends before the window is full.
    func appendWindow(of line: Substring, column: Int, caret: String, into out: inout String) {
        let count = offsets.count - 1
        let total = columns[count]
        let target = min(max(column - 1, 0), count)
        if total <= QuotedLine.width {
            out.append(contentsOf: line)
            out += "\n"
            QuotedLine.appendCaretPadding(line, column: column, to: &out)
            out += caret
            return
        }
        // The first scalar shown: `lead` columns before the caret, earlier when the rest would not fill the window.
        let wantedStart = max(0, min(columns[target] - QuotedLine.lead, total - (QuotedLine.width - 1)))
        // The first scalar at or after that column, found by halving: the columns only grow along the line.
        var (first, upper) = (0, count)
        while first < upper {
            let middle = (first + upper) / 2
            if columns[middle] < wantedStart { first = middle + 1 } else { upper = middle }
        }
        // The columns shown: all but one for a mark on the side cut, all but two when both are.
        let rest = total - columns[first]
        let room = first == 0 || rest > QuotedLine.width - 1 ? QuotedLine.width - (first == 0 ? 1 : 2) : rest
        var end = first
        while end < count, columns[end + 1] - columns[first] <= room { end += 1 }
        let utf8 = line.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: offsets[first])
        let stop = utf8.index(utf8.startIndex, offsetBy: offsets[end])
        let shown = Substring(line.unicodeScalars[start..<stop])
        if first > 0 { out += "…" }
        out.append(contentsOf: shown)
        if end < count { out += "…" }
        out += "\n"
        if first > 0 { out += " " }
        QuotedLine.appendCaretPadding(shown, column: column - first, to: &out)
        out += caret
    }
}
