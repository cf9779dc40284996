/// Reads the content of a cell (or caption): its tags, its markdown, and what is wrong with them,
/// writing the text and spans into an `HTMLTextBuffer`.
///
/// Keeps a stack of the elements open in the content so that an end tag either closes one (and any
/// left open above it) or is reported as stray.
struct HTMLInlineCollector {
    private struct OpenElement {
        let name: String
        let line: Int
        let column: Int
        let range: Range<Int>
        let span: Int?
        let isCode: Bool
    }

    private let bytes: [UInt8]
    /// False when only the issues are wanted: the text, its separators and spans are then not written.
    private let keepsText: Bool
    private var buffer: HTMLTextBuffer
    private var open: [OpenElement] = []
    private var openCount: [String: Int] = [:]
    private var codeDepth = 0
    /// Malformations inside the content: stray end tags and elements left open.
    private(set) var issues: [HTMLIssue] = []
    /// For each list open (and the content itself, first): how many of its items a `</li>` ended, and those ended
    /// without one, an issue when the list closes its other items.
    private var listItems: [(closed: Int, leftOpen: [HTMLIssue])] = [(0, [])]

    /// Elements whose end tag may be left out, so leaving it out is not an issue.
    private static let optionalEnd: Set<String> = ["li", "p", "dt", "dd"]
    private static let spaceBoundaries: Set<String> = [
        "p", "div", "blockquote", "pre", "h1", "h2", "h3", "h4", "h5", "h6", "section", "figure",
        "figcaption", "nav", "center",
    ]
    private static let itemBoundaries: Set<String> = ["ul", "ol", "dl", "li", "dt", "dd"]

    /// `bytes` is the whole region; tags and text are given as ranges of it.
    init(bytes: [UInt8], keepsText: Bool) {
        self.bytes = bytes
        self.keepsText = keepsText
        self.buffer = HTMLTextBuffer(bytes: bytes)
    }

    mutating func appendText(_ range: Range<Int>) {
        guard codeDepth == 0 else { return buffer.appendLiteral(range, escapes: false) }
        var cursor = range.lowerBound
        var emphasisSpans: [Int: Int] = [:]
        for mark in HTMLMarkdownInline.marks(in: bytes, range: range) {
            buffer.appendLiteral(cursor..<mark.range.lowerBound, escapes: true)
            switch mark.action {
            case .code(let content):
                let span = buffer.openSpan(.code)
                buffer.appendLiteral(content, escapes: false)
                buffer.closeSpan(span)
            case .openEmphasis(let pair):
                emphasisSpans[pair] = buffer.openSpan(.emphasis)
            case .closeEmphasis(let pair):
                if let span = emphasisSpans[pair] { buffer.closeSpan(span) }
            case .drop:
                break
            }
            cursor = mark.range.upperBound
        }
        buffer.appendLiteral(cursor..<range.upperBound, escapes: true)
    }

    /// A start tag inside the content; `line`, `column` and `range` describe it for issues.
    mutating func start(_ name: String, selfClosing: Bool, line: Int, column: Int, range: Range<Int>) {
        switch name {
        case "br", "hr":
            if keepsText { buffer.separate(.space) }
            return
        case "img", "col", "wbr":
            return
        case "li":
            closeOpenListItem()
        default:
            break
        }
        let isCode = name == "code" || name == "pre"
        var span: Int?
        if keepsText {
            if Self.spaceBoundaries.contains(name) { buffer.separate(.space) }
            if Self.itemBoundaries.contains(name) { buffer.separate(.item) }
            switch name {
            case "code", "pre", "var", "varname", "kbd", "samp", "tt":
                span = codeDepth == 0 ? buffer.openSpan(.code) : nil
            case "em", "i", "b", "strong": span = buffer.openSpan(.emphasis)
            case "li": span = buffer.openSpan(.listItem)
            default: break
            }
        }
        if isCode { codeDepth += 1 }
        if name == "ul" || name == "ol" { listItems.append((0, [])) }
        open.append(OpenElement(name: name, line: line, column: column, range: range, span: span, isCode: isCode))
        openCount[name, default: 0] += 1
        if selfClosing { end(name, line: line, column: column, range: range) }
    }

    /// An end tag inside the content; one that closes nothing open is reported as stray.
    mutating func end(_ name: String, line: Int, column: Int, range: Range<Int>) {
        guard openCount[name, default: 0] > 0 else {
            if keepsText, name == "br" || name == "p" { buffer.separate(.space) }
            // `</br>` too: browsers read it as `<br>`, but it is no end tag.
            issues.append(HTMLIssue(
                kind: .strayEndTag(name), line: line, column: column, text: HTMLTableReader.snippet(bytes, range)))
            return
        }
        while let element = open.last, element.name != name { pop(reportingUnclosed: true) }
        pop(reportingUnclosed: false, ended: true)
        guard keepsText else { return }
        if Self.spaceBoundaries.contains(name) { buffer.separate(.space) }
        if Self.itemBoundaries.contains(name) { buffer.separate(.item) }
    }

    /// Ends the content: closes what is still open, reporting the elements whose end tag is required.
    mutating func close() {
        while !open.isEmpty { pop(reportingUnclosed: true) }
        endList()
    }

    /// Ends the innermost list: its items left open are issues when it closes the others.
    private mutating func endList() {
        guard let list = listItems.popLast() else { return }
        if list.closed > 0 { issues += list.leftOpen }
    }

    /// The text with its spans, once `close()` ended the content.
    func finish() -> (text: String, spans: [(HTMLTextBuffer.SpanKind, String)]) {
        buffer.finish()
    }

    /// Closes the innermost open element; `ended` when its own end tag does.
    private mutating func pop(reportingUnclosed: Bool, ended: Bool = false) {
        guard let element = open.popLast() else { return }
        openCount[element.name, default: 1] -= 1
        if let span = element.span { buffer.closeSpan(span) }
        if element.isCode { codeDepth -= 1 }
        if element.name == "ul" || element.name == "ol" { endList() }
        if element.name == "li", !listItems.isEmpty {
            if ended {
                listItems[listItems.count - 1].closed += 1
            } else {
                listItems[listItems.count - 1].leftOpen.append(HTMLIssue(
                    kind: .listItemNotClosed, line: element.line, column: element.column,
                    text: HTMLTableReader.snippet(bytes, element.range)))
            }
        }
        if reportingUnclosed && !Self.optionalEnd.contains(element.name) {
            issues.append(HTMLIssue(
                kind: .unclosedElement(element.name), line: element.line, column: element.column,
                text: HTMLTableReader.snippet(bytes, element.range)))
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
}
