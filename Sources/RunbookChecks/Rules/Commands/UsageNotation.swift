import ShellSyntax

/// Finds synopsis notation in a command: `[--opt VALUE]`, `[-f]`, `[OPTIONS]`, `{a|b}`, `<a|b>`, `(--a | --b)`
/// and `...` as a word, outside quotes and comments.
///
/// Real bash that looks alike is left alone: `[ -f x ]` and `[[ … ]]` (a blank or a second bracket after `[`),
/// `${a[0]}` and `file[0-9]` (the bracket does not start the word), `{a,b}` (no `|`), `$(…)`, `<(…)` and `((…))`.
enum UsageNotation {
    /// The first notation in `text`: its byte offset and the notation as written (shortened).
    static func first(in text: ShellScript) -> (offset: Int, notation: String)? {
        let bytes = text.bytes
        for offset in bytes.indices where text.quoting[offset] == .unquoted {
            let found: Int?
            switch bytes[offset] {
            case UInt8(ascii: "[") where text.startsWord(offset): found = optionalPart(bytes, offset)
            case UInt8(ascii: "{") where text.startsWord(offset): found = alternatives(bytes, offset, close: "}")
            case UInt8(ascii: "<") where offset == 0 || bytes[offset - 1] != UInt8(ascii: "<"):
                found = alternatives(bytes, offset, close: ">")
            case UInt8(ascii: "("): found = groupedOptions(text, offset)
            case UInt8(ascii: ".") where text.startsWord(offset), 0xE2 where text.startsWord(offset):
                found = ellipsis(bytes, offset)
            default: found = nil
            }
            if let end = found { return (offset, excerpt(bytes[offset..<end])) }
        }
        return nil
    }

    /// `[-f]`, `[--opt VALUE]`, `[OPTIONS]`, `[<name>]`: the end of the notation.
    private static func optionalPart(_ bytes: [UInt8], _ offset: Int) -> Int? {
        guard offset + 1 < bytes.count else { return nil }
        let next = bytes[offset + 1]
        guard next == UInt8(ascii: "-") || isLetter(next) || next == UInt8(ascii: "<") else { return nil }
        var depth = 0
        var index = offset
        while index < bytes.count, bytes[index] != 0x0A {
            if bytes[index] == UInt8(ascii: "[") { depth += 1 }
            if bytes[index] == UInt8(ascii: "]") {
                depth -= 1
                if depth == 0 { break }
            }
            index += 1
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "]") else { return nil }
        // `[-f]` and `[--x X]` are notation however they end; `[word]` only as a whole word, which bash would
        // treat as a glob but no command line means.
        if next == UInt8(ascii: "-") { return index + 1 }
        let inner = bytes[(offset + 1)..<index]
        let blanks = inner.contains(UInt8(ascii: " "))
        let after = index + 1 < bytes.count ? bytes[index + 1] : 0x20
        let endsWord = ShellBytes.endsWord(after) || after == UInt8(ascii: ".")
        return !blanks && endsWord ? index + 1 : nil
    }

    /// `{a|b}` or `<a|b>`: a run without blanks that holds a `|` and ends with `close`.
    private static func alternatives(_ bytes: [UInt8], _ offset: Int, close: Character) -> Int? {
        let closing = UInt8(ascii: close.unicodeScalars.first!)
        var index = offset + 1
        var bars = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == closing { break }
            if byte == UInt8(ascii: "|") {
                bars += 1
            } else if !(isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
                || byte == UInt8(ascii: "."))
            {
                return nil
            }
            index += 1
        }
        guard index < bytes.count, bars > 0, index > offset + 1, bytes[offset + 1] != UInt8(ascii: "|") else {
            return nil
        }
        return index + 1
    }

    /// `(--a X | --b Y)`: a group whose first word is an option, which no subshell starts with.
    private static func groupedOptions(_ text: ShellScript, _ offset: Int) -> Int? {
        let bytes = text.bytes
        if offset > 0, "$<>(".utf8.contains(bytes[offset - 1]) { return nil }
        var index = offset + 1
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "-"), index + 1 < bytes.count,
            bytes[index + 1] == UInt8(ascii: "-") || isLetter(bytes[index + 1])
        else { return nil }
        var depth = 0
        index = offset
        while index < bytes.count, bytes[index] != 0x0A {
            if bytes[index] == UInt8(ascii: "(") { depth += 1 }
            if bytes[index] == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return index + 1 }
            }
            index += 1
        }
        return index
    }

    /// `...` or `…` as a word of its own.
    private static func ellipsis(_ bytes: [UInt8], _ offset: Int) -> Int? {
        let dots: [UInt8] = bytes[offset] == UInt8(ascii: ".") ? Array("...".utf8) : Array("…".utf8)
        guard bytes[offset...].starts(with: dots) else { return nil }
        let end = offset + dots.count
        let after = end < bytes.count ? bytes[end] : 0x20
        return ShellBytes.endsWord(after) ? end : nil
    }

    private static func excerpt(_ bytes: ArraySlice<UInt8>) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.unicodeScalars.count <= 40 ? text : String(text.prefix(39)) + "…"
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}
