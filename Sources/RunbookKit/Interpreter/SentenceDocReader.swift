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
