/// A link in a step's prose, kept until the whole page is read: the operator cannot click, so what it points to is
/// then written after its text (`text (https://…)`), and a link to an anchor of the page needs the page's sections.
struct ProseLink {
    /// Where the link's text ends in the prose (a UTF-8 offset, keyrefs resolved).
    let end: Int
    /// The link's text and destination, keyrefs resolved.
    let text: String
    let destination: String
}

/// Writes a step's links out for a reader who cannot follow them.
enum ProseLinks {
    /// The links of `lines` whose text is kept, placed in its text once keyrefs are resolved, after `prefix` bytes.
    ///
    /// The text is resolved piece by piece, from one link's end to the next (a keyref never spans a link's end), so a
    /// long paragraph of many links costs its length once, not once per link.
    static func of(_ lines: InlineLines, keywords: KeywordTable, prefix: Int = 0) -> [ProseLink] {
        var end = prefix
        var from = 0
        return lines.links.compactMap { link in
            guard let range = link.range, range.upperBound >= from else { return nil }
            end += keywords.resolve(String(InlineLines.slice(lines.text, from..<range.upperBound))).utf8.count
            from = range.upperBound
            return ProseLink(
                end: end, text: keywords.resolve(String(InlineLines.slice(lines.text, range))),
                destination: keywords.resolve(link.destination))
        }
    }

    /// `text` with what each link points to after the link's text.
    ///
    /// That is a URL (`mailto:` dropped), or for a link to an anchor the title `sectionTitle` gives for it
    /// (`§ Install`: nil for an anchor of the step's own section or not on the page). A relative link
    /// (`../cli.html#setup`) is left alone: where it leads depends on where the page is published. So is a link whose
    /// text already says where it goes.
    static func written(_ text: String, _ links: [ProseLink], sectionTitle: (String) -> String?) -> String {
        guard !links.isEmpty else { return text }
        let bytes = text.utf8.bytes
        var written: [UInt8] = []
        var from = 0
        for link in links where link.end >= from && link.end <= bytes.count {
            guard let target = target(of: link, sectionTitle: sectionTitle) else { continue }
            written += bytes[from..<link.end]
            written += (link.text.allSatisfy(\.isWhitespace) ? target : " (" + target + ")").utf8
            from = link.end
        }
        return written.isEmpty ? text : String(decoding: written + bytes[from...], as: UTF8.self)
    }

    private static func target(of link: ProseLink, sectionTitle: (String) -> String?) -> String? {
        let said = link.text.lowercased()
        if link.destination.hasPrefix("#") {
            guard let title = sectionTitle(String(link.destination.dropFirst())),
                !ByteSearch.contains(said, title.lowercased())
            else { return nil }
            return "§ " + title
        }
        let scheme = link.destination.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }
        // One letter is a Windows drive (`C:\`), not a scheme.
        guard scheme.count > 1, scheme.first?.isLetter == true, link.destination.dropFirst(scheme.count).first == ":"
        else { return nil }
        let shown = scheme.lowercased() == "mailto" ? String(link.destination.dropFirst(7)) : link.destination
        var bare = Substring(shown.lowercased())
        if let slashes = bare.range(of: "://") { bare = bare[slashes.upperBound...] }
        while bare.hasSuffix("/") { bare = bare.dropLast() }
        // Searched as bytes: Foundation's search took seconds on a long link text that is almost its URL.
        return ByteSearch.contains(said, bare) ? nil : shown
    }
}
