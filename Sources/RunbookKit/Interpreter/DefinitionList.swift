import Foundation

/// HTML definition lists (`<dl><dt>term</dt><dd>definition</dd></dl>`) read for the values their terms name.
enum DefinitionList {
    /// A term with the names in it and its definition's text.
    struct Term {
        let term: String
        let names: [DocTable.Name]
        let description: String
        let line: Int
    }

    /// The terms of every `<dl>` in `html`, whose first line is page line `line`.
    static func terms(inHTML html: String, line: Int) -> [Term] {
        // Most HTML regions are tables: a byte test keeps them from the case-insensitive searches below.
        guard html.utf8.firstRange(of: "<dt".utf8) != nil || html.utf8.firstRange(of: "<DT".utf8) != nil else {
            return []
        }
        var terms: [Term] = []
        var rest = html[...]
        while let open = rest.range(of: "<dt", options: .caseInsensitive),
            let termEnd = rest[open.upperBound...].range(of: "</dt>", options: .caseInsensitive)
        {
            let termHTML = rest[open.upperBound..<termEnd.lowerBound].drop { $0 != ">" }.dropFirst()
            var next = rest[termEnd.upperBound...]
            guard let definition = next.range(of: "<dd", options: .caseInsensitive),
                next[..<definition.lowerBound].range(of: "<dt", options: .caseInsensitive) == nil
            else {
                rest = next
                continue
            }
            let definitionEnd =
                next[definition.upperBound...].range(of: "</dd>", options: .caseInsensitive)?.lowerBound
                ?? next[definition.upperBound...].range(of: "<dt", options: .caseInsensitive)?.lowerBound
                ?? next.endIndex
            let definitionHTML = next[definition.upperBound..<definitionEnd].drop { $0 != ">" }.dropFirst()
            let term = plain(termHTML)
            let code = codeSpans(in: termHTML)
            // A raw `<API_NAME>` in a term is hidden by the browser, yet names the value.
            let raw = PlaceholderScanner.occurrences(in: String(termHTML)).map { "<\($0.name)>" }.joined(separator: " ")
            let names = DocTable.names(
                inKey: DocTable.Cell(text: raw.isEmpty ? term : raw + " " + term, code: code), bare: true)
            let termLine = line + html[..<open.lowerBound].reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
            if !names.isEmpty {
                terms.append(Term(term: term, names: names, description: plain(definitionHTML), line: termLine))
            }
            next = next[definitionEnd...]
            rest = next
        }
        return terms
    }

    /// The text of an element's content: tags removed, entities decoded, blanks collapsed.
    private static func plain(_ html: Substring) -> String {
        HTMLText.plainText(fromHTML: String(html)).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The text of the code-like elements of a term (`<code>`, `<var>`, `<varname>`, `<em>`, `<i>`, `<b>`,
    /// `<strong>`): a term's name is often one of them.
    private static func codeSpans(in html: Substring) -> [String] {
        var spans: [String] = []
        for element in ["code", "var", "varname", "em", "i", "b", "strong", "kbd"] {
            var rest = html
            while let open = rest.range(of: "<\(element)>", options: .caseInsensitive),
                let close = rest[open.upperBound...].range(of: "</\(element)>", options: .caseInsensitive)
            {
                spans.append(plain(rest[open.upperBound..<close.lowerBound]))
                rest = rest[close.upperBound...]
            }
        }
        return spans
    }
}
