import TestSupport
import Testing

@testable import RunbookKit

/// Garbage, truncated and huge input: never a crash, positions always on the tag they name, huge input read whole.
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

    // The hostile shapes below guard against quadratic work by their size alone: read in linear time each takes
    // well under a second in a debug build, read in quadratic time minutes. No test here times them (a clock in a
    // unit test fails on a loaded machine, not on slow code); benchmarks/hostile.sh times the same shapes through
    // the release binary, and docs/benchmarks.md records its figures.

    @Test func aOneMegabyteCellIsReadWhole() throws {
        let sentence = "Required. The <code>--name &lt;x&gt;</code> of *the* `thing`, é_x_\n"
        let count = 1_000_000 / sentence.utf8.count
        let html = "<table><tr><td>" + String(repeating: sentence, count: count) + "</td></tr></table>"
        let tables = HTMLTableReader.tables(in: html, line: 1, column: 1)
        #expect(tables.count == 1)
        #expect(tables.first?.issues == [])
        let cell = try #require(tables.first?.rows.first?.cells.first)
        let text = Array(repeating: "Required. The --name <x> of the thing, é_x_", count: count)
        #expect(cell.text == text.joined(separator: " "))
        #expect(cell.spans == Array([[String]](repeating: ["--name <x>", "the", "thing"], count: count).joined()))
    }

    /// A pathological table and what it must read as.
    struct Pathology: Sendable, CustomTestStringConvertible {
        let name: String
        let html: String
        /// The tables read, and the rows and cells of each (all alike).
        let tables: Int
        let rows: Int
        let cells: Int
        /// How many issues of each kind the tables have together.
        let issues: [HTMLIssue.Kind: Int]
        /// The first table's first cell: its text's length in characters and its spans' count (0 and 0 without one).
        let textLength: Int
        let spans: Int

        var testDescription: String { name }

        static let all = [
            Pathology(
                name: "unmatched emphasis", html: "<table><tr><td>" + String(repeating: "*a _b ", count: 20_000),
                tables: 1, rows: 1, cells: 1, issues: [.unclosedTable: 1], textLength: 6 * 20_000 - 1, spans: 0),
            // Each run of backquotes closes at the next run of its length: three code spans for four repetitions.
            Pathology(
                name: "unmatched backticks", html: "<table><tr><td>" + String(repeating: "`a ``b ```c ", count: 10_000),
                tables: 1, rows: 1, cells: 1, issues: [.unclosedTable: 1], textLength: 89_999, spans: 7_500),
            Pathology(
                name: "unclosed inline tags",
                html: "<table><tr><td>" + String(repeating: "<b>", count: 20_000)
                    + String(repeating: "</i>", count: 20_000),
                tables: 1, rows: 1, cells: 1,
                issues: [.unclosedTable: 1, .unclosedElement: 20_000, .strayEndTag: 20_000],
                textLength: 0, spans: 0),
            Pathology(
                name: "list items under other tags",
                html: "<table><tr><td><ul><li><ul>" + String(repeating: "<b><li></li>", count: 10_000),
                tables: 1, rows: 1, cells: 1, issues: [.unclosedTable: 1, .unclosedElement: 10_002], textLength: 0,
                spans: 0),
            // An unterminated comment, or a tag whose quote never closes, is text.
            Pathology(
                name: "unterminated comments", html: "<table><tr><td>" + String(repeating: "<!--", count: 30_000),
                tables: 1, rows: 1, cells: 1, issues: [.unclosedTable: 1], textLength: 120_000, spans: 0),
            Pathology(
                name: "unterminated quotes", html: "<table><tr><td>" + String(repeating: "<a \"", count: 30_000),
                tables: 1, rows: 1, cells: 1, issues: [.unclosedTable: 1], textLength: 120_000, spans: 0),
            Pathology(
                name: "tables", html: String(repeating: "<table>", count: 15_000),
                tables: 15_000, rows: 0, cells: 0, issues: [.unclosedTable: 15_000], textLength: 0, spans: 0),
            Pathology(
                name: "nested tables", html: String(repeating: "<table><tr><td>", count: 7_500),
                tables: 7_500, rows: 1, cells: 1, issues: [.unclosedTable: 7_500], textLength: 0, spans: 0),
            Pathology(
                name: "empty emphasis", html: "<table><tr><td>" + String(repeating: "<em>", count: 25_000),
                tables: 1, rows: 1, cells: 1, issues: [.unclosedTable: 1, .unclosedElement: 25_000], textLength: 0,
                spans: 0),
            // A link's target that no `)` ends is read once, not once for each `](` before its end.
            Pathology(
                name: "unclosed link targets", html: "<table><tr><td>[a" + String(repeating: "[](", count: 40_000),
                tables: 1, rows: 1, cells: 1, issues: [.unclosedTable: 1], textLength: 2 + 3 * 40_000, spans: 0),
            // References that are no character are text as written.
            Pathology(
                name: "long references",
                html: "<table><tr><td>" + String(repeating: "&#1234567890123&aaaaaaaaaaaa", count: 4_000),
                tables: 1, rows: 1, cells: 1, issues: [.unclosedTable: 1], textLength: 28 * 4_000, spans: 0),
        ]
    }

    /// Each about 120 kB: read whole, every issue found and placed on its tag.
    @Test(arguments: Pathology.all) func pathologicalInputIsReadWhole(_ shape: Pathology) {
        let tables = HTMLTableReader.tables(in: shape.html, line: 1, column: 1)
        #expect(tables.count == shape.tables)
        #expect(tables.allSatisfy { $0.rows.count == shape.rows })
        #expect(tables.allSatisfy { $0.rows.allSatisfy { $0.cells.count == shape.cells } })
        var issues: [HTMLIssue.Kind: Int] = [:]
        for issue in tables.flatMap(\.issues) { issues[issue.kind, default: 0] += 1 }
        #expect(issues == shape.issues)
        let cell = tables.first?.rows.first?.cells.first
        #expect((cell?.text.count ?? 0) == shape.textLength)
        #expect((cell?.spans.count ?? 0) == shape.spans)
        checkPositions(shape.html, line: 1, column: 1)
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
