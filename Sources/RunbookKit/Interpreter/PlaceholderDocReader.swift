import Foundation
import MarkdownTree

/// Reads where a page documents its placeholders: tables (Markdown and HTML, `DocTable`), definition lists
/// (kramdown's `term` / `: definition` and HTML `<dl>`), bullets and paragraphs that start with a term, and
/// sentences (`SentenceDocReader`).
///
/// What it finds are candidates: a page documents far more names (every field of an API's tables) than its
/// commands use. Only a candidate that a placeholder takes (`PlaceholderCatalog`) is made a `PlaceholderDoc`
/// (`doc(from:)`): its description resolved (keyrefs) without its leading "Required."/"Optional.", its position
/// found in the page's source lines.
struct PlaceholderDocReader {
    let source: PageSource
    let keywords: KeywordTable

    /// Where documentation is found: the step and section (anchor and index) it is attached to.
    typealias Scope = (step: String?, section: String?, sectionIndex: Int?)

    /// Documentation found for a name (as written, a flag without its dashes), not yet made a `PlaceholderDoc`.
    struct Candidate {
        let name: String
        let isPlaceholder: Bool
        var flag: String? = nil
        /// The description as the page writes it, perhaps with a leading requirement word.
        var description: String
        /// What a required column or the key cell ("(optional)") says.
        var required: Bool? = nil
        /// The text to look for, from `line` on, for the documentation's position.
        let written: String
        let line: Int
        let source: PlaceholderDoc.Source
        let scope: Scope
    }

    /// The documentation a candidate gives; nil when its description is empty once its requirement word is out.
    ///
    /// `lines` keeps the lines read for positions (`locate`).
    func doc(from candidate: Candidate, lines: inout [Int: LocatedLine]) -> PlaceholderDoc? {
        let description = keywords.resolve(candidate.description)
        let (text, said) = DocTable.leadingRequirement(description)
        guard !text.isEmpty else { return nil }
        return PlaceholderDoc(
            name: keywords.resolve(candidate.name), description: text,
            required: candidate.required ?? said ?? DocTable.requirementStatement(description),
            flag: candidate.flag,
            location: locate(candidate.written, from: candidate.line, lines: &lines), source: candidate.source,
            step: candidate.scope.step, section: candidate.scope.section, sectionIndex: candidate.scope.sectionIndex,
            isPlaceholder: candidate.isPlaceholder)
    }

    /// Documentation rows of the HTML tables (read by the caller), definition lists and prose in an HTML region.
    ///
    /// `tokens` are `HTMLScanner`'s of the region's `bytes`, `html`, whose first line is page line `line`: the
    /// caller's tables were read from them.
    func fromHTML(
        _ tables: [HTMLTable], html: String, tokens: [HTMLToken], of bytes: [UInt8], line: Int, scope: Scope
    ) -> [Candidate] {
        let docs = tables.flatMap { DocTable.candidates($0.rows, .htmlTable, scope) }
        let hasTerms = ["<dt", "<DT", "<Dt", "<dT"].contains { ByteSearch.contains(html, $0) }
        let hasProse = ["<p", "<P", "<li", "<LI", "<Li"].contains { ByteSearch.contains(html, $0) }
        return docs + (hasTerms ? DocTable.terms(tokens, of: bytes, line: line, scope: scope) : [])
            + (hasProse ? fromHTMLProse(tokens, of: bytes, line: line, scope: scope) : [])
    }

    func fromMarkdownTable(_ table: MarkdownNode, scope: Scope) -> [Candidate] {
        let rows = table.children.compactMap { row -> TableRow? in
            guard case .tableRow(let isHeader) = row.kind else { return nil }
            let cells = row.children.map {
                TableCell(text: InlineText.lines(of: $0).text, spans: Self.formattedSpans(of: $0))
            }
            return TableRow(line: row.line, cells: cells, isHeader: isHeader)
        }
        return DocTable.candidates(rows, .markdownTable, scope)
    }

    /// The documentation of a paragraph: a definition (`term` then `: definition`), a term that opens it
    /// (`` `region`: the region ``, `**authKey** - …`), and its sentences.
    func fromParagraph(
        _ content: ParagraphContent, node: MarkdownNode, resolved: String, isBulletItem: Bool, scope: Scope
    ) -> [Candidate] {
        if content.lines.count >= 2, content.lines.line(1).drop(while: { $0 == " " }).hasPrefix(":") {
            return fromDefinition(
                term: content.lines.line(0), spans: Self.formattedSpans(of: node), line: content.line,
                definitions: content.lines, from: 1, scope: scope)
        }
        if resolved.first == "|", let rows = headerlessRows(content, node: node) {
            return DocTable.candidates(rows, .markdownTable, scope)
        }
        let kind: PlaceholderDoc.Source = isBulletItem ? .bulletList : .definition
        // The paragraph is cut into tokens once, for each reader that needs them.
        lazy var tokens = SentenceTokens(resolved)
        // `<x>: …`, `<a>, <b> - …`: the whole paragraph after the names describes them.
        if let first = resolved.utf8.first, first.isOne(of: " *_<$"),
            let docs = Self.leadingNames(tokens, line: content.line, kind, scope)
        {
            return docs
        }
        var docs = Self.leadingTerm(node, text: resolved, line: content.line, kind, scope) ?? []
        let sentence: PlaceholderDoc.Source = isBulletItem ? .bulletList : .sentence
        for (flag, text) in SentenceDocReader.mayHoldFlag(resolved) ? SentenceDocReader.flagSentences(tokens) : [] {
            docs.append(
                Candidate(
                    name: String(flag.drop { $0 == "-" }), isPlaceholder: false, flag: flag, description: text,
                    written: flag, line: content.line, source: sentence, scope: scope))
        }
        let sentences = ByteSearch.contains(resolved, byte: UInt8(ascii: "<")) ? SentenceDocReader.read(tokens) : []
        return docs
            + Self.sentenceCandidates(sentences, besides: Set(docs.map(\.name)), line: content.line, sentence, scope)
    }

    /// The cells of a headerless table's row `line` (which starts with `|`), as the page's line `written` parts them.
    ///
    /// They part at each `|` but those it escapes (`\|`); when the two do not write as many `|` (a link's address
    /// holds one), at each.
    static func cells(of line: Substring, written: Substring) -> [Substring] {
        let pipe = UInt8(ascii: "|")
        var escaped: [Bool] = []
        var previous: UInt8 = 0
        for byte in written.utf8 {
            if byte == pipe { escaped.append(previous == UInt8(ascii: "\\")) }
            previous = byte == UInt8(ascii: "\\") && previous == UInt8(ascii: "\\") ? 0 : byte
        }
        let pipes = line.utf8.indices.filter { line.utf8[$0] == pipe }
        let parts = escaped.count == pipes.count ? zip(pipes, escaped).filter { !$1 }.map(\.0) : pipes
        // `\|` first is text: no row.
        guard parts.first == pipes.first else { return [] }
        var cells: [Substring] = []
        for (start, end) in zip(parts, parts.dropFirst()) {
            cells.append(line[line.utf8.index(after: start)..<end])
        }
        // What follows the last `|` is a cell when the row does not end with one.
        if let last = parts.last, case let rest = line[line.utf8.index(after: last)...], !rest.isEmpty {
            cells.append(rest)
        }
        return cells
    }

    /// The documentation of a definition (kramdown's `term` then `: definition`): `term`, whose code, strong and
    /// emphasis spans are `spans`, at `line`, described by the lines of `definitions` from `first` on.
    ///
    /// Each line that opens with `:` is a definition of its own (kramdown's `<dd>`), whose `:` is no text. The
    /// definitions follow the term in its paragraph, or in the next one when one blank line parts them, as kramdown
    /// allows (`StepAssembler`, `definitionAfterBlank`).
    func fromDefinition(
        term: String, spans: [String], line: Int, definitions: InlineLines, from first: Int, scope: Scope,
        kind: PlaceholderDoc.Source = .definition
    ) -> [Candidate] {
        let lines = (first..<definitions.count).map { index in
            let line = Substring(definitions.line(index)).drop { $0 == " " }
            return line.first == ":" ? line.dropFirst().drop { $0 == " " || $0 == "\t" } : line
        }
        let description = keywords.resolve(lines.joined(separator: " "))
        let cell = TableCell(text: term, spans: spans)
        return Self.candidates(
            key: term, names: DocTable.names(inKey: cell, bare: true), description: String(description),
            line: line, kind, scope)
    }

    /// The rows of a paragraph whose every line starts with `|`, or nil.
    ///
    /// kramdown reads such lines as a table without a header separator (`` | `region` | The region. | ``); cmark-gfm
    /// leaves them a paragraph. A cell's spans are the paragraph's that it is, else those it holds.
    ///
    /// A `|` the page escapes (`\|`) is text, as kramdown reads it: cmark-gfm has dropped the `\` of plain text by then
    /// (not of a code span's), so the line as the page writes it tells which `|` part cells (`cells(of:written:)`).
    func headerlessRows(_ content: ParagraphContent, node: MarkdownNode) -> [TableRow]? {
        let spans = Self.formattedSpans(of: node)
        var rows: [TableRow] = []
        for index in 0..<content.lines.count {
            let line = Substring(content.lines.line(index)).trimmingSpaces
            guard line.count > 1, line.first == "|" else { return nil }
            let written = content.line + index <= source.lines.count ? source.line(content.line + index) : ""
            let row = Self.cells(of: line, written: written).map { cell in
                let text = String(cell.trimmingSpaces)
                let exact = spans.filter { $0 == text }
                return TableCell(
                    text: text, spans: exact.isEmpty ? spans.filter { ByteSearch.contains(text, $0) } : exact)
            }
            rows.append(TableRow(line: content.line + index, cells: row, isHeader: false))
        }
        return rows
    }

    /// The values a bullet list right after a paragraph that ends with a colon gives the names its last words
    /// document, added to their descriptions.
    ///
    /// "Replace `<region>` with one of the following values:" then `- us-south` and `- eu-de` documents `<region>` as
    /// "one of the following values: us-south; eu-de", as an HTML cell's list reads (the colon as the paragraph writes
    /// it). A list of more than 12 items, or
    /// with an item of more than one short paragraph, explains rather than lists: it is left to itself.
    func addListedValues(_ list: MarkdownNode, after paragraph: String, to docs: inout ArraySlice<Candidate>) {
        guard list.children.count <= Self.listedValuesLimit else { return }
        var values: [String] = []
        for item in list.children {
            guard item.children.count == 1, let first = item.children.first, case .paragraph = first.kind else {
                return
            }
            values.append(keywords.resolve(InlineText.lines(of: first).text))
        }
        Self.addListedValues(values, after: paragraph, to: &docs)
    }

    /// The most items a list of values after a paragraph may have: more explain rather than list.
    static let listedValuesLimit = 12

    /// `values`, the items of a list right after `paragraph` (a Markdown paragraph's, or an HTML `<p>` followed by
    /// `<ul>`), added to the descriptions of `docs` that end the paragraph, as `addListedValues(_:after:to:)` says;
    /// nothing when there are too many, or one is empty or longer than 80 characters.
    static func addListedValues(_ values: [String], after paragraph: String, to docs: inout ArraySlice<Candidate>) {
        let lead = Self.withoutColon(paragraph)
        guard values.count <= listedValuesLimit, values.allSatisfy({ !$0.isEmpty && $0.count <= 80 }),
            docs.contains(where: { lead.hasSuffix(Self.withoutColon($0.description)) })
        else { return }
        // The colon as the paragraph writes it: "valeurs suivantes :" in French.
        let colon = paragraph[lead.endIndex...].replacingOccurrences(of: "\u{A0}", with: " ")
        for index in docs.indices where lead.hasSuffix(Self.withoutColon(docs[index].description)) {
            docs[index].description =
                Self.withoutColon(docs[index].description) + colon + " " + values.joined(separator: "; ")
        }
    }

    /// A description without the colon (and the spaces before it) that leads into a list.
    private static func withoutColon(_ description: String) -> Substring {
        var text = description[...]
        while let last = text.last, last == ":" || last == " " || last == "\u{A0}" { text.removeLast() }
        return text
    }

    /// What the sentences of a paragraph (`text`, at `line`) say of the page's unmarked values.
    ///
    /// The values (`REGION_NAME`, `instance_ID`: `UnmarkedValues`) are known once
    /// every command is read, and the prose that documents one may come before the command that writes it: "Replace
    /// `REGION_NAME` with …" is read as "Replace `<x>` with …". None for a name the paragraph documents already
    /// (`documented`, its candidates from `fromParagraph`: `` `REGION_NAME`: … ``).
    ///
    /// `words` are placeholders' names the paragraph writes in spans (`nameSpans`), read as names wherever it writes
    /// them as words ("Replace *api_key* with …"): they document the placeholder of their key, as plain words do.
    func fromSentences(
        of text: String, values: Set<String>, words: Set<String> = [], line: Int, isBulletItem: Bool, scope: Scope,
        besides documented: ArraySlice<Candidate>
    ) -> [Candidate] {
        // A look at the bytes first: most paragraphs name none of the page's values.
        guard SentenceTokens.mentions(values, words: words, in: text) else { return [] }
        let found = SentenceDocReader.read(SentenceTokens(text, values: values, words: words)).filter {
            values.contains($0.name) || words.contains($0.name)
        }
        return Self.sentenceCandidates(
            found, besides: Set(documented.map(\.name)), line: line, isBulletItem ? .bulletList : .sentence, scope
        ) { values.contains($0) }
    }

    /// The names of the code, emphasis and strong spans of a paragraph (or cell) that are a name alone, one word that
    /// is no flag (`` `region` ``, `*api_key*`, `__instance_id__`, or as a command writes it, `` `$REGION` ``:
    /// `DocTable.writtenName`): what may name a placeholder in prose.
    static func nameSpans(of node: MarkdownNode) -> [String] {
        formattedSpans(of: node).compactMap { span in
            // Most spans are no variable nor braced: they are read as written, not made another string.
            guard span.utf8.first.map({ $0 == UInt8(ascii: "$") || $0 == UInt8(ascii: "{") }) == true else {
                return isLoneName(span) ? span : nil
            }
            let name = String(DocTable.writtenName(span[...]))
            return isLoneName(name) ? name : nil
        }
    }

    /// Whether `text` is a name alone: one word that is no flag.
    private static func isLoneName(_ text: String) -> Bool {
        text.utf8.first.map { $0 != UInt8(ascii: "-") } == true && !ByteSearch.contains(text, byte: UInt8(ascii: " "))
            && DocTable.isBareName(text[...])
    }

    /// The candidates of the names sentences document (`found`, as `SentenceDocReader` reads them), at `line`: the
    /// first for each name, none for a name of `named` (documented already, in a set: a paragraph may document
    /// thousands of names).
    ///
    /// A description that only says what kind of value it is (`SentenceDocReader.saysKind`: "`<key>` is a secret;
    /// never commit it.") gives way to a later one that says which: "The `<key>` value is your service's API key."
    static func sentenceCandidates(
        _ found: [SentenceDocReader.Found], besides named: Set<String>, line: Int, _ kind: PlaceholderDoc.Source,
        _ scope: Scope, isPlaceholder: (String) -> Bool = { _ in true }
    ) -> [Candidate] {
        var named = named
        var docs: [Candidate] = []
        func candidate(_ doc: SentenceDocReader.Found) -> Candidate {
            // A bullet's sentence ("- `<plan>` with `lite` or `standard`, and"): what joins it to the next is no text.
            let description = kind == .bulletList ? String(withoutListJoint(doc.description[...])) : doc.description
            return Candidate(
                name: doc.name, isPlaceholder: isPlaceholder(doc.name), description: description,
                required: doc.required, written: doc.name, line: line, source: kind, scope: scope)
        }
        // Where each name's candidate is, made at the first name documented twice: most paragraphs document each once.
        var places: [String: Int]?
        for doc in found {
            if named.insert(doc.name).inserted {
                places?[doc.name] = docs.count
                docs.append(candidate(doc))
                continue
            }
            if places == nil {
                places = Dictionary(docs.indices.map { (docs[$0].name, $0) }, uniquingKeysWith: { first, _ in first })
            }
            // A name of `named` has no place: it is documented already, elsewhere.
            guard let index = places?[doc.name], SentenceDocReader.saysKind(docs[index].description) else { continue }
            let next = candidate(doc)
            if !SentenceDocReader.saysKind(next.description) { docs[index] = next }
        }
        return docs
    }

    /// A paragraph that opens with placeholders (perhaps emphasised, joined by commas, "and", "ou"…), then `:`, a
    /// dash or `=`: the names, and the rest of the paragraph, up to a sentence or a clause after `;` or `,` that opens
    /// so in turn (`` `<a>`: a name. `<b>`: the region. ``, `` `<a>`: a name; `<b>`: the region ``, `<a> = X, <b> =
    /// Y`), which documents its own.
    ///
    /// A bullet may also describe its names in apposition, after a comma and a determiner (`` - `<book>`, the name
    /// of your ledger ``, "`<livre>`, le nom du registre", "`<livro>`, o nome do razão"), or in a parenthesis that
    /// ends it (`` - `<book>` (the name of your ledger) ``).
    static func leadingNames(
        _ tokens: SentenceTokens, line: Int, _ kind: PlaceholderDoc.Source, _ scope: Scope
    ) -> [Candidate]? {
        if kind == .bulletList, let docs = describedAside(tokens, line: line, scope) { return docs }
        guard var opening = namesOpening(tokens, from: 0) else { return nil }
        let (text, count) = (tokens.text, tokens.tokens.count)
        var docs: [Candidate] = []
        while true {
            // The next sentence or clause that opens so in turn.
            let following = (opening.separator + 1..<count - 1).lazy.filter { index in
                tokens.tokens[index].kind == .sentenceEnd || tokens.isPunctuation(";", at: index)
                    || tokens.isPunctuation(",", at: index)
            }.compactMap { namesOpening(tokens, from: $0 + 1) }.first
            let end = following.map { tokens.tokens[$0.start].range.lowerBound } ?? text.endIndex
            var description = text[tokens.tokens[tokens.afterSeparator(opening.separator)].range.lowerBound..<end]
            // What joins a clause to the next goes: "`<a>`: a name; `<b>`: …".
            if let following, tokens.tokens[following.start - 1].kind != .sentenceEnd {
                description = withoutListJoint(description)
            }
            let key = text[
                tokens.tokens[opening.start].range.lowerBound..<tokens.tokens[opening.separator].range.lowerBound]
            docs += candidates(
                key: String(key), names: opening.names,
                description: String(description.trimming(\.isSpaceOrTab)), required: opening.required,
                line: line, kind, scope)
            guard let following else { return docs }
            opening = following
        }
    }

    /// A bullet's names, then a comma and a determiner, or a parenthesis that ends the bullet: the names with what
    /// follows the comma or stands in the parenthesis; nil otherwise.
    private static func describedAside(_ tokens: SentenceTokens, line: Int, _ scope: Scope) -> [Candidate]? {
        var index = 0
        var names: [DocTable.Name] = []
        while let name = tokens.name(at: index) {
            names.append(DocTable.Name(text: name, kind: .placeholder))
            index += 1
            guard tokens.isJoiner(at: index), tokens.isName(at: index + 1) || tokens.isJoiner(at: index + 1) else {
                break
            }
            index = tokens.isName(at: index + 1) ? index + 1 : index + 2
        }
        let count = tokens.tokens.count
        guard !names.isEmpty, index + 1 < count else { return nil }
        let text = tokens.text
        var description: Substring
        if tokens.isPunctuation(",", at: index), tokens.isWord(at: index + 1, in: Vocabulary.determiners) {
            description = text[tokens.tokens[index + 1].range.lowerBound...]
        } else if tokens.isPunctuation("(", at: index),
            case let last = tokens.tokens.last?.kind == .sentenceEnd ? count - 2 : count - 1,
            tokens.isPunctuation(")", at: last), last > index + 1,
            !(index + 1..<last).contains(where: {
                tokens.isPunctuation("(", at: $0) || tokens.isPunctuation(")", at: $0)
            }),
            DocTable.requirement(word: tokens.word(at: index + 1) ?? "") == nil || last > index + 2
        {
            description = text[tokens.tokens[index + 1].range.lowerBound..<tokens.tokens[last].range.lowerBound]
        } else {
            return nil
        }
        description = description.trimmingSpaces
        let key = text[tokens.tokens[0].range.lowerBound..<tokens.tokens[index].range.lowerBound]
        return candidates(
            key: String(key), names: names, description: String(description), line: line, .bulletList, scope)
    }

    /// Placeholders from token `start` (joined by commas, "and", "ou"…, perhaps emphasised, perhaps followed by
    /// "(optional)"), then a separator with a description after it; nil when the tokens do not open so.
    private static func namesOpening(
        _ tokens: SentenceTokens, from start: Int
    ) -> (start: Int, names: [DocTable.Name], required: Bool?, separator: Int)? {
        var index = start
        var names: [DocTable.Name] = []
        while true {
            if let name = tokens.name(at: index) {
                names.append(DocTable.Name(text: name, kind: .placeholder))
                index += 1
            } else if let end = tokens.variableEnd(at: index), index > start || tokens.isJoiner(at: end) {
                // "`<c>` and `$REGION`: …", "`$REGION` and `<c>`: …": a shell variable among the names documents nothing,
                // but takes its part "respectively" (`candidates`).
                names.append(DocTable.Name(text: "$", kind: .word))
                index = end
            } else {
                break
            }
            while tokens.isJoiner(at: index)
                || ["/", "*", "_"].contains(where: { tokens.isPunctuation($0, at: index) })
            {
                index += 1
            }
        }
        // `<x>` (optional): …, and a type or other words in the parenthesis: `<x>` (string): …
        var required: Bool?
        if tokens.isPunctuation("(", at: index), tokens.isPunctuation(")", at: index + 2),
            let said = tokens.word(at: index + 1).flatMap(DocTable.requirement(word:))
        {
            (required, index) = (said, index + 3)
        } else if tokens.isPunctuation("(", at: index),
            let close = (index + 2..<min(index + 6, tokens.tokens.count)).first(where: {
                tokens.isPunctuation(")", at: $0)
            }),
            (index + 1..<close).allSatisfy({ tokens.word(at: $0) != nil || tokens.isPunctuation(",", at: $0) }),
            tokens.isSeparator(at: close + 1)
        {
            // A requirement word between commas says it: `<x>` (string, optional): …
            required =
                (index + 1..<close).lazy.filter {
                    tokens.isPunctuation(",", at: $0 - 1) || tokens.isPunctuation(",", at: $0 + 1)
                }.compactMap { tokens.word(at: $0).flatMap(DocTable.requirement(word:)) }.first
            index = close + 1
        }
        guard names.contains(where: { $0.text != "$" }), tokens.isSeparator(at: index),
            tokens.afterSeparator(index) < tokens.tokens.count
        else {
            return nil
        }
        return (start, names, required, index)
    }

    /// A paragraph that opens with a code or strong span naming a value, then `:` or a dash.
    ///
    /// Its forms: `` `region`: … ``, `**authKey** – …`, `_<x>_ = …`, or a copula ("`disk size` is the size…"). A
    /// span that starts with a flag (`` `--name <name>`: … ``, `` `-t`, `--tier`: … ``: the flag's other spellings
    /// in spans of their own belong to it) is read as a definition's term is. Other names in angle brackets are the
    /// sentence reader's.
    static func leadingTerm(
        _ node: MarkdownNode, text: String, line: Int, _ kind: PlaceholderDoc.Source, _ scope: Scope
    ) -> [Candidate]? {
        guard let first = node.children.first, let term = formattedSpan(first), text.hasPrefix(term) else { return nil }
        // "**Optional**: replace `<x>` with …": a requirement word in emphasis labels the sentence (in code, it names a
        // field: "`optional`: …").
        if case .code = first.kind {} else if DocTable.requirement(word: term) != nil { return nil }
        let isFlag = term.hasPrefix("-")
        // `` `$REGION`: … `` documents `REGION`, as a command expands it.
        let name = DocTable.writtenName(term[...])
        guard isFlag || (!ByteSearch.contains(term, byte: UInt8(ascii: "<")) && DocTable.isBareName(name)) else {
            return nil
        }
        var rest = text.dropFirst(term.count)
        let spans = isFlag ? formattedSpans(of: node) : []
        for span in spans.dropFirst() {
            let after = rest.drop { $0 == "," || $0 == " " || $0 == "/" || $0 == "|" }
            guard span.hasPrefix("-"), after.hasPrefix(span) else { break }
            rest = after.dropFirst(span.count)
        }
        let key = String(text[..<rest.startIndex])
        rest = rest.drop { $0 == " " || $0 == "*" || $0 == "_" }
        // `region` (optional): …, and a type or other words in the parenthesis: `retries` (integer, optional): …
        var required: Bool?
        if rest.first == "(", let close = rest.firstIndex(of: ")") {
            let said = DocTable.requirementInParentheses(rest[...close])
            let after = rest[rest.index(after: close)...].drop { $0 == " " || $0 == "*" || $0 == "_" }
            if said != nil || (Self.isAside(rest.dropFirst()[..<close]) && after.first.map(":-–—=".contains) == true) {
                (required, rest) = (said, after)
            }
        }
        var description: Substring
        if let separator = rest.first, ":-–—=".contains(separator) {
            // A dash written `--` or `---` is one (`SentenceTokens.afterSeparator`).
            let dashes = separator == "-" ? rest.prefix(3).prefix { $0 == "-" }.count : 1
            description = rest.dropFirst(dashes).drop { $0 == " " }
        } else if case let head = rest.prefix(24).lowercased(),
            let copula = Self.copulaOpenings[String(head.prefix { $0 != " " })]?.first(where: { head.hasPrefix($0) })
        {
            // "`disk size` is the size of the boot volume, in gigabytes."
            description = rest.dropFirst(copula.count)
        } else {
            return nil
        }
        let names =
            isFlag
            ? DocTable.names(inKey: TableCell(text: key, spans: spans), bare: false)
            : [DocTable.Name(text: String(name), kind: .word)]
        guard !description.isEmpty, !names.isEmpty else { return nil }
        return candidates(
            key: key, names: names, description: String(description), required: required, line: line, kind, scope)
    }

    /// Whether the text of a parenthesis after a term is a few words that say what the value is (`integer`, `string,
    /// optional`), as a separator follows them: at most three words of letters and digits, between commas.
    private static func isAside(_ text: Substring) -> Bool {
        let words = text.split { $0 == " " || $0 == "," }
        return (1...3).contains(words.count)
            && words.allSatisfy { $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" } }
    }

    /// The copulas with the space after them, as a term's description opens with one, by their first word: made once,
    /// and only those of the description's first word compared with it.
    private static let copulaOpenings = Dictionary(grouping: Vocabulary.copulas.map { $0 + " " }) {
        String($0.prefix { $0 != " " })
    }

    /// A description without what joins its bullet to the next: a last `;` or `,` ("le nom du cluster ;"), and a
    /// conjunction after it (`Vocabulary.conjunctions`: "the zone; and", "la zone ; et").
    static func withoutListJoint(_ text: Substring) -> Substring {
        var text = Substring(text.trimmingSpaces)
        // A conjunction is a short word: the space before one is among the last characters, not looked for further.
        if let space = text.suffix(Self.conjunctionLength + 1).lastIndex(of: " "),
            Vocabulary.conjunctions.contains(String(text[text.index(after: space)...])),
            let joint = text[..<space].trimmingSpaces.last, joint == ";" || joint == ","
        {
            text = Substring(text[..<space].trimmingSpaces)
        }
        // A French page writes a no-break space before `;` ("le nom de la grappe ;"): no part of the description.
        while let last = text.unicodeScalars.last,
            last == ";" || last == "," || last == " " || (!last.isASCII && last.isSpaceOrTab)
        {
            text = Substring(text.unicodeScalars.dropLast())
        }
        return text
    }

    private static let conjunctionLength = Vocabulary.conjunctions.map(\.count).max() ?? 0

    /// The text of each code, strong and emphasis span directly in a cell or paragraph.
    static func formattedSpans(of node: MarkdownNode) -> [String] {
        node.children.compactMap(formattedSpan)
    }

    private static func formattedSpan(_ node: MarkdownNode) -> String? {
        switch node.kind {
        case .code(let code): code
        case .strong, .emphasis: InlineText.lines(of: node).text
        default: nil
        }
    }

    /// The candidates of a documented row or term: its key (cell or term as written), the names in it, its
    /// description, what a required column says, and its line.
    ///
    /// A description that is itself a documenting sentence ("Replace `<minutes>` with an integer …") names the values
    /// it documents, perhaps better than the row's key (`--param minutes`). One name: the cell from that sentence's
    /// description on, when the sentence opens it ("an integer …"), else the whole cell ("Indicates whether …
    /// Replace `<x>` with one of:"); several: each its own part.
    static func candidates(
        key: String, names: [DocTable.Name], description: String, required column: Bool? = nil, line: Int,
        _ kind: PlaceholderDoc.Source, _ scope: Scope
    ) -> [Candidate] {
        var docs: [Candidate] = []
        let description = String(withoutListJoint(description[...]))
        // A sentence that says only whether a value is required is the cell's (`DocTable.requirementStatement`).
        let sentences = SentenceDocReader.read(description).filter { !$0.description.isEmpty }
        let single = Set(sentences.map { $0.name }).count == 1
        var documented = Set<String>()
        for sentence in sentences where documented.insert(PlaceholderScanner.key(sentence.name)).inserted {
            let (text, said) = DocTable.leadingRequirement(description)
            docs.append(
                Candidate(
                    name: sentence.name, isPlaceholder: true,
                    description: single ? Self.described(text, by: sentence.description) : sentence.description,
                    required: column ?? sentence.required ?? said ?? DocTable.requirementStatement(description),
                    written: sentence.name,
                    line: line, source: kind, scope: scope))
        }
        // "(optional)" written in the key cell or term says what no column says.
        let required =
            column
            ?? (ByteSearch.contains(key, byte: UInt8(ascii: "("))
                ? DocTable.requirementInParentheses(key[...]) ?? DocTable.statedRequirement(key) : nil)
        let flag = names.first { $0.kind == .flag }?.text
        // A flag beside a name is that name's; flags alone are one option's spellings (`-n`, `--name`), each its own.
        let onlyFlags = names.allSatisfy { $0.kind == .flag }
        // "`<a>`, `<b>`: the user and the group, respectively": each name its part in turn, as in a sentence.
        var parts =
            names.count > 1
            ? SentenceDocReader.respectively(
                description, count: names.count(where: { $0.kind != .flag || onlyFlags }))?[...]
            : nil
        for name in names where name.kind != .flag || onlyFlags {
            let part = parts?.popFirst()
            guard name.text != "$" else { continue }
            let written = name.kind == .flag ? String(name.text.drop { $0 == "-" }) : name.text
            guard documented.insert(PlaceholderScanner.key(written)).inserted else { continue }
            docs.append(
                Candidate(
                    name: written, isPlaceholder: name.kind == .placeholder, flag: onlyFlags ? name.text : flag,
                    description: part ?? description, required: required, written: name.text, line: line,
                    source: kind,
                    scope: scope))
        }
        return docs
    }

    /// `text` from `description` on when a sentence that opens `text` ("Replace `<x>` with", "`<x>` is") leads into
    /// it, as a sentence in prose gives it; else `text`.
    private static func described(_ text: String, by description: String) -> String {
        guard let start = text.range(of: description)?.lowerBound else { return text }
        let lead = SentenceTokens(String(text[..<start]))
        let opens =
            lead.isName(at: 0)
            || lead.word(at: 0).map { word in
                [Vocabulary.replaceVerbs, Vocabulary.setVerbs, Vocabulary.forWords].contains { $0.contains(word) }
            } == true
        guard opens, !lead.tokens.contains(where: { $0.kind == .sentenceEnd }) else { return text }
        return String(text[start...])
    }

    /// Where `name` is written at or after `line` (as `<name>`, `&lt;name&gt;` or bare), for positions; not on the
    /// lines `outside` leaves out (a step's code, for words of its prose).
    ///
    /// The name is found where its first word is a whole word of the line (`v1` is not in `v10`, nor `name` in
    /// `hostname`). `lines` keeps each line's words and columns, by line, from one call to the next: a line that
    /// documents thousands of names is read once, not once a name.
    func locate(
        _ name: String, from line: Int, outside: [ClosedRange<Int>] = [], lines: inout [Int: LocatedLine]
    ) -> SourceLocation {
        for number in line..<min(line + 40, source.lines.count + 1)
        where !outside.contains(where: { $0.contains(number) }) {
            let located = lines[number] ?? LocatedLine(source.line(number))
            lines[number] = located
            guard var start = located.offset(of: name) else { continue }
            let before = located.text[..<located.text.utf8.index(located.text.startIndex, offsetBy: start)]
            if let opening = ["&lt;", "<"].first(where: { ByteSearch.hasSuffix(before, $0) }) {
                start -= opening.utf8.count
            }
            return SourceLocation(line: number, column: located.columns.column(atOffset: start))
        }
        return SourceLocation(line: line, column: 1)
    }
}

/// A page's line as `PlaceholderDocReader.locate` reads it: its columns, and where each of its words starts.
struct LocatedLine {
    let text: Substring
    let columns: LineColumns
    private let bytes: [UInt8]
    /// The offsets of each word of the line, in order: a word is a run of `UInt8.isNameByte`, as names are written.
    private let words: [ArraySlice<UInt8>: [Int]]

    init(_ text: Substring) {
        self.text = text
        columns = LineColumns(text)
        bytes = Array(text.utf8)
        var words: [ArraySlice<UInt8>: [Int]] = [:]
        var start = bytes.startIndex
        while let first = bytes[start...].firstIndex(where: { $0.isNameByte }) {
            let end = bytes[first...].firstIndex { !$0.isNameByte } ?? bytes.endIndex
            words[bytes[first..<end], default: []].append(first)
            start = end
        }
        self.words = words
    }

    /// The UTF-8 offset of the first `name` on the line whose first word is a whole word there.
    func offset(of name: String) -> Int? {
        let written = Array(name.utf8)
        let lead = written.prefix { !$0.isNameByte }
        let word = written[lead.count...].prefix { $0.isNameByte }
        // A name with no word (`$$`) is looked for as it is.
        guard !word.isEmpty else { return ByteSearch.firstOffset(of: name, in: text) }
        let rest = written[(lead.count + word.count)...]
        return words[word]?.lazy.map { $0 - lead.count }.first { start in
            start >= 0 && bytes[start...].starts(with: lead)
                && bytes[(start + lead.count + word.count)...].starts(with: rest)
        }
    }
}
