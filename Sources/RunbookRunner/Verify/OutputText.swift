/// Text split into its non-blank lines, each trimmed of blanks, over one UTF-8 byte buffer.
///
/// CRLF and lone CR become line breaks, a no-break space a blank; with `stripEscapes`, ANSI escape sequences
/// (CSI such as colours, OSC such as hyperlinks, and two-byte escapes) are dropped. The buffer keeps every line
/// break, so a parser that starts at a line and counts breaks finds the original 1-based line numbers.
struct OutputText: Sendable {
    /// One non-blank line: its 1-based number and the byte range of its trimmed text.
    struct Line: Sendable, Equatable {
        let number: Int
        let range: Range<Int>
    }

    let bytes: [UInt8]
    let lines: [Line]

    init(_ text: String, stripEscapes: Bool) {
        var text = text
        let bytes = text.withUTF8 { Self.normalize($0, stripEscapes: stripEscapes) }
        self.bytes = bytes
        self.lines = Self.splitLines(bytes)
    }

    func string(_ line: Line) -> String {
        String(decoding: bytes[line.range], as: UTF8.self)
    }

    private static func normalize(_ input: UnsafeBufferPointer<UInt8>, stripEscapes: Bool) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(input.count)
        var i = 0
        let end = input.count
        while i < end {
            let b = input[i]
            if b == 0x0D {
                out.append(0x0A)
                i += (i + 1 < end && input[i + 1] == 0x0A) ? 2 : 1
            } else if b == 0x1B && stripEscapes {
                i = escapeEnd(input, from: i)
            } else if b == 0xC2 && i + 1 < end && input[i + 1] == 0xA0 {
                // Pages and tools both use no-break spaces where a blank is meant.
                out.append(0x20)
                i += 2
            } else {
                out.append(b)
                i += 1
            }
        }
        return out
    }

    /// The index after the escape sequence starting at `start` (an ESC byte).
    private static func escapeEnd(_ input: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let end = input.count
        guard start + 1 < end else { return end }
        switch input[start + 1] {
        case 0x5B:  // CSI: parameters and intermediates, then one final byte in 0x40...0x7E
            var i = start + 2
            while i < end, input[i] >= 0x20, input[i] <= 0x3F { i += 1 }
            return i < end && input[i] >= 0x40 && input[i] <= 0x7E ? i + 1 : i
        case 0x5D:  // OSC: ends with BEL or ESC backslash
            var i = start + 2
            while i < end {
                if input[i] == 0x07 { return i + 1 }
                if input[i] == 0x1B { return min(i + 2, end) }
                if input[i] == 0x0A { return i }
                i += 1
            }
            return end
        default:
            return start + 2
        }
    }

    private static func splitLines(_ bytes: [UInt8]) -> [Line] {
        var lines: [Line] = []
        var number = 1
        var start = 0
        let end = bytes.count
        while start <= end {
            var stop = start
            while stop < end && bytes[stop] != 0x0A { stop += 1 }
            var low = start
            var high = stop
            while low < high && ByteClass.isBlank(bytes[low]) { low += 1 }
            while high > low && ByteClass.isBlank(bytes[high - 1]) { high -= 1 }
            if low < high { lines.append(Line(number: number, range: low..<high)) }
            number += 1
            start = stop + 1
        }
        return lines
    }
}

/// Recognises the ways examples mark left-out output: `...`, `…`, `[...]`, `[…]`.
enum Gap {
    /// Whether a whole line is only an elision mark.
    static func isGapLine(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        var low = range.lowerBound
        var high = range.upperBound
        if high - low >= 2 && bytes[low] == 0x5B && bytes[high - 1] == 0x5D {
            low += 1
            high -= 1
        }
        var dots = 0
        var i = low
        while i < high {
            if bytes[i] == 0x2E {
                dots += 1
                i += 1
            } else if let n = ellipsisLength(bytes, i, high) {
                dots += 3
                i += n
            } else {
                return false
            }
        }
        return dots >= 3
    }

    /// The length of an inline elision (`[...]`, `[…]` or `…`) at `i`, if there is one.
    static func inlineLength(_ bytes: [UInt8], _ i: Int, _ end: Int) -> Int? {
        if let n = ellipsisLength(bytes, i, end) { return n }
        guard bytes[i] == 0x5B else { return nil }
        if i + 4 < end && bytes[i + 1] == 0x2E && bytes[i + 2] == 0x2E && bytes[i + 3] == 0x2E && bytes[i + 4] == 0x5D {
            return 5
        }
        if i + 2 < end, let n = ellipsisLength(bytes, i + 1, end), i + 1 + n < end, bytes[i + 1 + n] == 0x5D {
            return n + 2
        }
        return nil
    }

    /// 3 when the UTF-8 of `…` (E2 80 A6) starts at `i`.
    static func ellipsisLength(_ bytes: [UInt8], _ i: Int, _ end: Int) -> Int? {
        i + 2 < end && bytes[i] == 0xE2 && bytes[i + 1] == 0x80 && bytes[i + 2] == 0xA6 ? 3 : nil
    }
}
