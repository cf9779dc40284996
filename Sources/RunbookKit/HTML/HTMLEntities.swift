/// Character references of HTML, decoded straight from UTF-8 bytes.
///
/// Only the names these documentation pages use are known (Latin-1 letters for French and Portuguese,
/// typographic punctuation, a few symbols and the markdown-escaping ones such as `&ast;`); an unknown
/// name, a reference without its `;`, or a number that is not a character stays as written.
enum HTMLEntities {
    /// Longest name in `named`, so a stray `&` never makes the decoder look far ahead.
    static let longestName = 8

    /// The scalar a reference starting at `start` (on its `&`) stands for, and where the reference ends.
    static func reference(in bytes: [UInt8], at start: Int, end: Int) -> (scalar: Unicode.Scalar, next: Int)? {
        var index = start + 1
        guard index < end else { return nil }
        if bytes[index] == UInt8(ascii: "#") {
            return numericReference(in: bytes, at: index + 1, end: end)
        }
        let nameStart = index
        while index < end, index - nameStart <= longestName, isASCIIAlphanumeric(bytes[index]) {
            index += 1
        }
        guard index < end, index > nameStart, bytes[index] == UInt8(ascii: ";") else { return nil }
        let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        guard let scalar = named[name] else { return nil }
        return (scalar, index + 1)
    }

    private static func numericReference(
        in bytes: [UInt8], at start: Int, end: Int
    ) -> (scalar: Unicode.Scalar, next: Int)? {
        var index = start
        var radix: UInt32 = 10
        if index < end, bytes[index] == UInt8(ascii: "x") || bytes[index] == UInt8(ascii: "X") {
            radix = 16
            index += 1
        }
        let digitsStart = index
        var value: UInt32 = 0
        while index < end, let digit = digitValue(bytes[index], radix: radix) {
            // Past 0x10FFFF nothing is a character; stop growing so huge numbers cannot overflow.
            if value <= 0x10FFFF { value = value * radix + digit }
            index += 1
        }
        guard index > digitsStart, index < end, bytes[index] == UInt8(ascii: ";") else { return nil }
        // HTML reads 128...159 as Windows-1252, which is what authors pasting from Word meant.
        if (0x80...0x9F).contains(value) {
            return windows1252[Int(value - 0x80)].map { ($0, index + 1) }
        }
        guard value != 0, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, index + 1)
    }

    private static func digitValue(_ byte: UInt8, radix: UInt32) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16: return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    private static let windows1252: [Unicode.Scalar?] = [
        "\u{20AC}", nil, "\u{201A}", "\u{0192}", "\u{201E}", "\u{2026}", "\u{2020}", "\u{2021}",
        "\u{02C6}", "\u{2030}", "\u{0160}", "\u{2039}", "\u{0152}", nil, "\u{017D}", nil,
        nil, "\u{2018}", "\u{2019}", "\u{201C}", "\u{201D}", "\u{2022}", "\u{2013}", "\u{2014}",
        "\u{02DC}", "\u{2122}", "\u{0161}", "\u{203A}", "\u{0153}", nil, "\u{017E}", "\u{0178}",
    ]

    private static let named: [String: Unicode.Scalar] = {
        var table: [String: Unicode.Scalar] = [
            "lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
            "mdash": "\u{2014}", "ndash": "\u{2013}", "hellip": "\u{2026}", "rsquo": "\u{2019}",
            "lsquo": "\u{2018}", "ldquo": "\u{201C}", "rdquo": "\u{201D}", "sbquo": "\u{201A}",
            "bdquo": "\u{201E}", "laquo": "\u{AB}", "raquo": "\u{BB}", "lsaquo": "\u{2039}",
            "rsaquo": "\u{203A}", "copy": "\u{A9}", "reg": "\u{AE}", "trade": "\u{2122}",
            "bull": "\u{2022}", "middot": "\u{B7}", "deg": "\u{B0}", "plusmn": "\u{B1}", "times": "\u{D7}",
            "divide": "\u{F7}", "micro": "\u{B5}", "para": "\u{B6}", "sect": "\u{A7}", "cent": "\u{A2}",
            "pound": "\u{A3}", "yen": "\u{A5}", "euro": "\u{20AC}", "iexcl": "\u{A1}", "iquest": "\u{BF}",
            "ordf": "\u{AA}", "ordm": "\u{BA}", "not": "\u{AC}", "shy": "\u{AD}", "sup1": "\u{B9}",
            "sup2": "\u{B2}", "sup3": "\u{B3}", "frac12": "\u{BD}", "frac14": "\u{BC}", "frac34": "\u{BE}",
            "larr": "\u{2190}", "uarr": "\u{2191}", "rarr": "\u{2192}", "darr": "\u{2193}",
            "harr": "\u{2194}", "lArr": "\u{21D0}", "rArr": "\u{21D2}", "hArr": "\u{21D4}",
            "le": "\u{2264}", "ge": "\u{2265}", "ne": "\u{2260}", "minus": "\u{2212}",
            "ensp": "\u{2002}", "emsp": "\u{2003}", "thinsp": "\u{2009}", "zwnj": "\u{200C}",
            "zwj": "\u{200D}", "lrm": "\u{200E}", "rlm": "\u{200F}", "dagger": "\u{2020}",
            "Dagger": "\u{2021}", "permil": "\u{2030}", "prime": "\u{2032}", "Prime": "\u{2033}",
            "circ": "\u{2C6}", "tilde": "\u{2DC}", "OElig": "\u{152}", "oelig": "\u{153}",
            "Scaron": "\u{160}", "scaron": "\u{161}", "Yuml": "\u{178}", "szlig": "\u{DF}",
            "ETH": "\u{D0}", "eth": "\u{F0}", "THORN": "\u{DE}", "thorn": "\u{FE}",
            "AElig": "\u{C6}", "aelig": "\u{E6}", "Oslash": "\u{D8}", "oslash": "\u{F8}",
            "Aring": "\u{C5}", "aring": "\u{E5}", "Ccedil": "\u{C7}", "ccedil": "\u{E7}",
            "Ntilde": "\u{D1}", "ntilde": "\u{F1}", "yacute": "\u{FD}", "Yacute": "\u{DD}", "yuml": "\u{FF}",
            "ast": "*", "lowbar": "_", "grave": "`", "verbar": "|", "vert": "|", "lbrace": "{",
            "rbrace": "}", "lsqb": "[", "rsqb": "]", "lpar": "(", "rpar": ")", "num": "#", "excl": "!",
            "dollar": "$", "percnt": "%", "commat": "@", "sol": "/", "bsol": "\\", "colon": ":",
            "semi": ";", "equals": "=", "quest": "?", "period": ".", "comma": ",", "plus": "+",
            "hyphen": "-", "Tab": "\t", "NewLine": "\n",
        ]
        // The accented vowels follow Latin-1's layout: grave, acute, circumflex, tilde, umlaut.
        let vowels: [(letter: String, upper: UInt32, lower: UInt32, marks: [String])] = [
            ("A", 0xC0, 0xE0, ["grave", "acute", "circ", "tilde", "uml"]),
            ("E", 0xC8, 0xE8, ["grave", "acute", "circ", "uml"]),
            ("I", 0xCC, 0xEC, ["grave", "acute", "circ", "uml"]),
            ("O", 0xD2, 0xF2, ["grave", "acute", "circ", "tilde", "uml"]),
            ("U", 0xD9, 0xF9, ["grave", "acute", "circ", "uml"]),
        ]
        for vowel in vowels {
            for (offset, mark) in vowel.marks.enumerated() {
                table[vowel.letter + mark] = Unicode.Scalar(vowel.upper + UInt32(offset))!
                table[vowel.letter.lowercased() + mark] = Unicode.Scalar(vowel.lower + UInt32(offset))!
            }
        }
        return table
    }()
}
