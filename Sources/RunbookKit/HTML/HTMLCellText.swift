/// The content of a cell or caption, read as its tokens arrive: its text and spans (`TableCell`), and what is
/// wrong with its tags.
///
/// A span's start is fixed only when its first visible character arrives, so the separator written before that
/// character stays outside the span, and a span with no visible text is left out.
struct HTMLCellText {
    /// What to write between the text so far and the next visible character; the strongest wins.
    enum Separator: Comparable {
        case none, space, item
    }

    struct Span {
        var start: Int?
        var end: Int?
    }

    struct OpenElement {
        let name: String
        let position: HTMLPosition
        let range: Range<Int>
        let span: Int?
    }

    /// The whole region; tags and text are given as ranges of it.
    let bytes: [UInt8]
    var output: [UInt8] = []
    var separator = Separator.none
    var spanRanges: [Span] = []
    /// The spans opened that no visible character has started yet.
    var unstarted: [Int] = []
    var open: [OpenElement] = []
    /// How many of `open` each name has: an end tag that closes nothing is known without a walk down the stack.
    var openCount: [String: Int] = [:]
    var codeDepth = 0
    /// Whether an item (`li`, `dt`, `dd`) ended since the last visible character: the item separator then ends it,
    /// even after a `:` ("<li>token:</li> Note" reads "token:; Note"), where a list that starts after a colon
    /// ("one of:<ul>…") takes no `;` (as `InlineText` writes a cell's inline HTML).
    var itemEnded = false
    var issues: [HTMLIssue] = []
    /// For each list open (and the content itself, first): how many of its items a `</li>` ended, and those ended
    /// without one, an issue when the list closes its other items.
    var lists: [(closed: Int, leftOpen: [HTMLIssue])] = [(0, [])]

    /// Elements whose end tag may be left out, so leaving it out is not an issue.
    static let optionalEnd: Set<String> = ["li", "p", "dt", "dd"]
    static let spaceBoundaries: Set<String> = [
        "p", "div", "blockquote", "pre", "h1", "h2", "h3", "h4", "h5", "h6", "section", "figure",
        "figcaption", "nav", "center",
    ]
    static let itemBoundaries: Set<String> = ["ul", "ol", "dl", "li", "dt", "dd"]

    var text: String { String(decoding: output, as: UTF8.self) }

    var spans: [String] {
        spanRanges.compactMap { span in
            guard let start = span.start, (span.end ?? output.count) > start else { return nil }
            return String(decoding: output[start..<(span.end ?? output.count)], as: UTF8.self)
        }
    }

    /// Text of the content; outside code elements, the markdown it carries is read.
    mutating func appendText(_ range: Range<Int>) {
        guard codeDepth == 0 else { return appendLiteral(range, escapes: false) }
        var cursor = range.lowerBound
        var emphasisSpans: [Int: Int] = [:]
        for mark in HTMLMarkdownInline.marks(in: bytes, range: range) {
            appendLiteral(cursor..<mark.range.lowerBound, escapes: true)
            switch mark.action {
            case .code(let content):
                let span = openSpan()
                appendLiteral(content, escapes: false)
                closeSpan(span)
            case .openEmphasis(let pair):
                emphasisSpans[pair] = openSpan()
            case .closeEmphasis(let pair):
                if let span = emphasisSpans[pair] { closeSpan(span) }
            case .drop:
                break
            }
            cursor = mark.range.upperBound
        }
        appendLiteral(cursor..<range.upperBound, escapes: true)
    }

    mutating func start(_ tag: HTMLTag, at position: HTMLPosition) {
        switch tag.name {
        case "br", "hr":
            separate(.space)
            return
        case "img", "col", "wbr":
            return
        case "li":
            closeOpenListItem()
        default:
            break
        }
        separate(Self.separator(at: tag.name))
        var span: Int?
        switch tag.name {
        case "code", "pre", "var", "varname", "kbd", "samp", "tt": span = codeDepth == 0 ? openSpan() : nil
        case "em", "i", "b", "strong": span = openSpan()
        default: break
        }
        if tag.name == "code" || tag.name == "pre" { codeDepth += 1 }
        if tag.name == "ul" || tag.name == "ol" { lists.append((0, [])) }
        open.append(OpenElement(name: tag.name, position: position, range: tag.range, span: span))
        openCount[tag.name, default: 0] += 1
        if tag.selfClosing { end(tag.name, at: position, range: tag.range) }
    }

    /// An end tag inside the content; one that closes nothing open is reported as stray.
    mutating func end(_ name: String, at position: HTMLPosition, range: Range<Int>) {
        guard openCount[name, default: 0] > 0 else {
            if name == "br" || name == "p" { separate(.space) }
            // `</br>` too: browsers read it as `<br>`, but it is no end tag.
            issues.append(HTMLIssue(.strayEndTag, at: position, quoting: range, of: bytes))
            return
        }
        while let element = open.last, element.name != name { pop(reportingUnclosed: true) }
        pop(reportingUnclosed: false, ended: true)
        separate(Self.separator(at: name))
    }

    /// Ends the content: closes what is still open, reporting the elements whose end tag is required.
    mutating func close() {
        while !open.isEmpty { pop(reportingUnclosed: true) }
        endList()
    }

    /// Ends the innermost list: its items left open are issues when it closes the others.
    private mutating func endList() {
        guard let list = lists.popLast() else { return }
        if list.closed > 0 { issues += list.leftOpen }
    }

    /// Closes the innermost open element; `ended` when its own end tag does.
    private mutating func pop(reportingUnclosed: Bool, ended: Bool = false) {
        guard let element = open.popLast() else { return }
        openCount[element.name, default: 1] -= 1
        if let span = element.span { closeSpan(span) }
        if element.name == "code" || element.name == "pre" { codeDepth -= 1 }
        if element.name == "ul" || element.name == "ol" { endList() }
        if element.name == "li" || element.name == "dt" || element.name == "dd" { itemEnded = true }
        if element.name == "li", !lists.isEmpty {
            if ended {
                lists[lists.count - 1].closed += 1
            } else {
                lists[lists.count - 1].leftOpen.append(
                    HTMLIssue(.listItemNotClosed, at: element.position, quoting: element.range, of: bytes))
            }
        }
        if reportingUnclosed && !Self.optionalEnd.contains(element.name) {
            issues.append(
                HTMLIssue(.unclosedElement, at: element.position, quoting: element.range, of: bytes))
        }
    }

    /// A new `<li>` ends the previous item of the same list, as in HTML.
    private mutating func closeOpenListItem() {
        guard openCount["li", default: 0] > 0 else { return }
        // Looking further down than a few elements only costs time on pathological input.
        for depth in open.indices.reversed().prefix(32) {
            let name = open[depth].name
            if name == "ul" || name == "ol" { return }
            if name == "li" {
                while open.count > depth + 1 { pop(reportingUnclosed: true) }
                pop(reportingUnclosed: false)
                return
            }
        }
    }

    private mutating func separate(_ kind: Separator) { separator = max(separator, kind) }

    /// What an element's start or end tag puts between the text around it.
    static func separator(at element: String) -> Separator {
        if itemBoundaries.contains(element) { return .item }
        if spaceBoundaries.contains(element) || element == "br" || element == "hr" { return .space }
        return .none
    }

    /// Starts a span; its number closes it.
    private mutating func openSpan() -> Int {
        spanRanges.append(Span())
        unstarted.append(spanRanges.count - 1)
        return spanRanges.count - 1
    }

    private mutating func closeSpan(_ index: Int) {
        guard spanRanges[index].end == nil else { return }
        if spanRanges[index].start == nil, let position = unstarted.lastIndex(of: index) {
            unstarted.remove(at: position)
        }
        spanRanges[index].end = spanRanges[index].start == nil ? 0 : output.count
    }

    /// Appends source text, decoding references; `escapes` also reads markdown's `\*`-style escapes.
    private mutating func appendLiteral(_ range: Range<Int>, escapes: Bool) {
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            if isHTMLSpace(byte) {
                separate(.space)
                index += 1
            } else if byte == 0xC2, index + 1 < range.upperBound, bytes[index + 1] == 0xA0 {
                separate(.space)
                index += 2
            } else if byte == UInt8(ascii: "&"),
                let (scalar, next) = HTMLText.reference(in: bytes, at: index, end: range.upperBound)
            {
                if scalar == "\u{A0}" || (scalar.isASCII && isHTMLSpace(UInt8(scalar.value))) {
                    separate(.space)
                } else {
                    for byte in scalar.utf8 { appendVisible(byte) }
                }
                index = next
            } else if escapes, byte == UInt8(ascii: "\\"), index + 1 < range.upperBound,
                HTMLMarkdownInline.isASCIIPunctuation(bytes[index + 1])
            {
                appendVisible(bytes[index + 1])
                index += 2
            } else {
                appendVisible(byte)
                index += 1
            }
        }
    }

    /// Appends one byte of visible text, writing the pending separator first.
    private mutating func appendVisible(_ byte: UInt8) {
        if byte & 0xC0 != 0x80 {
            if separator != .none, let last = output.last {
                // After an item that ends with `:` too, where a bare space would read as the item's value.
                if separator == .item && !last.isOne(of: ".;,!?") && (last != UInt8(ascii: ":") || itemEnded) {
                    output.append(UInt8(ascii: ";"))
                }
                output.append(0x20)
            }
            separator = .none
            itemEnded = false
            for index in unstarted { spanRanges[index].start = output.count }
            unstarted.removeAll(keepingCapacity: true)
        }
        output.append(byte)
    }
}
