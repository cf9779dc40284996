import MarkdownTree

/// Bullets of a step that are alternatives: the reader follows one of them ("Choose one of the following options." then
/// "For classic clusters:" and "For VPC clusters:", each with its command).
///
/// A step's bullet list is a set of alternatives when two or more of its bullets hold a command and either the last
/// sentence of the paragraph just before the list (or of the step's text, for its first list) says to choose
/// (`Vocabulary.choicePhrases`, or `Vocabulary.choiceWords` in a sentence ending with a colon that does not say
/// every one is done, `Vocabulary.everyOneWords`), in which case the
/// bullets that hold a command are the alternatives; or every bullet holds a command and opens with a parallel lead-in:
/// all "Option 1", "Option 2"…, or all conditions ending with a colon that open with the same word ("For <noun
/// phrase>:", "If …:", "Pour…", "Si…", "Para…", "Se…"), none of them for several cases at once ("For each node:", "If
/// you do not…:", "If needed, …:") nor, after "pour" or "para", a purpose ("Pour créer…:"), not all the same condition
/// before a comma ("For the app, create it:", "For the app, label it:"), and the sentence before the list not saying
/// that all are followed ("Set up both parts."). A list where a bullet names systems is not one: those bullets are
/// scoped parts. Anything else is read as before: all bullets run.
extension StepAssembler {
    /// The bullets (by `FlatBlock.bullet`) that are alternatives, each with its list (`FlatBlock.bulletList`).
    static func alternativeBullets(
        _ entries: [FlatEntry], binder: AttributeBinder, keywords: KeywordTable
    ) -> [Int: Int] {
        struct Bullet {
            let number: Int
            var lead: String?
            var command = false
        }
        // The lists in page order (their blocks come together, but for the numbered sub-steps inside their bullets).
        var lists: [(list: Int, intro: [String], bullets: [Bullet])] = []
        var listIndex: [Int: Int] = [:]
        // The text of each step, the paragraph right before the block being read, and the steps that have had a list.
        var stepText: [ItemRef: String] = [:]
        var before: (step: ItemRef, text: String?)?
        var hadList = Set<ItemRef>()
        // Blocks after a numbered list may be given to its last step (`releaseHeld`): they are read as that step's
        // here, and change nothing when they are not given to it.
        var lastTopLevel: ItemRef?
        for (index, entry) in entries.enumerated() {
            guard case .block(let block) = entry else {
                if case .stepStart(let item, nil, _) = entry { lastTopLevel = item }
                continue
            }
            if case .heading = block.node.kind { lastTopLevel = nil }
            guard let step = block.step ?? lastTopLevel else { continue }
            let text = binder.paragraphs[index]?.lines.text
            guard let list = block.bulletList, let bullet = block.bullet else {
                if case .paragraph = block.node.kind, text == nil { continue }
                before = (step, text)
                if block.opensStep, let text { stepText[step] = text }
                continue
            }
            if lists.last?.list != list {
                if let known = listIndex[list] {
                    lists.append(lists[known])
                    lists[known].bullets = []
                } else {
                    let said = before.flatMap { $0.step == step ? $0.text : nil }
                    let intro = [said, hadList.contains(step) ? nil : stepText[step]].compactMap { $0 }
                    lists.append((list, intro, []))
                    hadList.insert(step)
                }
                listIndex[list] = lists.count - 1
            }
            before = nil
            let last = lists.count - 1
            if block.opensBullet { lists[last].bullets.append(Bullet(number: bullet, lead: text)) }
            if case .codeBlock = block.node.kind, binder.role(of: index) == .command,
                lists[last].bullets.last?.number == bullet
            {
                lists[last].bullets[lists[last].bullets.count - 1].command = true
            }
        }
        var found: [Int: Int] = [:]
        for entry in lists {
            var (intro, bullets) = (entry.intro, entry.bullets)
            guard bullets.count(where: \.command) > 1 else { continue }
            intro = intro.map(keywords.resolve)
            for index in bullets.indices { bullets[index].lead = bullets[index].lead.map(keywords.resolve) }
            let leads = bullets.compactMap { $0.command ? $0.lead : nil }
            guard leads.count > 1, Set(leads).count == leads.count,
                !bullets.contains(where: { $0.lead.map { !StepDraft.platforms(of: $0).isEmpty } ?? false })
            else { continue }
            let sentences = intro.map(lastSentence)
            let chosen =
                sentences.contains(where: saysToChoose)
                ? bullets.filter { $0.command && $0.lead != nil }
                : leads.count == bullets.count && areParallel(leads)
                    && !sentences.contains(where: { $0.words.contains(where: Vocabulary.notExclusive.contains) })
                    ? bullets : []
            for bullet in chosen { found[bullet.number] = entry.list }
        }
        return found
    }

    /// The alternative a bullet of `list` that opens with `lead` is: titled by its lead-in without its colon, in its
    /// list's set.
    mutating func bulletTab(lead: String, list: Int) -> Tab {
        let set = bulletSets[list] ?? newSet()
        bulletSets[list] = set
        var title = Substring(lead).trimmingSpaces
        if title.hasSuffix(":") { title = Substring(title.dropLast()).trimmingSpaces }
        return Tab(title: String(title), group: "", set: set, kind: .bullet)
    }

    /// The lowercase words of `text`, letters and digits only (`l'une` is `l`, `une`).
    static func words(_ text: String) -> [String] {
        text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }

    /// The lowercase words of the last sentence of `text`, and whether it ends with a colon (it introduces what follows).
    static func lastSentence(_ text: String) -> (words: [String], introduces: Bool) {
        let tokens = SentenceTokens(text)
        guard let last = tokens.sentences().last else { return ([], false) }
        return (
            last.flatMap { tokens.word(at: $0).map(words) ?? [] }, tokens.isPunctuation(":", at: last.upperBound - 1)
        )
    }

    /// Whether a sentence (`lastSentence`) says to choose one of what follows: its words hold a phrase's words in a
    /// row (compared as strings, not with Foundation's search, some 24 k instructions a phrase).
    static func saysToChoose(_ sentence: (words: [String], introduces: Bool)) -> Bool {
        let weakWords = sentence.introduces && !sentence.words.contains(where: Vocabulary.everyOneWords.contains)
        // A verb of choosing is an order only as the sentence's first word, with no word of sequence after it.
        let orders =
            sentence.words.first.map(Vocabulary.choosingVerbs.contains) == true
            && !sentence.words.contains(where: Vocabulary.sequenceWords.contains)
        let weak = Vocabulary.choiceWords.filter { orders || !Vocabulary.choosingVerbs.contains($0) }
        let phrases = Vocabulary.choicePhrases + (weakWords ? weak : [])
        return phrases.contains { phrase in
            let wanted = phrase.split(separator: " ")
            return sentence.words.indices.contains { sentence.words[$0...].starts(with: wanted) { $0 == $1 } }
        }
    }

    /// Whether the lead-ins are parallel alternatives: numbered options, or conditions of one kind (see the type).
    static func areParallel(_ leads: [String]) -> Bool {
        let split = leads.map(words)
        guard let first = split[0].first, split.allSatisfy({ $0.first == first && $0.count > 1 }) else { return false }
        if Vocabulary.alternativeWords.contains(first) {
            return split.allSatisfy { $0[1].allSatisfy(\.isNumber) || $0[1].count == 1 }
        }
        guard Vocabulary.conditionWords.contains(first) else { return false }
        // The same condition on every bullet, then what to do under it, is a sequence.
        let conditions = leads.map { $0.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false) }
        if conditions.allSatisfy({ $0.count == 2 }), Set(conditions.map { words(String($0[0])) }).count == 1 {
            return false
        }
        return zip(leads, split).allSatisfy { lead, words in
            lead.utf8.reversed().first(where: { $0 != UInt8(ascii: " ") }) == UInt8(ascii: ":")
                && !words.contains(where: Vocabulary.notExclusive.contains)
                && !((first == "pour" || first == "para") && isPurpose(words.dropFirst()))
        }
    }

    /// Whether the words after "pour" or "para" say what for ("créer", "l'étiqueter", "criá-lo"): an infinitive, first
    /// or after an elided or short pronoun.
    private static func isPurpose(_ words: ArraySlice<String>) -> Bool {
        let pronouns: Set<String> = ["l", "le", "la", "les", "se", "s", "o", "a", "os", "as", "y", "en"]
        let verb = pronouns.contains(words.first ?? "") ? words.dropFirst().first : words.first
        guard let verb, verb.count > 2 else { return false }
        return Vocabulary.infinitiveEndings.contains { verb.hasSuffix($0) }
    }
}
