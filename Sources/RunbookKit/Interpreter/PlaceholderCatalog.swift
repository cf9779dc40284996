import MarkdownTree

/// Gathers every placeholder of a page, its uses and its documentation, into `Placeholder` values.
///
/// Documentation belongs to a placeholder whose name it writes in another spelling (case, `-`, `_`, spaces and
/// a leading "your"/"votre"/"seu" aside: `PlaceholderScanner.key`), or whose flag it documents (`--region` for
/// `--region <x>`). A name written `<x>` that no command uses is still a placeholder (the checks call it
/// unused); a flag or plain words that no command uses document nothing. A placeholder nothing documents takes,
/// last, what the prose of a step that uses it says of it (`proseDocs`).
enum PlaceholderCatalog {
    static func placeholders(
        steps: [Step], candidates: [PlaceholderDocReader.Candidate], reader: PlaceholderDocReader,
        language: Language
    ) -> [Placeholder] {
        var order: [(name: String, location: SourceLocation)] = []
        var seen = Set<String>()
        func note(_ name: String, _ location: SourceLocation) {
            if seen.insert(name).inserted { order.append((name, location)) }
        }
        var used: [String: [Int]] = [:]
        var firstUse: [String: SourceLocation] = [:]
        var shown: [String: [Int]] = [:]
        var flags: [String: Set<String>] = [:]
        var saidSecret = Set<String>()
        var usingSteps: [String: [(step: Step, location: SourceLocation)]] = [:]
        for step in steps {
            for use in step.commands.flatMap(\.placeholders) + step.files.flatMap(\.placeholders) {
                if usingSteps[use.name]?.last?.step.id != step.id {
                    usingSteps[use.name, default: []].append((step, use.location))
                }
                used[use.name, default: []].append(use.location.line)
                if firstUse[use.name].map({ use.location < $0 }) ?? true { firstUse[use.name] = use.location }
                if let flag = use.flag { flags[use.name, default: []].insert(flag) }
                if use.saysSecret { saidSecret.insert(use.name) }
                note(use.name, use.location)
            }
            for use in step.outputs.flatMap(\.placeholders) { shown[use.name, default: []].append(use.location.line) }
        }
        // Candidates become documentation only when a placeholder takes them, each made once.
        var made: [Int: PlaceholderDoc?] = [:]
        // Each line documentation was looked for on, read once: a line may hold thousands.
        var lines: [Int: LocatedLine] = [:]
        func doc(_ index: Int) -> PlaceholderDoc? {
            if let done = made[index] { return done }
            let doc = reader.doc(from: candidates[index], lines: &lines)
            made[index] = doc
            return doc
        }
        var byKey: [String: [Int]] = [:]
        var byFlag: [String: [Int]] = [:]
        let usedKeys = Set(used.keys.map(PlaceholderScanner.key))
        // Each candidate's name, keyrefs resolved, once.
        let resolved = candidates.map { reader.keywords.resolve($0.name) }
        for (index, candidate) in candidates.enumerated() {
            let key = PlaceholderScanner.key(resolved[index])
            byKey[key, default: []].append(index)
            // `--roles <IAM_role>` documents the value of `--roles`, whatever a command calls it.
            if let flag = candidate.flag { byFlag[flag, default: []].append(index) }
            // Written `<x>` and documented, not used: a placeholder of its own, unless a used one shares its key.
            if candidate.isPlaceholder, !usedKeys.contains(key), let found = doc(index) {
                note(found.name, found.location)
            }
        }
        // Documentation that writes exactly the name of a placeholder a command uses is that one's only: `<KEY>` is not
        // `<key>`, and `-n <name>` documents `<name>`, not the `<description>` of `-n <description>`.
        let entries = order.sorted { $0.location < $1.location }.map { entry in
            var taken = byKey[PlaceholderScanner.key(entry.name)] ?? []
            // Written in another spelling ("Key ID" for `<key_id>`): it describes only when nothing writes the name.
            let respelled = Set(taken.filter { resolved[$0] != entry.name })
            for flag in (flags[entry.name] ?? []).sorted() {
                // `--region <x>`: what documents `--region`; `-p user <x>`: what documents the parameter `user`.
                let named = flag.hasPrefix("-") ? byFlag[flag] ?? [] : byKey[PlaceholderScanner.key(flag)] ?? []
                // A row that lists the option's spellings (`-i`, `--instances`) documents it once: as the spelling
                // the command writes.
                for index in named where !taken.contains(index) {
                    let row = taken.firstIndex {
                        candidates[$0].line == candidates[index].line
                            && candidates[$0].source == candidates[index].source
                            && candidates[$0].description == candidates[index].description
                    }
                    if let row { taken[row] = index } else { taken.append(index) }
                }
            }
            taken.removeAll { resolved[$0] != entry.name && used[resolved[$0]] != nil }
            let found = taken.compactMap { index in doc(index).map { (index: index, doc: $0) } }
            // "`<x>` is optional.": a candidate that describes nothing, only whether the value is required.
            let stated = taken.lazy.filter { candidates[$0].description.isEmpty }.compactMap { candidates[$0].required }
            return (name: entry.name, respelled: respelled, found: found, stated: stated.first)
        }
        // The last resort, for what nothing documents: each step's prose read once, for all the names it may document.
        // Each step's names, by its line; the steps are independent, so read in any order.
        var pending: [Int: (step: Step, names: [String])] = [:]
        for entry in entries where entry.found.isEmpty {
            for use in usingSteps[entry.name] ?? [] {
                pending[use.step.line, default: (use.step, [])].names.append(entry.name)
            }
        }
        var fromProse: [Int: [String: PlaceholderDoc]] = [:]
        for (step, names) in pending.values {
            let prose = ([step.text] + step.details).map { SentenceTokens($0) }
            fromProse[step.line] = proseDocs(for: names, in: step, prose: prose) {
                reader.locate($0, from: step.line, outside: step.codeLines, lines: &lines)
            }
        }
        return entries.map { entry in
            let (respelled, found) = (entry.respelled, entry.found)
            var documentation = found.map(\.doc)
            if documentation.isEmpty {
                documentation = (usingSteps[entry.name] ?? []).compactMap { fromProse[$0.step.line]?[entry.name] }
            }
            documentation.sort { $0.location < $1.location }
            // Words written for several names at once ("Replace <a>, <b> and <c> with the appropriate values") describe
            // none in particular; another spelling of the name describes less than the name (`Placeholder.Rival`).
            let rivals: [Placeholder.Rival] =
                found.count < 2
                ? []
                : found.map { item in
                    let candidate = candidates[item.index]
                    // A sentence's names are made candidates one after the other; a row's key cell ("Encryption") names
                    // no value with the placeholder its description documents.
                    let near = max(0, item.index - 8)..<min(candidates.count, item.index + 9)
                    let shared = candidates[near].contains {
                        $0.isPlaceholder && $0.line == candidate.line && $0.name != candidate.name
                            && $0.description == candidate.description
                    }
                    return Placeholder.Rival(
                        doc: item.doc, isShared: shared, isRespelled: respelled.contains(item.index))
                }
            return Placeholder(
                name: entry.name,
                isSecret: SecretNames.isSecret(
                    name: entry.name, descriptions: documentation.map(\.description), language: language,
                    saidSecret: saidSecret.contains(entry.name)),
                documentation: documentation, statedRequired: entry.stated,
                described: Placeholder.nearest(rivals, to: usingSteps[entry.name]?.first?.step) ?? documentation.first,
                rivals: rivals,
                firstUse: firstUse[entry.name],
                usedAt: Array(Set(used[entry.name] ?? [])).sorted(),
                shownAt: Array(Set(shown[entry.name] ?? [])).sorted())
        }
    }

    /// What the page says of each shell variable its commands expand that is no placeholder (`$REGION`, with "where
    /// `REGION` is the region of your account" or a table row for `REGION`): the first documentation that writes its
    /// name, in any spelling `PlaceholderScanner.key` makes the same, unless a placeholder has that spelling.
    static func variableDescriptions(
        steps: [Step], placeholders: [Placeholder], candidates: [PlaceholderDocReader.Candidate],
        reader: PlaceholderDocReader
    ) -> [String: String] {
        guard candidates.contains(where: { !$0.isPlaceholder }) else { return [:] }
        let taken = Set(placeholders.map { PlaceholderScanner.key($0.name) })
        var variables: [String: String] = [:]
        for name in steps.flatMap(\.commands).flatMap(\.uses) {
            let key = PlaceholderScanner.key(name)
            if !taken.contains(key), variables[key] == nil { variables[key] = name }
        }
        var described: [String: String] = [:]
        var lines: [Int: LocatedLine] = [:]
        for candidate in candidates where !candidate.isPlaceholder {
            guard let name = variables[PlaceholderScanner.key(reader.keywords.resolve(candidate.name))],
                described[name] == nil, let doc = reader.doc(from: candidate, lines: &lines)
            else { continue }
            described[name] = doc.description
        }
        return described
    }

    /// The last resort for placeholders no table, list or sentence names: for each of `names`, the first sentence of
    /// `step` (which uses them) that speaks of it in words ("Target a resource group by running…" for
    /// `<resource_group>`, "To find available zone IDs, run…" for `<zone-id>`); a name none speaks of is left out.
    ///
    /// A sentence speaks of a placeholder when the name's words (split at `_`, `-`, spaces and case changes, without
    /// "your", "new" and the like) are whole words that follow one another in it ("resource group", "zone IDs", "user
    /// name" for `<username>`; "regions" is not `<region>`), and it says more than the name: three words or more
    /// besides. A sentence that opens with the name and a verb or a separator ("`disk size` is the size of…",
    /// "vpc_name: the name of the VPC") is described by what follows them. A name with no word of four letters or
    /// more is never matched this way, nor a sentence that names another placeholder (it documents that one).
    ///
    /// Each sentence is read once for all the names, however many: a page of thousands of undocumented placeholders
    /// and sentences takes time in proportion to its words. Its position is where `locate` finds the name's words as
    /// the sentence writes them.
    static func proseDocs(
        for names: [String], in step: Step, prose: [SentenceTokens], locate: (String) -> SourceLocation
    ) -> [String: PlaceholderDoc] {
        // What the words of a sentence must spell, joined, for each name (`Docker_User_Name` → dockerusername,
        // `zone-id` → zoneid and zoneids, `newServer` → server), and each shorter start of those spellings.
        var spelled: [String: [(name: String, words: Int)]] = [:]
        var starts = Set<String>()
        for name in names {
            let words = SecretNames.nameWords(name).flatMap {
                $0.split { !($0.isLetter || $0.isNumber) }.map(String.init)
            }.filter { !fillers.contains($0) }
            guard words.contains(where: { $0.count >= 4 }) else { continue }
            let joined = words.joined()
            spelled[joined, default: []].append((name, words.count))
            // Whole words: "regions" is not `<region>`, but "zone IDs" is `<zone-id>`.
            if words.count > 1 { spelled[joined + "s", default: []].append((name, words.count)) }
            var start = ""
            for character in joined.dropLast() {
                start.append(character)
                starts.insert(start)
            }
        }
        var found: [String: PlaceholderDoc] = [:]
        for tokens in prose {
            var before = Set<String>()
            for range in tokens.sentences() {
                // A sentence that names a value (`<key_name>`) speaks of that one only, whatever words it shares; so does
                // one whose subject is a pronoun, of the value the sentence before names ("`<region>` is required. It is
                // the region where the bucket lives." says nothing of `<bucket>`).
                let own = Set(range.compactMap(tokens.name(at:)))
                let named =
                    own.isEmpty && !before.isEmpty && SentenceDocReader.speaksOfValueBefore(tokens, range)
                    ? before : own
                before = own
                guard named.count <= 1 else { continue }
                let indices = range.filter { tokens.word(at: $0) != nil }
                for (position, start) in indices.enumerated() {
                    var letters = ""
                    for index in indices[position...] {
                        letters += tokens.word(at: index) ?? ""
                        for target in spelled[letters] ?? []
                        where found[target.name] == nil && indices.count >= target.words + 3
                            && (named.isEmpty || named.contains(target.name))
                        {
                            // "`disk size` is the size of…", "vpc_name: the name of…": what follows the name and
                            // its verb or separator describes it.
                            let described =
                                start == range.lowerBound && index + 2 < range.upperBound
                                && (tokens.isWord(at: index + 1, in: Vocabulary.copulas)
                                    || tokens.isSeparator(at: index + 1))
                            found[target.name] = PlaceholderDoc(
                                name: target.name,
                                description: tokens.text((described ? index + 2 : range.lowerBound)..<range.upperBound),
                                required: nil, flag: nil, location: locate(tokens.text(start..<index + 1)),
                                source: .sentence, step: step.id,
                                section: step.section, sectionIndex: step.sectionIndex, isPlaceholder: false)
                        }
                        // Words that no longer spell the start of a name spell no more of one either.
                        guard starts.contains(letters) else { break }
                    }
                }
            }
        }
        return found
    }

    private static let fillers: Set<String> = [
        "your", "my", "the", "a", "an", "new", "of", "to", "for", "votre", "vos", "le", "la", "les", "de", "du", "des",
        "nouveau", "nouvelle", "seu", "sua", "o", "os", "as", "do", "da", "dos", "das", "novo", "nova",
    ]
}
