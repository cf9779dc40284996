import Testing

@testable import RunbookRunner

/// The escape forms output matching drops and masking reads a secret through, from the one reading of them.
@Suite struct TerminalEscapeTests {
    /// An escape, what `a…b` shows with it inside once matching drops it, and whether it is whole.
    static let forms: [(escape: String, shown: String, isWhole: Bool)] = [
        ("\u{1B}[1;32m", "ab", true), ("\u{1B}[m", "ab", true), ("\u{1B}[2 q", "ab", true),
        ("\u{1B}(B", "ab", true), ("\u{1B}$)A", "ab", true), ("\u{1B}7", "ab", true), ("\u{1B}=", "ab", true),
        // An OSC: a title ended by BEL, a hyperlink ended by ST; ended by any other escape, that one is read too.
        ("\u{1B}]0;title\u{07}", "ab", true), ("\u{1B}]8;;https://example.com\u{1B}\\", "ab", true),
        ("\u{1B}]0;title\u{1B}[0m", "ab", true), ("\u{1B}\u{1B}[m", "ab", true), ("\u{1B}[1\u{1B}(B", "ab", true),
        // Broken: dropped up to the byte that breaks it, which stays.
        ("\u{1B}[12é", "aéb", false), ("\u{1B}]0;title\n", "a\nb", false), ("\u{1B}(é", "aéb", false),
        ("\u{1B}\u{01}", "a\u{01}b", false),
    ]

    @Test(arguments: forms.indices) func matchingDropsTheEscape(index: Int) {
        let form = Self.forms[index]
        let text = OutputText("a" + form.escape + "b", stripEscapes: true)
        #expect(text.lines.map(text.string).joined(separator: "\n") == form.shown)
        if form.isWhole {
            #expect(OutputText("a" + form.escape.dropLast(), stripEscapes: true).bytes == Array("a".utf8), "cut")
        }
    }

    @Test(arguments: forms.indices.filter { forms[$0].isWhole }) func maskingReadsThroughAWholeEscape(index: Int) {
        let form = Self.forms[index]
        let masker = SecretMasker(secrets: ["tokn5x"])
        let text = "[tok" + form.escape + "n5x]"
        #expect(masker.mask(text) == "[********]")
        // A stream holds back the longest form's length (`SecretMasker.longest`) without the escapes among the bytes
        // held, so a form that escapes make longer than that (a hyperlink's) is masked wherever a chunk ends.
        let bytes = Array(text.utf8)
        for cut in 1..<bytes.count {
            var stream = StreamMasker(masker)
            let shown = stream.feed(Array(bytes[..<cut])) + stream.feed(Array(bytes[cut...])) + stream.finish()
            #expect(shown == masker.mask(text), "cut at \(cut): \(shown)")
        }
    }
}
