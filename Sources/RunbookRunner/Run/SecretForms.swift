import RunbookKit

/// The forms a secret takes in what commands print and docrun writes, as byte strings to mask.
///
/// Chosen from what commands do with a value: print it (raw), quote it for a shell (`printf %q`, `set -x`,
/// `declare -p`, `${v@Q}`), put it in JSON (`jq`, `json.dumps`, with and without `\/`, with non-ASCII as `\u`
/// escapes), in a URL (percent-encoding, upper- and lowercase hex, `+` for space, with and without
/// `encodeURIComponent`'s unescaped `!'()*`), or encode it in base64 (`Authorization: Basic`, Kubernetes secrets).
/// Not covered, and said so in docs/security.md: hex dumps, other encodings, encryption, and a form of a piece of the
/// secret rather than of the whole.
enum SecretForms {
    /// The shortest value docrun accepts as a secret: a shorter one cannot be masked without showing where it is.
    static let shortest = 4
    /// The length, in characters, of the raw pieces of a secret that are masked wherever they appear.
    static let piece = 8

    /// Every form of `secret`, and every run of `piece` characters of it.
    static func needles(for secret: String) -> Set<[UInt8]> {
        var forms: Set<String> = [secret]
        forms.insert(percentQuoted(secret))
        forms.insert(secret.replacing("'", with: "'\\''"))
        forms.insert(escaped(secret, ["\\": "\\\\", "\"": "\\\"", "$": "\\$", "`": "\\`"]))
        let json = jsonEscaped(secret, slash: false, ascii: false, upper: true)
        forms.insert(json)
        for slash in [true, false] {
            for ascii in [true, false] {
                for upper in [true, false] {
                    forms.insert(jsonEscaped(secret, slash: slash, ascii: ascii, upper: upper))
                }
            }
        }
        for upper in [true, false] {
            for plus in [true, false] {
                for keep in ["", "!'()*"] { forms.insert(urlEncoded(secret, upper: upper, plus: plus, keep: keep)) }
            }
        }
        var needles = Set(forms.filter { !$0.isEmpty }.map { Array($0.utf8) })
        let scalars = Array(secret.unicodeScalars)
        if scalars.count > piece {
            for start in 0...(scalars.count - piece) {
                var window = String.UnicodeScalarView()
                window.append(contentsOf: scalars[start..<(start + piece)])
                needles.insert(Array(String(window).utf8))
            }
        }
        needles.formUnion(base64Runs(Array(secret.utf8)))
        return needles
    }

    /// bash's `printf %q` of a value without control characters.
    static func percentQuoted(_ text: String) -> String {
        var out = ""
        for (offset, character) in text.enumerated() {
            let always = " !\"$&'()*,;<>?[\\]^`{|}"
            if always.contains(character) || (offset == 0 && (character == "~" || character == "#")) {
                out.append("\\")
            }
            out.append(character)
        }
        return out
    }

    private static func escaped(_ text: String, _ table: [Character: String]) -> String {
        var out = ""
        for character in text { out += table[character] ?? String(character) }
        return out
    }

    /// `text` as the inside of a JSON string: with `\/` for `/` when `slash`, with `\uXXXX` for non-ASCII when
    /// `ascii` (UTF-16 units, upper- or lowercase hex).
    static func jsonEscaped(_ text: String, slash: Bool, ascii: Bool, upper: Bool) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "/" where slash: out += "\\/"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || (ascii && scalar.value > 0x7E) {
                    for unit in String(scalar).utf16 { out += "\\u" + hex(UInt32(unit), digits: 4, upper: upper) }
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// `text` percent-encoded: every byte but the unreserved ones (and `keep`) as `%XX`, space as `+` when `plus`.
    static func urlEncoded(_ text: String, upper: Bool, plus: Bool, keep: String) -> String {
        var out = ""
        for byte in text.utf8 {
            let character = Character(Unicode.Scalar(byte))
            if byte < 0x80,
                character.isLetter || character.isNumber || "-._~".contains(character)
                    || keep.contains(character)
            {
                out.append(character)
            } else if byte == 0x20, plus {
                out.append("+")
            } else {
                out += "%" + hex(UInt32(byte), digits: 2, upper: upper)
            }
        }
        return out
    }

    /// The runs of base64 characters that only `bytes` decide, at each of the three alignments a value can have
    /// inside a longer base64 text, in the standard and URL-safe alphabets; runs shorter than `piece` are left out
    /// (they would mask ordinary base64).
    static func base64Runs(_ bytes: [UInt8]) -> Set<[UInt8]> {
        let standard = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        let urlSafe = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)
        var runs: Set<[UInt8]> = []
        for shift in 0..<3 {
            let buffer = [UInt8](repeating: 0, count: shift) + bytes + [0, 0, 0]
            let firstBit = shift * 8
            let endBit = (shift + bytes.count) * 8
            var sextets: [Int] = []
            var position = (firstBit + 5) / 6 * 6
            while position + 6 <= endBit {
                var value = 0
                for bit in position..<(position + 6) { value = value << 1 | Int(buffer[bit / 8] >> (7 - bit % 8) & 1) }
                sextets.append(value)
                position += 6
            }
            guard sextets.count >= piece else { continue }
            runs.insert(sextets.map { standard[$0] })
            runs.insert(sextets.map { urlSafe[$0] })
        }
        return runs
    }

    private static func hex(_ value: UInt32, digits: Int, upper: Bool) -> String {
        let text = String(value, radix: 16, uppercase: upper)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
