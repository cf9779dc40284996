/// A sentence's pairs of names and descriptions, and its lists of names.
extension Sentence {
    /// The link word of a replace or set verb after a comma at `comma` whose object is a pronoun ("…, replace it with
    /// …", "…, remplacez-le par …", "…, substitua-o por …") with a description after it, or nil.
    func pronounLink(after comma: Int) -> Int? {
        guard let verb = tokens.word(at: comma + 1), case let parts = verb.split(separator: "-", maxSplits: 1),
            Vocabulary.replaceVerbs.contains(String(parts[0])) || Vocabulary.setVerbs.contains(String(parts[0])),
            case let pronoun = parts.count == 2 ? String(parts[1]) : tokens.word(at: comma + 2),
            let pronoun, Vocabulary.objectPronouns.contains(pronoun),
            case let link = comma + (parts.count == 2 ? 2 : 3),
            isLink(link) || tokens.isWord(at: link, in: Vocabulary.setTo), link + 1 < range.upperBound
        else { return nil }
        return link
    }

    /// Whether token `index` starts the clause after a short opening of words ("For this command, `<x>` is…", "Note
    /// that `<x>` is…", "Para este comando, `<x>` é…"): at most five words, then a comma or "that"/"que"; a lead-in of
    /// at most eleven words, then a colon ("Note: `<x>` is…", "Remarque : `<x>` est…", "Replace the variables: `<a>`
    /// is…", "The command uses these values: `<e>` is…", "O comando usa estes valores: `<e>` é…"); or "here" alone
    /// ("Here `<x>` is…").
    func opensClause(at index: Int) -> Bool {
        let opening = range.lowerBound..<index
        guard !opening.isEmpty, opening.count <= 12 else { return false }
        if tokens.isPunctuation(":", at: index - 1) {
            return opening.dropLast().allSatisfy { tokens.word(at: $0) != nil }
        }
        guard opening.count <= 6 else { return false }
        if opening.count == 1, tokens.isWord(at: index - 1, in: Vocabulary.hereWords) { return true }
        return opening.allSatisfy { tokens.word(at: $0) != nil || tokens.isPunctuation(",", at: $0) }
            && (tokens.isPunctuation(",", at: index - 1) || ["that", "que"].contains(tokens.word(at: index - 1)))
    }

    /// The token after "where", "em que"… that starts at `index`, and after a colon that follows it ("Where:",
    /// "Où :"), or nil.
    func whereWords(_ word: String, at index: Int) -> Int? {
        let next = tokens.word(at: index + 1) ?? ""
        let after =
            Vocabulary.whereWords.contains(word)
            ? index + 1
            : index + 1 < range.upperBound && Vocabulary.whereWords.contains(word + " " + next) ? index + 2 : nil
        return after.map { tokens.isPunctuation(":", at: $0) ? $0 + 1 : $0 }
    }

    /// Whether "where" is said again at `index` for the next pair: "Where `<a>` is X, where `<b>` is Y", "où `<b>` est
    /// …", "em que `<b>` é …".
    func repeatsWhere(at index: Int) -> Bool {
        guard let word = tokens.word(at: index), let after = whereWords(word, at: index) else { return false }
        return pair(at: after) != nil
    }

    /// Whether token `index` is the word that links names to their description ("with", "par", "por"…).
    func isLink(_ index: Int) -> Bool {
        tokens.isWord(at: index, in: links)
    }

    /// The link word after names that end at token `end`, past fillers and an aside, or nil.
    ///
    /// Fillers say where the names are ("in the command"). An aside is a parenthesis that names no value ("Replace
    /// `<x>` (the region) with …", "Remplacez `<x>` (la région) par …") or what stands between the names' comma or dash
    /// and the next ("Replace `<x>`, for example `us-south`, with …", "Substitua `<x>`, por exemplo `us-south`, pela
    /// …", "Replace `<x>` — the region — with …"). The aside goes: the link says which value to give.
    func link(after end: Int) -> Int? {
        var index = skipFillers(from: end)
        if isLink(index) { return index }
        // "Remplacez `<a>` et `<b>` respectivement par …": the word is the description's (`saysRespectively`).
        if let said = Self.respectivelyPhrases.first(where: { tokens.starts($0, at: index) }) {
            index = skipFillers(from: index + said.count)
            if isLink(index) { return index }
        }
        // What closes the aside: the parenthesis it opens, or the next comma or dash as it opens.
        let closing =
            tokens.isPunctuation("(", at: index) ? ")" : Self.asideMarks.first { tokens.isPunctuation($0, at: index) }
        guard let closing, let close = aside(at: index, closing: closing) else { return nil }
        let after = skipFillers(from: close)
        return isLink(after) ? after : nil
    }

    /// What opens an aside that the same mark closes: a comma, an en or em dash.
    static let asideMarks: [Character] = [",", "–", "—"]

    /// Names at `index` and where their description starts, after a link word or a copula: "<b> par Y", "<c> is Z",
    /// each name perhaps in quotes (`"<b>" with Y`, `« <b> » par Y`); when `gapped`, right after them too: "<d> la
    /// zone".
    func pair(at index: Int, gapped: Bool = false) -> (names: [String], first: Int)? {
        // "… and the item `<b>` with Y": past an article and a noun, as the first pair's (`namesStart`).
        guard tokens.isName(at: skip(from: namesStart(index), while: tokens.isQuote(at:))),
            let list = nameList(from: index)
        else {
            return nil
        }
        if let first = link(after: list.end).map({ $0 + 1 }) ?? copula(at: list.end) { return (list.written, first) }
        // After a "where", the next pairs may be separated as the first was: "where <a> = X, <b> = Y".
        if gapped, let first = separated(at: list.end) { return (list.written, first) }
        // The copula left out, a comma perhaps in its place: "et <b>, celui de l'espace", "; <b>, o ID do espaço"; not
        // a copula that says a state ("et <b> est facultatif": `unreadPair`).
        let gap = gapped && tokens.isPunctuation(",", at: list.end) ? list.end + 1 : list.end
        guard gapped, copula(at: list.end, evenState: true) == nil, let word = tokens.word(at: gap) else { return nil }
        // The copula's preposition, left out with it or said again: "où <a> correspond au nom et <b> à votre jeton".
        return (list.written, Vocabulary.copulaPrepositions.contains(word) ? gap + 1 : gap)
    }

    /// Where the description starts of a pair at `index` that documents no placeholder, or nil.
    ///
    /// The pair is a shell variable's (`$NAME`, `${NAME}`) followed by a link word or a copula, as a name's pair is
    /// ("`$REGION` is the region", "`${ZONE}` with the zone", "`$ZONE` is exported"), or names whose copula says a
    /// state ("`<b>` is optional", "`<b>` est défini"). It ends the description before it, and the pairs after it
    /// chain.
    func unreadPair(at index: Int) -> Int? {
        if let end = tokens.variableEnd(at: index) {
            return link(after: end).map { $0 + 1 } ?? copula(at: end, evenState: true)
        }
        guard tokens.isName(at: skip(from: index, while: tokens.isQuote(at:))), let list = nameList(from: index),
            copula(at: list.end) == nil
        else { return nil }
        return copula(at: list.end, evenState: true)
    }

    /// Where the description after a separator at `index` (`=`, `:` or a dash) starts, or nil without one.
    func separated(at index: Int) -> Int? {
        tokens.isSeparator(at: index) && index + 1 < range.upperBound ? tokens.afterSeparator(index) : nil
    }

    /// The pairs that go on from `start` ("<b> par Y, <c> par Z"), added to `found`; the token after them, or nil
    /// when they describe nothing.
    func chain(from start: Int, gapped: Bool = false, into found: inout [Found]) -> Int? {
        let count = found.count
        var index = start
        while index < range.upperBound {
            if let pair = pair(at: index, gapped: gapped) {
                index = skipJoiners(from: describe(pair.names, from: pair.first, gapped: gapped, into: &found))
            } else if let first = unreadPair(at: index) {
                // A shell variable's pair between the names' ("…, `$REGION` is the region and `<b>` is …"), or a state
                // ("…, `<b>` is optional, and `<c>` is …"), goes on to the next: what it says is no placeholder's.
                index = skipJoiners(from: state(index, from: first, gapped: gapped, into: &found))
            } else {
                break
            }
        }
        return found.count > count ? index : nil
    }

    /// Where the description of a pair that documents no placeholder (`unreadPair`) at `index` ends, from token `first`.
    ///
    /// A requirement word that is all of it says it of the pair's names ("`<tag>` is optional.", "Le champ `<tag>` est
    /// facultatif.", "`<a>` and `<b>` are optional, and `<a>` is the zone", "où `<a>` est facultatif et `<b>` est …";
    /// not "`<x>` is optional and can be left out"), which it adds to `found` with no description (`read`).
    func state(_ index: Int, from first: Int, gapped: Bool, into found: inout [Found]) -> Int {
        let end = descriptionEnd(from: first, gapped: gapped)
        guard let required = tokens.word(at: first).flatMap(DocTable.requirement(word:)),
            let list = nameList(from: index)
        else { return end }
        // "`<zone>` is optional; it is the zone.", "`<zone>` est facultatif ; il s'agit de la zone.", "`<zone>` é opcional;
        // é a zona.", "…; the default is `us`": a clause after a `;` that speaks of the value, its subject a pronoun or
        // none, or states its default, is the names' description, as after a colon; one that names a value is its own
        // ("Where `<a>` is required; `<b>` is the zone").
        if end == first + 1, tokens.isPunctuation(";", at: end), end + 1 < range.upperBound {
            let clause = end + 1..<descriptionEnd(from: end + 1, gapped: gapped)
            let said =
                SentenceDocReader.statesDefaultOrRequirement(tokens, clause, of: Set(list.names))
                ? tokens.text(clause) : Sentence(tokens: tokens, range: clause).pronounDescription()
            if let said, !said.isEmpty {
                found += list.names.map { ($0, said, required) }
                return clause.upperBound
            }
        }
        // "The `<b>` value is optional and defaults to `us-south`.", "`<a>` is optional: it is the zone.": after a joiner
        // or a colon, a default is the names' description, and so is a copula's after a colon ("see below" is none).
        var description = ""
        if end > first + 1, case let colon = tokens.isPunctuation(":", at: first + 1),
            case let rest = skip(from: first + 1, while: { colon ? $0 == first + 1 : tokens.isJoiner(at: $0) })
        {
            guard rest < end, rest > first + 1 else { return end }
            if SentenceDocReader.statesDefaultOrRequirement(tokens, rest..<end) {
                description = tokens.text(rest..<end)
            } else if colon, let start = copula(at: rest) ?? copula(at: rest + 1), start < end {
                description = tokens.text(start..<end)
            } else if let said = Sentence(tokens: tokens, range: rest..<end).pronounDescription() {
                // "`<a>` est facultatif : il s'agit de la zone.", "`<a>` is optional: it's the zone.", "`<a>` is optional,
                // and it is the zone.".
                description = said
            } else if !colon {
                return end
            }
        }
        found += list.names.map { ($0, description, required) }
        return end
    }

    /// Adds `listed`'s names with the description that starts at token `first`, unless it is empty; the token after it.
    ///
    /// A shell variable among them (`$`, `nameList`) documents nothing, but takes its part "respectively".
    func describe(_ listed: [String], from start: Int, gapped: Bool = false, into found: inout [Found]) -> Int {
        let names = listed.filter { $0 != "$" }
        // "Replace `<x>` with: the region": the colon after the link word is no part of the description.
        let first = tokens.isPunctuation(":", at: start) && start + 1 < range.upperBound ? start + 1 : start
        var end = descriptionEnd(from: first, gapped: gapped)
        // "where `<x>` is the port; the default is `8080`", "…; this value is optional": a clause after a `;` that
        // states a default or a requirement is the pair's, as a next sentence that states one is (`read`).
        if tokens.isPunctuation(";", at: end),
            SentenceDocReader.statesDefaultOrRequirement(tokens, end + 1..<range.upperBound, of: Set(names))
        {
            end = range.upperBound
        }
        let description = tokens.text(first..<end)
        if listed.count > 1,
            let parts = SentenceDocReader.respectively(
                description, count: listed.count, saidBefore: saysRespectively(before: first))
        {
            found += zip(listed, parts).compactMap { $0 == "$" ? nil : ($0, $1, nil) }
        } else if !description.isEmpty {
            found += names.map { ($0, description, nil) }
        }
        return end
    }

    /// Whether "respectively" stands between the names a description that starts at token `first` is of and it:
    /// "Replace `<a>` and `<b>`, respectively, with …" (the tokens back to the last name, which are the pair's own),
    /// or right before the names: "Remplacez respectivement `<a>` et `<b>` par …".
    func saysRespectively(before first: Int) -> Bool {
        var index = first - 1
        while index >= range.lowerBound, !tokens.isName(at: index) {
            // "in that order" is three tokens: each phrase is looked for from each token back to the names.
            if Self.respectivelyPhrases.contains(where: { tokens.starts($0, at: index) }) { return true }
            index -= 1
        }
        while index >= range.lowerBound,
            tokens.isName(at: index) || tokens.isQuote(at: index) || tokens.isJoiner(at: index)
                || tokens.joinsNames(at: index)
        {
            index -= 1
        }
        return Self.respectivelyPhrases.contains { tokens.starts($0, at: index + 1 - $0.count) }
    }

    /// Where names start after what may stand before them: an article, a noun for what they are, or both ("the
    /// `<x>`", "la variable `<x>`", "o parâmetro `<x>`"), perhaps with "of" ("the value of `<x>`", "la valeur de
    /// `<x>`", "o valor do `<x>`"); `start` when no name follows those.
    func namesStart(_ start: Int) -> Int {
        var index = start
        if tokens.isWord(at: index, in: Vocabulary.articles) { index += tokens.isElision(at: index + 1) ? 2 : 1 }
        // "l'espace réservé `<x>`", "o espaço reservado `<x>`": a noun of two words.
        if tokens.isWord(at: index, in: Vocabulary.placeholderNouns) {
            index += tokens.isWord(at: index + 1, in: Vocabulary.placeholderNouns) ? 2 : 1
            index += tokens.isWord(at: index, in: Vocabulary.ofWords) ? 1 : 0
        }
        index = skipVariables(from: index)
        return tokens.isName(at: skip(from: index, while: tokens.isQuote(at:))) ? index : start
    }

    /// The token after the shell variables from `start` on, each with the joiners after it: "Replace `$REGION` and
    /// `<c>` with …", "`<c>` and `$REGION`", a variable named among the names, documents nothing (`unreadPair`).
    func skipVariables(from start: Int) -> Int {
        var index = start
        while let end = tokens.variableEnd(at: index), tokens.isJoiner(at: end) {
            index = skip(from: end, while: tokens.isJoiner(at:))
        }
        return index
    }

    /// Names joined by commas, "and", "or" and their translations, or written together (`<a>/<b>`, `<a>:<b>`),
    /// perhaps after an article and a noun (`namesStart`), each perhaps in quotes (`"<x>"`, `« <x> »`); `written`
    /// holds the shell variables among them too, each as `$` ("`<a>` and `$REGION`", `skipVariables`).
    func nameList(from start: Int) -> (names: [String], end: Int, written: [String])? {
        var index = namesStart(start)
        var names: [String] = []
        while index < range.upperBound, case let at = skip(from: index, while: tokens.isQuote(at:)),
            let name = tokens.name(at: at)
        {
            names.append(name)
            index = skip(from: at + 1, while: tokens.isQuote(at:))
            // "`<tag>` (optional) is …": the requirement is the name's (`documentation`), not the pair's link.
            index = requirement(at: index)?.end ?? index
            // "`<d>` (integer) is …", "où `<d>` (par défaut : `10`) est …": an aside before the copula goes, as one before
            // a link word does (`link`).
            if let after = aside(at: index), copula(at: after, evenState: true) != nil { index = after }
            // "Replace `<region>` (the region) and `<zone>` (the zone) with …": an aside before the next name is the
            // name's (`documentation`).
            if let after = aside(at: index), case let next = skip(from: after, while: tokens.isJoiner(at:)),
                next > after, tokens.isName(at: namesStart(next))
            {
                index = after
            }
            var joined = skip(from: index) { tokens.isJoiner(at: $0) || tokens.joinsNames(at: $0) }
            // "`<c>` and `$REGION` with …": a variable that ends the list is part of it.
            if joined > index, let end = tokens.variableEnd(at: joined), !tokens.isJoiner(at: end) {
                (index, joined) = (end, end)
            }
            // "the `<a>` and the `<b>`", "o `<k>` e o `<v>`": an article or a noun before each name, as before the first.
            let next = namesStart(joined)
            guard joined > index, tokens.isName(at: skip(from: next, while: tokens.isQuote(at:))) else { break }
            index = next
        }
        guard !names.isEmpty else { return nil }
        // Most lists hold no variable, and are not looked at again.
        guard (start..<index).contains(where: { tokens.isPunctuation("$", at: $0) }) else {
            return (names, index, names)
        }
        return (
            names, index,
            (start..<index).compactMap { tokens.name(at: $0) ?? tokens.variableEnd(at: $0).map { _ in "$" } }
        )
    }
}
