import MarkdownTree
import RunbookKit
import ShellSyntax

/// One way a translation is out of date with its English page, where: in the translation, or in the English page for
/// what only it has (`inOriginal`).
struct OutdatedItem: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// A section of the English page is not in the translation, under any shape.
        case sectionMissing(anchor: String)
        /// A section of the translation is not in the English page, under any shape.
        case sectionExtra(anchor: String)
        /// A section of the translation has another anchor than the English section it matches.
        case anchorChanged(original: String, translation: String)
        case stepCount(anchor: String, original: Int, translation: Int)
        case commandMissing(original: String)
        case commandExtra(translation: String)
        /// A command differs from its English counterpart, not by translation: the English one changed since.
        case commandOlder(original: String)
    }

    let kind: Kind
    let location: SourceLocation
    let inOriginal: Bool
}

/// A command of the translation that translation damaged: how, against its English counterpart (on `originalLine`),
/// or, for a command without one, its translated `words`.
struct DamagedCommand: Sendable, Equatable {
    let damage: CommandComparison.Damage?
    let words: [String]
    let placeholdersOnly: Bool
    let location: SourceLocation
    let originalLine: Int?
}

/// A block marked as one role in the English page and as another in the translation.
struct RoleChange: Sendable, Equatable {
    let original: BlockRole
    let translation: BlockRole
    let location: SourceLocation
    let originalLine: Int
}

/// What comparing a translation with its English page finds: how it is out of date, the commands translation damaged,
/// and the blocks whose role changed (each reported by one of the three translation rules).
struct TranslationDrift: Sendable, Equatable {
    var outdated: [OutdatedItem] = []
    var damaged: [DamagedCommand] = []
    var roles: [RoleChange] = []

    /// Compares the two pages of `pair` as `translation-outdated`'s details say: sections (`SectionDrift`), then each
    /// pair of matched sections with the unmatched ones after it, whose content is theirs on both pages (the steps,
    /// and the blocks: `BlockComparison`).
    static func compare(_ pair: TranslationPair, english: PageOutline) -> TranslationDrift {
        let translation = PageOutline(pair.translation, readingSwallowed: true)
        let sections = SectionDrift(english, translation)
        var drift = TranslationDrift(outdated: sections.items)
        let left = grouped(english, sections.shared.map(\.0), leaving: sections.missingParts)
        let right = grouped(translation, sections.shared.map(\.1), leaving: sections.extraParts)
        var blocks = BlockComparison(pair: pair, english: english, translation: translation)
        for (group, (_, translationAnchor)) in sections.shared.enumerated() {
            let heading = translation.line(of: translationAnchor) ?? 1
            let counts = (left.steps[group], right.steps[group])
            if counts.0 != counts.1, !left.leftOut[group], !right.leftOut[group] {
                drift.outdated.append(
                    OutdatedItem(
                        kind: .stepCount(anchor: translationAnchor, original: counts.0, translation: counts.1),
                        location: SourceLocation(line: heading, column: 1), inOriginal: false))
            }
            blocks.compare(left.blocks[group], right.blocks[group], into: &drift)
        }
        drift.outdated.sort { ($0.inOriginal ? 1 : 0, $0.location) < ($1.inOriginal ? 1 : 0, $1.location) }
        drift.damaged.sort { $0.location < $1.location }
        drift.roles.sort { $0.location < $1.location }
        return drift
    }

    /// The numbered steps and the blocks of each group of `anchors` (one page's side of the shared pairs).
    ///
    /// A part that is not shared belongs to the shared one before it. The blocks of the parts `leaving` are left out,
    /// and `leftOut` says which groups had such a part.
    private static func grouped(_ outline: PageOutline, _ anchors: [String], leaving: Set<Int>) -> (
        steps: [Int], blocks: [[PageOutline.Block]], leftOut: [Bool]
    ) {
        var groupOfPart = [Int?](repeating: nil, count: outline.blocks.count)
        for (index, anchor) in anchors.enumerated() {
            if let part = outline.part(of: anchor), groupOfPart[part] == nil { groupOfPart[part] = index }
        }
        var steps = [Int](repeating: 0, count: anchors.count)
        var blocks = [[PageOutline.Block]](repeating: [], count: anchors.count)
        var leftOut = [Bool](repeating: false, count: anchors.count)
        var current = 0
        for part in outline.blocks.indices {
            current = groupOfPart[part] ?? current
            steps[current] += outline.numberedSteps[part]
            if leaving.contains(part) {
                leftOut[current] = true
            } else {
                blocks[current] += outline.blocks[part]
            }
        }
        return (steps, blocks, leftOut)
    }
}

/// The blocks of a pair of matched sections compared: roles first (the same text under another role), then the
/// commands, aligned on their text, then paired when their words are alike or in order when as many are left on each
/// side; the rest are missing or extra (or damaged, for a translation's command with translated words).
private struct BlockComparison {
    let pair: TranslationPair
    let english: PageOutline
    let translation: PageOutline
    /// The words that tell translated ones, found the first time a command differs.
    lazy var evidence = TranslatedWords.Evidence(
        english: english.words, prose: translation.proseWords, language: pair.translation.runbook.language)

    mutating func compare(
        _ original: [PageOutline.Block], _ translation: [PageOutline.Block], into drift: inout TranslationDrift
    ) {
        var moved = (Set<Int>(), Set<Int>())
        for stretch in Alignment.align(original, translation, same: { $0.text == $1.text }) {
            guard case .match(let i, let j) = stretch, original[i].role != translation[j].role else { continue }
            moved.0.insert(original[i].line)
            moved.1.insert(translation[j].line)
            drift.roles.append(
                RoleChange(
                    original: original[i].role, translation: translation[j].role, location: location(translation[j]),
                    originalLine: original[i].line))
        }
        let left = original.filter { $0.role == .command && !moved.0.contains($0.line) }
        let right = translation.filter { $0.role == .command && !moved.1.contains($0.line) }
        for stretch in Alignment.align(left, right, same: { $0.text == $1.text }) {
            guard case .gap(let gapLeft, let gapRight) = stretch else { continue }
            let (before, after) = (Array(left[gapLeft]), Array(right[gapRight]))
            let words = (before + after).map { Set(CommandComparison.Word.all(in: $0.text).map(\.text)) }
            let alike = { (i: Int, j: Int) -> Bool in
                let (one, other) = (words[i], words[before.count + j])
                return 2 * one.intersection(other).count >= max(one.count, other.count)
            }
            for inner in Alignment.align(Array(before.indices), Array(after.indices), same: alike) {
                switch inner {
                case .match(let i, let j):
                    comparePair(before[i], after[j], into: &drift)
                case .gap(let innerLeft, let innerRight) where innerLeft.count == innerRight.count:
                    for (i, j) in zip(innerLeft, innerRight) { comparePair(before[i], after[j], into: &drift) }
                case .gap(let innerLeft, let innerRight):
                    for i in innerLeft {
                        drift.outdated.append(
                            OutdatedItem(
                                kind: .commandMissing(original: before[i].text),
                                location: SourceLocation(line: before[i].line, column: 1), inOriginal: true))
                    }
                    for j in innerRight { extra(after[j], into: &drift) }
                }
            }
        }
    }

    private mutating func comparePair(
        _ english: PageOutline.Block, _ translated: PageOutline.Block, into drift: inout TranslationDrift
    ) {
        switch CommandComparison.compare(english.text, translated.text, evidence: evidence) {
        case .same:
            break
        case .older:
            drift.outdated.append(
                OutdatedItem(
                    kind: .commandOlder(original: english.text), location: location(translated), inOriginal: false))
        case .damaged(let damage):
            // At the first word of the damage in the command.
            let text = translated.command?.text ?? ""
            let word = damage.found.split(separator: " ").first ?? ""
            let found = word.isEmpty ? nil : text.firstRange(of: word)
            let offset = found.map { text.utf8.distance(from: text.startIndex, to: $0.lowerBound) }
            drift.damaged.append(
                DamagedCommand(
                    damage: damage, words: [], placeholdersOnly: damage.placeholdersOnly,
                    location: location(translated, offset: offset), originalLine: english.line))
        }
    }

    private mutating func extra(_ block: PageOutline.Block, into drift: inout TranslationDrift) {
        let text = block.command?.text ?? block.text
        let script = block.command?.script ?? ShellScript(command: text)
        let evidence = self.evidence
        let found = TranslatedWords.candidates(in: script).filter { evidence.isTranslated($0.word, strong: true) }
        guard let first = found.first else {
            drift.outdated.append(
                OutdatedItem(kind: .commandExtra(translation: block.text), location: location(block), inOriginal: false)
            )
            return
        }
        var seen = Set<String>()
        // A placeholder's words are given at the offset of its `<`.
        let bytes = Array(text.utf8)
        drift.damaged.append(
            DamagedCommand(
                damage: nil, words: found.map(\.word).filter { seen.insert($0).inserted },
                placeholdersOnly: found.allSatisfy { $0.offset < bytes.count && bytes[$0.offset] == UInt8(ascii: "<") },
                location: location(block, offset: first.offset), originalLine: nil))
    }

    /// Where a block of the translation starts, or where byte `offset` of its command is.
    private func location(_ block: PageOutline.Block, offset: Int? = nil) -> SourceLocation {
        let source = pair.translation.source
        guard let command = block.command else {
            let text = source.line(block.line)
            return SourceLocation(line: block.line, column: text.prefix { $0 == " " || $0 == "\t" }.count + 1)
        }
        guard let offset else { return CommandSnippet.location(of: command, line: 1, in: source) }
        return CommandSnippet.location(of: command, offset: offset, in: source)
    }
}

/// Words the translation rules share.
enum DriftText {
    static let original = Localized(en: "the English page", fr: "la page anglaise", pt: "a página em inglês")
    static let opening = Localized(
        en: "the part before the first anchored heading", fr: "la partie avant le premier titre avec ancre",
        pt: "a parte antes do primeiro título com âncora")
    static let named = Localized(en: "section '#{anchor}'", fr: "la section '#{anchor}'", pt: "a seção '#{anchor}'")
    static let all = [original, opening, named]

    /// `section '#anchor'`, or the words for the opening part.
    static func section(_ anchor: String, _ language: Language) -> String {
        anchor.isEmpty ? opening(language) : named(language, ["anchor": anchor])
    }

    /// A command shortened to fit in a message.
    static func excerpt(_ text: String) -> String {
        text.unicodeScalars.count <= 60 ? text : String(text.prefix(59)) + "…"
    }
}
