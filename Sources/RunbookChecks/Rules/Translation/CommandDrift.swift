import MarkdownTree
import RunbookKit
import ShellSyntax

/// The blocks of a pair of matched sections compared: roles first (the same text under another role), then the
/// commands.
///
/// Commands are aligned on their normalised text; between two that match, those left are paired when their words
/// are alike, then in order when as many are left on each side, and the rest are missing or extra. A pair that
/// differs is damaged by translation or older (`CommandComparison`); a command only the translation has is damaged
/// when it has translated words, extra otherwise.
struct CommandDrift {
    let pair: TranslationPair
    /// The words that tell translated ones, found the first time a command differs.
    private var evidence: TranslatedWords.Evidence?

    init(pair: TranslationPair) {
        self.pair = pair
    }

    /// Compares the blocks of one pair of sections, whose translation heading is on line `heading`.
    mutating func compare(
        _ original: [PageOutline.Block], _ translation: [PageOutline.Block], heading: Int,
        into drift: inout TranslationDrift
    ) {
        var movedOriginal = Set<Int>()
        var movedTranslation = Set<Int>()
        for stretch in Alignment.align(original, translation, same: { $0.text == $1.text }) {
            guard case .match(let i, let j) = stretch, original[i].role != translation[j].role else { continue }
            movedOriginal.insert(original[i].line)
            movedTranslation.insert(translation[j].line)
            drift.roles.append(
                RoleChange(
                    original: original[i].role, translation: translation[j].role, location: location(translation[j]),
                    originalLine: original[i].line))
        }
        let left = original.filter { $0.role == .command && !movedOriginal.contains($0.line) }
        let right = translation.filter { $0.role == .command && !movedTranslation.contains($0.line) }
        for stretch in Alignment.align(left, right, same: { $0.text == $1.text }) {
            guard case .gap(let gapLeft, let gapRight) = stretch else { continue }
            let before = Array(left[gapLeft])
            let after = Array(right[gapRight])
            let words = (before + after).map { Set(CommandWords($0.text).words.map(\.text)) }
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

    /// An English command and the translation's command that stands for it.
    private mutating func comparePair(
        _ english: PageOutline.Block, _ translated: PageOutline.Block, into drift: inout TranslationDrift
    ) {
        switch CommandComparison.compare(english.text, translated.text, evidence: wordEvidence()) {
        case .same:
            break
        case .older:
            drift.outdated.append(
                OutdatedItem(
                    kind: .commandOlder(original: english.text), location: location(translated), inOriginal: false))
        case .damaged(let damage):
            let first = damage.found.split(separator: " ").first.map(String.init) ?? ""
            drift.damaged.append(
                DamagedCommand(
                    damage: damage, words: [], placeholdersOnly: damage.placeholdersOnly,
                    location: location(translated, at: first), originalLine: english.line))
        }
    }

    /// A command only the translation has.
    private mutating func extra(_ block: PageOutline.Block, into drift: inout TranslationDrift) {
        let evidence = wordEvidence()
        let text = block.command?.text ?? block.text
        let script = block.command?.script ?? ShellScript(command: text)
        let found = TranslatedWords.candidates(in: script).filter { evidence.isTranslated($0.word, strong: true) }
        guard let first = found.first else {
            drift.outdated.append(
                OutdatedItem(kind: .commandExtra(translation: block.text), location: location(block), inOriginal: false)
            )
            return
        }
        var seen = Set<String>()
        let words = found.compactMap { seen.insert($0.word).inserted ? $0.word : nil }
        // A placeholder's words are given at the offset of its `<`.
        let bytes = Array(text.utf8)
        let placeholdersOnly = found.allSatisfy { $0.offset < bytes.count && bytes[$0.offset] == UInt8(ascii: "<") }
        drift.damaged.append(
            DamagedCommand(
                damage: nil, words: words, placeholdersOnly: placeholdersOnly,
                location: location(block, offset: first.offset), originalLine: nil))
    }

    private mutating func wordEvidence() -> TranslatedWords.Evidence {
        if let evidence { return evidence }
        let made = TranslatedWords.Evidence(pair)
        evidence = made
        return made
    }

    /// Where a block of the translation starts, or where `word` is in its command.
    private func location(_ block: PageOutline.Block, at word: String = "") -> SourceLocation {
        guard let command = block.command, !word.isEmpty, let range = command.text.firstRange(of: word) else {
            return location(block, offset: nil)
        }
        return location(block, offset: command.text.utf8.distance(from: command.text.startIndex, to: range.lowerBound))
    }

    /// Where a block of the translation starts, or where byte `offset` of its command is.
    private func location(_ block: PageOutline.Block, offset: Int?) -> SourceLocation {
        let source = pair.translation.source
        guard let command = block.command else {
            let text = source.line(block.line)
            return SourceLocation(line: block.line, column: text.prefix { $0 == " " || $0 == "\t" }.count + 1)
        }
        guard let offset else { return CommandSnippet.location(of: command, line: 1, in: source) }
        return CommandSnippet.location(of: command, offset: offset, in: source)
    }
}
