import RunbookKit
import Testing

@testable import RunbookChecks

/// The check's byte paths (text reporter, structure rules) give what the Character and scalar code they replaced
/// gave.
@Suite struct CheckBytesTests {
    /// The width of the scalars these tests use: a combining mark takes no column, an emoji two.
    static func width(_ scalar: Unicode.Scalar) -> Int {
        switch scalar {
        case "\u{301}": 0
        case "🙂", "中", "文": 2
        default: 1
        }
    }

    /// The padding built a scalar at a time over the whole line.
    static func scalarPadding(_ line: Substring, column: Int) -> String {
        var padding = ""
        for (index, scalar) in line.unicodeScalars.enumerated() where index < column - 1 {
            padding += scalar == "\t" ? "\t" : String(repeating: " ", count: width(scalar))
        }
        let missing = column - 1 - line.unicodeScalars.count
        if missing > 0 { padding += String(repeating: " ", count: missing) }
        return padding
    }

    /// What the reporter appends before a caret, on its own.
    static func padding(_ line: Substring, column: Int) -> String {
        QuotedLine.padding(line.unicodeScalars, column: column)
    }

    static let lines: [String] = [
        "", "plain", "\tindented\twith tabs", "é\tà\t€ 𝄞\tx", "  \t  mixed", "🙂🙂\t🙂", "a\u{301}\tb", "中文\t中 a",
        String(repeating: "x\t", count: 40),
    ]

    @Test(arguments: lines)
    func caretPaddingMatchesScalarWalk(_ text: String) {
        let line = Substring(text)
        for column in -1...(line.unicodeScalars.count + 4) {
            #expect(Self.padding(line, column: column) == Self.scalarPadding(line, column: column))
        }
    }

    @Test func caretPaddingOnSlicesOfALargerText() {
        let text = "first\tline é\nsecond 𝄞\tline\n\t\tthird"
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            for column in 0...(line.unicodeScalars.count + 2) {
                #expect(Self.padding(line, column: column) == Self.scalarPadding(line, column: column))
            }
        }
    }

    @Test func caretPaddingOnGeneratedLines() {
        var generator = SystemRandomNumberGenerator()
        let pieces: [String] = ["a", " ", "\t", "é", "€", "𝄞", "\u{301}", ">", "🙂", "中"]
        for _ in 0..<300 {
            let text = (0..<Int.random(in: 0...30, using: &generator)).map { _ in pieces.randomElement()! }.joined()
            let line = Substring(text)
            let column = Int.random(in: 0...(line.unicodeScalars.count + 3), using: &generator)
            #expect(Self.padding(line, column: column) == Self.scalarPadding(line, column: column))
        }
    }

    /// Ten known keys, each twice, then keyrefs one letter off a known one: each use is judged on its own, the repeats too.
    @Test func repeatedKeyrefsAreJudgedAsTheFirstOfThem() {
        let keys = [
            "alphafull", "beta_full", "beta_short", "gammaserviceshort", "delta_full_notm", "eps_full", "eps_short",
            "zetaplatform", "Theta", "tool_short",
        ]
        let line = (keys + keys).map { "{{site.data.keyword.\($0)}}" }.joined(separator: " ")
        let text =
            "# Keyrefs\n\n\(line)\n\n{{site.data.keyword.tool_shorx}} {{site.data.keyword.tool_shorx}}\n\n"
            + "{{site.data.keyword.tool_short}} {{ site.data.keyword.tool_short }} {{site.data.keyword.tool_short}.\n"
        let file = KeywordTable(values: Dictionary(uniqueKeysWithValues: keys.map { ($0, $0) }))
        let problems = RuleHarness.page(text, keywords: file).facts.keyrefs
        #expect(
            problems.map { "\($0.location.line):\($0.location.column) \($0.problem)" } == [
                "5:1 unknownKey(\"tool_shorx\")", "5:34 unknownKey(\"tool_shorx\")", "7:69 unclosed",
            ])
    }

    /// A heading's generated id as it was built before: a scalar at a time, then lowercased.
    static func scalarGeneratedID(_ title: String) -> String {
        var out = ""
        var started = false
        for scalar in title.unicodeScalars {
            let isLetter = (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
            if !started && !isLetter { continue }
            started = true
            if isLetter || (scalar >= "0" && scalar <= "9") || scalar == "-" {
                out.unicodeScalars.append(scalar)
            } else if scalar == " " {
                out += "-"
            }
        }
        return out.lowercased()
    }

    @Test func generatedIDMatchesScalarWalk() {
        let fixed = [
            "", "Title", "1. Install the CLI", "Créer un espace de noms", "Ça marche - ou pas?", "@[\\]^_`{|}~ Zz",
            "ÀÉÎ õü 42", "  --Lead", "İstanbul ǅ ﬁx", "🙂 Emoji title",
        ]
        for title in fixed {
            #expect(HeadingID.generated(from: title) == Self.scalarGeneratedID(title), "\(title)")
        }
        var generator = SystemRandomNumberGenerator()
        let pieces: [String] = [
            "a", "Z", "0", "9", " ", "-", "_", "@", "[", "`", "{", "é", "İ", "ß", "\u{301}", "🙂", ".",
        ]
        for _ in 0..<500 {
            let title = (0..<Int.random(in: 0...16, using: &generator)).map { _ in pieces.randomElement()! }.joined()
            #expect(HeadingID.generated(from: title) == Self.scalarGeneratedID(title), "\(title)")
        }
    }

    /// Keyrefs in a heading are marked as Liquid pairs its variables (a `{{`, up to the first `}}` on its line), on
    /// fixed titles and on titles made of braces and text at random.
    @Test func keyrefMarkingMatchesRegex() {
        let fixed = [
            "", "Title", "{{site.data.keyword.x}} CLI", "a {{b}} c {{d}}", "{{a}b}}", "{{{a}}", "{{a", "a}}", "{{}}",
            "{ {a}}", "é{{ß}}é", "{{a}}}}", "{{a\nb}}",
        ]
        var generator = SystemRandomNumberGenerator()
        let pieces: [String] = ["{", "}", "{{", "}}", "a", " ", "é", "\n"]
        let random = (0..<500).map { _ in
            (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement()! }.joined()
        }
        for title in fixed + random {
            let expected = title.replacing(/\{\{.*?\}\}/, with: "keyrefslot")
            #expect(AnchorBrokenRule.markingKeyrefs(title) == expected, "\(title)")
        }
    }

    /// Ids of headings with keyrefs are matched by their pieces (`IDPatterns`, looked up by their ends) exactly as
    /// the pieces tried one after the other match them: on ids and targets of few letters, at random.
    @Test func idPatternsMatchAsPiecesInOrder() {
        func matches(_ target: String, _ pattern: [Substring]) -> Bool {
            guard let first = pattern.first, let last = pattern.last, pattern.count > 1, target.hasPrefix(first),
                target.dropFirst(first.count).hasSuffix(last)
            else { return false }
            var rest = target.dropFirst(first.count).dropLast(last.count)
            for piece in pattern.dropFirst().dropLast() where !piece.isEmpty {
                guard let found = rest.firstRange(of: piece) else { return false }
                rest = rest[found.upperBound...]
            }
            return true
        }
        var generator = SystemRandomNumberGenerator()
        func word(_ most: Int) -> String {
            String((0..<Int.random(in: 0...most, using: &generator)).map { _ in "ab-".randomElement()! })
        }
        for _ in 0..<300 {
            let patterns = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
                (0..<Int.random(in: 1...4, using: &generator)).map { _ in word(3) }.joined(separator: "keyrefslot")
                    .split(separator: "keyrefslot", omittingEmptySubsequences: false)
            }
            let index = IDPatterns(patterns)
            for _ in 0..<20 {
                let target = word(8)
                #expect(index.matches(target) == patterns.contains { matches(target, $0) }, "\(target) \(patterns)")
            }
        }
    }
}
