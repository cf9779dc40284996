import MarkdownTree
import RunbookKit

/// The regions of a page silenced by `<!-- docrun-ignore rule-id … -->` comments.
///
/// A comment on its own line silences the named rules (every rule when it names none) in the next block: the
/// block that follows it in the same container, with the attribute-list lines right after that block (a fence's
/// `{: pre}`). A comment that is the last block of a list item silences the block after the item.
struct Suppressions: Sendable {
    /// One silenced region: its lines, and the rules silenced there (nil for all).
    struct Region: Sendable, Equatable {
        let lines: ClosedRange<Int>
        let rules: Set<String>?
    }

    /// The regions by their first line, and the last line any of them up to each one reaches.
    private let regions: [Region]
    private let reach: [Int]
    /// The comments that name rules, in page order: the line each starts on and the names, which
    /// `ignore-rule-unknown` checks.
    let comments: [(line: Int, rules: Set<String>)]

    init(tree: MarkdownNode, source: PageSource) {
        var found: [Region] = []
        var comments: [(line: Int, rules: Set<String>)] = []
        // Walks `node`'s children; `after` is the block following `node` in its parent, for comments that end it.
        func collect(in node: MarkdownNode, after: MarkdownNode?) {
            let children = node.children
            for (index, child) in children.enumerated() {
                let next = index + 1 < children.count ? children[index + 1] : after
                if case .htmlBlock(let html) = child.kind {
                    let (isIgnore, rules) = Self.rules(inComment: html)
                    guard isIgnore else { continue }
                    if let rules, let line = child.range?.start.line { comments.append((line, rules)) }
                    guard let range = next?.range else { continue }
                    // The target's lines, and those of the attribute-list paragraphs right after it.
                    var end = range.end.line
                    for sibling in children.dropFirst(index + 2) {
                        guard case .paragraph = sibling.kind, let siblingRange = sibling.range,
                            case .text(let text) = sibling.children.first?.kind, text.hasPrefix("{:")
                        else { break }
                        end = max(end, siblingRange.end.line)
                    }
                    found.append(Region(lines: range.start.line...max(range.start.line, end), rules: rules))
                } else if !child.children.isEmpty, child.isBlock {
                    collect(in: child, after: next)
                }
            }
        }
        // Most pages name no marker, and are not walked: an ignore comment's text is in the page's.
        if ByteSearch.contains(source.text, "docrun-ignore") { collect(in: tree, after: nil) }
        self.comments = comments
        regions = found.sorted { $0.lines.lowerBound < $1.lines.lowerBound }
        reach = regions.reduce(into: []) { reach, region in
            reach.append(max(reach.last ?? 0, region.lines.upperBound))
        }
    }

    /// Whether `diagnostic` lies in a region that silences its rule.
    func silences(_ diagnostic: Diagnostic) -> Bool {
        // Only the regions that start at or before the line and reach it: a page may hold thousands of comments.
        let line = diagnostic.location.line
        var index = regions.partitioningIndex { $0.lines.lowerBound > line }
        while index > 0, reach[index - 1] >= line {
            index -= 1
            let region = regions[index]
            if region.lines.contains(line) && (region.rules?.contains(diagnostic.rule) ?? true) { return true }
        }
        return false
    }

    /// Whether `html` is an ignore comment (`docrun-ignore-next` is not), and the rules it names (nil for all).
    ///
    /// The comment opens the block (after blanks): `<!--`, blanks, `docrun-ignore`, then a blank or `:`; the names run to
    /// the first `-->`, or to the end of an unclosed one.
    static func rules(inComment html: String) -> (isIgnore: Bool, rules: Set<String>?) {
        let isBlank = { (character: Character) in character == " " || character == "\t" }
        var rest = html.drop(while: isBlank)
        guard rest.hasPrefix("<!--") else { return (false, nil) }
        rest = rest.dropFirst(4).drop(while: isBlank)
        guard rest.hasPrefix("docrun-ignore") else { return (false, nil) }
        rest = rest.dropFirst("docrun-ignore".count)
        guard let next = rest.first, isBlank(next) || next == ":" else { return (false, nil) }
        let body = rest[..<(rest.firstRange(of: "-->")?.lowerBound ?? rest.endIndex)]
        let names = body.split { isBlank($0) || $0 == "," || $0 == ":" || $0 == "\n" }.map(String.init)
        return (true, names.isEmpty ? nil : Set(names))
    }
}
