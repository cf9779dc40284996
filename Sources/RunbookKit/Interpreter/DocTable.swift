/// A table read for the values it documents, whatever it is written in (Markdown or HTML).
///
/// The header row, when there is one, says which column names the values ("Parameter", "Option", "Variable",
/// "Nom", "Paramètre", "Nome", "Parâmetro"…), which describes them ("Description", "Descrição"…) and which says
/// whether they are required. Without a header saying so, the first column names and the second describes.
/// A name cell may hold `<x>`, a flag (`--region`, `-r`), code (`` `region` ``), emphasis, or, in a column a
/// header calls names, plain words ("Key ID", `key_ID`).
struct DocTable {
    /// A cell: its plain text, and the text of its code and emphasis spans.
    struct Cell {
        let text: String
        let code: [String]
    }

    struct Row {
        let cells: [Cell]
        let isHeader: Bool
        let line: Int
        /// Whether a cell spans several columns: such a header is a caption, not one word per column.
        var spans = false
    }

    /// A name as a table, a term or a sentence writes it.
    struct Name: Equatable {
        enum Kind: Equatable {
            /// `<x>`.
            case placeholder
            /// `--region`, `-r`.
            case flag
            /// `region`, `Key ID`: words that name a value.
            case word
        }
        let text: String
        let kind: Kind
    }

    /// One documented row: the key cell as written, the names in it, the description and what the row says of
    /// whether the value is required.
    struct Entry {
        let key: String
        let names: [Name]
        let description: String
        let required: Bool?
        let line: Int
    }

    let rows: [Row]

    func entries() -> [Entry] {
        let header = rows.first { $0.isHeader } ?? rows.first.flatMap { Self.looksLikeHeader($0) ? $0 : nil }
        let headerWords = header.map { $0.spans ? [] : $0.cells.map { Self.words($0.text) } } ?? []
        let nameColumn = headerWords.firstIndex { !$0.isDisjoint(with: Vocabulary.any.nameHeaders) }
        let descriptionColumn =
            headerWords.firstIndex { !$0.isDisjoint(with: Vocabulary.any.descriptionHeaders) }
            ?? (nameColumn ?? 0) + 1
        let requiredColumn = headerWords.firstIndex { !$0.isDisjoint(with: Vocabulary.any.requiredHeaders) }
        let keyColumn = nameColumn ?? 0
        var entries: [Entry] = []
        for row in rows where !row.isHeader && (header.map { $0.line != row.line } ?? true) {
            guard keyColumn < row.cells.count, descriptionColumn < row.cells.count, keyColumn != descriptionColumn
            else { continue }
            let key = row.cells[keyColumn]
            let names = Self.names(inKey: key, bare: nameColumn != nil)
            guard !names.isEmpty else { continue }
            let required = requiredColumn.flatMap { $0 < row.cells.count ? Self.requirement(row.cells[$0].text) : nil }
            entries.append(
                Entry(
                    key: key.text, names: names, description: row.cells[descriptionColumn].text, required: required,
                    line: row.line))
        }
        return entries
    }

    /// The names in a key cell or term: placeholders (with the flag before them, if any); else the word after a
    /// flag (`--param minutes`); else flags; else one code or emphasis span that is a name; else, when `bare`, the
    /// text itself when it is a short name. A requirement in parentheses ("(Optional)") is not part of a name,
    /// and a cell that lists several names (`minutes`, `startDate`) documents none of them.
    static func names(inKey cell: Cell, bare: Bool) -> [Name] {
        let placeholders = PlaceholderScanner.occurrences(in: cell.text).map { Name(text: $0.name, kind: .placeholder) }
        // Split on bytes: the separators are ASCII, and a cell of prose walked a `Character` at a time cost more
        // than the rest of the table's reading.
        let words = withoutParentheses(cell.text).utf8.split(whereSeparator: {
            $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "=")
        }).map(Substring.init)
        let flags = words.filter { PlaceholderScanner.isFlag($0.utf8) }.map { Name(text: String($0), kind: .flag) }
        if !placeholders.isEmpty { return placeholders + flags.prefix(1) }
        if words.count == 2, PlaceholderScanner.isFlag(words[0].utf8), isBareName(words[1]) {
            return [Name(text: String(words[1]), kind: .word)]
        }
        if !flags.isEmpty { return flags }
        let spans = cell.code.map(withoutParentheses).filter { isBareName($0) }
        if spans.count == 1 { return [Name(text: String(spans[0]), kind: .word)] }
        if spans.count > 1 { return [] }
        guard bare, cell.text.count <= 80 else { return [] }
        let text = withoutParentheses(RequirementParser.parse(cell.text).text)
        return isBareName(text) ? [Name(text: String(text), kind: .word)] : []
    }

    /// The text without groups in parentheses, trimmed: `description (Optional)` → `description`.
    ///
    /// Read as UTF-8 bytes: parentheses are ASCII, and no byte of another character equals them.
    private static func withoutParentheses(_ text: String) -> Substring {
        guard ByteSearch.contains(text, byte: UInt8(ascii: "(")) else { return Substring(text).trimmingSpaces }
        var kept: [UInt8] = []
        kept.reserveCapacity(text.utf8.count)
        var depth = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "(") {
                depth += 1
            } else if byte == UInt8(ascii: ")") {
                depth = max(0, depth - 1)
            } else if depth == 0 {
                kept.append(byte)
            }
        }
        return Substring(String(decoding: kept, as: UTF8.self)).trimmingSpaces
    }

    /// A short name: one to four words of letters, digits, `_`, `-`, `.`, holding a letter, at most 48 scalars.
    ///
    /// Read scalar by scalar (`ScalarClasses`): key cells are read for every row of every table.
    static func isBareName(_ text: Substring) -> Bool {
        var scalars = 0
        var words = 0
        var hasLetter = false
        var previousIsSpace = true
        for scalar in text.unicodeScalars {
            scalars += 1
            guard scalars <= 48 else { return false }
            if scalar == " " {
                previousIsSpace = true
                continue
            }
            guard scalar.isLetterOrDigit || scalar == "_" || scalar == "-" || scalar == "." else { return false }
            hasLetter = hasLetter || scalar.isLetter
            if previousIsSpace { words += 1 }
            previousIsSpace = false
        }
        return (1...4).contains(words) && hasLetter
    }

    /// A first row of short cells, the first of which says "name", "parameter"…: a header without `<th>`.
    private static func looksLikeHeader(_ row: Row) -> Bool {
        guard let first = row.cells.first else { return false }
        return row.cells.allSatisfy { $0.text.count <= 40 }
            && !words(first.text).isDisjoint(with: Vocabulary.any.nameHeaders)
    }

    private static func words(_ text: String) -> Set<String> {
        Set(text.lowercased().split { !$0.isLetter }.map(String.init))
    }

    /// Yes/no, required/optional, true/false and their translations, or a check mark.
    private static func requirement(_ text: String) -> Bool? {
        let word = text.trimmingCharacters(in: " *_.").lowercased()
        if ["yes", "oui", "sim", "true", "✓", "✔", "x", "required", "obligatoire", "requis", "obrigatório"].contains(
            word)
        {
            return true
        }
        if ["no", "non", "não", "false", "optional", "facultatif", "opcional", "-"].contains(word) { return false }
        return RequirementParser.parse(text).required
    }
}

extension String {
    fileprivate func trimmingCharacters(in characters: String) -> Substring {
        var slice = self[...]
        while let first = slice.first, characters.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, characters.contains(last) { slice = slice.dropLast() }
        return slice
    }
}
