import RunbookKit

/// `command-html-entity`: a command in a fenced or indented code block that holds an HTML character reference
/// (`&lt;`, `&gt;`, `&amp;`, `&quot;`, `&#39;`).
///
/// Markdown shows a code block's text as written: the reader sees `&lt;bucket_name&gt;`, not `<bucket_name>`, and
/// bash reads its `&` as "run in the background" and its `;` as the end of a command, so the command runs in pieces
/// and its placeholder is none. A page converted from HTML, or written for an HTML `<pre>` (where references are
/// decoded, and are not reported), keeps them. One finding a command, at its first reference.
struct CommandHTMLEntityRule: PageRule {
    static let description = RuleDescription(
        id: "command-html-entity", severity: .warning,
        rationale: """
            A code block shows its text as written: an HTML character reference in a command ('&lt;name&gt;' for \
            '<name>') is what the reader copies and what docrun runs, and bash reads its '&' and ';' as the end of \
            a command. Write the character itself; only an HTML <pre> block decodes references.
            """)

    static let reference = Localized(
        en: "command holds '{reference}', an HTML character reference that a code block shows as written: write "
            + "'{character}' instead",
        fr: "la commande contient '{reference}', une référence de caractère HTML qu'un bloc de code affiche telle "
            + "quelle : écrivez '{character}' à la place",
        pt: "o comando contém '{reference}', referência HTML que um bloco de código mostra tal qual: use '{character}'")
    static let messages = [reference]

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        for read in page.commands where read.command.origin != .html {
            let bytes = read.command.script.bytes
            var at = 0
            while let amp = bytes.withUnsafeBufferPointer({
                ByteSearch.firstOffset(of: UInt8(ascii: "&"), in: $0, from: at)
            }) {
                guard let (scalar, next) = HTMLText.reference(in: bytes, at: amp, end: bytes.count) else {
                    at = amp + 1
                    continue
                }
                let location = CommandSnippet.Places(read.command, in: page.source).location(of: amp)
                let written = String(decoding: bytes[amp..<next], as: UTF8.self)
                findings.append(
                    page.finding(
                        at: location, Self.reference, ["reference": written, "character": String(Character(scalar))]))
                break
            }
        }
    }
}
