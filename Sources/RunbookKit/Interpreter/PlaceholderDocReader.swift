import Foundation
import MarkdownTree

/// Reads where a page documents its placeholders: tables (Markdown and HTML), definition lists (kramdown's
/// `term` / `: definition` and HTML `<dl>`), bullets and paragraphs that start with a term, and sentences
/// (`SentenceDocReader`).
///
/// What it finds are candidates: a page documents far more names (every field of an API's tables) than its
/// commands use. Only a candidate that a placeholder takes (`PlaceholderCatalog`) is made a `PlaceholderDoc`
/// (`doc(from:)`): its description resolved (keyrefs) without its leading "Required."/"Optional.", its position
/// found in the page's source lines.
struct PlaceholderDocReader {
    let source: PageSource
    let keywords: KeywordTable

    /// Where documentation is found: the step and section it is attached to.
    struct Scope {
        let step: String?
        let section: String?
    }

    /// Documentation found for a name, not yet made a `PlaceholderDoc`.
    struct Candidate {
        /// The name as written (a flag without its dashes).
        let name: String
        /// Whether the name is written `<name>`.
        let isPlaceholder: Bool
        /// The flag the documentation names, if any.
        let flag: String?
        /// The description as the page writes it, perhaps with a leading requirement word.
        let description: String
        /// What a required column or the key cell ("(optional)") says.
        let required: Bool?
        /// The text to look for, from `line` on, for the documentation's position.
        let written: String
        let line: Int
        let source: PlaceholderDoc.Source
        let scope: Scope
    }

    /// The documentation a candidate gives; nil when its description is empty once its requirement word is out.
    func doc(from candidate: Candidate) -> PlaceholderDoc? {
        let (text, stated) = RequirementParser.parse(keywords.resolve(candidate.description))
        guard !text.isEmpty else { return nil }
        return PlaceholderDoc(
            name: candidate.name, description: text, required: candidate.required ?? stated, flag: candidate.flag,
            location: locate(candidate.written, from: candidate.line), source: candidate.source,
            step: candidate.scope.step, section: candidate.scope.section, isPlaceholder: candidate.isPlaceholder)
    }

    // MARK: Tables

    /// Documentation rows of the HTML tables and definition lists in an HTML region.
    func fromHTML(_ html: String, line: Int, column: Int, scope: Scope) -> [Candidate] {
        var docs: [Candidate] = []
        for table in HTMLTableReader.tables(in: html, line: line, column: column) {
            let rows = table.rows.map { row in
                DocTable.Row(
                    cells: row.cells.map { DocTable.Cell(text: $0.text, code: $0.codeSpans + $0.emphasisSpans) },
                    isHeader: row.isHeader, line: row.line, spans: row.cells.contains { $0.columnSpan > 1 })
            }
            docs += entries(DocTable(rows: rows).entries(), source: .htmlTable, scope: scope)
        }
        for term in DefinitionList.terms(inHTML: html, line: line) {
            docs += entries(
                [
                    DocTable.Entry(
                        key: term.term, names: term.names, description: term.description, required: nil,
                        line: term.line)
                ],
                source: .definition, scope: scope)
        }
        return docs
    }

    /// Documentation rows of a Markdown table.
    func fromMarkdownTable(_ table: MarkdownNode, scope: Scope) -> [Candidate] {
        var rows: [DocTable.Row] = []
        for row in table.children {
            guard case .tableRow(let isHeader) = row.kind else { continue }
            let cells = row.children.map { cell in
                DocTable.Cell(text: InlineText.text(of: cell), code: Self.formattedSpans(of: cell))
            }
            rows.append(DocTable.Row(cells: cells, isHeader: isHeader, line: row.range?.start.line ?? 0))
        }
        return entries(DocTable(rows: rows).entries(), source: .markdownTable, scope: scope)
    }

    // MARK: Paragraphs

    /// The documentation of a paragraph: a definition (`term` then `: definition`), a term that opens it
    /// (`` `region`: the region ``, `**authKey** - …`), and its sentences.
    func fromParagraph(
        _ content: ParagraphContent, node: MarkdownNode, resolved: String, isBulletItem: Bool, scope: Scope
    ) -> [Candidate] {
        if content.lines.count >= 2, content.lines.line(1).drop(while: { $0 == " " }).hasPrefix(":") {
            let term = content.lines.line(0)
            let rest = resolved.dropFirst(min(resolved.count, term.count))
            let description = String(rest.drop { $0 == " " || $0 == ":" })
            let names = DocTable.names(
                inKey: DocTable.Cell(text: term, code: Self.formattedSpans(of: node)), bare: true)
            return entries(
                [DocTable.Entry(key: term, names: names, description: description, required: nil, line: content.line)],
                source: .definition, scope: scope)
        }
        var docs: [Candidate] = []
        if let term = Self.leadingNames(resolved) {
            // `<x>: …`, `<a>, <b> - …`: the whole paragraph after the names describes them.
            return entries(
                [
                    DocTable.Entry(
                        key: term.key, names: term.names, description: term.description, required: nil,
                        line: content.line)
                ],
                source: isBulletItem ? .bulletList : .definition, scope: scope)
        }
        if let term = Self.leadingTerm(node, text: resolved) {
            docs += entries(
                [
                    DocTable.Entry(
                        key: term.key, names: [term.name], description: term.description, required: nil,
                        line: content.line)
                ],
                source: isBulletItem ? .bulletList : .definition, scope: scope)
        }
        let kind: PlaceholderDoc.Source = isBulletItem ? .bulletList : .sentence
        for (flag, sentence) in SentenceDocReader.flagSentences(resolved) {
            docs.append(
                Candidate(
                    name: String(flag.drop { $0 == "-" }), isPlaceholder: false, flag: flag, description: sentence,
                    required: nil, written: flag, line: content.line, source: kind, scope: scope))
        }
        for found in SentenceDocReader.read(resolved) where !docs.contains(where: { $0.name == found.name }) {
            docs.append(
                Candidate(
                    name: found.name, isPlaceholder: true, flag: nil, description: found.description, required: nil,
                    written: found.name, line: content.line, source: kind, scope: scope))
        }
        return docs
    }

    /// A paragraph that opens with placeholders (perhaps emphasised, joined by commas, "and", "ou"…), then `:`, a
    /// dash or `=`: the names, and the rest of the paragraph.
    static func leadingNames(_ text: String) -> (key: String, names: [DocTable.Name], description: String)? {
        guard text.utf8.first.map({ " *_<".utf8.contains($0) }) == true else { return nil }
        let tokens = SentenceTokens(text)
        var index = 0
        var names: [DocTable.Name] = []
        while let name = tokens.name(at: index) {
            names.append(DocTable.Name(text: name, kind: .placeholder))
            index += 1
            while tokens.isJoiner(at: index) || tokens.isPunctuation("/", at: index)
                || tokens.isPunctuation("*", at: index)
                || tokens.isPunctuation("_", at: index)
            {
                index += 1
            }
        }
        guard !names.isEmpty, tokens.isSeparator(at: index), index + 1 < tokens.tokens.count else { return nil }
        let start = tokens.tokens[index + 1].range.lowerBound
        let description = String(text[start...]).trimmingCharacters(in: .whitespaces)
        return (String(text[..<tokens.tokens[index].range.lowerBound]), names, description)
    }

    /// A paragraph that opens with a code or strong span naming a value, then `:` or a dash: `` `region`: … ``,
    /// `**authKey** – …`, `_<x>_ = …`. Names in angle brackets are the sentence reader's.
    static func leadingTerm(_ node: MarkdownNode, text: String) -> (
        key: String, name: DocTable.Name, description: String
    )? {
        guard let first = node.children.first else { return nil }
        let term: String
        switch first.kind {
        case .code(let code): term = code
        case .strong, .emphasis: term = InlineText.text(of: first)
        default: return nil
        }
        guard !ByteSearch.contains(term, byte: UInt8(ascii: "<")), DocTable.isBareName(term[...]), text.hasPrefix(term) else { return nil }
        let rest = text.dropFirst(term.count).drop { $0 == " " || $0 == "*" || $0 == "_" }
        let description: String
        if let separator = rest.first, ":-–—=".contains(separator) {
            description = String(rest.dropFirst().drop { $0 == " " })
        } else if case let head = rest.prefix(24).lowercased(),
            let copula = Vocabulary.any.copulas.first(where: { head.hasPrefix($0 + " ") })
        {
            // "`user token` is a token that belongs to the user."
            description = String(rest.dropFirst(copula.count + 1))
        } else {
            return nil
        }
        guard !description.isEmpty else { return nil }
        let name = term.hasPrefix("-") ? DocTable.Name(text: term, kind: .flag) : DocTable.Name(text: term, kind: .word)
        return (term, name, description)
    }

    /// The text of each code, strong and emphasis span directly in a cell or paragraph.
    static func formattedSpans(of node: MarkdownNode) -> [String] {
        node.children.compactMap { child in
            switch child.kind {
            case .code(let code): code
            case .strong, .emphasis: InlineText.text(of: child)
            default: nil
            }
        }
    }

    // MARK: Entries

    private func entries(_ found: [DocTable.Entry], source kind: PlaceholderDoc.Source, scope: Scope) -> [Candidate] {
        var docs: [Candidate] = []
        for entry in found {
            // A description that is itself a documenting sentence ("Replace `<minutes>` with an integer …") names
            // the values it documents, perhaps better than the row's key (`--param minutes`). One name: the whole
            // cell describes it ("Indicates whether … Replace `<x>` with one of:"); several: each its own part.
            let sentences = SentenceDocReader.read(entry.description)
            let single = Set(sentences.map(\.name)).count == 1
            var documented = Set<String>()
            for sentence in sentences where documented.insert(PlaceholderScanner.key(sentence.name)).inserted {
                docs.append(
                    Candidate(
                        name: sentence.name, isPlaceholder: true, flag: nil,
                        description: single ? entry.description : sentence.description, required: entry.required,
                        written: sentence.name, line: entry.line, source: kind, scope: scope))
            }
            // "(optional)" written in the key cell says what no column says.
            let required = entry.required ?? (ByteSearch.contains(entry.key, byte: UInt8(ascii: "(")) ? RequirementParser.parse(entry.key).required : nil)
            let flag = entry.names.first { $0.kind == .flag }?.text
            for name in entry.names where name.kind != .flag || entry.names.count == 1 {
                let written = name.kind == .flag ? String(name.text.drop { $0 == "-" }) : name.text
                guard documented.insert(PlaceholderScanner.key(written)).inserted else { continue }
                docs.append(
                    Candidate(
                        name: written, isPlaceholder: name.kind == .placeholder, flag: flag,
                        description: entry.description, required: required, written: name.text, line: entry.line,
                        source: kind, scope: scope))
            }
        }
        return docs
    }

    /// Where `name` is written at or after `line` (as `<name>`, `&lt;name&gt;` or bare), for positions.
    func locate(_ name: String, from line: Int) -> SourceLocation {
        for number in line..<min(line + 40, source.lines.count + 1) {
            let column: Int? = ByteSearch.withBytes(of: name) { name in
                ByteSearch.withBytes(of: source.line(number)) { text in
                    guard var start = ByteSearch.firstOffset(of: name, in: text) else { return nil }
                    for prefix in ["&lt;", "<"] {
                        let length = prefix.utf8.count
                        if start >= length, text[(start - length)..<start].elementsEqual(prefix.utf8) {
                            start -= length
                            break
                        }
                    }
                    return ByteSearch.scalarColumn(of: start, in: text)
                }
            }
            if let column { return SourceLocation(line: number, column: column) }
        }
        return SourceLocation(line: line, column: 1)
    }
}
