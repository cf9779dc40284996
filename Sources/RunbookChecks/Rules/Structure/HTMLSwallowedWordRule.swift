import MarkdownTree
import RunbookKit
import ShellSyntax

/// `html-swallowed-word`: a `<word>` in text that Markdown passes on as an HTML tag HTML does not know, so the page
/// shows nothing of it ("Enter <name> in the field" reads "Enter  in the field").
struct HTMLSwallowedWordRule: PageRule {
    static let description = RuleDescription(
        id: "html-swallowed-word", severity: .error,
        rationale: "A '<word>' in text is read as an HTML tag: the published page shows nothing of it, so the reader "
            + "misses what to type.")

    static let message = Localized(
        en: "'{tag}' is read as an HTML tag and not shown; write '{escaped}' or put it in backticks",
        fr: "'{tag}' est lu comme une balise HTML et n'est pas affiché ; écrivez '{escaped}' ou mettez-le entre "
            + "accents graves",
        pt: "'{tag}' é lido como uma tag HTML e não é exibido; escreva '{escaped}' ou coloque-o entre crases")
    static let messages = [message]

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        var levels: [MarkdownNode.Children] = [page.tree.children]
        while let children = levels.popLast() {
            var inlineTags: [(name: String, node: MarkdownNode, html: String, closing: Bool)] = []
            for child in children {
                switch child.kind {
                case .htmlBlock(let html):
                    // A line of only such a tag, after a blank line, is an HTML block of its own.
                    let line = html[...].trimming(\.properties.isWhitespace)
                    guard !ByteSearch.contains(line, byte: UInt8(ascii: "\n")), let tag = Self.tag(String(line)),
                        !tag.closing, !Self.elements.contains(tag.name), let start = child.range?.start
                    else { continue }
                    findings.append(page.finding(at: start, Self.message, Self.fields(String(line))))
                case .htmlInline(let html):
                    if let tag = Self.tag(html) { inlineTags.append((tag.name, child, html, tag.closing)) }
                default:
                    if !child.children.isEmpty { levels.append(child.children) }
                }
            }
            guard !inlineTags.isEmpty else { continue }
            // From the last tag back, the names whose end tag follows: one pass, however many tags a line has.
            var endTagsAfter: Set<String> = []
            var swallowed: [Finding] = []
            for tag in inlineTags.reversed() {
                if tag.closing {
                    endTagsAfter.insert(tag.name)
                    continue
                }
                guard !Self.elements.contains(tag.name), !endTagsAfter.contains(tag.name),
                    let start = tag.node.range?.start
                else { continue }
                swallowed.append(page.finding(at: start, Self.message, Self.fields(tag.html)))
            }
            findings += swallowed.reversed()
        }
    }

    private static func fields(_ html: String) -> KeyValuePairs<String, String> {
        ["tag": html, "escaped": "&lt;" + html.dropFirst().dropLast() + "&gt;"]
    }

    /// The lowercased name of the tag `html` is, and whether it is an end tag; nil for a comment, a declaration, an
    /// element closed in its tag (`<x/>`) or anything else.
    static func tag(_ html: String) -> (name: String, closing: Bool)? {
        var bytes = Substring(html).utf8[...]
        guard bytes.first == UInt8(ascii: "<"), bytes.last == UInt8(ascii: ">") else { return nil }
        bytes = bytes.dropFirst()
        let closing = bytes.first == UInt8(ascii: "/")
        if closing { bytes = bytes.dropFirst() }
        let name = bytes.prefix { $0.isASCIIAlphanumeric || $0 == UInt8(ascii: "-") }
        guard let first = name.first, first.isASCIILetter, !html.hasSuffix("/>") else { return nil }
        return (String(decoding: name.map(\.asciiLowercased), as: UTF8.self), closing)
    }

    /// The elements of HTML (with the obsolete ones pages still use) and of inline SVG and MathML.
    static let elements: Set<String> = [
        "a", "abbr", "acronym", "address", "area", "article", "aside", "audio", "b", "base", "bdi", "bdo", "big",
        "blink", "blockquote", "body", "br", "button", "canvas", "caption", "center", "cite", "code", "col",
        "colgroup", "data", "datalist", "dd", "del", "details", "dfn", "dialog", "dir", "div", "dl", "dt", "em",
        "embed", "fieldset", "figcaption", "figure", "font", "footer", "form", "frame", "frameset", "h1", "h2", "h3",
        "h4", "h5", "h6", "head", "header", "hgroup", "hr", "html", "i", "iframe", "img", "input", "ins", "kbd",
        "label", "legend", "li", "link", "main", "map", "mark", "menu", "meta", "meter", "nav", "nobr", "noframes",
        "noscript", "object", "ol", "optgroup", "option", "output", "p", "param", "picture", "pre", "progress", "q",
        "rp", "rt", "ruby", "s", "samp", "script", "search", "section", "select", "slot", "small", "source", "span",
        "strike", "strong", "style", "sub", "summary", "sup", "table", "tbody", "td", "template", "textarea", "tfoot",
        "th", "thead", "time", "title", "tr", "track", "tt", "u", "ul", "var", "video", "wbr", "svg", "math", "path",
        "g", "circle", "rect", "line", "polyline", "polygon", "text", "tspan", "defs", "use", "symbol", "mi", "mo",
        "mn", "mrow", "msup", "msub", "mfrac",
    ]
}
