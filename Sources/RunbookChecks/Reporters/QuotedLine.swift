import RunbookKit

/// A page's line as the text report quotes it under a diagnostic: the line, or a window of it around the column,
/// and a caret under the column's character.
///
/// Columns count Unicode scalars; the caret is placed by the width each scalar takes on a terminal. The text report
/// keeps the last line quoted for the next diagnostics on it: a hostile line of a million characters is walked once.
struct QuotedLine {
    /// The widest line quoted whole, in terminal columns; a wider one is shown as a window of this width.
    static let width = 100
    /// How many columns of the line a window shows before the caret, when the line has them.
    static let lead = 32

    private let line: Substring
    /// The line's scalars; none for a line of `width` bytes or fewer, which is no wider than that (a scalar wider than
    /// a column takes three bytes or more) and is quoted whole.
    private let scalars: [Unicode.Scalar]
    /// The terminal columns before each scalar, and the line's width after the last.
    private let columns: [Int]

    init(_ line: Substring) {
        self.line = line
        scalars = line.utf8.count > Self.width ? Array(line.unicodeScalars) : []
        columns = scalars.reduce(into: [0]) { columns, scalar in
            columns.append(columns.last! + Self.displayWidth(scalar))
        }
    }

    /// The line or its window around 1-based scalar `column`, `…` marking each cut side, and what goes before the
    /// caret; the window starts `lead` columns before the caret, or earlier when the line ends before it is full.
    func quote(column: Int) -> (shown: String, padding: String) {
        let count = scalars.count
        let total = columns[count]
        guard total > Self.width else {
            // A String's scalars, walked quicker than a Substring's.
            let whole = String(line)
            return (whole, Self.padding(whole.unicodeScalars, column: column))
        }
        let target = min(max(column - 1, 0), count)
        let wantedStart = max(0, min(columns[target] - Self.lead, total - (Self.width - 1)))
        // The first scalar at or after that column, found by halving: the columns only grow along the line.
        let first = columns[..<count].partitioningIndex { $0 >= wantedStart }
        // The columns shown: all but one for a mark on the side cut, all but two when both are.
        let rest = total - columns[first]
        let room = first == 0 || rest > Self.width - 1 ? Self.width - (first == 0 ? 1 : 2) : rest
        // Up to the last scalar that ends within `room`, found by halving too.
        let end = columns[(first + 1)...].partitioningIndex { $0 - columns[first] > room } - 1
        let shown = scalars[first..<end]
        return (
            (first > 0 ? "…" : "") + String(decoding: shown.flatMap(\.utf8), as: UTF8.self) + (end < count ? "…" : ""),
            (first > 0 ? " " : "") + Self.padding(shown, column: column - first)
        )
    }

    /// What goes before the caret under 1-based `column` of `scalars`: a tab under a tab, else each one's width.
    static func padding(_ scalars: some Collection<Unicode.Scalar>, column: Int) -> String {
        // Bytes, not a string for each scalar.
        var padding: [UInt8] = []
        var count = 0
        for scalar in scalars {
            guard count < column - 1 else { break }
            let byte = UInt8(ascii: scalar == "\t" ? "\t" : " ")
            for _ in 0..<displayWidth(scalar) { padding.append(byte) }
            count += 1
        }
        return String(decoding: padding, as: UTF8.self) + String(repeating: " ", count: max(0, column - 1 - count))
    }

    /// The columns `scalar` takes on a terminal (a tab counts 1; the padding copies it).
    ///
    /// A control character takes the columns of what `VisibleText` writes for it: `^[` 2, `<U+009B>` 8.
    static func displayWidth(_ scalar: Unicode.Scalar) -> Int {
        if scalar.value >= 0x20 && scalar.value < 0x7F { return 1 }  // printable ASCII, most of any line
        if let shown = VisibleText.shown(scalar) { return shown.utf8.count }
        if scalar.value < 0x300 { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: return wideRanges.contains { $0.contains(scalar.value) } ? 2 : 1
        }
    }

    /// The blocks a terminal shows two columns wide (East Asian Wide and Fullwidth, and the emoji blocks).
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
        0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
        0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
