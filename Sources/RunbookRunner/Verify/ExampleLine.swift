/// One non-blank line of a text example, compiled as a whole and, when it reads as a table row, cell by cell.
///
/// A line with two or more cells (separated by two or more blanks, or a tab) is first compared cell by cell with
/// an actual line of the same number of cells: a cell of volatile tokens only (an id, an age, a count) accepts any
/// non-empty cell, the other cells must match their pattern. When the cell counts differ, the whole line is
/// compared as one pattern.
struct ExampleLine: Sendable {
    let number: Int
    let text: String
    let whole: LinePattern
    let cells: [LinePattern]
    private let volatileCells: [Bool]

    init(_ bytes: [UInt8], _ line: OutputText.Line) {
        number = line.number
        text = String(decoding: bytes[line.range], as: UTF8.self)
        whole = LinePattern(bytes, line.range)
        let ranges = Self.cells(bytes, line.range)
        cells = ranges.count > 1 ? ranges.map { LinePattern(bytes, $0) } : []
        volatileCells = cells.map(\.isVolatileOnly)
    }

    /// The slot bindings when the actual line matches, in slot order; nil when it does not.
    func match(_ bytes: [UInt8], _ range: Range<Int>, steps: inout Int) -> [OutputMatch.Binding]? {
        if !cells.isEmpty {
            steps += 1 + range.count >> 4
            if Self.cellCount(bytes, range) == cells.count {
                var bindings: [OutputMatch.Binding] = []
                var start = range.lowerBound
                for index in cells.indices {
                    let cell = Self.nextCell(bytes, from: start, limit: range.upperBound)
                    start = cell.next
                    if volatileCells[index] { continue }
                    guard let captures = cells[index].match(bytes, cell.range, steps: &steps) else { return nil }
                    bindings += Self.bindings(captures, bytes)
                }
                return bindings
            }
        }
        return whole.match(bytes, range, steps: &steps).map { Self.bindings($0, bytes) }
    }

    private static func bindings(_ captures: [LinePattern.Capture], _ bytes: [UInt8]) -> [OutputMatch.Binding] {
        captures.map { OutputMatch.Binding(name: $0.name, value: String(decoding: bytes[$0.range], as: UTF8.self)) }
    }

    /// The cells of a trimmed line: text separated by a tab or by two or more blanks.
    static func cells(_ bytes: [UInt8], _ range: Range<Int>) -> [Range<Int>] {
        var cells: [Range<Int>] = []
        var start = range.lowerBound
        while start < range.upperBound {
            let cell = nextCell(bytes, from: start, limit: range.upperBound)
            cells.append(cell.range)
            start = cell.next
        }
        return cells
    }

    private static func cellCount(_ bytes: [UInt8], _ range: Range<Int>) -> Int {
        var count = 0
        var start = range.lowerBound
        while start < range.upperBound {
            count += 1
            start = nextCell(bytes, from: start, limit: range.upperBound).next
        }
        return count
    }

    /// The cell starting at `start` (not a blank) and where the next one starts (`limit` after the last).
    private static func nextCell(_ bytes: [UInt8], from start: Int, limit end: Int) -> (range: Range<Int>, next: Int) {
        var i = start
        while i < end {
            guard ByteClass.isBlank(bytes[i]) else {
                i += 1
                continue
            }
            var j = i
            while j < end && ByteClass.isBlank(bytes[j]) { j += 1 }
            if j - i >= 2 || bytes[i] == 0x09 { return (start..<i, j) }
            i = j
        }
        return (start..<end, end)
    }
}
