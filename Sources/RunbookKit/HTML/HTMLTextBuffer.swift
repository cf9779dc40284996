/// The plain text of a cell being built: whitespace collapsed as it arrives, block and list boundaries
/// written as one separator, and spans (code, emphasis, list items) marked on the output.
///
/// A span's start is fixed only when its first visible character arrives, so the separator written
/// before that character stays outside the span, and a span with no visible text is left out.
struct HTMLTextBuffer {
    enum SpanKind { case code, emphasis, listItem }

    /// What to write between the text so far and the next visible character; the strongest wins.
    enum Separator: Int { case none, space, item }

    private struct Span {
        let kind: SpanKind
        var start: Int?
        var end: Int?
    }

    private let bytes: [UInt8]
    private var output: [UInt8] = []
    private var separator = Separator.none
    private var spans: [Span] = []
    private var unstarted: [Int] = []

    /// `bytes` is the whole region; text is appended as ranges of it.
    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func separate(_ kind: Separator) {
        if kind.rawValue > separator.rawValue { separator = kind }
    }

    /// Starts a span; its number closes it.
    mutating func openSpan(_ kind: SpanKind) -> Int {
        spans.append(Span(kind: kind))
        unstarted.append(spans.count - 1)
        return spans.count - 1
    }

    mutating func closeSpan(_ index: Int) {
        guard spans[index].end == nil else { return }
        if spans[index].start == nil {
            if let position = unstarted.lastIndex(of: index) { unstarted.remove(at: position) }
            spans[index].end = 0
        } else {
            spans[index].end = output.count
        }
    }

    /// The text, and the non-empty spans in order of their start tags.
    func finish() -> (text: String, spans: [(SpanKind, String)]) {
        let text = String(decoding: output, as: UTF8.self)
        var result: [(SpanKind, String)] = []
        for span in spans {
            guard let start = span.start else { continue }
            let end = span.end ?? output.count
            guard end > start else { continue }
            result.append((span.kind, String(decoding: output[start..<end], as: UTF8.self)))
        }
        return (text, result)
    }

    /// Appends source text, decoding references; `escapes` also reads markdown's `\*`-style escapes.
    mutating func appendLiteral(_ range: Range<Int>, escapes: Bool) {
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            if isHTMLSpace(byte) {
                separate(.space)
                index += 1
            } else if byte == 0xC2, index + 1 < range.upperBound, bytes[index + 1] == 0xA0 {
                separate(.space)
                index += 2
            } else if byte == UInt8(ascii: "&"), let (scalar, next) = HTMLEntities.reference(
                in: bytes, at: index, end: range.upperBound)
            {
                appendScalar(scalar)
                index = next
            } else if escapes, byte == UInt8(ascii: "\\"), index + 1 < range.upperBound,
                HTMLMarkdownInline.isASCIIPunctuation(bytes[index + 1])
            {
                appendVisible(bytes[index + 1])
                index += 2
            } else {
                appendVisible(byte)
                index += 1
                // The rest of a run of ordinary bytes goes in at once: with no separator or span start pending (a
                // visible byte just cleared them), `appendVisible` would only append each of them.
                guard separator == .none, unstarted.isEmpty else { continue }
                var end = index
                while end < range.upperBound, Self.isOrdinary(bytes[end]) { end += 1 }
                output.append(contentsOf: bytes[index..<end])
                index = end
            }
        }
    }

    /// A byte the loop above only appends: no space, no start of a no-break space, reference or escape.
    private static func isOrdinary(_ byte: UInt8) -> Bool {
        !isHTMLSpace(byte) && byte != 0xC2 && byte != UInt8(ascii: "&") && byte != UInt8(ascii: "\\")
    }

    private mutating func appendScalar(_ scalar: Unicode.Scalar) {
        if scalar == "\u{A0}" || (scalar.isASCII && isHTMLSpace(UInt8(scalar.value))) {
            return separate(.space)
        }
        for byte in scalar.utf8 { appendVisible(byte) }
    }

    /// Appends one byte of visible text, writing the pending separator first.
    private mutating func appendVisible(_ byte: UInt8) {
        if byte & 0xC0 != 0x80 {
            if separator != .none, let last = output.last {
                // Not after `:`, where a bare space would read as the item's value.
                let afterPunctuation = last == UInt8(ascii: ".") || last == UInt8(ascii: ";")
                    || last == UInt8(ascii: ",") || last == UInt8(ascii: "!") || last == UInt8(ascii: "?")
                if separator == .item && !afterPunctuation { output.append(UInt8(ascii: ";")) }
                output.append(0x20)
            }
            separator = .none
            for index in unstarted { spans[index].start = output.count }
            unstarted.removeAll(keepingCapacity: true)
        }
        output.append(byte)
    }
}
