/// One sentence, tokens `range` of `tokens`, read for the names it documents (`documentation()`).
///
/// Its pairs of names and descriptions are read in SentenceDocReader+Pairs.swift, its copulas and where a description
/// ends in SentenceDocReader+Predicates.swift.
struct Sentence {
    typealias Found = SentenceDocReader.Found
    let tokens: SentenceTokens
    let range: Range<Int>
    /// The words that link names to their description: "with", "par"…, and "to", "sur"… where a set verb starts
    /// the sentence or a clause of it ("Set `<a>` to X and `<b>` to Y").
    let links: [String]
    /// What a requirement that labels the sentence says of each of its names, or nil without one (`init`).
    let opening: Bool?

    /// The phrases looked for token by token (`SentenceTokens.starts`), each cut into its words once, not at each look.
    static let reverseLinks = Vocabulary.reverseLinks.map(SentenceTokens.words(of:))
    static let exampleOpenings = Vocabulary.exampleOpenings.map(SentenceTokens.words(of:))
    static let pronounCopulas = Vocabulary.pronounCopulas.map(SentenceTokens.words(of:))
    static let pointerOpenings = Vocabulary.pointerOpenings.map(SentenceTokens.words(of:))
    /// The copulas by their first word, in the vocabulary's order: a name's next word is compared with its own only.
    static let copulas = Dictionary(grouping: Vocabulary.copulas.map(SentenceTokens.words(of:))) { $0[0] }
    static let respectivelyPhrases = SentenceDocReader.respectivelyWords.map(SentenceTokens.words(of:))

    init(tokens: SentenceTokens, range: Range<Int>) {
        // "Optional: replace `<x>` with …", "(Optional) `<x>` is …", "Optionally, set …", "Facultatif : définissez …",
        // "Opcionalmente, substitua …": a requirement that labels the sentence is each of its names', and the sentence
        // is read from after it.
        let open = tokens.isPunctuation("(", at: range.lowerBound) ? range.lowerBound + 1 : range.lowerBound
        let opening =
            [":", ",", ")", "-", "–", "—"].contains { tokens.isPunctuation($0, at: open + 1) }
            ? tokens.word(at: open).flatMap { word in
                DocTable.requirement(word: word) ?? (Vocabulary.optionalAdverbs.contains(word) ? false : nil)
            } : nil
        let start = opening != nil && open + 2 < range.upperBound ? open + 2 : range.lowerBound
        (self.tokens, self.range, self.opening) = (tokens, start..<range.upperBound, opening)
        let setting = (start..<range.upperBound).contains {
            tokens.isWord(at: $0, in: Vocabulary.setVerbs) && tokens.startsClause(at: $0, of: start..<range.upperBound)
        }
        links = Vocabulary.replaceWith + (setting ? Vocabulary.setTo : [])
    }

    func documentation() -> [SentenceDocReader.Found] {
        var found: [Found] = []
        let start = range.lowerBound
        var index = start
        // After a replace verb, a pair further on chains even when the verb's own target is no placeholder:
        // "Replace `/_/pkg` with your package, `<db>` with your database and `<id>` with an ID", or after the colon of
        // its lead-in: "Replace the following values: `<a>` with X, `<b>` with Y".
        var replacing = false
        // Where the last list of names that chained no pair ends: a name further in it ends there too, and chains none.
        var unchained = start
        while index < range.upperBound {
            if replacing, index > start, index >= unchained,
                tokens.isJoiner(at: index - 1) || tokens.isPunctuation(",", at: index - 1)
                    || tokens.isPunctuation(":", at: index - 1),
                let list = nameList(from: index)
            {
                if link(after: list.end) != nil, let end = chain(from: index, into: &found) {
                    index = end
                    continue
                }
                unchained = list.end
            }
            // A pair that documents no placeholder where a where or copula pair opens, a shell variable's ("where
            // `$ZONE` is the zone and `<c>` is …", "`$ZONE` est la zone et `<c>` le compte") or one that says a state
            // ("Where `<a>` is optional and `<b>` is …"): the pairs after it chain.
            // The token after "where" is looked for once, for this and for a where pair.
            let afterWhere = tokens.word(at: index).flatMap { whereWords($0, at: index) }
            // "The `<x>` field is optional.", "Le champ `<x>` est facultatif.": past an article and a noun.
            let subject = afterWhere != nil || index == start ? namesStart(afterWhere ?? index) : index
            if tokens.isPunctuation("$", at: subject) || tokens.isName(at: subject),
                afterWhere != nil || index == start || opensClause(at: index), let first = unreadPair(at: subject)
            {
                index = skipJoiners(from: state(subject, from: first, gapped: true, into: &found))
                if let end = chain(from: index, gapped: true, into: &found) { index = end }
                continue
            }
            var pair: (names: [String], first: Int?)?
            // After a copula, the next pairs may leave it out: "Où `<a>` est X, `<b>` Y" ("gapped").
            var gapped = false
            if let word = tokens.word(at: index),
                Vocabulary.replaceVerbs.contains(word)
                    || Vocabulary.setVerbs.contains(word) && tokens.startsClause(at: index, of: range)
            {
                if Vocabulary.replaceVerbs.contains(word) { replacing = true }
                // "Remplacez respectivement `<a>` et `<b>` par …": the word is the description's (`saysRespectively`).
                let object = skipFillers(from: index + 1)
                let said = Self.respectivelyPhrases.first { tokens.starts($0, at: object) }?.count ?? 0
                pair = nameList(from: object + said).map { list in
                    (list.written, link(after: list.end).map { $0 + 1 })
                }
            } else if index == start, let word = tokens.word(at: index), Vocabulary.forWords.contains(word) {
                // "For the `<x>` value, enter …", "For `<x>`, replace it with …", "Pour `<x>`, remplacez-le par …".
                pair = nameList(from: skipFillers(from: index + 1)).map { list in
                    let comma = skipFillers(from: list.end)
                    guard tokens.isPunctuation(",", at: comma) else { return (list.written, nil) }
                    let gives = tokens.isWord(at: comma + 1, in: Vocabulary.giveVerbs)
                    return (list.written, gives ? comma + 2 : pronounLink(after: comma).map { $0 + 1 })
                }
            } else if let after = afterWhere {
                // "where `<x>` is …", or a separator for the copula: "where `<x>` = …", "où `<x>` : …".
                pair = nameList(from: after).map { list in
                    (list.written, copula(at: list.end) ?? separated(at: list.end))
                }
                gapped = pair?.first != nil
            } else if index == start
                ? tokens.isName(at: namesStart(index))
                : tokens.isName(at: index) && (opensClause(at: index) || tokens.isPunctuation("(", at: index - 1))
            {
                pair = nameList(from: skipFillers(from: index)).map { list in
                    gapped = copula(at: list.end) != nil
                    let colon = index == start && tokens.isSeparator(at: list.end)
                    return (list.written, copula(at: list.end) ?? (colon ? tokens.afterSeparator(list.end) : nil))
                }
            }
            guard let pair, let first = pair.first, first < range.upperBound else {
                index += 1
                continue
            }
            // A chained pair: ", <b> par …", "and <b> is …".
            index = skipJoiners(from: max(describe(pair.names, from: first, gapped: gapped, into: &found), index + 1))
            if let end = chain(from: index, gapped: gapped, into: &found) { index = end }
        }
        // A clause that gives its value before the names that end the sentence: "…, and enter X for `<b>`".
        // A sentence that says how to find the value: "To find `<x>`, run …".
        // Looked up in a set: a sentence may give thousands of reversed pairs.
        if case let more = reversed() + foundBy(), !more.isEmpty {
            var named = Set(found.map(\.name))
            for pair in more where named.insert(pair.name).inserted { found.append(pair) }
        }
        guard !found.isEmpty else { return [] }
        // "Replace `<tag>` (optional) with …", "où `<tag>` (facultatif) est …": what the parenthesis after a name says.
        // "Replace `<a>` and `<b>` (both optional) with …", "(tous deux facultatifs)", "(ambos opcionais)": of each name
        // of the list it ends (`requirement`), the names back to the first.
        // An aside after a name (`aside`) describes it where several names share a description ("Replace `<region>` (the
        // region) and `<zone>` (the zone) with your values"), but one that gives an example.
        var said: [String: Bool] = [:]
        var asides: [String: String] = [:]
        var listed: [String] = []
        for index in range {
            guard let name = tokens.name(at: index) else {
                if !tokens.isQuote(at: index), !tokens.isJoiner(at: index), !tokens.joinsNames(at: index) {
                    listed = []
                }
                continue
            }
            listed.append(name)
            let open = skip(from: index + 1, while: tokens.isQuote(at:))
            guard let requirement = requirement(at: open) else {
                // Neither an example nor a pointer ("(see [Regions](#r))", "(voir …)", "(veja …)") says which value.
                if let after = aside(at: open), case let opens = { tokens.starts($0, at: open + 1) },
                    !Self.exampleOpenings.contains(where: opens), !Self.pointerOpenings.contains(where: opens)
                {
                    asides[name] = asides[name] ?? tokens.text(open + 1..<after - 1)
                }
                continue
            }
            for name in requirement.every ? listed : [name] { said[name] = said[name] ?? requirement.required }
        }
        var shared: [String: Int] = [:]
        for found in found where !asides.isEmpty { shared[found.description, default: 0] += 1 }
        // What a state says (`state`) first: a next sentence that states a default is the last description's (`read`).
        return (found.filter { $0.description.isEmpty } + found.filter { !$0.description.isEmpty }).map {
            var description = (shared[$0.description, default: 0] > 1 ? asides[$0.name] : nil) ?? $0.description
            // "`<d>` (default: `10`) is the number of workers": the default an aside states is the description's too.
            if let aside = asides[$0.name], aside != description, !description.isEmpty,
                Placeholder.statedDefault(aside) != nil
            {
                description += " (\(aside))"
            }
            return ($0.name, description, $0.required ?? said[$0.name] ?? opening)
        }
    }

    /// The description of a sentence that says what the value the sentence before names is, its subject a pronoun or
    /// none (`Vocabulary.pronounSubjects`: "It is the zone.", "Il s'agit de la zone.", "É a zona.", "Specifies the
    /// zone."), or nil: for any other sentence, one that names a value, and one that says a state ("It is ignored.",
    /// `predicate`).
    func pronounDescription() -> String? {
        guard !range.contains(where: tokens.isName(at:)) else { return nil }
        // The token after `phrase`'s words at the sentence's start, an elision's apostrophe passed over, or nil.
        func after(_ phrase: [String]) -> Int? {
            var index = range.lowerBound
            for word in phrase {
                index += tokens.isElision(at: index) ? 1 : 0
                guard tokens.word(at: index) == word else { return nil }
                index += 1
            }
            return index + (tokens.isElision(at: index) ? 1 : 0)
        }
        let start = range.lowerBound
        let pronoun = tokens.isWord(at: start, in: Vocabulary.pronounSubjects)
        let subject = pronoun ? start + (tokens.isElision(at: start + 1) ? 2 : 1) : start
        let phrased = Self.pronounCopulas.lazy.compactMap(after).first
        let first = phrased.flatMap(predicate(from:)) ?? copula(at: subject)
        guard let first, first < range.upperBound else { return nil }
        var description = tokens.text(first..<descriptionEnd(from: first))
        // "Trata-se da zona", "Trata-se dos nomes", "Il s'agit du nom": the phrase's "de" is written in one word with
        // the article, which alone is the description's ("a zona", "os nomes", "le nom"), as after "É" or "C'est".
        if first == phrased, let word = tokens.word(at: first), let article = Vocabulary.contractedArticles[word],
            case let rest = description.dropFirst(word.count), rest.first == " "
        {
            description = article + rest
        }
        return description.isEmpty ? nil : description
    }

    /// The names a sentence that opens with a condition says may be left unset, when what follows its comma says
    /// that a default is then used (the caller has seen a word of one): "If `<x>` is not set, …", "If `<a>` and `<b>`
    /// are not specified, …", "If the `<x>` value is omitted, …", "Si `<x>` n'est pas défini, …", "Se `<x>` não for
    /// definido, …", "Se `<x>` for omitido, …"; none for any other ("If `<x>` is set, …", "If `<x>` is not set, the
    /// command fails.").
    func unsetNames() -> [String] {
        guard let list = nameList(from: range.lowerBound + 1) else { return [] }
        // "If the `<x>` value is …": the noun after the names, as before a copula.
        var index = tokens.isWord(at: list.end, in: Vocabulary.placeholderNouns) ? list.end + 1 : list.end
        // "is not", "n'est pas", "ne sont pas", "não for".
        var negated = false
        if tokens.word(at: index) == "ne" { index += 1 }
        if tokens.word(at: index) == "n", tokens.isElision(at: index + 1) { index += 2 }
        if tokens.isWord(at: index, in: Vocabulary.negations) { (negated, index) = (true, index + 1) }
        guard tokens.isWord(at: index, in: Vocabulary.unsetAuxiliaries) else { return [] }
        index += 1
        if tokens.isWord(at: index, in: Vocabulary.negations) { (negated, index) = (true, index + 1) }
        guard let participle = tokens.word(at: index),
            Vocabulary.omittedWords.contains(participle)
                || negated && (Vocabulary.setWords.contains(participle) || Vocabulary.givenWords.contains(participle))
        else { return [] }
        // "If `<x>` is not set in the file, …": where it is not set may follow, naming no other value.
        // "…, the default is used", naming no other value ("…, `<y>` takes its default" says what `<y>` does).
        guard let comma = (index + 1..<range.upperBound).first(where: { tokens.isPunctuation(",", at: $0) }),
            !(index + 1..<comma).contains(where: { tokens.isName(at: $0) || tokens.variableEnd(at: $0) != nil }),
            case let clause = comma + 1..<range.upperBound,
            clause.allSatisfy({ tokens.name(at: $0).map(list.names.contains) ?? true }),
            clause.contains(where: { at in
                tokens.word(at: at).map { word in Vocabulary.defaultWords.contains { word.hasPrefix($0) } } == true
            })
        else { return [] }
        return list.names
    }

    /// The token after a parenthesis at `index` that holds a requirement word alone ("(optional)", "(required)",
    /// "(facultatif)", "(obligatoire)", "(opcional)", "(obrigatório)"), or after a word said of each ("(both optional)",
    /// "(tous deux facultatifs)", "(ambos opcionais)": `every`, of each name of the list before it); nil without one.
    func requirement(at index: Int) -> (end: Int, required: Bool, every: Bool)? {
        let stated =
            tokens.isWord(at: index + 1, in: Vocabulary.everyOneWords)
            ? index + (tokens.word(at: index + 2) == "deux" ? 3 : 2) : index + 1
        if tokens.isPunctuation("(", at: index), tokens.isPunctuation(")", at: stated + 1),
            let said = tokens.word(at: stated).flatMap(DocTable.requirement(word:))
        {
            return (stated + 2, said, stated > index + 1)
        }
        // "Replace `<x>`, which is optional, with …", "qui est facultatif", "que é opcional": an aside that says so.
        guard tokens.isPunctuation(",", at: index), tokens.isWord(at: index + 1, in: Vocabulary.relativeWords),
            let word = copula(at: index + 2, evenState: true), tokens.isPunctuation(",", at: word + 1),
            let said = tokens.word(at: word).flatMap(DocTable.requirement(word:))
        else { return nil }
        return (word + 2, said, false)
    }

    /// The token after an aside that opens at `index` and names no value, or nil without one.
    ///
    /// The aside is a parenthesis ("(the region)"), or what a comma or dash opens up to the next (`closing`). A name
    /// or another parenthesis first says it is no aside (each token is looked at from the names before it alone).
    func aside(at index: Int, closing: Character = ")") -> Int? {
        guard closing != ")" || tokens.isPunctuation("(", at: index),
            let close = (index + 1..<range.upperBound).first(where: { at in
                tokens.isPunctuation(closing, at: at) || tokens.isName(at: at) || tokens.isPunctuation("(", at: at)
            }), tokens.isPunctuation(closing, at: close), close > index + 1
        else { return nil }
        return close + 1
    }

    /// The names a sentence gives the value of before it names them, at its end: a verb that gives a value opening the
    /// sentence or a clause of it (or "using"), the value, a link word, then the names ("Substitute the ID of your
    /// relay for `<x>`.", "Enter your key as `<x>`.", "…, using your ID as `<x>`", "Indiquez l'ID pour `<x>`.",
    /// "Saisissez l'ID à la place de `<x>`.", "Informe o ID em `<x>`."), and the pairs joined before them ("Enter the
    /// source for `<a>` and the destination for `<b>`."); none when a name stands between, or the nearest such verb
    /// opens no clause ("Replace `<a>` with the value you use for `<b>`").
    func reversed() -> [Found] {
        // The names that end the sentence (but for what goes with the value: `qualifier`), right after a link word.
        // Each list of names is read once: one that starts inside it ends where it does, and is followed by the same.
        var start = range.lowerBound
        var ending: (names: Int, list: (names: [String], end: Int, written: [String]), rest: Range<Int>)?
        while ending == nil, start < range.upperBound {
            guard tokens.isName(at: start), let list = nameList(from: start) else {
                start += 1
                continue
            }
            if let rest = qualifier(after: list.end) { ending = (start, list, rest) }
            start = list.end
        }
        guard let (names, list, rest) = ending else { return [] }
        // The pairs, the last first, back to their verb: names joined before a value are the pair before's ("Enter the
        // source for `<a>` and the destination for `<b>`", "Indiquez la source pour `<a>` et la destination pour
        // `<b>`"), and so are those before a joined clause of its own ("Enter S for `<a>`, and enter D for `<b>`").
        // What each looks at ends where the next's starts: the sentence is read once.
        var pairs: [(names: [String], value: Range<Int>)] = []
        var complete = 0
        var (first, named) = (names, list.names)
        while let link = Self.reverseLinks.first(where: { tokens.starts($0, at: first - $0.count) }) {
            let last = first - link.count
            guard
                let before = (range.lowerBound..<last).last(where: { index in
                    tokens.isName(at: index) || tokens.isWord(at: index, in: Vocabulary.reverseVerbs)
                        || tokens.isWord(at: index, in: Vocabulary.usingWords)
                })
            else { break }
            let word = tokens.word(at: before)
            if let word, !Vocabulary.usingWords.contains(word), !tokens.startsClause(at: before, of: range) { break }
            // Where the joiners between the names of the pair before and this pair start, and this pair's value.
            var joins = word == nil ? skip(from: before + 1, while: tokens.isQuote(at:)) : before
            while word != nil, joins > range.lowerBound, tokens.isJoiner(at: joins - 1) { joins -= 1 }
            let value = word == nil ? skip(from: joins, while: tokens.isJoiner(at:)) : before + 1
            // A name with no joiner after it stands inside the value ("Replace `<a>` with the port for `<b>`"), and a
            // value after names holds no comma ("…for `<a>`, such as `web`, and the zone for `<b>`").
            guard value < last,
                word != nil || value > joins && !(value..<last).contains(where: { tokens.isPunctuation(",", at: $0) })
            else { break }
            pairs.append((named, value..<last))
            if word != nil { complete = pairs.count }
            var start = joins
            while start > range.lowerBound, case let at = start - 1,
                tokens.isName(at: at) || tokens.isQuote(at: at) || tokens.isJoiner(at: at) || tokens.joinsNames(at: at)
            {
                start = at
            }
            guard joins > start, word == nil || joins < before,
                let at = (start..<joins).first(where: tokens.isName(at:)),
                let previous = nameList(from: at), previous.end == joins
            else { break }
            (first, named) = (at, previous.names)
        }
        return pairs.prefix(complete).enumerated().reversed().flatMap { offset, pair -> [Found] in
            let value = tokens.text(pair.value)
            // What goes with the value (`qualifier`) is the last pair's.
            let qualified =
                offset > 0 || rest.isEmpty
                ? value : value + (tokens.isPunctuation(",", at: rest.lowerBound) ? "" : " ") + tokens.text(rest)
            return pair.names.map { ($0, qualified, nil) }
        }
    }

    /// The tokens after names given a value before them that go with that value, from `end` to the sentence's end:
    /// none, a relative clause ("… for `<x>` that matches your ID", "qui est unique", "que seja único", after a comma
    /// too: ", which must be unique"), an example after a comma (", such as `my-key`", ", par exemple …", ", por
    /// exemplo …") or a parenthesis that ends the sentence ("(it must be unique)"), naming no other value; none when a
    /// `;` ends the clause ("…; it must be unique"); nil for anything else (", then run …", "and press Enter").
    func qualifier(after end: Int) -> Range<Int>? {
        let rest = end..<range.upperBound
        guard !rest.isEmpty else { return rest }
        // "…; it must be unique", "… before you run the command": no part of the value.
        if tokens.isPunctuation(";", at: end) || runsCommand(at: end) == range.upperBound { return end..<end }
        guard !rest.contains(where: tokens.isName(at:)) else { return nil }
        if tokens.isWord(at: end, in: Vocabulary.relativeWords) { return rest }
        if tokens.isPunctuation("(", at: end), tokens.isPunctuation(")", at: rest.upperBound - 1),
            !(end + 1..<rest.upperBound - 1).contains(where: { tokens.isPunctuation("(", at: $0) })
        {
            return rest
        }
        guard tokens.isPunctuation(",", at: end) else { return nil }
        if tokens.isWord(at: end + 1, in: Vocabulary.relativeWords) { return rest }
        return Self.exampleOpenings.contains { tokens.starts($0, at: end + 1) } ? rest : nil
    }

    /// The names a sentence says how to find, each described by the whole sentence.
    ///
    /// A sentence of purpose: an opening word, a verb of finding, the names before the first comma, and what to do
    /// after it ("To find `<x>`, run …", "To list the values of `<x>`, …", "Pour obtenir `<x>`, exécutez …", "Para
    /// encontrar `<x>`, execute …"; not "To find out more about `<x>`, see …"). Or a verb of finding with the names for
    /// its object, opening the sentence ("Find `<x>` in the console.", "Récupérez `<x>` dans la console.", "Obtenha
    /// `<x>` no console.") or a clause of it (`startsClause`: "You can find `<x>` by running …", "Run `vt list` to get
    /// `<x>`.", "Vous pouvez trouver `<x>` …", "Você pode encontrar `<x>` …").
    func foundBy() -> [Found] {
        let start = range.lowerBound
        let sentence = tokens.text(range)
        if tokens.isWord(at: start, in: Vocabulary.purposeOpenings),
            tokens.isWord(at: start + 1, in: Vocabulary.findVerbs),
            let comma = (start + 2..<range.upperBound).first(where: { tokens.isPunctuation(",", at: $0) }),
            comma + 1 < range.upperBound,
            case let opening = start + 2..<comma,
            !opening.contains(where: { tokens.isWord(at: $0, in: Vocabulary.moreWords) })
        {
            return opening.compactMap(tokens.name(at:)).map { ($0, sentence, nil) }
        }
        // "If you do not know `<x>`, replace it with `default`.", "Si vous ne connaissez pas `<x>`, remplacez-le par
        // …", "Se você não souber `<x>`, substitua-o por …": what to give in that case, the whole sentence.
        if tokens.isWord(at: start, in: Vocabulary.conditionOpenings),
            let comma = range.first(where: { tokens.isPunctuation(",", at: $0) }), pronounLink(after: comma) != nil
        {
            return (start..<comma).compactMap(tokens.name(at:)).map { ($0, sentence, nil) }
        }
        // "If you can find `<x>` in the console, …" says no more than where it may be.
        guard !tokens.isWord(at: start, in: Vocabulary.conditionOpenings) else { return [] }
        for index in range {
            guard let word = tokens.word(at: index),
                index == start
                    ? Vocabulary.findImperatives.contains(word)
                    : Vocabulary.findVerbs.contains(word) && tokens.startsClause(at: index, of: range),
                // "Look up `<x>` in …", "Look for `<x>` in …".
                case let object = word == "look" && ["up", "for"].contains(tokens.word(at: index + 1))
                    ? index + 2 : index + 1,
                let list = nameList(from: skipFillers(from: object)),
                // It says where or how: "To find `<x>`." says neither.
                range.contains(where: { other in
                    (other < index || other >= list.end)
                        && tokens.word(at: other).map { !Vocabulary.infinitiveMarks.contains($0) } ?? false
                })
            else { continue }
            return list.names.map { ($0, sentence, nil) }
        }
        return []
    }
}

extension SentenceTokens {
    /// Whether token `index` starts the sentence `range` or a clause of it: after a comma, a conjunction or a word of
    /// sequence ("…, then set `<b>` to …", "puis définissez", "e depois defina"), a modal verb ("You can set `<x>` to
    /// …", "Vous devez définir", "Você deve definir"), or the mark of an infinitive in a sentence that opens with no
    /// condition ("You need to set `<x>` to …", "Veillez à définir …", "Certifique-se de definir …"; not "If you want
    /// to set `<x>` to true, …").
    func startsClause(at index: Int, of range: Range<Int>) -> Bool {
        if index == range.lowerBound || isJoiner(at: index - 1) { return true }
        guard let before = word(at: index - 1) else { return false }
        if Vocabulary.sequenceWords.contains(before) || Vocabulary.modals.contains(before) { return true }
        return Vocabulary.infinitiveMarks.contains(before)
            && word(at: range.lowerBound).map(Vocabulary.conditionOpenings.contains) == false
    }
}
