import MarkdownTree
import RunbookKit
import ShellSyntax

/// `attribute-malformed`: a token of a block attribute list that kramdown reads as no attribute, or a list under a
/// fenced code block or a heading written with a blank between its `{` and `:` (`{ :pre}`) or followed by more on
/// its line (`{: pre}}`).
///
/// kramdown drops such a token (`AttributeList.unreadable`), or, since 1.10, keeps a `.` name of other characters as
/// a class (`.label="x"`), and either way the role, id or attribute it was meant to give is lost. Definitions
/// (`{:name: …}`) are not read for it: pages share them from the site's header. kramdown reads an attribute list only
/// from `{:`: `{ :pre}` is a paragraph of text on the published page, and the block above it has no role.
struct AttributeMalformedRule: PageRule {
    static let description = RuleDescription(
        id: "attribute-malformed", severity: .warning,
        rationale: "What kramdown cannot read in an attribute list it drops, or reads as a class ('.label=\"x\"'), "
            + "so the code role, id or attribute it was to give is lost.")

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        for use in page.runbook.attributeLists where !use.list.isDefinition {
            // `{:c#: …}` is a definition whose name kramdown does not take (then an attribute list it reads for the
            // rest): a site's shared header, not the page's own block, so not said here.
            for token in use.list.unreadable where !(token.hasSuffix(":") && use.list.text.hasPrefix("{:" + token)) {
                let location = AttributeNames.location(of: token, in: use, source: page.source)
                let message = Self.keptAsClassByNewKramdown(token) ? Self.readAsClass : Self.message
                findings.append(page.finding(at: location, message(page.messageLanguage, ["token": token])))
            }
        }
        // The line under each fenced code block and each heading: where a list meant for them stands.
        let below =
            page.facts.blocks.fencedCode.compactMap { $0.node.range.map { $0.end.line + 1 } }
            + page.runbook.sections.map { $0.line + 1 }
        for line in below {
            let text = page.source.line(line)
            guard let (written, meant, spaced) = Self.shownAsText(text) else { continue }
            let column = text[..<written.startIndex].unicodeScalars.count + 1
            findings.append(
                page.finding(
                    at: SourceLocation(line: line, column: column), spaced ? Self.spacedOpening : Self.notAlone,
                    ["written": String(written), "meant": meant]))
        }
    }

    /// The attribute list `line` holds that kramdown shows as text, how it would read, and whether that is for a blank
    /// after its `{` (`blankAfterBrace`) rather than for more after it on its line (`textAfterList`); nil for any
    /// other line.
    ///
    /// Most lines under a block are something else, or a list alone on its line, whose first `}` has only blanks
    /// after it: told on the bytes, before anything is trimmed or parsed.
    static func shownAsText(_ line: Substring) -> (written: Substring, meant: String, spaced: Bool)? {
        let opening = ByteSearch.withBytes(of: line) { bytes -> (start: Int, spaced: Bool)? in
            guard let start = bytes.firstIndex(where: { !SourceText.isMark($0) }), bytes.count - start >= 2,
                bytes[start] == UInt8(ascii: "{")
            else { return nil }
            if SourceText.isBlank(bytes[start + 1]) { return (start, true) }
            guard bytes[start + 1] == UInt8(ascii: ":"),
                let close = ByteSearch.firstOffset(of: UInt8(ascii: "}"), in: bytes, from: start + 2),
                bytes[(close + 1)...].contains(where: { !SourceText.isBlank($0) && $0 != UInt8(ascii: "\r") })
            else { return nil }
            return (start, false)
        }
        guard let opening else { return nil }
        if opening.spaced { return blankAfterBrace(line).map { ($0.written, $0.meant, true) } }
        return textAfterList(line[line.utf8.index(line.startIndex, offsetBy: opening.start)...]).map {
            ($0.written, $0.meant, false)
        }
    }

    /// The attribute list `text` starts with more after it on its line (`{: pre}}`, `{: #setup} text`), and the list
    /// alone; nil for several lists (`{: #a}{: #b}`, which docrun reads) and for a list that would not read as one
    /// whose every token kramdown takes.
    ///
    /// kramdown reads a block's list only when it ends its line (`IAL_BLOCK_START`), and shows the line as text.
    static func textAfterList(_ text: Substring) -> (written: Substring, meant: String)? {
        let written = text.trimming(\.isSpaceOrTab)
        guard AttributeList.parseLine(written) == nil, let (list, rest) = AttributeList.parsePrefix(written),
            !rest.isEmpty, !list.isDefinition, list.unreadable.isEmpty, list.malformed.isEmpty
        else { return nil }
        return (written, String(written[..<rest.startIndex]))
    }

    /// The attribute list `line` holds with blanks between its `{` and `:` (`{ :pre}`, `> { : #setup}`), and how it
    /// reads written from `{:` (`{: pre}`); nil for any other line, and for one that would not read as a list
    /// whose every token kramdown takes.
    static func blankAfterBrace(_ line: Substring) -> (written: Substring, meant: String)? {
        // Most lines under a block are something else, or a list written right (`{: pre}`): looked at byte by byte
        // before anything is trimmed.
        let bytes = line.utf8
        guard let start = bytes.firstIndex(where: { !SourceText.isMark($0) }), bytes[start] == UInt8(ascii: "{"),
            bytes.index(after: start) < bytes.endIndex, SourceText.isBlank(bytes[bytes.index(after: start)])
        else { return nil }
        let written = line[start...].trimming(\.isSpaceOrTab)
        let inside = written.utf8.dropFirst().drop(while: SourceText.isBlank)
        guard written.utf8.last == UInt8(ascii: "}"), inside.first == UInt8(ascii: ":") else { return nil }
        let meant = "{: " + Substring(inside.dropFirst().drop(while: SourceText.isBlank))
        guard let lists = AttributeList.parseLine(meant[...]), lists.count == 1, !lists[0].isDefinition,
            lists[0].unreadable.isEmpty, lists[0].malformed.isEmpty
        else { return nil }
        return (written, meant)
    }

    /// Whether kramdown 1.10 and later read `token` as ids and classes: each `#` and a letter then letters, digits,
    /// `_`, `:` and `-`, each `.` and any characters but `.` and `#` (`ALD_TYPE_CLASS_NAME = /\.([^\s.#]+)/`, where
    /// earlier versions took a name's characters and dropped the token, as `AttributeList` reads it).
    static func keptAsClassByNewKramdown(_ token: String) -> Bool {
        guard let names = AttributeList.idsAndClasses(in: Array(token.utf8)) else { return false }
        return names.allSatisfy { isID, name in
            guard let first = name.first else { return false }
            return !isID || first.isASCIILetter && name.allSatisfy { $0.isASCIIAlphanumeric || $0.isOne(of: "_:-") }
        }
    }

    static let message = Localized(
        en: "kramdown drops '{token}': an attribute list holds #id, .class, key=\"value\" and names",
        fr: "kramdown ignore '{token}' : une liste d'attributs contient #id, .classe, clé=\"valeur\" et des noms",
        pt: "o kramdown descarta '{token}': uma lista de atributos contém #id, .classe, chave=\"valor\" e nomes")
    static let readAsClass = Localized(
        en: "'{token}' is no attribute: kramdown reads it as a class, or before 1.10 drops it; write an attribute as "
            + "key=\"value\", without a dot",
        fr: "'{token}' n'est pas un attribut : kramdown le lit comme une classe, ou l'ignore avant la 1.10 ; écrivez "
            + "un attribut clé=\"valeur\", sans point",
        pt: "'{token}' não é um atributo: o kramdown o lê como uma classe, ou o descarta antes da 1.10; escreva um "
            + "atributo como chave=\"valor\", sem ponto")
    static let spacedOpening = Localized(
        en: "'{written}' is text on the published page: kramdown reads an attribute list only from '{:', with no "
            + "blank between; write '{meant}'",
        fr: "'{written}' est du texte sur la page publiée : kramdown ne lit une liste d'attributs qu'à partir de "
            + "'{:', sans blanc entre les deux ; écrivez '{meant}'",
        pt: "'{written}' é texto na página publicada: o kramdown só lê uma lista de atributos a partir de '{:', sem "
            + "espaço entre os dois; escreva '{meant}'")
    static let notAlone = Localized(
        en: "'{written}' is text on the published page: kramdown reads an attribute list only alone on its line; "
            + "write '{meant}'",
        fr: "'{written}' est du texte sur la page publiée : kramdown ne lit une liste d'attributs que seule sur sa "
            + "ligne ; écrivez '{meant}'",
        pt: "'{written}' é texto na página publicada: o kramdown só lê uma lista de atributos sozinha na sua linha; "
            + "escreva '{meant}'")
    static let messages = [message, readAsClass, spacedOpening, notAlone]
}
