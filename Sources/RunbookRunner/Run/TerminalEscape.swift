import ShellSyntax

/// A terminal's escape sequence, which it shows as nothing: the one reading of them, for output matching (`OutputText`
/// drops them) and masking (`SecretMasker` reads a secret's form through them).
///
/// As ECMA-48 writes them: a CSI (`ESC [`, parameter and intermediate bytes, a final byte: `ESC [ 32 m`), an OSC
/// (`ESC ]`, a string ended by BEL or by ST, `ESC \`: a title, a hyperlink), or an escape with intermediate bytes or
/// none before its final byte (`ESC ( B`, `ESC 7`). Each also ends where an ESC starts the next, as terminals read
/// them.
struct TerminalEscape {
    /// Where it stops: after its last byte, at the bytes' end when they end inside it, or at the byte that breaks it.
    let end: Int
    /// Whether a byte that cannot continue it stands at `end` (a line break in an OSC, `é` after `ESC (`).
    let isBroken: Bool
    /// Where a secret's form read through it goes on (`SecretMasker`): `end`, unless a byte breaks it.
    var wholeEnd: Int? { isBroken ? nil : end }

    /// The sequence that starts at `index`; nil when no ESC is there.
    init?(in bytes: ArraySlice<UInt8>, at index: Int) {
        guard bytes[index] == 0x1B else { return nil }
        let kind = index + 1 < bytes.endIndex ? bytes[index + 1] : 0
        let (isMiddle, isFinal): ((UInt8) -> Bool, (UInt8) -> Bool) =
            switch kind {
            case UInt8(ascii: "["): ({ (0x20...0x3F).contains($0) }, { (0x40...0x7E).contains($0) })
            case UInt8(ascii: "]"): ({ !$0.isOne(of: "\u{07}\u{1B}\n") }, { $0 == 0x07 })
            default: ({ (0x20...0x2F).contains($0) }, { (0x30...0x7E).contains($0) })
            }
        var next = index + (kind.isOne(of: "[]") ? 2 : 1)
        while next < bytes.endIndex, isMiddle(bytes[next]) { next += 1 }
        let stop: UInt8? = next < bytes.endIndex ? bytes[next] : nil
        let isEnd = stop.map(isFinal) ?? false
        (end, isBroken) = (isEnd ? next + 1 : next, stop != nil && !isEnd && stop != 0x1B)
    }
}
