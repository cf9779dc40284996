import ShellSyntax

/// The id kramdown gives a heading that has none of its own (its `auto_ids` option, on by default): what a link to
/// the heading, and `--section`, name.
public enum HeadingID {
    /// The id made of `title`: leading non-letters dropped, only ASCII letters, digits, spaces and `-` kept, spaces as
    /// `-`, lowercase; empty when nothing is kept. (Every byte of a non-ASCII scalar is dropped as its scalar is.)
    public static func generated(from title: String) -> String {
        // From an array of the bytes: the title's UTF-8 view, read a byte at a time, costs ten times as much.
        let kept = Array(title.utf8).drop { !$0.isASCIILetter }.compactMap { byte -> UInt8? in
            if byte.isASCIILetter { return byte.asciiLowercased }
            if byte.isASCIIDigit || byte == UInt8(ascii: "-") { return byte }
            return byte == UInt8(ascii: " ") ? UInt8(ascii: "-") : nil
        }
        return String(decoding: kept, as: UTF8.self)
    }

    /// The ids of a page's headings in page order, as kramdown numbers those it generates: the second "FAQ" is
    /// `faq-1`, the third `faq-2`; a title that keeps nothing (`## 2.0`, `## 日本語`) is `section`.
    struct Numbering {
        private var uses: [String: Int] = [:]

        /// The id of the next heading titled `title` (keyrefs resolved) that has no id of its own; nil when the title
        /// holds a keyref no keyword file resolves, whose id docrun cannot spell.
        mutating func next(_ title: String) -> String? {
            guard !ByteSearch.contains(title, "{{") else { return nil }
            let generated = HeadingID.generated(from: title)
            let id = generated.isEmpty ? "section" : generated
            let count = uses[id].map { $0 + 1 } ?? 0
            uses[id] = count
            return count == 0 ? id : "\(id)-\(count)"
        }
    }
}
