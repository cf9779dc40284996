import TestSupport
import Testing

@testable import RunbookKit

/// Garbage, truncated and huge input: never a crash, positions always on the tag they name, linear time.
@Suite struct HTMLTableRobustnessTests {
    private static let pieces = [
        "<table", "<table>", " summary=\"", " summary-\"x\"", "<tr>", "</tr>", "<td>", "<td", "</td>", "<th>",
        "</th>", "<thead>", "</thead>", "<caption>", "</caption>", "</table>", "<!--", "-->", "\"", "'", "=", ">",
        "<", "</", "`", "``", "*", "**", "_", "&", "&lt;", "&#x", "&#233;", ";", "\n", "\r\n", "\r", " ", "\t",
        "é", "😀", "<li>", "</li>", "<ul>", "</ul>", "<code>", "</code>", "<em>", "</em>", "<br>", "</br>", "<p>",
        "\\", "a", "name", "<my_image>", "<!DOCTYPE x>", "<?x?>", "<br/>", "colspan=2",
    ]

    @Test func randomInputNeverCrashesAndPositionsPointAtTags() {
        var random = SplitMix(seed: 2018)
        for round in 0..<3000 {
            var text = ""
            if round % 3 == 0 {
                let bytes = (0..<random.next(300)).map { _ in UInt8(random.next(256)) }
                text = String(decoding: bytes, as: UTF8.self)
            } else {
                for _ in 0..<random.next(120) { text += Self.pieces[random.next(Self.pieces.count)] }
            }
            let line = 1 + random.next(500)
            let column = 1 + random.next(12)
            checkPositions(text, line: line, column: column)
            _ = HTMLText.plainText(fromHTML: text)
            _ = HTMLText.decodeEntities(text)
        }
    }

    @Test func truncatedSeedTablesNeverCrash() {
        let regions = [
            SeedTables.seed000Table1, SeedTables.seed002Table1, SeedTables.seed002Table2, SeedTables.seed003Flags,
            SeedTables.seed004Types, SeedTables.seed004Tokens, SeedTables.seed004Account, SeedTables.seed004Refresh,
        ]
        for region in regions {
            let scalars = Array(region.text.unicodeScalars)
            for cut in stride(from: 0, through: scalars.count, by: max(1, scalars.count / 60)) {
                var prefix = String.UnicodeScalarView()
                prefix.append(contentsOf: scalars[..<cut])
                checkPositions(String(prefix), line: region.line, column: region.column)
            }
        }
    }

    @Test func aOneMegabyteCellTakesLinearTime() throws {
        let sentence = "Required. The <code>--name &lt;x&gt;</code> of *the* `thing`, é_x_\n"
        let count = 1_000_000 / sentence.utf8.count
        let html = "<table><tr><td>" + String(repeating: sentence, count: count) + "</td></tr></table>"
        let clock = ContinuousClock()
        var tables: [HTMLTable] = []
        let elapsed = clock.measure { tables = HTMLTableReader.tables(in: html, line: 1, column: 1) }
        let cell = try #require(tables.first?.rows.first?.cells.first)
        #expect(cell.spans.count == 3 * count)
        #expect(cell.text.hasSuffix("of the thing, é_x_"))
        #expect(tables.count == 1)
        // About 0.6 s in a debug build; anything quadratic would take hours.
        #expect(elapsed < .seconds(10))
    }

    @Test(arguments: [
        ("unmatched emphasis", "<table><tr><td>" + String(repeating: "*a _b ", count: 20_000)),
        ("unmatched backticks", "<table><tr><td>" + String(repeating: "`a ``b ```c ", count: 10_000)),
        (
            "unclosed inline tags",
            "<table><tr><td>" + String(repeating: "<b>", count: 20_000)
                + String(repeating: "</i>", count: 20_000)
        ),
        (
            "list items under other tags",
            "<table><tr><td><ul><li><ul>"
                + String(repeating: "<b><li></li>", count: 10_000)
        ),
        ("unterminated comments", "<table><tr><td>" + String(repeating: "<!--", count: 30_000)),
        ("unterminated quotes", "<table><tr><td>" + String(repeating: "<a \"", count: 30_000)),
        ("tables", String(repeating: "<table>", count: 15_000)),
        ("nested tables", String(repeating: "<table><tr><td>", count: 7_500)),
        ("empty emphasis", "<table><tr><td>" + String(repeating: "<em>", count: 25_000)),
        ("long references", "<table><tr><td>" + String(repeating: "&#1234567890123&aaaaaaaaaaaa", count: 4_000)),
    ])
    func pathologicalInputStaysFast(name: String, html: String) {
        let clock = ContinuousClock()
        let elapsed = clock.measure { _ = HTMLTableReader.tables(in: html, line: 1, column: 1) }
        // Each is about 120 kB and takes well under a second in a debug build; quadratic work would not.
        #expect(elapsed < .seconds(5), "\(name)")
    }

    /// Reads `text` and checks that every reported tag position holds a `<` in `text`.
    private func checkPositions(_ text: String, line: Int, column: Int) {
        let lines = Self.scalarLines(text)
        func character(_ atLine: Int, _ atColumn: Int) -> Unicode.Scalar? {
            let index = atLine - line
            guard lines.indices.contains(index) else { return nil }
            let offset = atColumn - (index == 0 ? column : 1)
            return lines[index].indices.contains(offset) ? lines[index][offset] : nil
        }
        for table in HTMLTableReader.tables(in: text, line: line, column: column) {
            for row in table.rows { #expect(line..<(line + lines.count) ~= row.line) }
            for issue in table.issues {
                let first = character(issue.line, issue.column)
                #expect(first == issue.text.unicodeScalars.first, "\(issue) in \(text.debugDescription)")
            }
        }
    }

    /// The lines of `text` as scalars, split at `\n`, `\r\n` and a lone `\r`.
    private static func scalarLines(_ text: String) -> [[Unicode.Scalar]] {
        var lines: [[Unicode.Scalar]] = [[]]
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" && previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = scalar == "\r"
            if scalar == "\n" || scalar == "\r" { lines.append([]) } else { lines[lines.count - 1].append(scalar) }
        }
        return lines
    }
}
