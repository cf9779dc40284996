import MarkdownTree
import RunbookKit

/// The regions of a page silenced by `<!-- docrun-ignore rule-id … -->` comments.
///
/// A comment on its own line silences the named rules (every rule when it names none) in the next block: the
/// block that follows it in the same container, with the attribute-list lines right after that block (a fence's
/// `{: pre}`). A comment that is the last block of a list item silences the block after the item.
struct Suppressions: Sendable {
    /// One silenced region.
    struct Region: Sendable, Equatable {
        /// The lines silenced.
        let lines: ClosedRange<Int>
        /// The rules silenced; nil for all.
        let rules: Set<String>?
    }

    /// The regions, in page order.
    let regions: [Region]

    /// The marker a comment starts with, after `<!--`.
    static let marker = "docrun-ignore"

    /// Finds the regions of a page.
    init(tree: MarkdownNode, source: PageSource) {
        // Most pages name no marker, and are not walked.
        guard ByteSearch.contains(source.text, Self.marker) else {
            regions = []
            return
        }
        var found: [Region] = []
        Self.collect(in: tree, after: nil, source: source, into: &found)
        regions = found
    }

    /// Whether `diagnostic` lies in a region that silences its rule.
    func silences(_ diagnostic: Diagnostic) -> Bool {
        regions.contains { region in
            region.lines.contains(diagnostic.location.line) && (region.rules?.contains(diagnostic.rule) ?? true)
        }
    }

    /// The rules a comment names: nil for all, or nil-free set; returns false when it is no ignore comment.
    static func rules(inComment html: String) -> (isIgnore: Bool, rules: Set<String>?) {
        var body = Substring(html).drop { $0 == " " || $0 == "\t" }
        guard body.hasPrefix("<!--") else { return (false, nil) }
        body = body.dropFirst(4).drop { $0 == " " || $0 == "\t" }
        guard body.hasPrefix(marker) else { return (false, nil) }
        body = body.dropFirst(marker.count)
        guard let first = body.first, first == " " || first == "\t" || first == ":" || first == "-" else {
            return (false, nil)
        }
        if let end = body.firstRange(of: "-->") { body = body[..<end.lowerBound] }
        if first == "-" {
            // `docrun-ignore-next` and the like are not ours.
            return (false, nil)
        }
        let names = body.split { $0 == " " || $0 == "\t" || $0 == "," || $0 == ":" || $0 == "\n" }.map(String.init)
        return (true, names.isEmpty ? nil : Set(names))
    }

    /// Walks `node`'s children; `after` is the block following `node` in its parent, for comments that end it.
    private static func collect(
        in node: MarkdownNode, after: MarkdownNode?, source: PageSource, into found: inout [Region]
    ) {
        let children = node.children
        for (index, child) in children.enumerated() {
            let next = index + 1 < children.count ? children[index + 1] : after
            if case .htmlBlock(let html) = child.kind {
                let (isIgnore, rules) = Self.rules(inComment: html)
                if isIgnore, let target = next, let lines = silencedLines(target, following: children, from: index + 1) {
                    found.append(Region(lines: lines, rules: rules))
                }
            } else if !child.children.isEmpty, child.isBlock {
                collect(in: child, after: next, source: source, into: &found)
            }
        }
    }

    /// The lines of `target` and of the attribute-list paragraphs right after it.
    private static func silencedLines(
        _ target: MarkdownNode, following siblings: MarkdownNode.Children, from index: Int
    ) -> ClosedRange<Int>? {
        guard let range = target.range else { return nil }
        var end = range.end.line
        var next = index + 1
        while next < siblings.count, case .paragraph = siblings[next].kind, let nextRange = siblings[next].range,
            isAttributeParagraph(siblings[next])
        {
            end = max(end, nextRange.end.line)
            next += 1
        }
        return range.start.line...max(range.start.line, end)
    }

    private static func isAttributeParagraph(_ paragraph: MarkdownNode) -> Bool {
        guard case .text(let text) = paragraph.children.first?.kind else { return false }
        return text.hasPrefix("{:")
    }
}
