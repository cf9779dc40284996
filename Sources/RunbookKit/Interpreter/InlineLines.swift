import MarkdownTree

/// A paragraph's or heading's inline text: its source lines joined with a space, and where each line starts.
///
/// The text is what `lines.joined(separator: " ")` gives; a line is read back as a `String` only by the few
/// readers that look at one line (definitions, inline attribute lists).
struct InlineLines {
    /// The lines joined with `" "`.
    let text: String
    /// The UTF-8 offset in `text` where each line after the first starts (just after its joining space).
    let starts: [Int]
    /// The links of the whole node, in page order, whichever lines are kept (`InlineText.links(of:)`).
    var links: [Link] = []

    /// A link's destination and position, and where its text is in `text` (nil when that text is not kept).
    struct Link {
        let destination: String
        let location: SourceLocation?
        var range: Range<Int>? = nil
    }

    /// How many lines there are.
    var count: Int { starts.count + 1 }

    /// The UTF-8 offsets of line `index` in `text`, its joining space excluded.
    func range(of index: Int) -> Range<Int> {
        let lower = index == 0 ? 0 : starts[index - 1]
        let upper = index == starts.count ? text.utf8.count : starts[index] - 1
        return lower..<upper
    }

    /// Line `index` as a string of its own, as it was before the lines were joined.
    func line(_ index: Int) -> String {
        String(Self.slice(text, range(of: index)))
    }

    /// Lines `kept` only, joined the same way: a slice of the text, since the lines are contiguous.
    func lines(_ kept: ClosedRange<Int>) -> InlineLines {
        if kept.lowerBound == 0, kept.upperBound == count - 1 { return self }
        let lower = range(of: kept.lowerBound).lowerBound
        let upper = range(of: kept.upperBound).upperBound
        let starts = starts[kept.lowerBound..<kept.upperBound].map { $0 - lower }
        return InlineLines(
            text: String(Self.slice(text, lower..<upper)), starts: starts,
            links: Self.shift(links, by: -lower, upTo: upper - lower))
    }

    /// These lines with the first one replaced by `first`.
    func replacingFirstLine(with first: String) -> InlineLines {
        let end = range(of: 0).upperBound
        let shift = first.utf8.count - end
        var joined = first
        joined.append(contentsOf: Self.slice(text, end..<text.utf8.count))
        return InlineLines(
            text: joined, starts: starts.map { $0 + shift },
            links: Self.shift(links, by: shift, upTo: joined.utf8.count))
    }

    /// `links` with their text moved by `shift` bytes; a text that no longer lies within `0..<end` is not kept.
    private static func shift(_ links: [Link], by shift: Int, upTo end: Int) -> [Link] {
        links.map { link in
            var link = link
            link.range = link.range.flatMap {
                $0.lowerBound + shift >= 0 && $0.upperBound + shift <= end
                    ? $0.lowerBound + shift..<$0.upperBound + shift : nil
            }
            return link
        }
    }

    /// The text of the UTF-8 offsets `range` (always on line boundaries, which are scalar boundaries).
    static func slice(_ text: String, _ range: Range<Int>) -> Substring {
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        let upper = utf8.index(lower, offsetBy: range.count)
        return text[lower..<upper]
    }
}
