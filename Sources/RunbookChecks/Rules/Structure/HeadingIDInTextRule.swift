import MarkdownTree
import RunbookKit
import ShellSyntax

/// `heading-id-in-text`: a heading whose line ends with an id kramdown does not read as the heading's (`## Set up
/// {: #setup}`, `## Set up{#setup}`, `## Set up {#1-setup}`), and that has no id otherwise.
///
/// kramdown reads a heading's id at the end of its line only as `{#id}` after a space or tab, the id starting with a
/// letter (its `HEADER_ID`, `[\t ]+\{#([A-Za-z][\w:-]*)\}`); `{: #id}` there is a span attribute list after text,
/// which its `parse_span_extensions` ignores with a warning and keeps as text, as any other braces are.
struct HeadingIDInTextRule: PageRule {
    static let description = RuleDescription(
        id: "heading-id-in-text", severity: .error,
        rationale: "The heading does not get that id from kramdown, so every link to it is broken.")

    static let message = Localized(
        en: "'{written}' at the end of this heading gives it no id: kramdown reads one there only as '{inline}' after "
            + "a space, the id starting with a letter, or as '{block}' on the next line",
        fr: "'{written}' à la fin de ce titre ne lui donne pas d'identifiant : kramdown n'en lit un à cet endroit que "
            + "sous la forme '{inline}' après une espace, l'identifiant commençant par une lettre, ou '{block}' sur la "
            + "ligne suivante",
        pt: "'{written}' no fim deste título não lhe dá um id: o kramdown só lê um id ali na forma '{inline}' após um "
            + "espaço, o id começando com uma letra, ou '{block}' na linha seguinte")
    /// For an id kramdown drops in either place (`{#3March2031}`, `{#_x}`): its ids start with a letter, so writing it
    /// after a space or on the next line would not help.
    static let notLetterFirst = Localized(
        en: "'{written}' at the end of this heading gives it no id: kramdown drops an id that does not start with a "
            + "letter, here and in '{block}' on the next line; write one that starts with a letter",
        fr: "'{written}' à la fin de ce titre ne lui donne pas d'identifiant : kramdown ignore un identifiant qui ne "
            + "commence pas par une lettre, ici comme dans '{block}' sur la ligne suivante ; écrivez-en un qui commence "
            + "par une lettre",
        pt: "'{written}' no fim deste título não lhe dá um id: o kramdown descarta um id que não começa com uma letra, "
            + "aqui e em '{block}' na linha seguinte; escreva um que comece com uma letra")
    /// For an id before the closing `#` marks (`## Set up {#setup} ##`): kramdown reads it only after them.
    static let beforeClosingMarks = Localized(
        en: "'{written}' before the closing '#' marks of this heading gives it no id: kramdown reads one only at the "
            + "end of the line, as '{inline}' after them or without them, or as '{block}' on the next line",
        fr: "'{written}' avant les '#' de fermeture de ce titre ne lui donne pas d'identifiant : kramdown n'en lit un "
            + "qu'à la fin de la ligne, sous la forme '{inline}' après eux ou sans eux, ou '{block}' sur la ligne "
            + "suivante",
        pt: "'{written}' antes dos '#' de fechamento deste título não lhe dá um id: o kramdown só lê um id no fim da "
            + "linha, na forma '{inline}' depois deles ou sem eles, ou '{block}' na linha seguinte")
    static let messages = [message, notLetterFirst, beforeClosingMarks]

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        for section in page.runbook.sections where section.anchor == nil && !section.rendersAsText {
            let line = page.source.line(section.line)
            let closed = Self.withoutClosingMarks(line)
            guard let (written, id) = Self.idWritten(atEndOf: closed ?? line) else { continue }
            let column = line[..<written.startIndex].unicodeScalars.count + 1
            let letterFirst = id.utf8.first?.isASCIILetter == true
            findings.append(
                page.finding(
                    at: SourceLocation(line: section.line, column: column),
                    !letterFirst ? Self.notLetterFirst : closed != nil ? Self.beforeClosingMarks : Self.message,
                    ["written": String(written), "inline": "{#\(id)}", "block": "{: #\(id)}"]))
        }
    }

    /// `line` without the closing `#` marks of a `#` heading and the blanks around them (`## Title {#id} ##` →
    /// `## Title {#id}`); nil when it has none.
    static func withoutClosingMarks(_ line: Substring) -> Substring? {
        guard line.utf8.reversed().first(where: { !SourceText.isBlank($0) }) == UInt8(ascii: "#") else { return nil }
        let trimmed = line.prefix(through: line.lastIndex { $0 != " " && $0 != "\t" } ?? line.startIndex)
        guard trimmed.last == "#" else { return nil }
        let kept = trimmed.dropLast(trimmed.reversed().prefix { $0 == "#" }.count)
        guard kept.last == " " || kept.last == "\t" else { return nil }
        return kept.prefix(through: kept.lastIndex { $0 != " " && $0 != "\t" } ?? kept.startIndex)
    }

    /// The braces that end `line` (spaces after them aside) when they hold an id (`{: #setup}`, `{#setup}`), and
    /// the id; nil otherwise (`{{site.data.keyword.x}}`, `{: .class}`).
    static func idWritten(atEndOf line: Substring) -> (written: Substring, id: Substring)? {
        let trimmed = line.prefix(through: line.lastIndex { $0 != " " && $0 != "\t" } ?? line.startIndex)
        guard trimmed.last == "}", let open = trimmed.lastIndex(of: "{") else { return nil }
        let inside = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
        guard let hash = inside.firstIndex(of: "#"),
            inside[..<hash].allSatisfy({ $0 == ":" || $0 == " " || $0 == "\t" })
        else { return nil }
        let id = inside[inside.index(after: hash)...].prefix { $0 != " " && $0 != "\t" && $0 != "#" && $0 != "." }
        return id.isEmpty ? nil : (trimmed[open...], id)
    }
}
