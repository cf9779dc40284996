/// Text of HTML fragments: character references decoded, and markup removed.
///
/// Only the reference names these documentation pages use are known (Latin-1 letters for French and Portuguese,
/// typographic punctuation, a few symbols and the markdown-escaping ones such as `&ast;`); an unknown name, a
/// reference without its `;`, or a number that is no character stays as written.
public enum HTMLText {
    /// `s` with its named (`&lt;`, `&eacute;`) and numeric (`&#233;`, `&#xE9;`) references decoded; `&nbsp;` is
    /// U+00A0.
    public static func decodeEntities(_ s: String) -> String {
        guard ByteSearch.contains(s, byte: UInt8(ascii: "&")) else { return s }
        let bytes = Array(s.utf8)
        var output: [UInt8] = []
        var origins: [Int]? = nil
        decode(bytes, bytes.indices, nbspAsSpace: false, into: &output, origins: &origins)
        return String(decoding: output, as: UTF8.self)
    }

    /// The text of an HTML fragment such as the inside of `<pre><code>…</code></pre>`, ready to be a command: tags
    /// and comments removed (`<br>` is `\n`), references decoded, line breaks kept.
    ///
    /// `&nbsp;` becomes a plain space: a shell does not take U+00A0 as a separator. A placeholder written raw
    /// (`-n <namespace>`) is no markup and stays (`HTMLScanner`); one in `<var>` or `<varname>` is written `<name>`.
    public static func plainText(fromHTML s: String) -> String { plainTextAndOrigins(fromHTML: s).text }

    /// `plainText(fromHTML:)`, and for each of its UTF-8 bytes the offset in `s` of what gave it (a reference's `&`,
    /// a tag's `<`).
    static func plainTextAndOrigins(fromHTML s: String) -> (text: String, origins: [Int]) {
        let bytes = Array(s.utf8)
        var output: [UInt8] = []
        var origins: [Int]? = []
        output.reserveCapacity(bytes.count)
        // Where the `<` written for the `<var>` open last is.
        var variable: Int?
        for token in HTMLScanner.tokens(bytes) {
            switch token {
            case .text(let range):
                decode(bytes, range, nbspAsSpace: true, into: &output, origins: &origins)
            case .tag(let tag) where tag.name == "br":
                output.append(0x0A)
                origins?.append(tag.range.lowerBound)
            case .tag(let tag) where tag.name == "var" || tag.name == "varname":
                // `<var>&lt;name&gt;</var>` is written with its brackets already: it is `<name>`, not `<<name>>`.
                if tag.isEnd, let start = variable, output.count > start + 2, output[start + 1] == UInt8(ascii: "<"),
                    output.last == UInt8(ascii: ">")
                {
                    output.remove(at: start)
                    origins?.remove(at: start)
                    variable = nil
                    continue
                }
                variable = tag.isEnd ? nil : output.count
                output.append(tag.isEnd ? UInt8(ascii: ">") : UInt8(ascii: "<"))
                origins?.append(tag.range.lowerBound)
            case .tag: break
            }
        }
        return (String(decoding: output, as: UTF8.self), origins ?? [])
    }

    private static func decode(
        _ bytes: [UInt8], _ range: Range<Int>, nbspAsSpace: Bool, into output: inout [UInt8],
        origins: inout [Int]?
    ) {
        var plainStart = range.lowerBound
        var index = range.lowerBound
        while let ampersand = bytes[index..<range.upperBound].firstIndex(of: UInt8(ascii: "&")) {
            guard let (scalar, next) = reference(in: bytes, at: ampersand, end: range.upperBound) else {
                index = ampersand + 1
                continue
            }
            output.append(contentsOf: bytes[plainStart..<ampersand])
            let decoded = nbspAsSpace && scalar == "\u{A0}" ? [0x20] : Array(scalar.utf8)
            output.append(contentsOf: decoded)
            origins?.append(contentsOf: plainStart..<ampersand)
            origins?.append(contentsOf: repeatElement(ampersand, count: decoded.count))
            index = next
            plainStart = next
        }
        output.append(contentsOf: bytes[plainStart..<range.upperBound])
        origins?.append(contentsOf: plainStart..<range.upperBound)
    }

    /// The scalar the reference whose `&` is at `start` stands for, and where the reference ends.
    public static func reference(in bytes: [UInt8], at start: Int, end: Int) -> (scalar: Unicode.Scalar, next: Int)? {
        var index = start + 1
        guard index < end else { return nil }
        if bytes[index] != UInt8(ascii: "#") {
            // Names are at most 8 letters long, so a stray `&` never makes the decoder look far ahead.
            while index < end, index - start <= 9, bytes[index].isASCIIAlphanumeric { index += 1 }
            guard index < end, index > start + 1, bytes[index] == UInt8(ascii: ";"),
                let scalar = named[String(decoding: bytes[(start + 1)..<index], as: UTF8.self)]
            else { return nil }
            return (scalar, index + 1)
        }
        index += 1
        let radix = index < end && bytes[index] | 0x20 == UInt8(ascii: "x") ? 16 : 10
        if radix == 16 { index += 1 }
        let digits = bytes[index..<end].prefix { (Character(Unicode.Scalar($0)).hexDigitValue ?? radix) < radix }
        index += digits.count
        guard !digits.isEmpty, index < end, bytes[index] == UInt8(ascii: ";") else { return nil }
        // A number too large for UInt32 is no character either.
        let value = UInt32(String(decoding: digits, as: UTF8.self), radix: radix) ?? .max
        // HTML reads 128...159 as Windows-1252, which is what authors pasting from Word meant.
        if (0x80...0x9F).contains(value) { return windows1252[Int(value - 0x80)].map { ($0, index + 1) } }
        guard value != 0, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, index + 1)
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
