import MarkdownTree
import RunbookKit

/// The Liquid keyrefs of a page (`{{site.data.keyword.X}}`) that have a problem, found in one pass over its bytes
/// for the two keyref rules, each `{{` paired as the reader pairs it to resolve it (`Keyref.variable`).
///
/// Only what looks like a keyword keyref is judged: `{{ page.title }}`, `{{site.data.content.x}}` and Go or Helm
/// templates in code (`{{ .Values.x }}`) are left alone. A keyref opened with one brace (`{site.data.keyword.x}}`)
/// is one too: Liquid leaves it as text.
enum KeyrefScan {
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

    /// The keyrefs of `source` that have a problem, in order; without a keyword file given for the page (`keywords`),
    /// no key is unknown.
    static func problems(in source: PageSource, keywords: KeywordTable?) -> [Keyref] {
        var found: [(range: Range<Int>, text: String, problem: Keyref.Problem)] = []
        ByteSearch.withBytes(of: source.text) { scan($0, keywords: keywords, into: &found) }
        // Positions are worked out for the problems alone, in order, each line's columns once: most pages have none.
        let text = source.text.utf8
        var (line, start) = (0, 0)
        var columns: LineColumns?
        return found.map { found in
            while line + 1 < source.lines.count,
                case let next = text.distance(from: text.startIndex, to: source.lines[line + 1].startIndex),
                next <= found.range.lowerBound
            {
                (line, start, columns) = (line + 1, next, nil)
            }
            columns = columns ?? LineColumns(source.lines[line])
            let column = columns!.column(atOffset: found.range.lowerBound - start)
            let location = SourceLocation(line: line + 1, column: column)
            return Keyref(location: location, text: found.text, problem: found.problem)
        }
    }

    /// The problems of the keyrefs of a page's `bytes`, in one pass over its `{`s, each with its bytes.
    private static func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, keywords: KeywordTable?,
        into problems: inout [(range: Range<Int>, text: String, problem: Keyref.Problem)]
    ) {
        func add(_ range: Range<Int>, _ problem: Keyref.Problem) {
            problems.append((range, String(decoding: bytes[range], as: UTF8.self), problem))
        }
        var index = 0
        // Up to where `{{` are unclosed: the end of the line of a `{{` that no `}}` closes.
        var unclosed = 0
        while let start = ByteSearch.firstOffset(of: UInt8(ascii: "{"), in: bytes, from: index), start + 1 < bytes.count
        {
            index = start + 1
            guard bytes[start + 1] == UInt8(ascii: "{") else {
                // A keyref opened with one brace: `{site.` after anything but another `{`.
                if bytes[start + 1] == UInt8(ascii: "s"), start == 0 || bytes[start - 1] != UInt8(ascii: "{"),
                    let end = singleBraceEnd(bytes, at: start)
                {
                    add(start..<end, .malformed)
                    index = end
                }
                continue
            }
            // The variable Liquid reads from here (`Keyref.variable`, the reader's pairing too).
            let variable = start < unclosed ? nil : RunbookKit.Keyref.variable(in: bytes, from: start)
            if let variable, variable.close == nil { unclosed = variable.end }
            if let close = variable?.close {
                index = close + 2
                let inner = UnsafeBufferPointer(rebasing: trimmed(bytes[(start + 2)..<close]))
                if looksLikeKeyref(inner) {
                    if inner.last != UInt8(ascii: "."),
                        let key = RunbookKit.Keyref.key(of: inner) ?? RunbookKit.Keyref.filteredKey(of: inner)
                    {
                        if let keywords, keywords.values[key] == nil { add(start..<index, .unknownKey(key)) }
                    } else {
                        add(start..<index, .malformed)
                    }
                } else if let brace = inner.lastIndex(of: UInt8(ascii: "{")),
                    looksLikeKeyref(UnsafeBufferPointer(rebasing: trimmed(inner[(brace + 1)...])))
                {
                    // A keyref inside other Liquid (`{{ a {{site.data.keyword.x}}`) is part of it: no keyref at all.
                    add(start..<index, .malformed)
                }
                continue
            }
            // Unclosed: judged up to the next `{{` (or the line's end), and quoted up to a lone `}` or the first blank.
            let end = min(ByteSearch.firstOffset(of: "{{", in: bytes, from: start + 2) ?? unclosed, unclosed)
            guard looksLikeKeyref(UnsafeBufferPointer(rebasing: trimmed(bytes[(start + 2)..<end]))) else {
                index = start + 2
                continue
            }
            index = end
            let name = bytes[(start + 2)..<end].drop { $0 == UInt8(ascii: " ") }
            let stop = name.firstIndex { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "}") }
            add(start..<(stop.map { bytes[$0] == UInt8(ascii: "}") ? $0 + 1 : $0 } ?? end), .unclosed)
        }
    }

    /// The end of a keyref opened with one brace at `start` (`{site.data.keyword.x}}` or `{site.data.keyword.x}`),
    /// after its closing braces; nil when it is no keyword keyref or has no closing brace before a blank or a `{`.
    private static func singleBraceEnd(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int? {
        guard let end = bytes[(start + 1)...].firstIndex(where: { $0.isOne(of: "{} \n") }),
            bytes[end] == UInt8(ascii: "}"), looksLikeKeyref(UnsafeBufferPointer(rebasing: bytes[(start + 1)..<end]))
        else { return nil }
        return end + 1 < bytes.count && bytes[end + 1] == UInt8(ascii: "}") ? end + 2 : end + 1
    }

    /// `site.` followed somewhere by `keyword`: what an author meant as a keyword keyref.
    private static func looksLikeKeyref(_ inner: UnsafeBufferPointer<UInt8>) -> Bool {
        inner.starts(with: "site.".utf8) && ByteSearch.firstOffset(of: "keyword", in: inner) != nil
    }

    /// `bytes` without the blanks around them, as `Keyref.key` reads a keyref.
    private static func trimmed(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Slice<UnsafeBufferPointer<UInt8>> {
        let start = bytes.firstIndex { !SourceText.isBlank($0) } ?? bytes.endIndex
        return bytes[start..<((bytes[start...].lastIndex { !SourceText.isBlank($0) } ?? start - 1) + 1)]
    }
}
