import Foundation
import MarkdownTree
import Yams

/// YAML front matter between `---` lines at the top of a page, read as the docs site reads it.
public enum FrontMatter {
    /// The front matter's lines, where its closing line ends (before its newline), its values or why it is no YAML.
    static func find(
        in text: String
    ) -> (lines: ClosedRange<Int>, end: String.Index, values: [String: String], problem: FrontMatterProblem?)? {
        let utf8 = text.utf8
        var count = 0
        var start = utf8.startIndex
        // The lines between the rules, as one slice of the text.
        var yaml = start..<start
        while start < utf8.endIndex {
            let end =
                ByteSearch.firstOffset(of: "\n", in: text[start...]).map { utf8.index(start, offsetBy: $0) }
                ?? utf8.endIndex
            let line = text[start..<end]
            if count == 0 {
                guard isRule(line, "---") else { return nil }
            } else if isRule(line, "---") || isRule(line, "...") {
                var (values, problem) = yamlValues(withKeyrefsResolved(String(text[yaml])))
                if let at = problem?.location.line {
                    let lines = text.split(separator: "\n", maxSplits: at, omittingEmptySubsequences: false)
                    problem?.excerpt = at <= lines.count ? String(lines[at - 1]) : ""
                }
                return (1...(count + 1), line.endIndex, values, problem)
            } else {
                yaml = (count == 1 ? start : yaml.lowerBound)..<end
            }
            count += 1
            start = end == utf8.endIndex ? end : utf8.index(after: end)
        }
        return nil
    }

    /// Whether `line`, a page's first, opens front matter: `---` with whitespace around it.
    public static func opens(_ line: Substring) -> Bool { isRule(line, "---") }

    /// Whether `line` is `marker` with whitespace around it (tabs and Unicode spaces).
    private static func isRule(_ line: Substring, _ marker: String) -> Bool {
        ByteSearch.contains(line, marker) && line.trimming(\.isSpaceOrTab) == marker
    }

    /// `yaml` with every keyword keyref (`{{site.data.keyword.KEY}}`, closed on its line) written as its inner text
    /// between spaces, so that the lines and columns of a YAML error stay true.
    ///
    /// The docs site resolves keyrefs before it reads the YAML (`keywords: {{site.data.keyword.x}}, cli`); read as
    /// YAML, the braces open a flow mapping. Other Liquid is left as written: its filters are not plain YAML text.
    static func withKeyrefsResolved(_ yaml: String) -> String {
        Keyref.replacingVariables(in: yaml) { inner in
            Keyref.key(of: inner) == nil ? nil : "  " + String(decoding: inner, as: UTF8.self) + "  "
        }
    }

    /// The top-level scalars of a YAML mapping, as written, or why it is not valid YAML, at a position in the page
    /// (the YAML starts on its second line); other values are skipped.
    static func yamlValues(_ yaml: String) -> (values: [String: String], problem: FrontMatterProblem?) {
        do {
            guard case .mapping(let mapping)? = try composed(yaml) else { return ([:], nil) }
            var values: [String: String] = [:]
            for (key, value) in mapping {
                if let key = key.scalar?.string, let text = value.scalar?.string { values[key] = text }
            }
            return (values, nil)
        } catch let bomb as YAMLAliasBomb {
            return ([:], FrontMatterProblem(InputMessages.reason(bomb).en, line: bomb.line + 1, column: 1))
        } catch {
            let problem = YAMLProblem(error, in: yaml, lineShift: 1)
            return ([:], FrontMatterProblem(problem.words, line: problem.line, column: problem.column))
        }
    }

    /// `yaml` read by Yams after `YAMLAliases.check`.
    ///
    /// Composed, not loaded: Yams' loader stops the process on a key that is not a scalar. Scalars are not resolved
    /// (`.basic`): `version: 1.10` stays `1.10`.
    public static func composed(_ yaml: String) throws -> Node? {
        try YAMLAliases.check(yaml)
        // The encoding is given: `Parser.Encoding.default` reads the environment on every call, and a
        // YAMS_DEFAULT_ENCODING there would make Yams print on standard output.
        return try Yams.compose(yaml: yaml, .basic, constructor, .utf8)
    }

    /// The constructor Yams' parser is given, made once.
    ///
    /// `Constructor.default` builds its three maps anew on each call. Composing builds no values with it (nodes only
    /// keep a reference); it is never changed, its maps are `let`s, so the worker threads share it.
    nonisolated(unsafe) private static let constructor = Constructor.default
}

/// Why a page's front matter is not valid YAML, and where in the page (its file's line and column).
public struct FrontMatterProblem: Sendable, Equatable {
    /// libyaml's words (English), positions in them the page's.
    public let message: String
    /// Where the problem is: where libyaml found it, or, when that is the end of the front matter, where what it
    /// could not finish (a quote, a bracket) opens.
    public let location: SourceLocation
    /// The page's line at `location`, as written: the front matter is blank in `PageSource.lines`.
    public internal(set) var excerpt = ""

    init(_ message: String, line: Int, column: Int) {
        self.message = message
        location = SourceLocation(line: line, column: column)
    }
}
