import MarkdownTree

/// Reads placeholder documentation from tables, bullet items, definition paragraphs and "Replace <x> with …"
/// sentences. Texts arrive with keyrefs resolved; positions are found in the page's source lines.
struct PlaceholderDocReader {
    let source: PageSource
    let keywords: KeywordTable

    /// Where documentation is found: the step and section it is attached to.
    struct Scope {
        let step: String?
        let section: String?
    }

    /// Documentation rows of the HTML tables in an HTML region.
    func fromHTML(_ html: String, line: Int, column: Int, scope: Scope) -> [PlaceholderDoc] {
        var docs: [PlaceholderDoc] = []
        for table in HTMLTableReader.tables(in: html, line: line, column: column) {
            for row in table.rows where !row.isHeader && row.cells.count >= 2 {
                let key = row.cells[0]
                let keyText = ([key.text] + key.codeSpans + key.emphasisSpans).joined(separator: " ")
                docs += entries(keyText: keyText, description: keywords.resolve(row.cells[1].text), line: key.line,
                                source: .htmlTable, scope: scope)
            }
        }
        return docs
    }

    /// Documentation rows of a Markdown table.
    func fromMarkdownTable(_ table: MarkdownNode, scope: Scope) -> [PlaceholderDoc] {
        var docs: [PlaceholderDoc] = []
        for row in table.children {
            guard case .tableRow(let isHeader) = row.kind, !isHeader, row.children.count >= 2 else { continue }
            let keyText = InlineText.text(of: row.children[0])
            let line = row.range?.start.line ?? table.range?.start.line ?? 0
            docs += entries(keyText: keyText, description: keywords.resolve(InlineText.text(of: row.children[1])),
                            line: line, source: .markdownTable, scope: scope)
        }
        return docs
    }

    /// A bullet item or definition paragraph that starts with placeholders: `<x>: …`, `_<x>_ : …`, `<x>\n: …`.
    /// `resolved` is the paragraph's text with keyrefs resolved, which the caller already has.
    func fromLeadingTerm(
        _ content: ParagraphContent, resolved: String, isBulletItem: Bool, scope: Scope
    ) -> [PlaceholderDoc] {
        if content.lines.count >= 2, Self.startsDefinition(content.lines, line: 1) {
            let text = content.text
            // The lines after the first, as a string of their own, then without the `:` and spaces that start them.
            let description = {
                let rest = String(InlineLines.slice(text, content.lines.starts[0]..<text.utf8.count))
                return String(rest.drop { $0 == " " || $0 == ":" })
            }
            return entries(keyText: content.lines.line(0), description: keywords.resolve(description()),
                           line: content.line, source: .definition, scope: scope)
        }
        // The item must start with `<name>`: without a `<` there is none (most items).
        guard isBulletItem, ByteSearch.contains(resolved, byte: UInt8(ascii: "<")) else { return [] }
        var rest = Substring(resolved).drop { $0 == " " || $0 == "*" || $0 == "_" }
        var names: [String] = []
        while rest.hasPrefix("<"), let close = rest.firstIndex(of: ">"),
            PlaceholderScanner.isName(rest[rest.index(after: rest.startIndex)..<close])
        {
            names.append(String(rest[rest.index(after: rest.startIndex)..<close]))
            rest = rest[rest.index(after: close)...].drop { " *_`,/".contains($0) }
            if rest.hasPrefix("et ") || rest.hasPrefix("and ") || rest.hasPrefix("e ") || rest.hasPrefix("ou ")
                || rest.hasPrefix("or ")
            {
                rest = rest.drop { $0 != " " }.dropFirst()
            }
        }
        guard !names.isEmpty else { return [] }
        let separators = [":", "-", "–", "—", "="]
        guard let first = rest.first, separators.contains(String(first)) else { return [] }
        let description = String(rest.dropFirst().trimmingSpaces)
        return names.flatMap {
            entries(keyText: "<\($0)>", description: description, line: content.line, source: .bulletList,
                    scope: scope)
        }
    }

    /// Whether line `index` of `lines`, spaces dropped, starts with `:` (a definition's line).
    static func startsDefinition(_ lines: InlineLines, line index: Int) -> Bool {
        let range = lines.range(of: index)
        return lines.text.utf8.dropFirst(range.lowerBound).prefix(range.count).first { $0 != UInt8(ascii: " ") }
            == UInt8(ascii: ":")
    }

    /// Documentation from the placeholders named in a table's first cell or a term.
    ///
    /// The description is made only when the key names a placeholder: most terms and first cells name none.
    private func entries(
        keyText: String, description: @autoclosure () -> String, line: Int, source kind: PlaceholderDoc.Source,
        scope: Scope
    ) -> [PlaceholderDoc] {
        let occurrences = PlaceholderScanner.occurrences(in: keyText)
        guard !occurrences.isEmpty else { return [] }
        let (text, required) = RequirementParser.parse(description())
        var seen = Set<String>()
        return occurrences.compactMap { occurrence in
            guard seen.insert(occurrence.name).inserted else { return nil }
            return PlaceholderDoc(
                name: occurrence.name, description: text, required: required,
                flag: Self.flag(before: occurrence, in: keyText), location: locate(occurrence.name, from: line),
                source: kind, step: scope.step, section: scope.section)
        }
    }

    /// The `--flag` written just before the placeholder (`--docker-server <registry_url>`, `--name=<x>`).
    static func flag(before occurrence: PlaceholderScanner.Occurrence, in text: String) -> String? {
        let utf8 = Array(text.utf8)
        let before = String(decoding: utf8[..<occurrence.offset], as: UTF8.self)
        let words = before.split(whereSeparator: { $0 == " " || $0 == "=" || $0 == "\t" })
        guard let word = words.last, word.hasPrefix("-"), word.count > 1,
            before.hasSuffix(" ") || before.hasSuffix("=")
        else { return nil }
        return String(word)
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
