import Foundation

/// Reads the sentences that document placeholders, in English, French and Portuguese.
///
/// A sentence documents one or more names (`<a>`, `<a> and <b>`, `<a>/<b>`, `<a>, <b> et <c>`) in one of eight
/// shapes, each a word of the page's vocabulary (`Vocabulary`) followed by the description:
///
/// - **replace**: "Replace `<x>` with …", "by replacing `<x>` with …", "Remplacez `<x>` par …", "en remplaçant …",
///   "Substitua `<x>` por/pelo …" (filler words such as "the value of" may come between);
/// - **set**: "Set `<x>` to …", "Définissez `<x>` sur …", "Defina `<x>` como …", opening the sentence or a clause
///   of it (after a comma, a conjunction or "then", "puis", "em seguida");
/// - **for**: a sentence that opens with "For `<x>`," then a verb that gives a value: "For `<x>`, enter …", "Pour
///   `<x>`, indiquez …", "Para `<x>`, insira …";
/// - **where**: "where `<x>` is …", "où `<x>` est …", "em que/onde `<x>` é …", perhaps with a colon ("Where: `<x>`
///   is …");
/// - **is**: a sentence that starts with the names (or names them after an opening of a few words and a comma or
///   "that"/"que": "For this command, `<x>` is …"), then "is/are", "est/sont", "é/são" (`<x>` is the name …) or
///   "must be", "doit être", "deve ser"…, perhaps after "the value of" ("The value of `<x>` must be …"), or after
///   an opening parenthesis ("(`<x>` is your …)"); the passive of a replace or set verb gives the description after
///   its link word ("`<x>` must be replaced with …"), and a state after the copula none ("`<x>` is set");
/// - **colon**: a sentence that starts with the names, then `:` or a dash (`<x>`: the name …);
/// - **reversed**, for names no other shape documents: the value, then the names that end the sentence, perhaps
///   with a relative clause or an example ("Substitute your ID for `<x>`.", "Indiquez l'ID pour `<x>`.", "Informe o
///   ID em `<x>`.", "Provide a value for `<x>` that matches your ID.", "Enter a name for `<x>`, such as `web`.");
/// - **found by**, for names no other shape documents: a sentence of purpose that says how to find the value ("To
///   find `<x>`, run …", "Pour obtenir `<x>`, exécutez …", "Para encontrar `<x>`, execute …"), the whole sentence.
///
/// Pairs chain: "where `<a>` is X and `<b>` is Y", "Remplacez `<a>` par X, `<b>` par Y et `<c>` par Z". A
/// description ends where its sentence ends or where the next pair starts; trailing commas and spaces go.
enum SentenceDocReader {
    /// One documented name with its description, as written, and what a parenthesis right after the name says of
    /// whether it is required ("Replace `<tag>` (optional) with …"), or nil.
    typealias Found = (name: String, description: String, required: Bool?)

    /// The `<x>` names `text` documents; nothing without a `<`: most prose documents nothing, and is not cut into tokens.
    static func read(_ text: String) -> [Found] {
        ByteSearch.contains(text, byte: UInt8(ascii: "<")) ? read(SentenceTokens(text)) : []
    }

    static func read(_ tokens: SentenceTokens) -> [Found] {
        let sentences = tokens.sentences()
        // The last sentence a description before took ("Replace `<x>` with the port. The default of `<x>` is `80`."),
        // which does not describe its values again.
        var taken = -1
        let found = sentences.indices.flatMap { index -> [Found] in
            // Every shape names what it documents: a sentence without a name is not read (most of a paragraph's).
            guard sentences[index].contains(where: tokens.isName(at:)) else { return [] }
            var found = Sentence(tokens: tokens, range: sentences[index]).documentation()
            // "The default value of `<d>` is `10`.", "`<d>` defaults to `10`.", "By default, `<d>` is `10`.", "Par défaut,
            // `<d>` vaut `10`.", "O valor padrão de `<d>` é `10`.": a sentence that states the default of the values it
            // names, and says nothing else of them or opens with the default, describes them whole.
            // Only a sentence with a word of a default ("defaults", "défaut", "valor-padrão") is searched for one (a
            // search per phrase of them).
            func saysDefault(_ at: Int) -> Bool {
                guard let word = tokens.word(at: at) else { return false }
                return Vocabulary.defaultWords.contains { word.hasPrefix($0) || word.hasSuffix($0) }
            }
            // "If `<x>` is not set, the default is used.", "Si `<x>` n'est pas défini, la valeur par défaut est utilisée.",
            // "Se `<x>` não for definido, o valor padrão é usado.": the values may be left out (looked for only in a
            // sentence that opens with a condition and says a default, and documents nothing else).
            let statesDefault = sentences[index].contains(where: saysDefault)
            let unset =
                found.isEmpty && statesDefault
                    && tokens.isWord(at: sentences[index].lowerBound, in: Vocabulary.unsetConditionOpenings)
                ? Sentence(tokens: tokens, range: sentences[index]).unsetNames() : []
            if index > taken, statesDefault,
                found.isEmpty
                    || sentences[index].prefix(4).prefix(while: { tokens.word(at: $0) != nil })
                        .contains(where: saysDefault),
                case let text = tokens.text(sentences[index]), Placeholder.statedDefault(text) != nil
            {
                var named = Set<String>()
                found = sentences[index].compactMap(tokens.name(at:)).filter { named.insert($0).inserted }.map {
                    ($0, text, nil)
                }
            }
            // What the sentence states of a default is their description ("If `<x>` is not set, it defaults to `1`."), and
            // says no more than that they are optional where it states none.
            if !unset.isEmpty {
                found = unset.map { name in (name, found.first { $0.name == name }?.description ?? "", false) }
            }
            // "`<x>` is optional. It is the zone.", "`<x>` est facultatif. Il s'agit de la zone.", "`<x>` é opcional. É a
            // zona.": a next sentence whose subject is a pronoun describes what only said whether it is required.
            var described = index
            if !found.isEmpty, found.allSatisfy(\.description.isEmpty), index + 1 < sentences.count,
                let description = Sentence(tokens: tokens, range: sentences[index + 1]).pronounDescription()
            {
                found = found.map { ($0.name, description, $0.required) }
                described = index + 1
            }
            // "Replace `<x>` with the region. The default value is `us-south`.": the default is the last pair's, and so
            // is "This value is optional.", after sentences that name no value too ("It is used for routing."), up to
            // the last that states one before a sentence that names a value (each sentence is looked at once).
            var (stated, every) = (described, false)
            if let last = found.last?.description,
                case let names = Set(found.filter { $0.description == last }.map(\.name))
            {
                for after in described + 1..<sentences.count {
                    let sentence = sentences[after - 1].upperBound..<sentences[after].upperBound
                    if statesDefaultOrRequirement(tokens, sentence, of: names) {
                        stated = after
                        every = every || tokens.isWord(at: sentence.lowerBound + 1, in: Vocabulary.everyOneWords)
                    } else if sentence.contains(where: tokens.isName(at:)) {
                        break
                    }
                }
            }
            taken = stated
            if let last = found.last?.description, stated > described,
                case let next = sentences[described].upperBound..<sentences[stated].upperBound
            {
                // "`<tag>` is optional. The default is `x`.": the next sentence alone describes what only said that.
                let added = tokens.text(last.isEmpty ? next.dropFirst() : next)
                // "Replace `<u>` and `<k>` with the user and the key. `<k>` is confidential.": of `<k>` alone.
                let named = Set(next.compactMap(tokens.name(at:)))
                found = found.map { found in
                    found.description == last && (named.isEmpty || named.contains(found.name))
                        ? (found.name, last + added, found.required) : found
                }
                // "Both values are optional.", "Toutes ces valeurs sont facultatives.": said of every pair.
                if every, let required = DocTable.requirementStatement(added) {
                    found = found.map { ($0.name, $0.description, $0.required ?? required) }
                }
            }
            // "`<e>` is optional. Replace `<e>` with …": a sentence before that says whether the values it names, and
            // only the pair's, are required says it of them (its names looked at first: most sentences name none).
            if index > 0, !found.isEmpty, case let before = sentences[index - 1],
                before.contains(where: tokens.isName(at:)), case let named = Set(before.compactMap(tokens.name(at:))),
                named.isSubset(of: found.map(\.name)),
                before.contains(where: {
                    tokens.isWord(at: $0, in: Vocabulary.optional) || tokens.isWord(at: $0, in: Vocabulary.required)
                }), let required = DocTable.requirementStatement(tokens.text(before))
            {
                found = found.map { named.contains($0.name) ? ($0.name, $0.description, $0.required ?? required) : $0 }
            }
            return found
        }
        // "`<tag>` is optional." describes nothing (its description is empty), and says it of the paragraph's
        // descriptions of `<tag>`; where none describes it, it says it of what does elsewhere (`Placeholder.isRequired`).
        guard found.contains(where: { $0.description.isEmpty }) else { return found }
        var stated: [String: Bool] = [:]
        for said in found where said.description.isEmpty { stated[said.name] = stated[said.name] ?? said.required }
        let described = Set(found.compactMap { $0.description.isEmpty ? nil : $0.name })
        return found.compactMap { found in
            found.description.isEmpty
                ? (described.contains(found.name) ? nil : found)
                : (found.name, found.description, found.required ?? stated[found.name])
        }
    }

    /// Whether tokens `range` state a default ("The default is `us-south`.", "la valeur par défaut est …"), whether
    /// the value is required ("This value is optional.", "Cette valeur est facultative.", "Este valor é opcional.":
    /// `DocTable.requirementStatement`) or that it is confidential ("This value is confidential.",
    /// `Vocabulary.confidentialStatements`) or give an example ("For example, `us-south`.", "Par exemple : …", "Por
    /// exemplo, …"; not one that leads into a block with a colon), and name no value but `names`, the pair's own
    /// ("`<x>` is optional.", "`<x>` est confidentiel."): what a documenting sentence's last description takes, from
    /// the next sentence or after its `;`.
    static func statesDefaultOrRequirement(
        _ tokens: SentenceTokens, _ range: Range<Int>, of names: @autoclosure () -> Set<String> = []
    ) -> Bool {
        // The names are made only for a sentence that names one: few do.
        if range.contains(where: tokens.isName(at:)) {
            let names = names()
            guard range.allSatisfy({ tokens.name(at: $0).map(names.contains) ?? true }) else { return false }
        }
        // The sentence's words start after the end of the one before, which `read`'s range holds.
        let first =
            tokens.tokens.indices.contains(range.lowerBound) && tokens.tokens[range.lowerBound].kind == .sentenceEnd
            ? range.lowerBound + 1 : range.lowerBound
        if let example = Sentence.exampleOpenings.first(where: { tokens.starts($0, at: first) }),
            case let mark = first + example.count,
            tokens.isPunctuation(",", at: mark) || tokens.isPunctuation(":", at: mark),
            mark + 1 < range.upperBound, !tokens.isPunctuation(":", at: range.upperBound - 1)
        {
            return true
        }
        // A word looked for first: most sentences state none, and are not made text.
        func says(_ said: (String) -> Bool) -> Bool { range.contains { tokens.word(at: $0).map(said) == true } }
        if says({ word in Vocabulary.defaultWords.contains { word.hasPrefix($0) } }),
            Placeholder.statedDefault(tokens.text(range)) != nil
        {
            return true
        }
        if says({ $0.hasPrefix("confiden") }), case let text = tokens.text(range).lowercased(),
            Vocabulary.confidentialStatements.contains(where: { ByteSearch.contains(text, $0) })
        {
            return true
        }
        // "The zone is optional.", "La zone est facultative.": an article and a noun but the value's say it of another,
        // after an opening and its comma too ("If it is not set, the default zone is optional.", "For VPC clusters, the
        // subnet is optional.", "Pour les clusters VPC, le sous-réseau est facultatif.").
        let subject =
            tokens.isWord(at: first, in: Vocabulary.articles)
            ? first : range.first { tokens.isPunctuation(",", at: $0) }.map { $0 + 1 } ?? first
        let otherSubject =
            tokens.isWord(at: subject, in: Vocabulary.articles)
            && tokens.word(at: subject + 1).map { !Vocabulary.placeholderNouns.contains($0) } == true
        return !otherSubject && says { Vocabulary.optional.contains($0) || Vocabulary.required.contains($0) }
            && DocTable.requirementStatement(tokens.text(range)) != nil
    }

    /// Whether tokens `range` say what the value the sentence before names is, their subject a pronoun or none ("It is
    /// the zone.", "Il s'agit de la zone.", "É a zona."): they speak of that value.
    static func speaksOfValueBefore(_ tokens: SentenceTokens, _ range: Range<Int>) -> Bool {
        Sentence(tokens: tokens, range: range).pronounDescription() != nil
    }

    /// Whether `description` only says what kind of value it describes: an indefinite article and one word ("a
    /// secret", "an integer", "un secret", "um segredo"), not which value to give ("your API key", "a unique name").
    static func saysKind(_ description: String) -> Bool {
        let words = description.split(separator: " ")
        return words.count == 2 && Vocabulary.indefiniteArticles.contains(words[0].lowercased())
    }

    /// The descriptions of `count` names in turn, when `description` gives them "respectively" ("Replace `<a>` and
    /// `<b>` with a unique name and your region, respectively"; "respectivement", "respectivamente"), at its end, at
    /// its start ("Où `<a>` et `<b>` sont respectivement …") or before it, between the names and their link word
    /// (`saidBefore`: "Replace `<a>` and `<b>`, respectively, with …"): its parts between commas and "and", "et", "e",
    /// "or" (each without a link word of its own: "pela região"), when there are `count` of them; nil otherwise.
    static func respectively(_ description: String, count: Int, saidBefore: Bool = false) -> [String]? {
        var text = description[...].trimming { $0 == " " || $0 == "." }
        // The words are ASCII: the ends are compared byte by byte, in any case, not lowercased (every table row of
        // several names asks, and most descriptions say none).
        let bytes = text.utf8
        func starts(_ bytes: some Sequence<UInt8>, with word: String) -> Bool {
            var byte = bytes.makeIterator()
            return word.utf8.allSatisfy { expected in byte.next().map { $0 | ($0 &- 65 < 26 ? 0x20 : 0) } == expected }
        }
        func said(atEndOf text: Substring) -> String? {
            respectivelyWords.first { starts(text.utf8.suffix($0.utf8.count), with: $0) }
        }
        // "…, respectively (both required)", "… with the name and the zone (both optional)": a parenthesis after the
        // word, or one said of every value, is each part's.
        // "… with the zone and the name (in that order)", "(respectivement)": the word in a parenthesis of its own.
        if text.last == ")", let open = text.lastIndex(of: "("),
            case let word = text[open...].dropFirst().dropLast(), respectivelyWords.contains(word.lowercased())
        {
            text = text[..<open] + word
        }
        var aside: Substring = ""
        if text.last == ")", let open = text.lastIndex(of: "("), case let bare = text[..<open].trimming({ $0 == " " }),
            said(atEndOf: bare) != nil
                || Vocabulary.everyOneWords.contains(text[open...].dropFirst().prefix { $0 != " " }.lowercased())
        {
            (text, aside) = (bare, " " + text[open...])
        }
        if let word = said(atEndOf: text) {
            text = text.dropLast(word.count)
        } else if let word = respectivelyWords.first(where: {
            starts(bytes, with: $0) && bytes.dropFirst($0.utf8.count).first == UInt8(ascii: " ")
        }) {
            text = text.dropFirst(word.count)
        } else if !saidBefore {
            return nil
        }
        text = text.trimming { $0 == " " || $0 == "," }
        var parts: [String] = []
        for piece in text.split(separator: ",") {
            let words = piece.split(separator: " ")
            for part in words.split(whereSeparator: { Vocabulary.conjunctions.contains($0.lowercased()) }) {
                // "pelo nome e pela região", "au nom et à la zone": each part's own link word or preposition goes.
                let kept = part.drop { word in
                    let word = word.lowercased()
                    return Vocabulary.replaceWith.contains(word) || Vocabulary.copulaPrepositions.contains(word)
                }
                if !kept.isEmpty { parts.append(kept.joined(separator: " ") + aside) }
            }
        }
        return parts.count == count ? parts : nil
    }

    /// "Respectively" and "in that order", in the three languages.
    static let respectivelyWords = [
        "respectively", "respectivement", "respectivamente", "in that order", "in this order", "dans cet ordre",
        "nessa ordem", "nesta ordem",
    ]

    /// The verb of a lead-in that gives the bullets after it their verb, as written, or nil.
    ///
    /// A replace or set verb in the last sentence of `text` (which ends with a colon), opening it or a clause of it
    /// for a set verb, and no name in that sentence ("Replace the following values:", "Remplacez :", "Substitua os
    /// valores a seguir:", "Set these fields:"). Each bullet then reads as if the verb opened it: "- `<x>` with your
    /// key".
    static func leadInVerb(_ text: String) -> String? {
        let tokens = SentenceTokens(text)
        guard let last = tokens.sentences().last, !last.contains(where: tokens.isName(at:)) else { return nil }
        return last.first { index in
            tokens.isWord(at: index, in: Vocabulary.replaceVerbs)
                || tokens.isWord(at: index, in: Vocabulary.setVerbs) && tokens.startsClause(at: index, of: last)
        }.map { tokens.text($0..<$0 + 1) }
    }

    /// Whether `text` holds a `-` that may start a flag (after a space, a backquote or `(`, before a letter or a
    /// second `-`): most paragraphs hold none, and need not be cut into tokens for `flagSentences`.
    static func mayHoldFlag(_ text: String) -> Bool {
        ByteSearch.withBytes(of: text) { bytes in
            // From one `-` to the next (`memchr`), not byte by byte: a paragraph holds few.
            var start = 0
            while let dash = ByteSearch.firstOffset(of: UInt8(ascii: "-"), in: bytes, from: start),
                dash + 1 < bytes.count
            {
                let next = bytes[dash + 1]
                if dash == 0 || bytes[dash - 1].isOne(of: " `("), next == UInt8(ascii: "-") || next.isASCIILetter {
                    return true
                }
                start = dash + 1
            }
            return false
        }
    }

    /// Sentences that name a command's flag and call it an option ("specify the `--build` option to provide the
    /// name of your build configuration"): each documents the value given with that flag.
    static func flagSentences(_ tokens: SentenceTokens) -> [(flag: String, sentence: String)] {
        var found: [(flag: String, sentence: String)] = []
        for range in tokens.sentences() {
            for index in range {
                guard let flag = tokens.flag(at: index), index == range.lowerBound || !tokens.isFlagPart(index - 1),
                    !found.contains(where: { $0.flag == flag.text })
                else { continue }
                // "the `--build` option", "l'indicateur `--zone`": the option word stands next to the flag.
                let neighbours = [index - 1, flag.end].compactMap { tokens.word(at: $0) }
                guard neighbours.contains(where: Vocabulary.optionWords.contains) else { continue }
                found.append((flag.text, tokens.text(range)))
            }
        }
        return found
    }
}

/// One sentence, tokens `range` of `tokens`, read for the names it documents.
private struct Sentence {
    typealias Found = SentenceDocReader.Found
    let tokens: SentenceTokens
    let range: Range<Int>
    /// The words that link names to their description: "with", "par"…, and "to", "sur"… where a set verb starts
    /// the sentence or a clause of it ("Set `<a>` to X and `<b>` to Y").
    let links: [String]
    /// What a requirement that labels the sentence says of each of its names, or nil without one (`init`).
    let opening: Bool?

    /// The phrases looked for token by token (`SentenceTokens.starts`), each cut into its words once, not at each look.
    private static let reverseLinks = Vocabulary.reverseLinks.map(SentenceTokens.words(of:))
    static let exampleOpenings = Vocabulary.exampleOpenings.map(SentenceTokens.words(of:))
    private static let pronounCopulas = Vocabulary.pronounCopulas.map(SentenceTokens.words(of:))
    private static let pointerOpenings = Vocabulary.pointerOpenings.map(SentenceTokens.words(of:))
    /// The copulas by their first word, in the vocabulary's order: a name's next word is compared with its own only.
    private static let copulas = Dictionary(grouping: Vocabulary.copulas.map(SentenceTokens.words(of:))) { $0[0] }
    private static let respectivelyPhrases = SentenceDocReader.respectivelyWords.map(SentenceTokens.words(of:))

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
    private func requirement(at index: Int) -> (end: Int, required: Bool, every: Bool)? {
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
    private func aside(at index: Int, closing: Character = ")") -> Int? {
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
    private func reversed() -> [Found] {
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
    private func qualifier(after end: Int) -> Range<Int>? {
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
    private func foundBy() -> [Found] {
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

    /// The link word of a replace or set verb after a comma at `comma` whose object is a pronoun ("…, replace it with
    /// …", "…, remplacez-le par …", "…, substitua-o por …") with a description after it, or nil.
    private func pronounLink(after comma: Int) -> Int? {
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
    private func opensClause(at index: Int) -> Bool {
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
    private func whereWords(_ word: String, at index: Int) -> Int? {
        let next = tokens.word(at: index + 1) ?? ""
        let after =
            Vocabulary.whereWords.contains(word)
            ? index + 1
            : index + 1 < range.upperBound && Vocabulary.whereWords.contains(word + " " + next) ? index + 2 : nil
        return after.map { tokens.isPunctuation(":", at: $0) ? $0 + 1 : $0 }
    }

    /// Whether "where" is said again at `index` for the next pair: "Where `<a>` is X, where `<b>` is Y", "où `<b>` est
    /// …", "em que `<b>` é …".
    private func repeatsWhere(at index: Int) -> Bool {
        guard let word = tokens.word(at: index), let after = whereWords(word, at: index) else { return false }
        return pair(at: after) != nil
    }

    /// Whether token `index` is the word that links names to their description ("with", "par", "por"…).
    private func isLink(_ index: Int) -> Bool {
        tokens.isWord(at: index, in: links)
    }

    /// The link word after names that end at token `end`, past fillers and an aside, or nil.
    ///
    /// Fillers say where the names are ("in the command"). An aside is a parenthesis that names no value ("Replace
    /// `<x>` (the region) with …", "Remplacez `<x>` (la région) par …") or what stands between the names' comma or dash
    /// and the next ("Replace `<x>`, for example `us-south`, with …", "Substitua `<x>`, por exemplo `us-south`, pela
    /// …", "Replace `<x>` — the region — with …"). The aside goes: the link says which value to give.
    private func link(after end: Int) -> Int? {
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
    private static let asideMarks: [Character] = [",", "–", "—"]

    /// Names at `index` and where their description starts, after a link word or a copula: "<b> par Y", "<c> is Z",
    /// each name perhaps in quotes (`"<b>" with Y`, `« <b> » par Y`); when `gapped`, right after them too: "<d> la
    /// zone".
    private func pair(at index: Int, gapped: Bool = false) -> (names: [String], first: Int)? {
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
    private func unreadPair(at index: Int) -> Int? {
        if let end = tokens.variableEnd(at: index) {
            return link(after: end).map { $0 + 1 } ?? copula(at: end, evenState: true)
        }
        guard tokens.isName(at: skip(from: index, while: tokens.isQuote(at:))), let list = nameList(from: index),
            copula(at: list.end) == nil
        else { return nil }
        return copula(at: list.end, evenState: true)
    }

    /// Where the description after a separator at `index` (`=`, `:` or a dash) starts, or nil without one.
    private func separated(at index: Int) -> Int? {
        tokens.isSeparator(at: index) && index + 1 < range.upperBound ? tokens.afterSeparator(index) : nil
    }

    /// The pairs that go on from `start` ("<b> par Y, <c> par Z"), added to `found`; the token after them, or nil
    /// when they describe nothing.
    private func chain(from start: Int, gapped: Bool = false, into found: inout [Found]) -> Int? {
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
    private func state(_ index: Int, from first: Int, gapped: Bool, into found: inout [Found]) -> Int {
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
    private func describe(_ listed: [String], from start: Int, gapped: Bool = false, into found: inout [Found]) -> Int {
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
    private func saysRespectively(before first: Int) -> Bool {
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
    private func namesStart(_ start: Int) -> Int {
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
    private func skipVariables(from start: Int) -> Int {
        var index = start
        while let end = tokens.variableEnd(at: index), tokens.isJoiner(at: end) {
            index = skip(from: end, while: tokens.isJoiner(at:))
        }
        return index
    }

    /// Names joined by commas, "and", "or" and their translations, or written together (`<a>/<b>`, `<a>:<b>`),
    /// perhaps after an article and a noun (`namesStart`), each perhaps in quotes (`"<x>"`, `« <x> »`); `written`
    /// holds the shell variables among them too, each as `$` ("`<a>` and `$REGION`", `skipVariables`).
    private func nameList(from start: Int) -> (names: [String], end: Int, written: [String])? {
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

    /// The token after a copula that starts at `index` ("is", "are", "est", "é", "is the value of"…), where its
    /// description starts; nil without a copula, or when what follows it says a state rather than a value (but for
    /// `evenState`: then the token after the copula, whatever follows).
    private func copula(at index: Int, evenState: Bool = false) -> Int? {
        // "<x> value is", "<x> variable est".
        let index = tokens.isWord(at: index, in: Vocabulary.placeholderNouns) ? index + 1 : index
        guard index < range.upperBound, let word = tokens.word(at: index) else { return nil }
        let phrase = Self.copulas[word]?.first { tokens.starts($0, at: index) }
        return phrase.flatMap { evenState ? index + $0.count : predicate(from: index + $0.count) }
    }

    /// Where the description after a copula starts, from token `start`, or nil when it says no value.
    ///
    /// The passive of a replace or set verb gives the value after its link word ("`<x>` must be replaced with your
    /// key", "doit être défini sur la zone", "deve ser substituído pelo nome"). A past participle or an adjective of
    /// state says how the value is, not which to give: "Make sure that `<x>` is set.", "Le champ `<x>` est
    /// obsolète.", "Note that `<x>` is case-sensitive.", "`<x>` is shown in the console." (not before "of": "é
    /// resultado do comando" is a noun).
    private func predicate(from start: Int) -> Int? {
        let first = skip(from: start) { tokens.isWord(at: $0, in: Vocabulary.copulaAdverbs) }
        guard let word = tokens.word(at: first) else { return start }
        // "is to be replaced with", "est à remplacer par".
        let verb = skip(from: first) { ["to", "be", "à"].contains(tokens.word(at: $0)) }
        if verb > first, let infinitive = tokens.word(at: verb),
            Vocabulary.replacedWords.contains(infinitive) || Vocabulary.replaceVerbs.contains(infinitive),
            case let link = skipFillers(from: verb + 1),
            tokens.isWord(at: link, in: Vocabulary.replaceWith)
        {
            return link + 1
        }
        let link = skipFillers(from: first + 1)
        if let linking = tokens.word(at: link),
            Vocabulary.replacedWords.contains(word) && Vocabulary.replaceWith.contains(linking)
                || Vocabulary.setWords.contains(word) && Vocabulary.setTo.contains(linking)
        {
            return link + 1
        }
        let noun = tokens.isWord(at: first + 1, in: Vocabulary.ofWords)
        // "is used as the bucket name", "est utilisé pour signer": what the value is for says which to give.
        let purpose =
            Vocabulary.usedWords.contains(word)
            && tokens.isWord(at: first + 1, in: Vocabulary.purposeWords)
        guard Self.saysState(word), !noun || Self.saysWhatItAllows(word), !purpose else { return start }
        // "`<x>` is required and is the ID of …": a second copula says what the value is.
        return tokens.isWord(at: first + 1, in: Vocabulary.conjunctions) ? copula(at: first + 2) : nil
    }

    /// Whether `word`, right after a copula, says a state: an adjective of `Vocabulary.stateWords`, a past
    /// participle, told by its ending ("specified", "remplacée", "usado", "definidas"; not "-ité", nouns in French),
    /// or an adjective of what the value allows ("reachable", "accessible", "acessível").
    static func saysState(_ word: String) -> Bool {
        // A requirement word in any of its forms: "sont facultatifs", "são opcionais".
        if Vocabulary.stateWords.contains(word) || Vocabulary.optional.contains(word)
            || Vocabulary.required.contains(word)
        {
            return true
        }
        let count = word.count
        if count >= 4, word.hasSuffix("ed") { return true }
        if count >= 4, ["é", "ée", "és", "ées"].contains(where: word.hasSuffix), !word.hasSuffix("ité") { return true }
        if saysWhatItAllows(word) { return true }
        return count >= 5
            && ["ado", "ada", "ados", "adas", "ido", "ida", "idos", "idas"].contains(where: word.hasSuffix)
    }

    /// Whether `word` is an adjective of what a value allows: "reachable", "accessible", "acessível" (not "table",
    /// "cible"); "de", "da" after it say from where, not of what.
    static func saysWhatItAllows(_ word: String) -> Bool {
        word.count >= 6 && ["able", "ible", "ável", "ível"].contains(where: word.hasSuffix)
    }

    /// Where a description that starts at `first` ends: the sentence's end, a `;`, or the start of the next pair
    /// (", and <b> is", "et <b> par", ", <c> par"), outside parentheses: a parenthesis is part of the description,
    /// and one it did not open ends it.
    private func descriptionEnd(from first: Int, gapped: Bool = false) -> Int {
        var depth = 0
        // Where the last list of names that starts no pair ends: a name further in it ends there too, and starts none.
        var unpaired = first
        for index in first..<range.upperBound {
            if tokens.isPunctuation("(", at: index) { depth += 1 }
            if tokens.isPunctuation(")", at: index) {
                // A parenthesis the description did not open closes the one the pair is in: "(where <x> is a name)".
                if depth == 0 { return index }
                depth -= 1
            }
            guard depth == 0 else { continue }
            if tokens.isPunctuation(";", at: index) || index > first && runsCommand(at: index) != nil { return index }
            guard tokens.isJoiner(at: index) || tokens.isPunctuation(",", at: index) else { continue }
            // The joiners after the first of a run look at what the first looked at.
            if index > first, tokens.isJoiner(at: index - 1) || tokens.isPunctuation(",", at: index - 1) { continue }
            let look = skip(from: index) { tokens.isJoiner(at: $0) || tokens.isPunctuation(",", at: $0) }
            let at = skipFillers(from: look)
            if startsNextAction(at: look) || hasOwnSubject(at: look)
                || at >= unpaired
                    && (pair(at: at, gapped: gapped) != nil || unreadPair(at: at) != nil || repeatsWhere(at: look))
            {
                return index
            }
            if at >= unpaired, let list = nameList(from: at) { unpaired = list.end }
        }
        return range.upperBound
    }

    /// The token after a clause at `index` that says to give the value before the command runs, which ends a clause
    /// ("before you run the command", "before running the following commands", "avant d'exécuter la commande", "antes de
    /// executar o comando a seguir": `Vocabulary.beforeWords`), or nil: it says when, not which value ("before the
    /// migration" says which).
    private func runsCommand(at index: Int) -> Int? {
        guard tokens.isWord(at: index, in: Vocabulary.beforeWords) else { return nil }
        let verb = skip(from: index + 1) {
            tokens.isWord(at: $0, in: Vocabulary.beforeSubjects) || tokens.isQuote(at: $0)
        }
        guard tokens.isWord(at: verb, in: Vocabulary.runVerbs) else { return nil }
        let end = skip(from: verb + 1) { at in
            tokens.isWord(at: at, in: Vocabulary.fillers) || tokens.isWord(at: at, in: Vocabulary.commandPlaces)
        }
        guard (verb + 1..<end).contains(where: { tokens.isWord(at: $0, in: Vocabulary.commandNouns) }),
            end == range.upperBound || [";", ",", ")"].contains(where: { tokens.isPunctuation($0, at: end) })
        else { return nil }
        return end
    }

    /// Whether a clause with a subject of its own starts at `index`, which says what another thing is.
    ///
    /// A determiner and one to three words, then a copula: "… and the password must be an API key", "…, and your
    /// password is your key", "… et le mot de passe est …"; not one that states a default or a requirement ("…, and
    /// the default is `10`"), which is the value's (`statesDefaultOrRequirement`).
    private func hasOwnSubject(at index: Int) -> Bool {
        guard tokens.isWord(at: index, in: Vocabulary.determiners) || tokens.isWord(at: index, in: Vocabulary.articles),
            let verb = (index + 2...index + 4).first(where: { at in copula(at: at, evenState: true) != nil }),
            (index + 1..<verb).allSatisfy({ at in
                tokens.word(at: at).map {
                    !Vocabulary.relativeWords.contains($0) && !Vocabulary.copulaAdverbs.contains($0)
                } ?? false
            })
        else { return false }
        return !SentenceDocReader.statesDefaultOrRequirement(tokens, index..<range.upperBound)
    }

    /// Whether the reader's next action starts at `index` (", then press Enter", "and run the command again", "puis
    /// vérifiez", "and set `<b>` to …", "and run:"): a word of sequence, or a word of `Vocabulary.nextActions` followed
    /// by a name, by another word, or by the colon that ends the sentence, not a noun before "of" ("the name and type
    /// of the volume"), nor a value at a list's end ("start, stop or restart").
    private func startsNextAction(at index: Int) -> Bool {
        // A word of sequence, whatever follows it: "…, then, …", "e, em seguida, defina".
        let sequence = tokens.word(at: index) == "em" && tokens.word(at: index + 1) == "seguida" ? index + 1 : index
        if tokens.isWord(at: sequence, in: Vocabulary.sequenceWords) { return true }
        guard tokens.isWord(at: index, in: Vocabulary.nextActions) else { return false }
        // "… and set `<b>` to …", "et remplacez `<b>` par …": a verb whose object is a name.
        if tokens.isName(at: skipFillers(from: index + 1)) { return true }
        // "…, run:", "… e execute:": the verb of the block the sentence introduces (not "start, stop or restart.").
        if tokens.isPunctuation(":", at: index + 1), index + 2 == range.upperBound { return true }
        return tokens.word(at: index + 1).map { !Vocabulary.ofWords.contains($0) } ?? false
    }

    /// The token after the joiners from `start` on (a `;` too: "where `<a>` is X; `<b>` is Y") and the fillers after
    /// them.
    private func skipJoiners(from start: Int) -> Int {
        let next = skip(from: start) { tokens.isJoiner(at: $0) || tokens.isPunctuation(";", at: $0) }
        // "…, em que `<b>` é …": the "where" that starts the next pair is no filler ("em" is one).
        if let word = tokens.word(at: next), whereWords(word, at: next) != nil { return next }
        return skipFillers(from: next)
    }

    private func skipFillers(from start: Int) -> Int {
        // "Remplacez l'attribut `<x>` par …": an elided filler's apostrophe goes with it.
        skip(from: start) { tokens.isWord(at: $0, in: Vocabulary.fillers) || tokens.isElision(at: $0) }
    }

    /// The first token from `start` on, within the sentence, that `take` does not take.
    private func skip(from start: Int, while take: (Int) -> Bool) -> Int {
        var index = start
        while index < range.upperBound, take(index) { index += 1 }
        return index
    }
}

extension SentenceTokens {
    /// Whether token `index` starts the sentence `range` or a clause of it: after a comma, a conjunction or a word of
    /// sequence ("…, then set `<b>` to …", "puis définissez", "e depois defina"), a modal verb ("You can set `<x>` to
    /// …", "Vous devez définir", "Você deve definir"), or the mark of an infinitive in a sentence that opens with no
    /// condition ("You need to set `<x>` to …", "Veillez à définir …", "Certifique-se de definir …"; not "If you want
    /// to set `<x>` to true, …").
    fileprivate func startsClause(at index: Int, of range: Range<Int>) -> Bool {
        if index == range.lowerBound || isJoiner(at: index - 1) { return true }
        guard let before = word(at: index - 1) else { return false }
        if Vocabulary.sequenceWords.contains(before) || Vocabulary.modals.contains(before) { return true }
        return Vocabulary.infinitiveMarks.contains(before)
            && word(at: range.lowerBound).map(Vocabulary.conditionOpenings.contains) == false
    }
}
