import ShellSyntax

/// Finds synopsis notation in a command: `[--opt VALUE]`, `[-f]`, `[OPTIONS]`, `{a|b}`, `<a|b>`, `(--a | --b)`
/// and `...` as a word, outside quotes and comments.
///
/// Real bash that looks alike is left alone: `[ -f x ]` and `[[ … ]]` (a blank or a second bracket after `[`),
/// `${a[0]}` and `file[0-9]` (the bracket does not start the word), `{a,b}` (no `|`), `$(…)`, `<(…)` and `((…))`.
public enum UsageNotation {
    /// The first notation in `text`: its byte offset and the notation as written (shortened).
    public static func first(in text: ShellScript) -> (offset: Int, notation: String)? {
        let bytes = text.bytes
        for offset in bytes.indices where text.quoting[offset] == .unquoted {
            let found: Int?
            switch bytes[offset] {
            case UInt8(ascii: "[") where text.startsWord(offset): found = optionalPart(bytes, offset)
            case UInt8(ascii: "{") where text.startsWord(offset):
                found = alternatives(bytes, offset, close: UInt8(ascii: "}"))
            case UInt8(ascii: "<") where offset == 0 || bytes[offset - 1] != UInt8(ascii: "<"):
                found = alternatives(bytes, offset, close: UInt8(ascii: ">"))
            case UInt8(ascii: "("): found = groupedOptions(bytes, offset)
            case UInt8(ascii: ".") where text.startsWord(offset), 0xE2 where text.startsWord(offset):
                found = ellipsis(bytes, offset)
            default: found = nil
            }
            if let end = found { return (offset, String(decoding: bytes[offset..<end], as: UTF8.self).excerpt(40)) }
        }
        return nil
    }

    /// `[-f]`, `[--opt VALUE]`, `[OPTIONS]`, `[<name>]`: the end of the notation.
    private static func optionalPart(_ bytes: [UInt8], _ offset: Int) -> Int? {
        guard let next = bytes.dropFirst(offset + 1).first,
            next == UInt8(ascii: "-") || next.isASCIILetter || next == UInt8(ascii: "<"),
            case (let index, let closed) = matching(bytes, offset), closed
        else { return nil }
        // `[-f]` and `[--x X]` are notation however they end; `[word]` only as a whole word, which bash would
        // treat as a glob but no command line means.
        let after = bytes.dropFirst(index + 1).first ?? 0x20
        let endsWord = ShellBytes.endsWord(after) || after == UInt8(ascii: ".")
        return next == UInt8(ascii: "-") || (!bytes[offset..<index].contains(0x20) && endsWord) ? index + 1 : nil
    }

    /// `{a|b}` or `<a|b>`: a run of letters, digits and `-_.` that holds a `|`, does not start with one, and ends
    /// with `close`.
    private static func alternatives(_ bytes: [UInt8], _ offset: Int, close: UInt8) -> Int? {
        let run = bytes[(offset + 1)...].prefix {
            $0.isASCIIAlphanumeric || $0.isOne(of: "|-_.")
        }
        guard run.endIndex < bytes.count, bytes[run.endIndex] == close, run.contains(UInt8(ascii: "|")),
            run.first != UInt8(ascii: "|")
        else { return nil }
        return run.endIndex + 1
    }

    /// `(--a X | --b Y)`: a group whose first word is an option, which no subshell starts with.
    private static func groupedOptions(_ bytes: [UInt8], _ offset: Int) -> Int? {
        if offset > 0, bytes[offset - 1].isOne(of: "$<>(") { return nil }
        let option = bytes[(offset + 1)...].drop { $0 == UInt8(ascii: " ") }
        guard option.first == UInt8(ascii: "-"), let second = option.dropFirst().first,
            second == UInt8(ascii: "-") || second.isASCIILetter
        else { return nil }
        let (index, closed) = matching(bytes, offset)
        return closed ? index + 1 : index
    }

    /// The bracket that closes the one at `offset` (`[` or `(`), or where its line ends, unclosed.
    private static func matching(_ bytes: [UInt8], _ offset: Int) -> (index: Int, closed: Bool) {
        let (open, close) = (bytes[offset], bytes[offset] == UInt8(ascii: "[") ? UInt8(ascii: "]") : UInt8(ascii: ")"))
        var depth = 0
        for index in offset..<bytes.count {
            if bytes[index] == 0x0A { return (index, false) }
            depth += bytes[index] == open ? 1 : bytes[index] == close ? -1 : 0
            if depth == 0 { return (index, true) }
        }
        return (bytes.count, false)
    }

    /// `...` or `…` as a word of its own.
    private static func ellipsis(_ bytes: [UInt8], _ offset: Int) -> Int? {
        let dots = Array((bytes[offset] == UInt8(ascii: ".") ? "..." : "…").utf8)
        guard bytes[offset...].starts(with: dots) else { return nil }
        return ShellBytes.endsWord(bytes.dropFirst(offset + dots.count).first ?? 0x20) ? offset + dots.count : nil
    }
}
