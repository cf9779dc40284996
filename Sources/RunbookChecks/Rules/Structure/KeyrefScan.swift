#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import MarkdownTree
import RunbookKit

/// The Liquid keyrefs of a page (`{{site.data.keyword.X}}`), well-formed or not, found in one pass over its bytes.
///
/// Only what looks like a keyword keyref is reported: `{{ page.title }}`, `{{site.data.content.x}}` and Go or Helm
/// templates in code (`{{ .Values.x }}`) are left alone. A keyref opened with one brace (`{site.data.keyword.x}}`)
/// is one too: Liquid leaves it as text.
struct KeyrefScan {
    /// One keyref.
    struct Keyref {
        /// What is wrong with it.
        enum Problem: Equatable {
            /// The key is not in the keyword file given for the page.
            case unknownKey(String)
            /// Not `site.data.keyword.KEY` (`site.data.data.keyword.x`, `site.data.keyword.`), or opened with one
            /// brace (`{site.data.keyword.x}}`).
            case malformed
            /// `{{` with no `}}` on the same line.
            case unclosed
        }
        /// Where `{{` is.
        let location: SourceLocation
        /// The keyref as written (up to the end of the line when unclosed).
        let text: String
        /// What is wrong.
        let problem: Problem

        /// The same keyref on `line`.
        func on(line: Int) -> Keyref {
            Keyref(location: SourceLocation(line: line, column: location.column), text: text, problem: problem)
        }
    }

    /// The keyrefs that have a problem, in page order.
    let problems: [Keyref]

    /// Scans the lines of `source`; `CheckedPage.keyrefs` holds the scan of a checked page. `keywords` is the keyword
    /// file given for the page: without one, no key is unknown (the docs site's own file is not at hand).
    ///
    /// The page's text is searched once as bytes for `{{` (`memchr` finds each `{` many bytes at a time); only the
    /// lines that hold one are scanned, cut from the text around it. Lines are counted only up to a line with a
    /// problem, which few pages have (stepping through the page's lines to each `{{` cost more than the scan).
    init(source: PageSource, keywords: KeywordTable?) {
        var problems: [Keyref] = []
        var text = source.text
        text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            // Newlines are counted up to `counted`, the start of line `line`.
            var counted = 0
            var line = 1
            var index = 0
            var recent = RecentKeyrefs()
            while index + 1 < bytes.count {
                guard let found = memchr(base + index, Int32(Self.open), bytes.count - index) else { break }
                let brace = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
                guard brace + 1 < bytes.count, bytes[brace + 1] == Self.open || bytes[brace + 1] == Self.site[0]
                else {
                    index = brace + 1
                    continue
                }
                var lineStart = brace
                while lineStart > 0, bytes[lineStart - 1] != Self.newline { lineStart -= 1 }
                let lineEnd =
                    memchr(base + brace, Int32(Self.newline), bytes.count - brace).map {
                        UnsafeRawPointer(base).distance(to: UnsafeRawPointer($0))
                    } ?? bytes.count
                let before = problems.count
                let lineBytes = UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd])
                Self.scan(lineBytes, keywords: keywords, recent: &recent, into: &problems)
                if problems.count > before {
                    for byte in UnsafeBufferPointer(rebasing: bytes[counted..<lineStart]) where byte == Self.newline {
                        line += 1
                    }
                    counted = lineStart
                    for problem in before..<problems.count { problems[problem] = problems[problem].on(line: line) }
                }
                index = lineEnd + 1
            }
        }
        self.problems = problems
    }

    private static let open = UInt8(ascii: "{")
    private static let close = UInt8(ascii: "}")
    private static let newline = UInt8(ascii: "\n")
    private static let keyword = Array("keyword".utf8)

    /// The problems of the keyrefs of one line, at line 0: the caller counts lines only when there is one.
    private static func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, keywords: KeywordTable?, recent: inout RecentKeyrefs,
        into problems: inout [Keyref]
    ) {
        var index = 0
        // The scalar column of `counted`, advanced only when a keyref with a problem is found (nearly all are well
        // formed, and counting up to each of them walked every long table row), so a long line is walked once.
        var counted = 0
        var column = 1
        func location(of start: Int) -> SourceLocation {
            while counted < start {
                if bytes[counted] & 0xC0 != 0x80 { column += 1 }
                counted += 1
            }
            return SourceLocation(line: 0, column: column)
        }
        while index + 1 < bytes.count {
            guard bytes[index] == open else {
                // The next `{` found by `memchr`, many bytes at a time: keyref lines are often long table rows.
                guard let base = bytes.baseAddress,
                    let found = memchr(base + index, Int32(open), bytes.count - index)
                else { break }
                index = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
                continue
            }
            guard bytes[index + 1] == open else {
                if let end = singleBraceKeyref(bytes, at: index) {
                    let text = String(decoding: bytes[index..<end], as: UTF8.self)
                    problems.append(Keyref(location: location(of: index), text: text, problem: .malformed))
                    index = end
                } else {
                    index += 1
                }
                continue
            }
            let start = index
            // The end is `}}`, the next `{{`, or the end of the line.
            var end = start + 2
            var closed = false
            while end < bytes.count {
                if end + 1 < bytes.count {
                    if bytes[end] == close, bytes[end + 1] == close {
                        closed = true
                        break
                    }
                    if bytes[end] == open, bytes[end + 1] == open { break }
                }
                end += 1
            }
            let inner = trimmed(bytes[(start + 2)..<end])
            index = closed ? end + 2 : end
            guard looksLikeKeyref(inner) else { continue }
            guard closed else {
                // Quoted up to a lone `}` or the first space, not to the end of the line.
                var stop = start + 2
                while stop < end, bytes[stop] == UInt8(ascii: " ") { stop += 1 }
                while stop < end, bytes[stop] != UInt8(ascii: " ") {
                    stop += 1
                    if bytes[stop - 1] == close { break }
                }
                let text = String(decoding: bytes[start..<stop], as: UTF8.self)
                problems.append(Keyref(location: location(of: start), text: text, problem: .unclosed))
                continue
            }
            let innerBytes = UnsafeBufferPointer(rebasing: inner)
            if recent.contains(innerBytes) { continue }
            let key: String?
            if inner.allSatisfy({ $0 < 0x80 }) {
                key = asciiKey(inner)
            } else {
                let innerText = String(decoding: inner, as: UTF8.self)
                key = innerText.hasSuffix(".") ? nil : RunbookKit.Keyref.key(of: innerText[...])
            }
            guard let key else {
                let text = String(decoding: bytes[start..<(end + 2)], as: UTF8.self)
                problems.append(Keyref(location: location(of: start), text: text, problem: .malformed))
                continue
            }
            if let keywords, keywords.values[key] == nil {
                let text = String(decoding: bytes[start..<(end + 2)], as: UTF8.self)
                problems.append(Keyref(location: location(of: start), text: text, problem: .unknownKey(key)))
            } else {
                recent.add(innerBytes)
            }
        }
    }

    /// The key of ASCII inner text, as `Keyref.key(of:)` reads it (the reader's own byte path), also nil when it
    /// ends with `.`: nearly every keyref of a page is well formed and needs no other string than its key.
    private static func asciiKey(_ inner: Slice<UnsafeBufferPointer<UInt8>>) -> String? {
        guard inner.last != UInt8(ascii: ".") else { return nil }
        return RunbookKit.Keyref.asciiKey(of: UnsafeBufferPointer(rebasing: inner))
    }

    private static let prefix = Array(RunbookKit.Keyref.prefix.utf8)
    private static let site = Array("site.".utf8)

    /// The end of a keyref opened with one brace at `start` (`{site.data.keyword.x}}` or `{site.data.keyword.x}`),
    /// after its closing braces; nil when there is none. A `{` that follows another is no such keyref.
    private static func singleBraceKeyref(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int? {
        guard start == 0 || bytes[start - 1] != open else { return nil }
        var end = start + 1
        while end < bytes.count, bytes[end] != close, bytes[end] != open, bytes[end] != UInt8(ascii: " ") {
            end += 1
        }
        guard end < bytes.count, bytes[end] == close,
            looksLikeKeyref(bytes[(start + 1)..<end]), startsWith(bytes[(start + 1)..<end], site)
        else { return nil }
        return end + 1 < bytes.count && bytes[end + 1] == close ? end + 2 : end + 1
    }

    /// The inner text of the last few keyrefs found closed, well formed and known, as bytes of the page being
    /// scanned: a page repeats a few keyrefs many times, and comparing bytes costs less than making a key and looking
    /// it up, which was most of the scan.
    private struct RecentKeyrefs {
        private static let capacity = 8
        private var entries: [UnsafeBufferPointer<UInt8>] = []
        private var oldest = 0

        /// Whether `inner` has the bytes of one of the keyrefs kept.
        func contains(_ inner: UnsafeBufferPointer<UInt8>) -> Bool {
            guard let base = inner.baseAddress else { return false }
            for entry in entries where entry.count == inner.count {
                if let kept = entry.baseAddress, memcmp(kept, base, inner.count) == 0 { return true }
            }
            return false
        }

        /// Keeps `inner`, in place of the oldest one kept when there are as many as kept at most.
        mutating func add(_ inner: UnsafeBufferPointer<UInt8>) {
            guard entries.count == Self.capacity else { return entries.append(inner) }
            entries[oldest] = inner
            oldest = (oldest + 1) % Self.capacity
        }
    }

    /// Whether `bytes` start with `prefix`, compared with memcmp(3) (`starts(with:)` on a slice stepped a generic
    /// iterator a byte at a time).
    private static func startsWith(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, _ prefix: [UInt8]) -> Bool {
        guard bytes.count >= prefix.count, let base = bytes.base.baseAddress else { return prefix.isEmpty }
        return prefix.withUnsafeBufferPointer { memcmp(base + bytes.startIndex, $0.baseAddress!, prefix.count) == 0 }
    }

    /// `site.` followed somewhere by `keyword`: what an author meant as a keyword keyref.
    private static func looksLikeKeyref(_ inner: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        // Nearly every keyref starts with the whole prefix, which holds `keyword`: compared at once, not searched.
        if startsWith(inner, prefix) { return true }
        guard inner.starts(with: "site.".utf8) else { return false }
        let word = Self.keyword
        guard inner.count >= word.count else { return false }
        var index = inner.startIndex
        while index + word.count <= inner.endIndex {
            if inner[index..<(index + word.count)].elementsEqual(word) { return true }
            index += 1
        }
        return false
    }

    private static func trimmed(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Slice<UnsafeBufferPointer<UInt8>> {
        var slice = bytes
        while let first = slice.first, first == UInt8(ascii: " ") { slice = slice.dropFirst() }
        while let last = slice.last, last == UInt8(ascii: " ") { slice = slice.dropLast() }
        return slice
    }
}
