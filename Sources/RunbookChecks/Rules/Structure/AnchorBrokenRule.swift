import Foundation
import MarkdownTree
import RunbookKit
import ShellSyntax

/// `anchor-broken`: a link to `#id` (Markdown or `href="#id"`) where the page defines no such anchor.
struct AnchorBrokenRule: PageRule {
    static let description = RuleDescription(
        id: "anchor-broken", severity: .error,
        rationale: "A link to an anchor the page does not define goes nowhere.")

    static let message = Localized(
        en: "link to '#{target}', which is not an anchor of this page",
        fr: "lien vers '#{target}', qui n'est pas une ancre de cette page",
        pt: "link para '#{target}', que não é uma âncora desta página")
    static let definedHere = Localized(
        en: "the reference definition gives '#{target}' here", fr: "la définition de référence donne '#{target}' ici",
        pt: "a definição de referência dá '#{target}' aqui")
    static let messages = [message, definedHere]

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        let runbook = page.runbook
        guard !runbook.links.isEmpty else { return }
        let generated = page.facts.generatedIDs
        let known = Set(runbook.anchors.map(\.name)).union(generated.ids.map(\.id))
        let patterns = IDPatterns(generated.patterns)
        var columns: [Int: LineColumns] = [:]
        var definitions: [String: SourceLocation]?
        for link in runbook.links where !link.target.isEmpty {
            // A browser reads a target's percent escapes: `#pr%C3%A9requis` is `#prérequis`.
            let target = link.target.contains("%") ? link.target.removingPercentEncoding ?? link.target : link.target
            guard !known.contains(target), !Self.isGlossaryID(target),
                !patterns.matches(target)
            else { continue }
            let location = Self.position(of: link, in: page.source, columns: &columns)
            var notes: [Diagnostic.Note] = []
            if location == link.location {
                // A reference link (`[text][ref]`): its target is written, and edited, in its definition.
                definitions = definitions ?? Self.definitions(in: page)
                if let definition = definitions?[link.target] {
                    notes.append(
                        page.note(at: definition, Self.definedHere(page.messageLanguage, ["target": link.target])))
                }
            }
            findings.append(page.finding(at: location, Self.message, ["target": link.target], notes: notes))
        }
    }

    /// Where the reference definitions of the page (`[ref]: #target`) write each target's `#`, by target.
    ///
    /// cmark resolves a reference link without keeping where its definition is, but leaves a definition's line out
    /// of every block: it opens a paragraph, before the paragraph's text, or is in a paragraph of definitions, which
    /// cmark drops. A line of code, of HTML or of a paragraph's text is no definition, whatever it looks like.
    private static func definitions(in page: CheckedPage) -> [String: SourceLocation] {
        var inBlock = [Bool](repeating: false, count: page.source.lines.count + 1)
        var pending = [page.tree]
        while let node = pending.popLast() {
            guard !node.holdsBlocks else {
                pending += node.children
                continue
            }
            guard let range = node.range else { continue }
            let text = node.kind == .paragraph ? node.children.first?.range?.start ?? range.start : range.start
            for line in text.line..<max(text.line, min(range.end.line + 1, inBlock.count)) { inBlock[line] = true }
        }
        var found: [String: SourceLocation] = [:]
        let lines = page.source.lines
        for (index, line) in lines.enumerated() where !inBlock[index + 1] {
            var label = line.drop { $0 == " " || $0 == "\t" || $0 == ">" }
            // The definition may be a list item's only content (`- [ref]: #target`), in lists as deep as they go.
            while let marker = "-*+".contains(label.first ?? "_")
                ? 1 : SourceText.itemNumber(label.utf8).map({ $0.count + 1 }),
                label.dropFirst(marker).first?.isWhitespace == true
            {
                label = label.dropFirst(marker).drop { $0 == " " || $0 == "\t" || $0 == ">" }
            }
            guard label.first == "[", let colon = label.firstRange(of: "]:") else { continue }
            var (row, text) = (index, line)
            var target = label[colon.upperBound...].drop { $0 == " " || $0 == "\t" }
            // Its target may be on the next line (`[ref]:`, then `  #target`).
            if target.isEmpty, index + 1 < lines.count, !inBlock[index + 2] {
                (row, text) = (index + 1, lines[index + 1])
                target = text.drop { $0 == " " || $0 == "\t" || $0 == ">" }
            }
            if target.first == "<" { target = target.dropFirst() }
            guard target.first == "#" else { continue }
            let column = text.unicodeScalars.distance(from: text.startIndex, to: target.startIndex) + 1
            let name = String(target.dropFirst().prefix { $0 != " " && $0 != "\t" && $0 != ">" })
            found[name] = found[name] ?? SourceLocation(line: row + 1, column: column)
        }
        return found
    }

    /// The ids kramdown generates for the headings that have none of their own (`Section.generatedAnchor`), each
    /// with its heading's line; and, for a heading whose title holds a keyref no keyword file resolves, whose id
    /// docrun cannot spell, the pieces of its id around the keyrefs (`IDPatterns`).
    static func generatedIDs(_ runbook: Runbook) -> (ids: [(id: String, line: Int)], patterns: [[Substring]]) {
        var ids: [(id: String, line: Int)] = []
        var patterns: [[Substring]] = []
        for section in runbook.sections where section.anchor == nil {
            if let id = section.generatedAnchor {
                ids.append((id, section.line))
            } else {
                let id = HeadingID.generated(from: Self.markingKeyrefs(section.title))
                patterns.append(id.split(separator: "keyrefslot", omittingEmptySubsequences: false))
            }
        }
        return (ids, patterns)
    }

    /// `title` with each keyref (each Liquid variable, `Keyref.variable`) written `keyrefslot`, which `HeadingID.generated`
    /// keeps as it is.
    static func markingKeyrefs(_ title: String) -> String {
        Keyref.replacingVariables(in: title) { _ in "keyrefslot" }
    }

    /// `x` followed by digits only: an id of IBM's glossary.
    static func isGlossaryID(_ target: String) -> Bool {
        let digits = target.utf8.dropFirst()
        return target.utf8.first == UInt8(ascii: "x") && !digits.isEmpty && digits.allSatisfy(\.isASCIIDigit)
    }

    /// The `#` of the link's target in the source, searched from where the reader places the link.
    private static func position(
        of link: AnchorLink, in source: PageSource, columns: inout [Int: LineColumns]
    ) -> SourceLocation {
        // The `#` follows the opening: `(`, `(<` (a destination in angle brackets), an HTML attribute's quote, or its
        // `=` when the value is not quoted (`href=#x`).
        let needles = ["(#", "\"#", "'#", "(<#", "=#"].map { $0 + link.target }
        for line in link.location.line..<min(link.location.line + 8, source.lines.count + 1) {
            let from = line == link.location.line ? link.location.column : 1
            let map = columns[line] ?? LineColumns(source.line(line))
            columns[line] = map
            if let (column, needle) = needles.lazy.compactMap({ needle in
                map.column(of: needle, from: from).map { ($0, needle) }
            }).first {
                return SourceLocation(line: line, column: column + needle.count - link.target.count - 1)
            }
        }
        return link.location
    }
}

/// The ids of the headings whose keyrefs no keyword file resolves (`AnchorBrokenRule.generatedIDs`), as UTF-8 pieces
/// looked up by their first and last: a page of thousands of such headings and of links that match none took
/// seconds, each link tried against each heading.
struct IDPatterns {
    /// The patterns by their first piece, a 0 byte and their last piece (no id holds a 0).
    private var byEnds: [[UInt8]: [[[UInt8]]]] = [:]
    /// The lengths of the first and last pieces the patterns come in.
    private var ends: Set<[Int]> = []

    init(_ patterns: [[Substring]]) {
        for pattern in patterns where pattern.count > 1 {
            let pieces = pattern.map { Array($0.utf8) }
            byEnds[pieces[0] + [0] + pieces[pieces.count - 1], default: []].append(pieces)
            ends.insert([pieces[0].count, pieces[pieces.count - 1].count])
        }
    }

    /// Whether `target` is an id one of the patterns stands for: its first piece, those between in order, its last.
    func matches(_ target: String) -> Bool {
        guard !ends.isEmpty else { return false }
        let bytes = Array(target.utf8)
        return ends.contains { end in
            let (first, last) = (end[0], end[1])
            guard first + last <= bytes.count,
                let found = byEnds[Array(bytes[..<first]) + [0] + bytes[(bytes.count - last)...]]
            else { return false }
            return found.contains { pattern in
                var rest = bytes[first..<(bytes.count - last)]
                for piece in pattern.dropFirst().dropLast() where !piece.isEmpty {
                    guard let range = rest.firstRange(of: piece) else { return false }
                    rest = rest[range.upperBound...]
                }
                return true
            }
        }
    }
}
