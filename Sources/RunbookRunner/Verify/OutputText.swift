/// Text split into its non-blank lines, each trimmed of blanks, over one UTF-8 byte buffer.
///
/// CRLF and lone CR become line breaks, a no-break space (also narrow, thin or figure) a blank; with `stripEscapes`, a
/// terminal's escape sequences (`TerminalEscape`: colours, hyperlinks, the `ESC ( B` that `tput sgr0` writes) are
/// dropped, and a broken one up to the byte that breaks it. The buffer keeps every line break, so a parser that starts
/// at a line and counts breaks finds the original 1-based line numbers.
struct OutputText: Sendable {
    /// One non-blank line: its 1-based number and the byte range of its trimmed text.
    struct Line: Sendable, Equatable {
        let number: Int
        let range: Range<Int>
    }

    let bytes: [UInt8]
    let lines: [Line]

    init(_ text: String, stripEscapes: Bool) {
        // CRLF and lone CR end lines; pages and tools both write no-break spaces (C2 A0), and French text the narrow
        // one before `:` (E2 80 AF), or a thin or figure space (E2 80 89, E2 80 87), where a blank is meant.
        var bytes: [UInt8] = []
        var (previous, beforeThat): (UInt8, UInt8) = (0, 0)
        let text = Array(text.utf8)
        var index = 0
        while index < text.count {
            if stripEscapes, let escape = TerminalEscape(in: text[...], at: index) {
                index = escape.end
                continue
            }
            let byte = text[index]
            index += 1
            defer { (previous, beforeThat) = (byte, previous) }
            if byte == 0x0A && previous == 0x0D { continue }
            if byte == 0xA0 && previous == 0xC2 {
                bytes[bytes.count - 1] = 0x20
                continue
            }
            if (byte == 0xAF || byte == 0x89 || byte == 0x87) && previous == 0x80 && beforeThat == 0xE2 {
                bytes.removeLast()
                bytes[bytes.count - 1] = 0x20
                continue
            }
            bytes.append(byte == 0x0D ? 0x0A : byte)
        }
        var number = 0
        lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).compactMap { line in
            number += 1
            guard let low = line.firstIndex(where: { !ByteClass.isBlank($0) }),
                let high = line.lastIndex(where: { !ByteClass.isBlank($0) })
            else { return nil }
            return Line(number: number, range: low..<high + 1)
        }
        self.bytes = bytes
    }

    func string(_ line: Line) -> String {
        String(decoding: bytes[line.range], as: UTF8.self)
    }

    /// Whether a line is only an elision mark: `...` (or more dots), `…`, `[...]`, `[…]`.
    static func isGap(_ line: ArraySlice<UInt8>) -> Bool {
        var text = Substring(String(decoding: line, as: UTF8.self))
        if text.count >= 2, text.first == "[", text.last == "]" { text = text.dropFirst().dropLast() }
        return text.allSatisfy { $0 == "." || $0 == "…" } && text.reduce(0) { $0 + ($1 == "." ? 1 : 3) } >= 3
    }

    /// The length of an elision inside a line (`[...]`, `[…]` or `…`) at `i`, if there is one.
    static func inlineGap(_ bytes: [UInt8], _ i: Int, _ end: Int) -> Int? {
        inlineGaps.first { bytes[i..<end].starts(with: $0) }?.count
    }

    private static let inlineGaps = ["[...]", "[…]", "…"].map { Array($0.utf8) }

    static func isEllipsis(_ bytes: [UInt8], _ i: Int, _ end: Int) -> Bool {
        bytes[i..<end].starts(with: inlineGaps[2])
    }
}
