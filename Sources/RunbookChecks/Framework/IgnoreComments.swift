import MarkdownTree
import RunbookKit

/// The regions of a page silenced by `<!-- docrun-ignore rule-id … -->` comments.
///
/// A comment on its own line silences the named rules (every rule when it names none) in the next block: the
/// block that follows it in the same container, with the attribute-list lines right after that block (a fence's
/// `{: pre}`); comments one after the other, the block after the last. A comment that is the last block of a list item
/// silences the block after the item. A reason may follow the ids, after ` -- ` (as eslint reads its comments) or on
/// the lines after the first that names rules; the SARIF report gives it as the suppression's justification.
struct Suppressions: Sendable {
    /// One silenced region: its lines, the rules silenced there (nil for all), and the reason its comment gives.
    struct Region: Sendable, Equatable {
        let lines: ClosedRange<Int>
        let rules: Set<String>?
        let reason: String?
    }

    /// The regions by their first line, and the last line any of them up to each one reaches.
    private let regions: [Region]
    private let reach: [Int]
    /// The rule ids the comments name, in page order, each where it is written, which `ignore-rule-unknown` checks.
    let names: [(name: String, location: SourceLocation)]

    init(tree: MarkdownNode, source: PageSource) {
        var found: [Region] = []
        var names: [(name: String, location: SourceLocation)] = []
        // Walks `node`'s children; `after` is the block following `node` in its parent, for comments that end it.
        // Comments one after the other all silence the block after the last.
        func collect(in node: MarkdownNode, after: MarkdownNode?) {
            let children = node.children
            var waiting: [(rules: Set<String>?, reason: String?)] = []
            // Gives the waiting comments the block `target`, the `index`th child (nil: `after`).
            func silence(_ target: MarkdownNode?, at index: Int?) {
                defer { waiting = [] }
                guard !waiting.isEmpty, let range = target?.range else { return }
                // The target's lines, and those of the attribute-list paragraphs right after it.
                var end = range.end.line
                for sibling in children.dropFirst((index ?? children.count) + 1) {
                    guard case .paragraph = sibling.kind, let siblingRange = sibling.range,
                        case .text(let text) = sibling.children.first?.kind, text.hasPrefix("{:")
                    else { break }
                    end = max(end, siblingRange.end.line)
                }
                found += waiting.map {
                    Region(lines: range.start.line...max(range.start.line, end), rules: $0.rules, reason: $0.reason)
                }
            }
            for (index, child) in children.enumerated() {
                if case .htmlBlock(let html) = child.kind, case let comment = Self.comment(html), comment.isIgnore {
                    if let start = child.range?.start {
                        names += comment.names.map { ($0.name, Self.location(of: $0, in: html, from: start, source)) }
                    }
                    waiting.append((comment.names.isEmpty ? nil : Set(comment.names.map(\.name)), comment.reason))
                    continue
                }
                silence(child, at: index)
                if !child.children.isEmpty, child.isBlock {
                    collect(in: child, after: index + 1 < children.count ? children[index + 1] : after)
                }
            }
            silence(after, at: nil)
        }
        // Most pages name no marker, and are not walked: an ignore comment's text is in the page's.
        if ByteSearch.contains(source.text, "docrun-ignore") { collect(in: tree, after: nil) }
        self.names = names
        regions = found.sorted { $0.lines.lowerBound < $1.lines.lowerBound }
        reach = regions.reduce(into: []) { reach, region in
            reach.append(max(reach.last ?? 0, region.lines.upperBound))
        }
    }

    /// The region that silences `diagnostic`, the innermost when several do (the one whose comment is nearest).
    func region(silencing diagnostic: Diagnostic) -> Region? {
        // Only the regions that start at or before the line and reach it: a page may hold thousands of comments.
        let line = diagnostic.location.line
        var index = regions.partitioningIndex { $0.lines.lowerBound > line }
        while index > 0, reach[index - 1] >= line {
            index -= 1
            let region = regions[index]
            if region.lines.contains(line) && (region.rules?.contains(diagnostic.rule) ?? true) { return region }
        }
        return nil
    }

    /// A rule id an ignore comment names: the id, the line of the comment it is on (0 for the first) and where it
    /// starts on that line, in UTF-8 bytes.
    struct NamedRule: Equatable {
        let name: String
        let line: Int
        let offset: Int
    }

    /// Whether `html` is an ignore comment, the rule ids it names, where each is written, and the reason it gives.
    ///
    /// The comment opens the block (after blanks): `<!--`, blanks, `docrun-ignore`, then a blank or `:`. The ids,
    /// separated by blanks, commas or colons, run to the first `-->` (or the end of an unclosed comment), to a `--`
    /// standing alone, which starts a reason, or to the end of the first line that names one: the lines after it are a
    /// reason too. The reason runs to the first `-->`, its blanks and line breaks read as one space; nil when it is
    /// blank.
    static func comment(_ html: String) -> (isIgnore: Bool, names: [NamedRule], reason: String?) {
        let text = html.unicodeScalars
        let isBlank = { (scalar: Unicode.Scalar) in scalar == " " || scalar == "\t" }
        let opened = text.drop(while: isBlank)
        guard opened.starts(with: "<!--".unicodeScalars) else { return (false, [], nil) }
        let marked = opened.dropFirst(4).drop(while: isBlank)
        let body = marked.dropFirst("docrun-ignore".count)
        guard marked.starts(with: "docrun-ignore".unicodeScalars), let first = body.first,
            isBlank(first) || first == ":"
        else { return (false, [], nil) }
        let end = body.firstRange(of: "-->".unicodeScalars)?.lowerBound ?? text.endIndex
        // The words from `start` to the comment's end, as one line; nil when there are none.
        func reason(from start: String.Index) -> String? {
            let words = text[start..<end].split { $0 == " " || ("\t"..."\r").contains($0) }
            return words.isEmpty ? nil : words.map(String.init).joined(separator: " ")
        }
        // The ids a line at a time: the first line that names one ends them.
        var names: [NamedRule] = []
        let lines = text[body.startIndex..<end].split(separator: "\n", omittingEmptySubsequences: false)
        for (number, line) in lines.enumerated() {
            // The first line's offsets count from the comment's start.
            let lineStart = number == 0 ? text.startIndex : line.startIndex
            for word in line.split(whereSeparator: { isBlank($0) || ",:\r".unicodeScalars.contains($0) }) {
                guard !word.elementsEqual("--".unicodeScalars) else {
                    return (true, names, reason(from: word.endIndex))
                }
                let offset = html.utf8.distance(from: lineStart, to: word.startIndex)
                names.append(NamedRule(name: String(word), line: number, offset: offset))
            }
            if !names.isEmpty { return (true, names, reason(from: line.endIndex)) }
        }
        return (true, names, nil)
    }

    /// Where `name`, of the comment `html` whose block starts at `start`, is written in the page: the comment's
    /// lines are the page's after what holds them (a list item's indentation, a quote's `>`).
    private static func location(
        of name: NamedRule, in html: String, from start: SourceLocation, _ source: PageSource
    ) -> SourceLocation {
        let number = start.line + name.line
        let written = source.line(number)
        let lines = html.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard name.line < lines.count else { return SourceLocation(line: number, column: 1) }
        let text = lines[name.line]
        let columns = LineColumns(written)
        // The comment's line ends the page's line; where it does not (a tab cmark expanded), the name is looked for.
        guard written.utf8.count >= text.count, written.utf8.suffix(text.count).elementsEqual(text) else {
            return SourceLocation(line: number, column: columns.column(of: name.name) ?? 1)
        }
        return SourceLocation(
            line: number, column: columns.column(atOffset: written.utf8.count - text.count + name.offset))
    }
}
