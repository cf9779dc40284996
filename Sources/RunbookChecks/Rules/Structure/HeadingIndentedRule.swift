import MarkdownTree
import RunbookKit

/// `heading-indented`: a `#` heading indented past where its container's content starts (`   ## Title`), which
/// cmark reads as a heading and kramdown as a paragraph (`Section.rendersAsText`).
///
/// docrun still reads the heading as a section, so that its steps keep their place, but gives it no id: a link to
/// the one kramdown would have generated is `anchor-broken`.
struct HeadingIndentedRule: PageRule {
    static let description = RuleDescription(
        id: "heading-indented", severity: .error,
        rationale: "A '#' heading is a heading to kramdown only at the start of its line: indented, it is published "
            + "as text with its '#' marks, the page has no such heading, and every link to its id is broken.")

    static let message = Localized(
        en: "kramdown renders this heading as text: remove the blanks before '{marks}'",
        fr: "kramdown affiche ce titre comme du texte : supprimez les blancs avant '{marks}'",
        pt: "o kramdown exibe este título como texto: remova os espaços antes de '{marks}'")
    static let messages = [message]

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        for section in page.runbook.sections where section.rendersAsText {
            let line = page.source.line(section.line)
            guard let hash = line.firstIndex(of: "#") else { continue }
            let marks = line[hash...].prefix { $0 == "#" }
            let column = line[..<hash].unicodeScalars.count + 1
            findings.append(
                page.finding(
                    at: SourceLocation(line: section.line, column: column), Self.message, ["marks": String(marks)]))
        }
    }
}
