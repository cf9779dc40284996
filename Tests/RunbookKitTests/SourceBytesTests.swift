import MarkdownTree
import Testing

@testable import RunbookKit

/// How a page's bytes become its text and lines, and how JSON is written.
@Suite struct SourceBytesTests {
    @Test(arguments: ["a", "a\n", "\n\nx", "é\nü\n\nx", "line 1\nline 2\n\n\nend", "😀\n"])
    func linesAreTheSplitOnNewlines(text: String) throws {
        let lines = try PageSource(path: "p.md", bytes: Array(text.utf8)).lines
        #expect(lines == text.split(separator: "\n", omittingEmptySubsequences: false))
    }

    /// CR LF and a lone CR end lines as LF does.
    @Test(arguments: [
        ("a\r", "a\n"), ("a\r\n", "a\n"), ("a\r\nb\rc\n", "a\nb\nc\n"), ("\r\r\n\n\rx", "\n\n\n\nx"),
        ("é\r\n😀\r", "é\n😀\n"), ("end\r\n", "end\n"),
    ])
    func lineEndingsAreUnified(text: String, expected: String) throws {
        let page = try PageSource(path: "p.md", bytes: Array(text.utf8))
        #expect(page.text == expected)
    }

    /// The Markdown tree of a page is read from its text, line endings unified and byte-order mark dropped: CR LF, a
    /// lone CR and a mark move no position of a node, whose columns count scalars.
    @Test func lineEndingsAndByteOrderMarkDoNotMovePositions() throws {
        let text = "# Café *é*\n\nà `x` b\n- ü **y** `z`\n  - 😀 [l](u)\n\n| é | b |\n|---|---|\n| `ç` | d |\n"
        func ranges(_ text: String) throws -> [SourceRange?] {
            let source = try PageSource(path: "p.md", bytes: Array(text.utf8))
            var ranges: [SourceRange?] = []
            var pending = [MarkdownParser.parse(source.text, lines: source.lines).root]
            while let node = pending.popLast() {
                ranges.append(node.range)
                pending += node.children.reversed()
            }
            return ranges
        }
        let lf = try ranges(text)
        #expect(lf.count > 20 && lf.dropFirst().allSatisfy { $0 != nil })
        #expect(try ranges(text.replacingOccurrences(of: "\n", with: "\r\n")) == lf)
        #expect(try ranges(text.replacingOccurrences(of: "\n", with: "\r")) == lf)
        #expect(try ranges("\u{FEFF}" + text) == lf)
    }

    @Test func carriageReturnPagesAreDecodedOnceAfterUnifying() throws {
        let page = try PageSource(path: "page.md", bytes: Array("# Title\r\n\r\nText é\rmore\r\n".utf8))
        #expect(page.text == "# Title\n\nText é\nmore\n")
        #expect(page.lines == ["# Title", "", "Text é", "more", ""])
        // The place of an invalid sequence is counted in the bytes as read, its line as every report counts lines:
        // a lone CR ends one, as CRLF and LF do; its column in characters.
        let invalid = Array("a\r\nb\rc\n".utf8) + [0xFF] + Array("\r\n".utf8)
        #expect(throws: PageError(path: "bad.md", kind: .invalidUTF8(line: 4, column: 1))) {
            try PageSource(path: "bad.md", bytes: invalid)
        }
        let classicMac = Array("# Title\r\r1. Set é ".utf8) + [0xE9, 0x20] + Array("\r".utf8)
        #expect(throws: PageError(path: "mac.md", kind: .invalidUTF8(line: 3, column: 10))) {
            try PageSource(path: "mac.md", bytes: classicMac)
        }
        #expect(throws: PageError(path: "mac.md", kind: .binary(line: 3, column: 4))) {
            try PageSource(path: "mac.md", bytes: Array("# Title\r\r1. ".utf8) + [0] + Array("\r".utf8))
        }
        // Before a NUL the bytes need not be UTF-8: each replacement character an editor shows is a column, a lone
        // continuation byte (a Windows-1252 quote) and each byte of an overlong sequence too.
        let windows1252 = Array("a\r\nit".utf8) + [0x92] + Array("s ".utf8) + [0xC0, 0x80, 0xE2, 0x82, 0x20, 0]
        #expect(throws: PageError(path: "w.md", kind: .binary(line: 2, column: 10))) {
            try PageSource(path: "w.md", bytes: windows1252)
        }
    }

    /// A cursor asked for positions in source order counts from where its region starts, as one asked once does.
    @Test func positionCursorWalksForwardFromItsRegion() {
        let bytes = Array("<td>é</td>\r\n  <td>😀</td>\r<p>".utf8)
        var cursor = PositionCursor(bytes: bytes, line: 7, column: 5)
        let positions = [0, 4, 6, 14, 19, 23, 29, bytes.count].map { cursor.position(of: $0) }
        #expect(positions.map(\.line) == [7, 7, 7, 8, 8, 8, 9, 9])
        #expect(positions.map(\.column) == [5, 9, 10, 2, 7, 8, 1, 4])
    }

    /// U+FFFD written in a page is text like any other; only bytes that are not UTF-8 are refused.
    @Test func keepsAReplacementCharacterWrittenInThePage() throws {
        let page = try PageSource(path: "p.md", bytes: Array("a\u{FFFD}b\n".utf8))
        #expect(page.text == "a\u{FFFD}b\n")
        #expect(throws: PageError(path: "p.md", kind: .binary(line: 2, column: 1))) {
            try PageSource(path: "p.md", bytes: Array("a\n".utf8) + [0] + Array("b".utf8))
        }
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
        let expected =
            "["
            + values.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
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

/// `VisibleText` writes a page's control characters so that a terminal shows them.
@Suite struct VisibleTextTests {
    @Test(arguments: [
        ("plain é ’ text\twith a tab\nand a line", "plain é ’ text\twith a tab\nand a line"),
        ("a\u{1B}[2Kb", "a^[[2Kb"), ("bell\u{7} del\u{7F} nul\u{0}", "bell^G del^? nul^@"),
        ("crlf\r\nlone\rcr", "crlf\nlone^Mcr"),
        ("csi\u{9B}1m ls\u{2028}ps\u{2029}", "csi<U+009B>1m ls<U+2028>ps<U+2029>"),
        ("\u{85}", "<U+0085>"),
        // Bidirectional controls reorder what is shown: `rm -rf /tmp/x` and a file name read backwards.
        ("rm -rf /tmp/\u{202E}txt.sh\u{202C}", "rm -rf /tmp/<U+202E>txt.sh<U+202C>"),
        ("a\u{2066}b\u{2069}\u{200F}\u{061C}", "a<U+2066>b<U+2069><U+200F><U+061C>"),
        ("é ’ ٣ — …", "é ’ ٣ — …"), ("« guillemets » et\u{A0}: © 2°", "« guillemets » et\u{A0}: © 2°"),
    ])
    func controlsAreShown(text: String, shown: String) {
        #expect(VisibleText.of(text) == shown)
    }

    /// On one line, line breaks are shown too, and a carriage return before one is kept in sight: what a path holds.
    @Test(arguments: [
        ("plain.md", "plain.md"), ("a\nb.md", "a^Jb.md"), ("a\r\nb\tc.md", "a^M^Jb\tc.md"),
        ("\u{1B}[2K\n\u{2028}", "^[[2K^J<U+2028>"),
    ])
    func oneLineShowsLineBreaks(text: String, shown: String) {
        #expect(VisibleText.line(text) == shown)
    }
}
