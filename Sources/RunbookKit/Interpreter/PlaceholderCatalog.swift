import MarkdownTree

/// Gathers every placeholder of a page, its uses and its documentation, into `Placeholder` values.
///
/// Documentation belongs to a placeholder whose name it writes in another spelling (case, `-`, `_`, spaces and
/// a leading "your"/"votre"/"seu" aside: `PlaceholderScanner.key`), or whose flag it documents (`--region` for
/// `--region <x>`). A name written `<x>` that no command uses is still a placeholder (the checks call it
/// unused); a flag or plain words that no command uses document nothing.
enum PlaceholderCatalog {
    static func placeholders(
        steps: [Step], candidates: [PlaceholderDocReader.Candidate], reader: PlaceholderDocReader
    ) -> [Placeholder] {
        var order: [(name: String, location: SourceLocation)] = []
        var used: [String: [Int]] = [:]
        var shown: [String: [Int]] = [:]
        var flags: [String: Set<String>] = [:]
        var seen = Set<String>()
        func note(_ name: String, _ location: SourceLocation) {
            if seen.insert(name).inserted { order.append((name, location)) }
        }
        var usingSteps: [String: [(step: Step, location: SourceLocation)]] = [:]
        for step in steps {
            for use in step.commands.flatMap(\.placeholders) + step.files.flatMap(\.placeholders) {
                if usingSteps[use.name]?.last?.step.id != step.id {
                    usingSteps[use.name, default: []].append((step, use.location))
                }
                used[use.name, default: []].append(use.location.line)
                if let flag = use.flag { flags[use.name, default: []].insert(flag) }
                note(use.name, use.location)
            }
            for use in step.outputs.flatMap(\.placeholders) {
                shown[use.name, default: []].append(use.location.line)
            }
        }
        // Candidates become documentation only when a placeholder takes them, each made once.
        var made: [Int: PlaceholderDoc?] = [:]
        func doc(_ index: Int) -> PlaceholderDoc? {
            if let done = made[index] { return done }
            let doc = reader.doc(from: candidates[index])
            made[index] = doc
            return doc
        }
        var byKey: [String: [Int]] = [:]
        var byFlag: [String: [Int]] = [:]
        for (index, candidate) in candidates.enumerated() {
            byKey[PlaceholderScanner.key(candidate.name), default: []].append(index)
            // `--roles <IAM_role>` documents the value of `--roles`, whatever a command calls it.
            if let flag = candidate.flag { byFlag[flag, default: []].append(index) }
        }
        // Written `<x>` and documented, not used: a placeholder of its own, unless a used one shares its key.
        let usedKeys = Set(used.keys.map(PlaceholderScanner.key))
        for (index, candidate) in candidates.enumerated()
        where candidate.isPlaceholder && !usedKeys.contains(PlaceholderScanner.key(candidate.name)) {
            if let found = doc(index) { note(found.name, found.location) }
        }
        // Each step's prose is cut into sentences once, for all the placeholders it may document.
        var prose: [Int: [SentenceTokens]] = [:]
        return order.sorted { $0.location < $1.location }.map { entry in
            var taken = byKey[PlaceholderScanner.key(entry.name)] ?? []
            for flag in (flags[entry.name] ?? []).sorted() {
                // `--region <x>`: what documents `--region`; `-p user <x>`: what documents the parameter `user`.
                let named = flag.hasPrefix("-") ? byFlag[flag] ?? [] : byKey[PlaceholderScanner.key(flag)] ?? []
                taken += named.filter { !taken.contains($0) }
            }
            var documentation = taken.compactMap(doc)
            if documentation.isEmpty {
                documentation = (usingSteps[entry.name] ?? []).compactMap { use in
                    let tokens = prose[use.step.line] ?? ([use.step.text] + use.step.details).map(SentenceTokens.init)
                    prose[use.step.line] = tokens
                    return StepProseDocs.doc(for: entry.name, in: use.step, prose: tokens, location: use.location)
                }
            }
            documentation.sort { $0.location < $1.location }
            let stated = documentation.first { $0.required != nil }?.required
            return Placeholder(
                name: entry.name, description: documentation.first.map(\.description), isRequired: stated ?? true,
                requirementStated: stated != nil,
                isSecret: SecretDetector.isSecret(name: entry.name, descriptions: documentation.map(\.description)),
                flag: documentation.first { $0.flag != nil }?.flag, documentation: documentation,
                usedAt: uniqueSorted(used[entry.name] ?? []), shownAt: uniqueSorted(shown[entry.name] ?? []))
        }
    }

    private static func uniqueSorted(_ lines: [Int]) -> [Int] {
        Array(Set(lines)).sorted()
    }
}
