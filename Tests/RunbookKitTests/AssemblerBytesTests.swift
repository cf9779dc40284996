import MarkdownTree
import Testing

@testable import RunbookKit

/// The assembler's byte shortcuts give what the `Character` code they replace gave.
@Suite struct AssemblerBytesTests {
    /// `isHTTPRequest` as it was, by `Character`s only.
    private static func referenceIsHTTPRequest(_ text: String) -> Bool {
        let first = text.drop { $0 == " " || $0 == "\n" }.prefix { $0 != "\n" }
        let parts = first.split(separator: " ", maxSplits: 1)
        guard parts.count == 2 else { return false }
        let methods: Set<Substring> = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"]
        let target = parts[1].drop { $0 == " " }
        return methods.contains(parts[0])
            && (target.hasPrefix("http://") || target.hasPrefix("https://") || target.hasPrefix("/")
                || target.hasPrefix("<") || target.hasPrefix("{"))
    }

    @Test func httpRequestsFoundAsByCharacters() {
        let pieces = [
            "GET", "POST", "get", " ", "  ", "\n", "\r\n", "/v1", "https://x", "http:/", "<url>", "{", "é", "\u{301}",
            "DELETE", "x", "\t", "OPTIONS",
        ]
        let texts =
            ReaderBytesTests.texts(from: pieces, count: 3000, maxPieces: 6) + [
                "POST https://api/x", "\n  GET /v1/a\nbody", "GET \u{301}/x", "GET/x", "PUT  {id}", "GET ", "GET /é",
                "GET\u{301} /x", "é\nGET /x", "GET /x\r\n", "HEAD <h>",
            ]
        for text in texts {
            #expect(CodeText.isHTTPRequest(text) == Self.referenceIsHTTPRequest(text), "\(text.debugDescription)")
        }
    }

    /// A list line is placed at its first `{` (in a block quote or not, ASCII or accented), and binds to the
    /// paragraph it ends.
    @Test func attributeLinesPlacedAtTheirBrace() throws {
        let page = "Intro text.\n{: #intro}\n\n> Note text\n> {: .note}\n\nCafé {x}\n  {: title=\"Café\"}\n"
        let runbook = RunbookReader().read(try PageSource(path: "t.md", bytes: Array(page.utf8)))
        #expect(
            runbook.attributeLists.map(\.location) == [
                SourceLocation(line: 2, column: 1), SourceLocation(line: 5, column: 3),
                SourceLocation(line: 8, column: 3),
            ])
        #expect(runbook.attributeLists.map(\.targetLine) == [1, 4, 7])
    }
}
