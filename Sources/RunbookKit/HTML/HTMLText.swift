/// Text of HTML fragments: character references decoded, and markup removed.
public enum HTMLText {
    /// `s` with its character references decoded: named ones (`&lt;`, `&eacute;`, `&rsquo;`…) and
    /// numeric ones (`&#233;`, `&#xE9;`).
    ///
    /// An unknown name, a reference without its `;`, or a number that is no character stays as
    /// written; `&nbsp;` becomes U+00A0; `&#128;`…`&#159;` are read as Windows-1252, as browsers do.
    public static func decodeEntities(_ s: String) -> String {
        guard ByteSearch.contains(s, byte: UInt8(ascii: "&")) else { return s }
        let bytes = Array(s.utf8)
        return decode(bytes, 0..<bytes.count, nbspAsSpace: false)
    }

    /// The text of an HTML fragment such as the inside of `<pre><code>…</code></pre>`, ready to be a
    /// command: tags and comments removed, references decoded, line breaks kept as in the source.
    ///
    /// `<br>`, `<br/>` and `</br>` become `\n`; `&nbsp;` becomes a plain space, because a shell does
    /// not take U+00A0 as a separator. Angle brackets that are not HTML markup stay, so a placeholder
    /// written raw (`kubectl get pods -n <namespace>`) survives; see `HTMLScanner`.
    public static func plainText(fromHTML s: String) -> String {
        let bytes = Array(s.utf8)
        var scanner = HTMLScanner(bytes: bytes)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        while let token = scanner.next() {
            switch token {
            case .text(let range):
                decode(bytes, range, nbspAsSpace: true, into: &output)
            case .startTag(let tag) where tag.name == "br":
                output.append(0x0A)
            case .endTag(let name, _) where name == "br":
                output.append(0x0A)
            case .startTag, .endTag:
                break
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    static func decode(_ bytes: [UInt8], _ range: Range<Int>, nbspAsSpace: Bool) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(range.count)
        decode(bytes, range, nbspAsSpace: nbspAsSpace, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    static func decode(_ bytes: [UInt8], _ range: Range<Int>, nbspAsSpace: Bool, into output: inout [UInt8]) {
        var index = range.lowerBound
        var plainStart = index
        while index < range.upperBound {
            guard bytes[index] == UInt8(ascii: "&"),
                let (scalar, next) = HTMLEntities.reference(in: bytes, at: index, end: range.upperBound)
            else {
                index += 1
                continue
            }
            output.append(contentsOf: bytes[plainStart..<index])
            if nbspAsSpace && scalar == "\u{A0}" {
                output.append(0x20)
            } else {
                output.append(contentsOf: scalar.utf8)
            }
            index = next
            plainStart = next
        }
        output.append(contentsOf: bytes[plainStart..<range.upperBound])
    }
}
