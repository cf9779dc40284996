/// Text from a page made safe to print on a terminal: its control characters shown, not obeyed.
///
/// A page is untrusted. An escape sequence in a command or a title (`ESC [2K`, a carriage return) would erase or
/// overwrite what a terminal shows, so that `plan` hides what will run. Control characters but the tab and the line
/// break are written in caret notation (`^[` for ESC, `^M` for a lone carriage return, `^?` for DEL), as `cat -v`
/// writes them; C1 controls, the line and paragraph separators and the bidirectional controls as `<U+009B>`,
/// `<U+202E>`. A carriage return before a line break (a page with CRLF line ends) is dropped.
public enum VisibleText {
    /// `text` with its control characters written visibly; `text` itself when it has none.
    public static func of(_ text: String) -> String { shown(text, oneLine: false) }

    /// `text` on one line: its control characters written visibly, line breaks too (`^J`, `^M`), for a name that a
    /// report writes where a line break would cut its line in two (a path, which a CI problem matcher reads by line).
    public static func line(_ text: String) -> String { shown(text, oneLine: true) }

    private static func shown(_ text: String, oneLine: Bool) -> String {
        // Printable ASCII, tabs and line breaks show nothing: bytes tell it quicker than scalars.
        let plain = text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x09 || ($0 == 0x0A && !oneLine) }
        }
        if plain == true { return text }
        // Otherwise read as scalars: curly quotes, dashes and `«` share their first UTF-8 byte with controls to show.
        guard text.unicodeScalars.contains(where: { shown($0) != nil || (oneLine && $0 == "\n") }) else { return text }
        var out = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            switch scalar.value {
            case 0x0A where oneLine: out += "^J".unicodeScalars
            case 0x09, 0x0A: out.append(scalar)
            case 0x0D where !oneLine && index + 1 < scalars.count && scalars[index + 1] == "\n": continue
            default:
                if let shown = shown(scalar) { out += shown.unicodeScalars } else { out.append(scalar) }
            }
        }
        return String(out)
    }

    /// How `scalar` is shown when it is a control character (a tab and a line break excepted): `^[`, `^?`,
    /// `<U+009B>`; nil for any other.
    public static func shown(_ scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x09, 0x0A: nil
        case 0x00..<0x20: "^\(Unicode.Scalar(UInt8(scalar.value + 0x40)))"
        case 0x7F: "^?"
        case 0x80..<0xA0, 0x2028, 0x2029: codePoint(scalar)
        // The marks, embeddings, overrides and isolates of the bidirectional algorithm: unseen, they reorder what a
        // line shows (a command that reads as another, as in "Trojan Source"), and these pages need none.
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: codePoint(scalar)
        default: nil
        }
    }

    /// `<U+009B>`: a character named by its code point, four hex digits at least.
    public static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "<U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex)>"
    }
}
