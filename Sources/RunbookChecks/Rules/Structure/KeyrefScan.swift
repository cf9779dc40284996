import MarkdownTree
import RunbookKit

/// The Liquid keyrefs of a page (`{{site.data.keyword.X}}`) that have a problem, found in one pass over its bytes
/// for the two keyref rules.
///
/// Only what looks like a keyword keyref is judged: `{{ page.title }}`, `{{site.data.content.x}}` and Go or Helm
/// templates in code (`{{ .Values.x }}`) are left alone. A keyref opened with one brace (`{site.data.keyword.x}}`)
/// is one too: Liquid leaves it as text.
struct KeyrefScan {
    /// One keyref, as written (up to a blank or a lone `}` when unclosed), at its first brace.
    struct Keyref {
        enum Problem: Equatable {
            /// The key is not in the keyword file given for the page.
            case unknownKey(String)
            /// Not `site.data.keyword.KEY`, or opened with one brace.
            case malformed
            /// `{{` with no `}}` on the same line.
            case unclosed
        }
        let location: SourceLocation
        let text: String
        let problem: Problem
    }

    /// The keyrefs that have a problem, in page order.
    let problems: [Keyref]

    /// Scans the lines of `source`; without a keyword file given for the page (`keywords`), no key is unknown.
    init(source: PageSource, keywords: KeywordTable?) {
        var problems: [Keyref] = []
        // Most lines hold no `{`: the page is searched for one, and only the lines that hold one are scanned.
        let text = source.text.utf8
        let lines = source.lines
        ByteSearch.withBytes(of: source.text) { bytes in
            var index = 0
            var from = 0
            while let brace = ByteSearch.firstOffset(of: UInt8(ascii: "{"), in: bytes, from: from) {
                while index + 1 < lines.count,
                    text.distance(from: text.startIndex, to: lines[index + 1].startIndex) <= brace
                {
                    index += 1
                }
                let line = lines[index].utf8
                let start = text.distance(from: text.startIndex, to: line.startIndex)
                Self.scan(
                    UnsafeBufferPointer(rebasing: bytes[start..<(start + line.count)]), line: index + 1,
                    keywords: keywords, into: &problems)
                from = start + line.count + 1
            }
        }
        self.problems = problems
    }

    /// The problems of the keyrefs of one line, in one pass over its `{`s (from its buffer: the page's keyrefs are
    /// read here).
    private static func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, line: Int, keywords: KeywordTable?, into problems: inout [Keyref]
    ) {
        var columns = ByteSearch.Columns()
        var index = 0
        while let start = ByteSearch.firstOffset(of: UInt8(ascii: "{"), in: bytes, from: index) {
            guard start + 1 < bytes.count else { break }
            guard bytes[start + 1] == UInt8(ascii: "{") else {
                // A keyref opened with one brace: `{site.` after anything but another `{`.
                index = start + 1
                if bytes[start + 1] == UInt8(ascii: "s"), start == 0 || bytes[start - 1] != UInt8(ascii: "{"),
                    let end = singleBraceEnd(bytes, at: start)
                {
                    let location = SourceLocation(line: line, column: columns.column(of: start, in: bytes))
                    let text = String(decoding: bytes[start..<end], as: UTF8.self)
                    problems.append(Keyref(location: location, text: text, problem: .malformed))
                    index = end
                }
                continue
            }
            // The end is `}}`, the next `{{`, or the end of the line.
            var end = start + 2
            var closed = false
            while end < bytes.count {
                if end + 1 < bytes.count {
                    if bytes[end] == UInt8(ascii: "}"), bytes[end + 1] == UInt8(ascii: "}") {
                        closed = true
                        break
                    }
                    if bytes[end] == UInt8(ascii: "{"), bytes[end + 1] == UInt8(ascii: "{") { break }
                }
                end += 1
            }
            let inner = trimmed(UnsafeBufferPointer(rebasing: bytes[(start + 2)..<end]))
            // Other Liquid (`{{ page.title }}`) is looked into: a one-brace keyref may stand in it.
            guard looksLikeKeyref(inner) else {
                index = start + 2
                continue
            }
            index = closed ? end + 2 : end
            // Asked only for a problem: most keyrefs are well formed.
            func location() -> SourceLocation {
                SourceLocation(line: line, column: columns.column(of: start, in: bytes))
            }
            guard closed else {
                // Quoted up to a lone `}` or the first space, not to the end of the line.
                var stop = start + 2
                while stop < end, bytes[stop] == UInt8(ascii: " ") { stop += 1 }
                while stop < end, bytes[stop] != UInt8(ascii: " ") {
                    stop += 1
                    if bytes[stop - 1] == UInt8(ascii: "}") { break }
                }
                let text = String(decoding: bytes[start..<stop], as: UTF8.self)
                problems.append(Keyref(location: location(), text: text, problem: .unclosed))
                continue
            }
            let text = { String(decoding: bytes[start..<(end + 2)], as: UTF8.self) }
            guard inner.last != UInt8(ascii: "."), let key = RunbookKit.Keyref.key(of: inner) else {
                problems.append(Keyref(location: location(), text: text(), problem: .malformed))
                continue
            }
            if let keywords, keywords.values[key] == nil {
                problems.append(Keyref(location: location(), text: text(), problem: .unknownKey(key)))
            }
        }
    }

    /// The end of a keyref opened with one brace at `start` (`{site.data.keyword.x}}` or `{site.data.keyword.x}`),
    /// after its closing braces; nil when it is no keyword keyref or has no closing brace before a space.
    private static func singleBraceEnd(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int? {
        var end = start + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "}"), bytes[end] != UInt8(ascii: "{"),
            bytes[end] != UInt8(ascii: " ")
        {
            end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "}"),
            looksLikeKeyref(UnsafeBufferPointer(rebasing: bytes[(start + 1)..<end]))
        else { return nil }
        return end + 1 < bytes.count && bytes[end + 1] == UInt8(ascii: "}") ? end + 2 : end + 1
    }

    /// `site.` followed somewhere by `keyword`: what an author meant as a keyword keyref.
    private static func looksLikeKeyref(_ inner: UnsafeBufferPointer<UInt8>) -> Bool {
        inner.starts(with: "site.".utf8) && ByteSearch.firstOffset(of: "keyword", in: inner) != nil
    }

    private static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        var start = 0
        var end = bytes.count
        while start < end, bytes[start] == UInt8(ascii: " ") { start += 1 }
        while end > start, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
        return UnsafeBufferPointer(rebasing: bytes[start..<end])
    }
}
