/// A sentence's copulas and predicates, and where a description ends.
extension Sentence {
    /// The token after a copula that starts at `index` ("is", "are", "est", "é", "is the value of"…), where its
    /// description starts; nil without a copula, or when what follows it says a state rather than a value (but for
    /// `evenState`: then the token after the copula, whatever follows).
    func copula(at index: Int, evenState: Bool = false) -> Int? {
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
    func predicate(from start: Int) -> Int? {
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
    func descriptionEnd(from first: Int, gapped: Bool = false) -> Int {
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
    func runsCommand(at index: Int) -> Int? {
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
    func hasOwnSubject(at index: Int) -> Bool {
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
    func startsNextAction(at index: Int) -> Bool {
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
    func skipJoiners(from start: Int) -> Int {
        let next = skip(from: start) { tokens.isJoiner(at: $0) || tokens.isPunctuation(";", at: $0) }
        // "…, em que `<b>` é …": the "where" that starts the next pair is no filler ("em" is one).
        if let word = tokens.word(at: next), whereWords(word, at: next) != nil { return next }
        return skipFillers(from: next)
    }

    func skipFillers(from start: Int) -> Int {
        // "Remplacez l'attribut `<x>` par …": an elided filler's apostrophe goes with it.
        skip(from: start) { tokens.isWord(at: $0, in: Vocabulary.fillers) || tokens.isElision(at: $0) }
    }

    /// The first token from `start` on, within the sentence, that `take` does not take.
    func skip(from start: Int, while take: (Int) -> Bool) -> Int {
        var index = start
        while index < range.upperBound, take(index) { index += 1 }
        return index
    }
}
