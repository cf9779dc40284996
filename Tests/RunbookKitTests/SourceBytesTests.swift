import Testing

@testable import RunbookKit

/// The byte-level helpers that read pages and write JSON give what the `String` operations they replaced gave.
@Suite struct SourceBytesTests {
    @Test(arguments: ["", "a", "a\n", "\n\n", "é\nü\n\nx", "a\r\nb", "line 1\nline 2\n\n\nend", "😀\n"])
    func linesAreTheSplitOnNewlines(text: String) {
        let lines = LineBytes.lines(of: text)
        // Split on the byte: a `Character` split would keep `\r\n` (one `Character`) whole. Pages reach
        // `LineBytes` with `\n` endings only, where both splits agree.
        let split = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        #expect(lines == split.map { Substring($0) })
        // The lines are slices of the text itself, so their indices are the text's.
        for line in lines { #expect(text[line.startIndex..<line.endIndex] == line) }
    }

    @Test(arguments: ["", "a", "\r", "\r\n", "a\r\nb\rc\n", "\r\r\n\n\r", "é\r\n😀\r", "end\r\n"])
    func lineEndingsUnifyAsTheStringReplacementDid(text: String) {
        // Byte by byte, CR LF first and then a lone CR, as a reference the run-by-run copy must agree with.
        var reference: [UInt8] = []
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            if bytes[index] == 13 {
                reference.append(10)
                if index + 1 < bytes.count, bytes[index + 1] == 10 { index += 1 }
            } else {
                reference.append(bytes[index])
            }
            index += 1
        }
        #expect(LineBytes.unifyingLineEndings(bytes) == reference)
    }

    @Test(arguments: ["", "a", "a\n", "\n\n", "---\nkey: value\n---\nrest", "é\nü\n\nx", "no newline"])
    func leadingLinesAreTheFirstLines(text: String) {
        var leading = LineBytes.LeadingLines(text)
        var read: [Substring] = []
        while let line = leading.next() { read.append(line) }
        #expect(read == LineBytes.lines(of: text))
        for (line, expected) in zip(read, LineBytes.lines(of: text)) { #expect(line.startIndex == expected.startIndex) }
    }

    @Test func carriageReturnPagesAreDecodedOnceAfterUnifying() throws {
        let page = try PageSource(path: "page.md", bytes: Array("# Title\r\n\r\nText é\rmore\r\n".utf8))
        #expect(page.hadCarriageReturns)
        #expect(page.text == "# Title\n\nText é\nmore\n")
        #expect(page.lines == ["# Title", "", "Text é", "more", ""])
        // The line of an invalid sequence is counted in the bytes as read.
        let invalid = Array("a\r\nb\rc\n".utf8) + [0xFF] + Array("\r\n".utf8)
        #expect(throws: PageError(path: "bad.md", kind: .invalidUTF8(line: 3))) {
            try PageSource(path: "bad.md", bytes: invalid)
        }
    }

    @Test func findsTheReplacementCharacterOnly() {
        #expect(LineBytes.containsReplacementCharacter("a\u{FFFD}"))
        #expect(LineBytes.containsReplacementCharacter("\u{FFFD}b"))
        #expect(!LineBytes.containsReplacementCharacter(""))
        #expect(!LineBytes.containsReplacementCharacter("x\u{FEFF}y\u{FFFC}z\u{EFBF}"))
    }

    @Test func findsBytes() {
        let bytes: [UInt8] = [1, 0, 2, 13, 0]
        #expect(LineBytes.firstOffset(of: 0, in: bytes) == 1)
        #expect(LineBytes.firstOffset(of: 13, in: bytes) == 3)
        #expect(LineBytes.firstOffset(of: 9, in: bytes) == nil)
        #expect(LineBytes.firstOffset(of: 0, in: []) == nil)
    }

    @Test func escapesWhatJSONMustEscape() {
        let value = JSONValue.string("a\"b\\c\n\r\t\u{1}\u{1F}\u{7F} é😀/")
        #expect(value.rendered() == #""a\"b\\c\n\r\t\u0001\u001f\u007f é😀/""#)
        #expect(JSONValue.object([("k\"", .string(""))]).rendered(pretty: false) == #"{"k\"":""}"#)
    }

    @Test func writesIntegersAsStringDoes() {
        let numbers = [0, 7, -7, 10, 99, 100, 1_234_567_890, Int.max, Int.min]
        let expected = "[" + numbers.map(String.init).joined(separator: ",") + "]"
        #expect(JSONValue.ints(numbers).rendered(pretty: false) == expected)
        #expect(JSONValue.double(1.5).rendered() == "1.5")
        #expect(JSONValue.double(.infinity).rendered() == "null")
    }

    @Test func keepsEveryByteWhileTheBufferGrows() {
        // Pieces from one byte to far beyond the first block, so that the buffer grows many times, in the middle of
        // pieces as well as between them.
        let values = (0..<2_000).map { String(repeating: "é\($0 % 10)", count: $0 % 300) + "\"" }
        let expected = "[" + values.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
            .joined(separator: ",") + "]"
        #expect(JSONValue.strings(values).rendered(pretty: false) == expected)
        let long = String(repeating: "a", count: 100_000)
        #expect(JSONValue.string(long).rendered() == "\"" + long + "\"")
    }

    @Test func indentsDeepValuesTwoSpacesALevel() {
        var value = JSONValue.int(1)
        for _ in 0..<20 { value = .array([value]) }
        let lines = value.rendered().split(separator: "\n")
        #expect(lines.count == 41)
        #expect(lines[20] == Substring(String(repeating: "  ", count: 20) + "1"))
        let separately = JSONValue.array(ofRenderedUTF8: [Array("1".utf8), Array("\"a\"".utf8)])
        #expect(String(decoding: separately, as: UTF8.self) == JSONValue.array([.int(1), .string("a")]).rendered())
        #expect(JSONValue.array(ofRenderedUTF8: []) == Array("[]".utf8))
    }
}
