import Foundation
import ShellSyntax

/// A table read for the values it documents, whatever it is written in (Markdown or HTML).
///
/// The header row, when there is one, says which column names the values ("Parameter", "Nom", "Parâmetro"…), which
/// describes them ("Description", "Descrição"…) and which says whether they are required. Without a header saying
/// so, the first column names and the second describes. A name cell may hold `<x>`, a flag (`--region`, `-r`), code
/// (`` `region` ``), emphasis, or, in a column a header calls names, plain words ("Key ID", `key_ID`).
enum DocTable {
    /// A name as a table, a term or a sentence writes it: `<x>`, a flag (`--region`, `-r`), or words that name a
    /// value (`region`, `Key ID`).
    struct Name: Equatable {
        enum Kind { case placeholder, flag, word }
        let text: String
        let kind: Kind
    }

    /// The candidates of the documented rows of a table.
    ///
    /// A first row of one cell that spans the columns is a caption ("Command values"), and the header is the header
    /// row after it, if any; a header with a cell that spans several columns is a caption too, not a word per column.
    static func candidates(
        _ rows: [TableRow], _ kind: PlaceholderDoc.Source, _ scope: PlaceholderDocReader.Scope
    ) -> [PlaceholderDocReader.Candidate] {
        let captioned = rows.first.map { $0.cells.count == 1 && $0.cells[0].columnSpan > 1 } == true
        let rows = withRowSpans(captioned ? rows.dropFirst() : rows[...])
        let header =
            rows.first { $0.isHeader } ?? (captioned ? nil : rows.first.flatMap { looksLikeHeader($0) ? $0 : nil })
        let headerWords =
            header.map { row in
                row.cells.contains { $0.columnSpan > 1 }
                    ? [] : row.cells.map { Set(Vocabulary.lowercasedWords(in: $0.text)) }
            } ?? []
        func column(_ names: Set<String>) -> Int? { headerWords.firstIndex { !$0.isDisjoint(with: names) } }
        let nameColumn = column(Vocabulary.nameHeaders)
        let requiredColumn = column(Vocabulary.requiredHeaders)
        let defaultHeader = column(Vocabulary.defaultHeaders)
        // Without a header that names the values' column, the first whose cells write placeholders, before the one
        // a header says describes ("Setting | Value | Description", `<x>` in Value), but a required, default, type or
        // example one, else the first. Each cell is read once at most.
        let describing = column(Vocabulary.descriptionHeaders)
        var keyColumn = nameColumn ?? describing ?? 0
        if nameColumn == nil, keyColumn > 0 {
            for row in rows where !row.isHeader {
                keyColumn =
                    row.cells.indices.prefix(keyColumn).first { place in
                        place != requiredColumn && place != defaultHeader
                            && headerWords.indices.contains(place)
                            && headerWords[place].isDisjoint(with: Vocabulary.asideHeaders)
                            && ByteSearch.contains(row.cells[place].text, byte: UInt8(ascii: "<"))
                            && !PlaceholderScanner.occurrences(in: row.cells[place].text).isEmpty
                    } ?? keyColumn
            }
            if keyColumn == describing { keyColumn = 0 }
        }
        // Without a header that says which column describes, the first after the names that no header calls the
        // required, default, type or example one ("Variable | Type | Required | Default | Notes"), else the one after
        // the names.
        let descriptionColumn =
            describing
            ?? ((keyColumn + 1)..<max(headerWords.count, keyColumn + 1)).first {
                $0 != requiredColumn && $0 != defaultHeader && headerWords[$0].isDisjoint(with: Vocabulary.asideHeaders)
            } ?? keyColumn + 1
        let defaultColumn = defaultHeader.flatMap { $0 == descriptionColumn ? nil : $0 }
        lazy var marksRequired = rows.contains { row in
            !row.isHeader && header?.line != row.line
                && requiredColumn.map { $0 < row.cells.count && requirement(row.cells[$0].text) == true } == true
        }
        return rows.flatMap { row -> [PlaceholderDocReader.Candidate] in
            guard !row.isHeader, header?.line != row.line, keyColumn < row.cells.count,
                descriptionColumn < row.cells.count, keyColumn != descriptionColumn
            else { return [] }
            let names = names(inKey: row.cells[keyColumn], bare: nameColumn != nil)
            guard !names.isEmpty else { return [] }
            var required = requiredColumn.flatMap { $0 < row.cells.count ? requirement(row.cells[$0].text) : nil }
            // A column that marks the required values (`✓`, "Yes") leaves the others blank: a blank cell there says no.
            if let column = requiredColumn, required == nil, column < row.cells.count,
                row.cells[column].text.allSatisfy(\.isWhitespace), marksRequired
            {
                required = false
            }
            var description = row.cells[descriptionColumn].text
            if let defaultColumn, defaultColumn < row.cells.count,
                let value = defaultValue(row.cells[defaultColumn].text)
            {
                description +=
                    (description.isEmpty ? "" : " ") + defaultPhrase(headerWords[defaultColumn]) + value + "."
            }
            return PlaceholderDocReader.candidates(
                key: row.cells[keyColumn].text, names: names, description: description, required: required,
                line: row.line, kind, scope)
        }
    }

    /// `rows` with the cells a `rowspan` above carries into them, at their places, as a browser lays the table out
    /// (`<td rowspan="2">Yes</td>` in a Required column: the next row's description is then its third cell too).
    ///
    /// A cell is carried at the place it had in its row, before the cells the row writes from there on. The copies are
    /// at most as many as the cells written: a table of spans costs what it is long.
    static func withRowSpans(_ rows: ArraySlice<TableRow>) -> ArraySlice<TableRow> {
        guard rows.contains(where: { $0.cells.contains { $0.rowSpan > 1 } }) else { return rows }
        var budget = rows.reduce(0) { $0 + $1.cells.count }
        // The cells carried into the next row, by place, in order.
        var carried: [(place: Int, cell: TableCell, rows: Int)] = []
        return ArraySlice(
            rows.map { row in
                var (cells, own, pending) = ([TableCell](), row.cells[...], carried[...])
                carried = []
                while true {
                    let cell: TableCell
                    var rows: Int
                    if let first = pending.first, first.place <= cells.count, budget > 0 {
                        (cell, rows) = (first.cell, first.rows - 1)
                        pending.removeFirst()
                        budget -= 1
                    } else if let next = own.popFirst() {
                        (cell, rows) = (next, next.rowSpan - 1)
                    } else {
                        break
                    }
                    if rows > 0 { carried.append((cells.count, cell, rows)) }
                    cells.append(cell)
                }
                return TableRow(line: row.line, cells: cells, isHeader: row.isHeader)
            })
    }

    /// The names in a key cell or term.
    ///
    /// They are placeholders (with the flag before them, if any); else the word after a flag (`--param minutes`); else
    /// flags; else one name in code or emphasis spans (as a command writes it or not: `` `{region}` ``, `` `$REGION` ``,
    /// `writtenName`); else, when `bare`, the
    /// text itself when it is a short name. A requirement in parentheses ("(Optional)") is not part of a name, and a cell that lists several names
    /// (`minutes`, `startDate`) documents none of them.
    static func names(inKey cell: TableCell, bare: Bool) -> [Name] {
        let placeholders = PlaceholderScanner.occurrences(in: cell.text).map { Name(text: $0.name, kind: .placeholder) }
        // The words are read for flags only, which start with a `-`: most cells hold none, and are not cut into words.
        // A word is made a string only when it is a flag, or the name after one.
        let words =
            !ByteSearch.contains(cell.text, byte: UInt8(ascii: "-"))
            ? []
            : withoutParentheses(cell.text).utf8.bytes.split { $0.isOne(of: " ,/=") }
        let flags = words.filter { PlaceholderScanner.isFlag($0) }.map {
            Name(text: String(decoding: $0, as: UTF8.self), kind: .flag)
        }
        if !placeholders.isEmpty { return placeholders + flags.prefix(1) }
        if words.count == 2, PlaceholderScanner.isFlag(words[0]), flags.count == 1,
            case let word = Substring(String(decoding: words[1], as: UTF8.self)), isBareName(word)
        {
            return [Name(text: String(word), kind: .word)]
        }
        if !flags.isEmpty { return flags }
        // A name in two spans, code and emphasis nested (`<code><em>x</em></code>`), or written twice, is one name.
        let spans = cell.spans.map { writtenName(withoutParentheses($0)) }.filter(isBareName)
        if let first = spans.first {
            return spans.allSatisfy { $0 == first } ? [Name(text: String(first), kind: .word)] : []
        }
        guard bare, cell.text.count <= 80 else { return [] }
        let text = writtenName(withoutParentheses(leadingRequirement(cell.text).text))
        return isBareName(text) ? [Name(text: String(text), kind: .word)] : []
    }

    /// A name a term writes as a command writes it, without its marks.
    ///
    /// A value to replace in braces (`{instance_ID}`), a shell variable expanded (`$REGION`, `${REGION}`): each
    /// documents that name. Not a keyref's `{{x}}`; what is left of `$` alone or `${x:-default}` is no name
    /// (`isBareName`).
    ///
    /// The one reading of these marks for every form a name is documented in: a table's key cell, a term that opens a
    /// bullet or paragraph, a span a sentence names.
    static func writtenName(_ text: Substring) -> Substring {
        // On bytes: every span of every paragraph is read so (a `Character` costs more).
        let bytes = text.utf8
        guard let first = bytes.first, first == UInt8(ascii: "$") || first == UInt8(ascii: "{") else { return text }
        let name = first == UInt8(ascii: "$") ? text.dropFirst() : text
        let utf8 = name.utf8
        guard utf8.first == UInt8(ascii: "{") else { return name }
        guard utf8.last == UInt8(ascii: "}"), utf8.count > 2, utf8.dropFirst().first != UInt8(ascii: "{") else {
            return text
        }
        return name.dropFirst().dropLast()
    }

    /// The text without groups in parentheses, trimmed: `description (Optional)` → `description`.
    private static func withoutParentheses(_ text: String) -> Substring {
        guard ByteSearch.contains(text, byte: UInt8(ascii: "(")) else { return Substring(text).trimmingSpaces }
        var depth = 0
        let kept = text.unicodeScalars.filter { scalar in
            if scalar == "(" { depth += 1 } else if scalar == ")" { depth = max(0, depth - 1) }
            return depth == 0 && scalar != ")"
        }
        return Substring(String(kept)).trimmingSpaces
    }

    /// A short name: one to four words of letters, digits, `_`, `-`, `.`, holding a letter, at most 48 scalars.
    static func isBareName(_ text: Substring) -> Bool {
        // Read from the text's bytes, where a scalar beyond ASCII alone is decoded: stepping a substring's scalars cost
        // 19 M instructions in `docrun check`.
        ByteSearch.withBytes(of: text) { bytes in
            var (scalars, words, hasLetter, afterSpace, offset) = (0, 0, false, true, 0)
            while offset < bytes.count {
                let lead = bytes[offset]
                var (length, isLetter) = (1, lead.isASCIILetter)
                var fits = isLetter || lead.isASCIIDigit || lead.isOne(of: "_-.")
                if lead >= 0x80 {
                    var (rest, decoder) = (bytes[offset...].makeIterator(), UTF8())
                    guard case .scalarValue(let scalar) = decoder.decode(&rest) else { return false }
                    (length, isLetter, fits) = (UTF8.width(scalar), scalar.isLetter, scalar.isLetterOrDigit)
                }
                (scalars, offset) = (scalars + 1, offset + length)
                if lead == UInt8(ascii: " ") {
                    afterSpace = true
                    continue
                }
                guard scalars <= 48, fits else { return false }
                hasLetter = hasLetter || isLetter
                if afterSpace { words += 1 }
                afterSpace = false
            }
            return scalars <= 48 && (1...4).contains(words) && hasLetter
        }
    }

    /// The value of a cell of a "Default" column, as one word, without code marks; nil for an empty cell, a dash,
    /// "none", "N/A" and their translations, or words ("The current region").
    private static func defaultValue(_ cell: String) -> String? {
        let value = String(cell[...].trimming(\.isSpaceOrTab).trimming { "`'\"".unicodeScalars.contains($0) })
        let none: Set<String> = ["", "-", "–", "—", "none", "n/a", "na", "aucun", "aucune", "nenhum", "nenhuma"]
        guard !none.contains(value.lowercased()), !value.contains(where: \.isWhitespace) else { return nil }
        return value
    }

    /// How a description states a default in the language of the column's header ("Default", "Par défaut", "Padrão"),
    /// as `Placeholder.documentedDefault` reads it.
    private static func defaultPhrase(_ header: Set<String>) -> String {
        header.contains("défaut") ? "Valeur par défaut : " : header.contains("padrão") ? "Valor padrão: " : "Default: "
    }

    /// A first row of short cells, the first of which says "name", "parameter"…: a header without `<th>`.
    private static func looksLikeHeader(_ row: TableRow) -> Bool {
        guard let first = row.cells.first else { return false }
        return row.cells.allSatisfy { $0.text.count <= 40 }
            && !Set(Vocabulary.lowercasedWords(in: first.text)).isDisjoint(with: Vocabulary.nameHeaders)
    }

    /// What a cell of a required column says: a requirement word in any of the three languages (`requirement(word:)`:
    /// "Optional", "optionnelle", "Obrigatória"…), yes/no, true/false and their translations, or a check mark; the
    /// marks and punctuation around the word are no part of it (`.optionnelle`, `**Required**`, `Facultatif.`), and
    /// a cell of words is read as a description is (`statedRequirement`).
    private static func requirement(_ text: String) -> Bool? {
        if let said = requirement(word: text) { return said }
        let word = String(text[...].trimming(isMarkAroundWord))
        let lowered = word.lowercased()
        if Vocabulary.yes.contains(lowered) || ["✓", "✔", "x"].contains(lowered) { return true }
        if Vocabulary.no.contains(lowered) || lowered == "-" { return false }
        return statedRequirement(word)
    }

    /// What is written around a word in a cell: blanks, emphasis and the punctuation of a sentence or a class.
    private static func isMarkAroundWord(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && UInt8(scalar.value).isOne(of: " \t*_.,;:!")
    }

    /// What a requirement word says: required (true: "Required", "obligatoire"…), optional (false: "Optional",
    /// "facultatif", "opcional"…), or nil for any other word; the marks and punctuation around it are no part of it
    /// (`.optionnelle`, `*Required*`, `optional.` in "(optional.)"), in a cell, a parenthesis or a sentence alike.
    static func requirement(word: String) -> Bool? {
        let lowered = word[...].trimming(isMarkAroundWord).lowercased()
        return Vocabulary.required.contains(lowered) ? true : Vocabulary.optional.contains(lowered) ? false : nil
    }

    /// What the first requirement word in parentheses in `text` says ("`region` (Optional)", "nom (facultatif)"), the
    /// whole parenthesis or one of its parts between commas ("(string, optional)", "(texte, obligatoire)").
    static func requirementInParentheses(_ text: Substring) -> Bool? {
        var rest = text
        while let open = rest.firstIndex(of: "(") {
            rest = rest[rest.index(after: open)...]
            for part in rest.prefix(while: { $0 != ")" }).split(separator: ",") {
                // "(both optional)", "(toutes deux obligatoires)", "(ambas opcionais)": said of every value at once.
                let words = part.split(separator: " ")
                let every = words.dropLast().allSatisfy {
                    $0 == "deux" || Vocabulary.everyOneWords.contains($0.lowercased())
                }
                let word = every ? words.last.map(String.init) ?? "" : part.filter { !" *_".contains($0) }
                if let said = requirement(word: word) { return said }
            }
        }
        return nil
    }

    /// What a description says of whether its value is required: its leading requirement word ("Required.",
    /// "Facultatif.", "(Optional)"), else a statement of it ("This value is *optional*"); nil when nothing.
    static func statedRequirement(_ description: String) -> Bool? {
        leadingRequirement(description).required ?? requirementStatement(description)
    }

    /// The description without its leading requirement word ("Required.", "Facultatif.", "(Optional)"), and what
    /// that word said (nil when it opens with none: the description as it is).
    static func leadingRequirement(_ description: String) -> (text: String, required: Bool?) {
        let text = Substring(description).trimmingSpaces
        let opener = text.prefix { "([*_ ".contains($0) }
        let word = text.dropFirst(opener.count).prefix { $0.isLetter }
        guard let said = requirement(word: String(word)) else { return (description, nil) }
        let rest = text.dropFirst(opener.count + word.count).drop { ")]*_.:,;-–— ".contains($0) }
        return (String(rest), said)
    }

    /// What "This value is required" and its translations, anywhere in `description`, or a requirement word in the
    /// parenthesis that ends it ("The zone (optional).", `requirementInParentheses`) or alone in its last sentence
    /// say (nil when none is there).
    ///
    /// "The zone. Optional." says optional.
    ///
    /// The description is lowercased for it, which costs much for long text not in ASCII: callers that know the
    /// requirement otherwise do not ask.
    static func requirementStatement(_ description: String) -> Bool? {
        // "The zone (optional).", "o nome da zona (opcional)", "(string, optional)": the parenthesis that ends it.
        let end = description[...].trimming { $0 == " " || $0 == "." }
        if end.last == ")", let open = end.lastIndex(of: "("), let said = requirementInParentheses(end[open...]) {
            return said
        }
        // "The ID of the group. Required.", "O nome. Opcional.": a requirement word alone in the sentence that ends it.
        // The longest word and its marks are 16 characters: only those are looked at.
        let tail = end.suffix(16)
        if let stop = tail.lastIndex(of: "."), let said = requirement(word: String(tail[tail.index(after: stop)...])) {
            return said
        }
        let said = description.lowercased() + "."
        // Its end ends a sentence: "… `<x>` is optional" as a sentence's description, without its mark. A sentence
        // whose subject is an article and a noun but the value's ("The zone is optional.", "La zone est
        // facultative.", after an opening and its comma too: "If it is not set, the default zone is optional.") says
        // it of another value, as `SentenceDocReader.statesDefaultOrRequirement` reads it.
        func states(_ statements: [String]) -> Bool {
            statements.contains { ByteSearch.contains(said, $0) }
                && said.split(separator: ". ").contains { sentence in
                    var words = sentence.split { " '’*_".contains($0) }.map(String.init)
                    if let first = words.first, !Vocabulary.articles.contains(first),
                        let comma = words.firstIndex(where: { $0.hasSuffix(",") })
                    {
                        words.removeFirst(comma + 1)
                    }
                    let ofAnother =
                        words.count >= 2 && Vocabulary.articles.contains(words[0]) && words[1].allSatisfy(\.isLetter)
                        && !Vocabulary.placeholderNouns.contains(words[1])
                    return !ofAnother && statements.contains { ByteSearch.contains(sentence + ".", $0) }
                }
        }
        if states(optionalStatements) { return false }
        return states(requiredStatements) ? true : nil
    }

    private static let optionalStatements = [
        "value is optional", "is optional.", "are optional", "valeur est facultative", "est facultati",
        "est optionnel", "sont facultati", "sont optionnel", "valor é opcional", "é opcional", "são opcionais",
    ]
    private static let requiredStatements = [
        "value is required", "valeur est obligatoire", "valeur est requise", "valor é necessário",
        "valor é obrigatório", "é obrigatório",
    ]

    /// The candidates of the HTML definition lists (`<dl><dt>term</dt><dd>definition</dd></dl>`) in `tokens`, the
    /// tokens of HTML `bytes` whose first line is page line `line`; a term and its definition are read as table cells
    /// are (`HTMLCellText`).
    static func terms(
        _ tokens: [HTMLToken], of bytes: [UInt8], line: Int, scope: PlaceholderDocReader.Scope
    ) -> [PlaceholderDocReader.Candidate] {
        // The first token `<name>` (`</name>` when `end`) from index `start` on.
        func find(_ name: String, end: Bool = false, from start: Int) -> Int? {
            tokens[start...].firstIndex {
                if case .tag(let tag) = $0 { tag.name == name && tag.isEnd == end } else { false }
            }
        }
        func cell(after first: Int, before last: Int?) -> TableCell {
            var content = HTMLCellText(bytes: bytes)
            for token in tokens[(first + 1)..<(last ?? tokens.count)] {
                switch token {
                case .text(let range): content.appendText(range)
                case .tag(let tag) where tag.isEnd: content.end(tag.name, at: (line, 1), range: tag.range)
                case .tag(let tag): content.start(tag, at: (line, 1))
                }
            }
            content.close()
            return TableCell(text: content.text, spans: content.spans)
        }
        var terms: [PlaceholderDocReader.Candidate] = []
        // Each search goes on from where the last one stopped, so that a list of thousands of terms is read in one
        // pass: the next `<dd>`, and the next `</dd>` after it, are kept until the terms pass them.
        var definition: Int?
        var definitionEnd: (from: Int, found: Int?)?
        var cursor = PositionCursor(bytes: bytes, line: line)
        var open = find("dt", from: 0)
        while let start = open, let close = find("dt", end: true, from: start + 1) {
            let next = find("dt", from: close + 1)
            open = next
            if definition.map({ $0 <= close }) ?? true { definition = find("dd", from: close + 1) }
            guard let dd = definition else { break }
            // A term followed by another term before any definition is no term of its own.
            if let next, next < dd { continue }
            if definitionEnd.map({ $0.from > dd + 1 || ($0.found.map { $0 <= dd } ?? false) }) ?? true {
                definitionEnd = (dd + 1, find("dd", end: true, from: dd + 1))
            }
            let end = definitionEnd?.found ?? next
            let term = cell(after: start, before: close)
            let found = names(inKey: term, bare: true)
            if !found.isEmpty, case .tag(let tag) = tokens[start] {
                terms += PlaceholderDocReader.candidates(
                    key: term.text, names: found, description: cell(after: dd, before: end).text,
                    line: cursor.position(of: tag.range.lowerBound).line, .definition, scope)
            }
            guard let end else { break }
            if end != next { open = find("dt", from: end) }
        }
        return terms
    }
}
