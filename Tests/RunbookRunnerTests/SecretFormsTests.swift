import Foundation
import Testing

@testable import RunbookRunner

/// Every form of a secret is masked whole, in a text, in a stream cut anywhere, and where an output was cut to its
/// size bound; the mask never shows the secret's length or where a piece matched.
@Suite struct SecretFormsTests {
    static let secrets = [
        "Pa55'w\"o/rd &+%é-Zq7xK", "plainAlnumSecret12345", "ab#~$`\\é", "Xk9/Pass+word two", "p@ss w0rd/é\"x",
        "50%25off%zz",
    ]

    /// The forms tools give a secret, as those tools write them.
    static func forms(_ secret: String) -> [(String, String)] {
        [
            ("raw", secret),
            ("upper case", secret.uppercased()),
            ("lower case", secret.lowercased()),
            ("printf %q", SecretForms.percentQuoted(secret)),
            ("set -x", "'" + secret.replacingOccurrences(of: "'", with: "'\\''") + "'"),
            ("JSON", SecretForms.jsonEscaped(secret, slash: false, ascii: false, upper: true)),
            ("JSON \\/ \\u", SecretForms.jsonEscaped(secret, slash: true, ascii: true, upper: false)),
            ("URL", percentEncoded(secret)),
            ("URL +, lowercase", percentEncoded(secret, hex: "%%%02x", plus: true)),
            ("URL, / kept (Python's quote)", percentEncoded(secret, plain: "-._~/")),
            ("URL, encodeURIComponent", percentEncoded(secret, plain: "-._~!'()*")),
            ("URL, every byte", percentEncoded(secret, plain: nil)),
            ("URL, mixed-case hex", percentEncoded(secret, hex: "%%%02x").replacing("%c3", with: "%C3")),
            ("URL, in JSON", percentEncoded(SecretForms.jsonEscaped(secret, slash: true, ascii: true, upper: false))),
            // A terminal shows a colour's or a character set's escape sequence as nothing: `tok\e[32men` is `token`.
            ("colour inside", inside(secret, "\u{1B}[1;32m", "\u{1B}[0m")),
            ("tput sgr0 inside", inside(secret, "\u{1B}(B\u{1B}[m", "\u{1B}[38;5;208m\u{1B}[K")),
            ("base64", Data(secret.utf8).base64EncodedString()),
            ("base64 after 1 byte", String(Data(("x" + secret).utf8).base64EncodedString().dropFirst(2))),
            ("base64 after 2 bytes", String(Data(("xy" + secret).utf8).base64EncodedString().dropFirst(3))),
            // `base64` wraps its lines at 76 characters: a long value's run is cut by a line break anywhere.
            ("base64, wrapped", wrapped(Data(("{\"auths\":{\"p\":\"" + secret + "\"}}").utf8).base64EncodedString())),
            (
                "base64, wrapped early",
                wrapped(
                    Data(("12345678901234567890123456789012345678901234567890" + secret).utf8).base64EncodedString())
            ),
        ]
    }

    /// `text` with `first` after its third character and `second` after its sixth.
    static func inside(_ text: String, _ first: String, _ second: String) -> String {
        let characters = Array(text)
        return String(characters.prefix(3)) + first + String(characters.dropFirst(3).prefix(3)) + second
            + String(characters.dropFirst(6))
    }

    /// `text` in lines of 76 characters, as `base64` writes it.
    static func wrapped(_ text: String) -> String {
        var lines: [Substring] = []
        var rest = text[...]
        while !rest.isEmpty {
            lines.append(rest.prefix(76))
            rest = rest.dropFirst(76)
        }
        return lines.joined(separator: "\n")
    }

    /// `text` percent-encoded as a tool does: every byte but letters, digits and `plain` (none when nil) as `hex`,
    /// space as `+` when `plus`.
    static func percentEncoded(_ text: String, plain: String? = "-._~", hex: String = "%%%02X", plus: Bool = false)
        -> String
    {
        text.utf8.map { byte in
            let character = Character(Unicode.Scalar(byte))
            if let plain, byte < 0x80, character.isLetter || character.isNumber || plain.contains(character) {
                return String(character)
            }
            return plus && byte == 0x20 ? "+" : String(format: hex, byte)
        }.joined()
    }

    static let cases: [(secret: String, form: String, text: String)] = secrets.flatMap { secret in
        forms(secret).map { (secret, $0.0, $0.1) }
    }

    @Test(arguments: cases.indices) func aFormIsMaskedWhole(index: Int) {
        let (secret, form, text) = Self.cases[index]
        let masker = SecretMasker(secrets: [secret])
        let masked = masker.mask("before " + text + " after")
        #expect(!masked.contains(String(secret.prefix(4))), "\(form): \(masked)")
        #expect(masked.hasPrefix("before ") && masked.hasSuffix(" after"), "\(form): \(masked)")
        #expect(masked.contains("********"), "\(form): \(masked)")
        if form.hasPrefix("URL") { #expect(masked == "before ******** after", "\(form): \(masked)") }
    }

    /// Forms whose every run of 8 characters differs from the secret's, as bash, `tr`, Python and Go write them:
    /// a piece of the secret masks none of them.
    @Test(arguments: [
        ("pässwörd-Grüße-ß9", "PÄSSWÖRD-GRÜßE-ß9"), ("pässwörd-Grüße-ß9", "PäSSWöRD-GRüßE-ß9"),
        ("pässwörd-Grüße-ß9", #"$'p\303\244ssw\303\266rd-Gr\303\274\303\237e-\303\2379'"#),
        ("pw\u{07}x\u{1B}q\u{7F}z1ab", #"$'pw\ax\Eq\177z1ab'"#),
        ("ab\u{0C}cd\u{08}ef\u{0B}gh", #""ab\fcd\bef\u000bgh""#),
        ("Abc&Def<Ghi>Jkl", #""Abc\u0026Def\u003cGhi\u003eJkl""#), ("Zq'7T'ok'Va'l1'23", "'Zq''7T''ok''Va''l1''23'"),
        // A word that holds the secret and a line break is `$'…'`; `#` inside a word (after the test's `x=`) is not
        // escaped; `İ` lower is `i`.
        ("Pa&ss'wo rd'12&34", #"$'Pa&ss\'wo rd\'12&34\n'"#), ("#k9$Lm2!pQ&7zR(w", #"#k9\$Lm2\!pQ\&7zR\(w"#),
        ("İAbCdEfGhIjK", "iabcdefghijk"),
        // docrun's own JSON, a transcript's line: DEL beside non-ASCII, a backspace beside `&`.
        ("pä\u{7F}ss-wö", #""pä\u007fss-wö""#), ("ab\u{08}c&d\u{0C}e", #""ab\u0008c&d\u000ce""#),
    ])
    func formsWithNoPieceOfTheSecretAreMasked(secret: String, form: String) {
        let masked = SecretMasker(secrets: [secret]).mask("x=" + form + ";")
        #expect(masked.contains("********") && !masked.contains(String(form.dropFirst(2).prefix(5))), "\(masked)")
    }

    @Test(arguments: cases.indices) func aFormCutAnywhereInAStreamIsMasked(index: Int) {
        let (secret, form, text) = Self.cases[index]
        let masker = SecretMasker(secrets: [secret])
        let bytes = Array(("[" + text + "]").utf8)
        let whole = masker.mask("[" + text + "]")
        for cut in 1..<bytes.count {
            var stream = StreamMasker(masker)
            let shown = stream.feed(Array(bytes[..<cut])) + stream.feed(Array(bytes[cut...])) + stream.finish()
            #expect(shown == whole, "\(form) cut at \(cut): \(shown)")
        }
    }

    /// `base64` cuts a long value's encoding with line breaks, wherever the value starts: no line keeps 8 characters
    /// that only the secret decides.
    @Test(arguments: secrets) func wrappedBase64LeavesNoPiece(secret: String) {
        let masker = SecretMasker(secrets: [secret])
        let pieces = SecretForms.base64Runs(Array(secret.utf8)).map { String(decoding: $0, as: UTF8.self) }
        #expect(!pieces.isEmpty)
        for lead in 0..<80 {
            let encoded = Data((String(repeating: "x", count: lead) + secret + "\"}").utf8).base64EncodedString()
            let masked = masker.mask(Self.wrapped(encoded))
            for line in masked.split(separator: "\n") {
                #expect(!pieces.contains { line.contains($0) }, "lead \(lead): \(line)")
            }
        }
    }

    /// A secret too short for a piece of its base64 (4 to 6 bytes) has its whole run masked, wherever it starts:
    /// `echo -n p@s$ | base64` printed `cEBzJA==`, `admin:p@s$` `YWRtaW46cEBzJA==`.
    @Test(arguments: ["p@s$", "pa55w", "pa55wd", "Xk9/Pw+"]) func aShortSecretsBase64IsMasked(secret: String) {
        let masker = SecretMasker(secrets: [secret])
        for lead in ["", "x", "xy", "admin:"] {
            let encoded = Array(Data((lead + secret).utf8).base64EncodedString())
            // The characters that only the secret's bits decide.
            let shift = lead.utf8.count
            let run = String(encoded[((shift * 8 + 5) / 6)..<((shift + secret.utf8.count) * 8 / 6)])
            let masked = masker.mask("[" + String(encoded) + "]")
            #expect(masked.contains("********") && !masked.contains(run), "\(secret) after '\(lead)': \(masked)")
        }
    }

    /// The base64 of a secret of one or two bytes has at most 3 characters that only it decides: strings that any
    /// output holds, left as they are (the secret itself is masked).
    @Test(arguments: ["7", "42", "é"]) func aTinySecretsBase64PiecesAreNotMaskedInOtherText(secret: String) {
        let masker = SecretMasker(secrets: [secret])
        let text = "AND SEND Qy 0M NDI YQ Nw w6k " + Data(secret.utf8).base64EncodedString()
        #expect(masker.mask(text) == text.replacingOccurrences(of: secret, with: "********"))
    }

    /// `OutputBuffer` keeps the first and last halves of a long output: cut anywhere in the secret, as written or
    /// URL-encoded (in a `%XX` too), neither half keeps two bytes of it next to the mark.
    @Test(arguments: secrets, [false, true]) func aSecretCutByTheSizeBoundLeavesNoPiece(secret: String, encoded: Bool) {
        let masker = SecretMasker(secrets: [secret])
        let written = Array(
            (encoded ? secret.addingPercentEncoding(withAllowedCharacters: .alphanumerics)! : secret).utf8)
        let length = written.count
        for offset in 1..<length {
            var buffer = OutputBuffer(limit: 200)
            buffer.append(ArraySlice(Array(String(repeating: "a", count: 100 - offset).utf8) + written))
            buffer.append(ArraySlice(Array(String(repeating: "b", count: 400).utf8)))
            buffer.append(ArraySlice(written + Array(String(repeating: "c", count: 100 - length + offset).utf8)))
            var masked = masker.mask(buffer.text())
            if encoded { masked = masked.removingPercentEncoding ?? masked }
            let scalars = Array(secret)
            // Next to the mark: the head ends with a's, the tail starts with c's, once masked.
            let head = masked.components(separatedBy: "\n[…").first ?? ""
            let tail = masked.components(separatedBy: "…]\n").last ?? ""
            #expect(head.hasSuffix("a") || head.hasSuffix("********"), "offset \(offset): \(head.suffix(30))")
            #expect(tail.hasPrefix("c") || tail.hasPrefix("********"), "offset \(offset): \(tail.prefix(30))")
            #expect(!masked.contains(String(scalars[0..<3])), "offset \(offset)")
        }
    }

    @Test func masksSayNothingOfLengthOrPosition() {
        let masker = SecretMasker(secrets: ["short-secret-1", "a-much-longer-secret-value-22"])
        #expect(masker.mask("x short-secret-1 y") == masker.mask("x a-much-longer-secret-value-22 y"))
        // Two pieces that touch, or a piece inside a longer secret's form, become one mask.
        #expect(masker.mask("short-secret-1a-much-longer-secret-value-22") == "********")
        #expect(masker.mask("…-secret-value-22") == "…********")
    }

    /// A secret that starts with `%` is masked in every form, URL-encoded (`%25…`) too: its first `%XX` was read only
    /// as the bytes written, and `%25Zq7x` showed the secret `%Zq7x`.
    @Test(arguments: ["%Zq7x", "%Zq7xK9-token/é"]) func aSecretThatStartsWithPercentIsMasked(secret: String) {
        let masker = SecretMasker(secrets: [secret])
        for (form, text) in Self.forms(secret) {
            let masked = masker.mask("before " + text + " after")
            #expect(masked.hasPrefix("before ") && masked.hasSuffix(" after"), "\(form): \(masked)")
            #expect(!masked.contains(String(secret.dropFirst().prefix(4))), "\(form): \(masked)")
            if form.hasPrefix("URL") { #expect(masked == "before ******** after", "\(form): \(masked)") }
        }
    }
}
