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
        /// A command of the English page that the translation has at another place (in another order, or in another
        /// section), at its place in the translation.
        case commandMoved(translation: String)
        /// A command differs from its English counterpart, not by translation: the English one changed since, from
        /// its byte `differsAt` (`CommandComparison.Outcome.older`).
        case commandOlder(original: String, differsAt: Int)
    }

    let kind: Kind
    let location: SourceLocation
    let inOriginal: Bool
}

/// A command of the translation that translation damaged: how, against its English counterpart (at `original`),
/// or, for a command without one, its translated `words`.
struct DamagedCommand: Sendable, Equatable {
    let damage: CommandComparison.Damage?
    let words: [String]
    let placeholdersOnly: Bool
    let location: SourceLocation
    /// Where the English command is, in the English page.
    let original: SourceLocation?
}

/// A block marked as one role in the English page and as another in the translation.
struct RoleChange: Sendable, Equatable {
    let original: BlockRole
    let translation: BlockRole
    let location: SourceLocation
    /// Where the English block is, in the English page.
    let originalLocation: SourceLocation
}

/// What comparing a translation with its English page finds: how it is out of date, the commands translation damaged,
/// and the blocks whose role changed (each reported by one of the three translation rules).
struct TranslationDrift: Sendable, Equatable {
    var outdated: [OutdatedItem] = []
    var damaged: [DamagedCommand] = []
    var roles: [RoleChange] = []

    /// Compares the two pages of `pair` as `translation-outdated`'s details say: sections, matched by anchor then by
    /// content, then each pair of matched sections with the unmatched ones after it, whose content is theirs on both
    /// pages (the steps, and the blocks).
    static func compare(_ pair: TranslationPair, english: PageOutline) -> TranslationDrift {
        var comparison = Comparison(
            pair: pair, original: english, translation: PageOutline(pair.translation, readingSwallowed: true))
        comparison.matchSections()
        comparison.compareSections()
        var drift = comparison.drift
        drift.outdated = movedCommands(drift.outdated)
        drift.outdated.sort { ($0.inOriginal ? 1 : 0, $0.location) < ($1.inOriginal ? 1 : 0, $1.location) }
        drift.damaged.sort { $0.location < $1.location }
        drift.roles.sort { $0.location < $1.location }
        return drift
    }

    /// `items` with each command missing from the translation that the translation has elsewhere (an extra command of
    /// the same text) given once, as moved, at its place in the translation.
    private static func movedCommands(_ items: [OutdatedItem]) -> [OutdatedItem] {
        var extra: [String: [Int]] = [:]
        for (index, item) in items.enumerated().reversed() {
            if case .commandExtra(let text) = item.kind { extra[text, default: []].append(index) }
        }
        var items = items
        var moved = Set<Int>()
        for (index, item) in items.enumerated() {
            guard case .commandMissing(let text) = item.kind, let place = extra[text]?.popLast() else { continue }
            moved.insert(index)
            items[place] = OutdatedItem(
                kind: .commandMoved(translation: text), location: items[place].location, inOriginal: false)
        }
        return items.indices.filter { !moved.contains($0) }.map { items[$0] }
    }
}

/// One comparison of a translation with its English page, as it goes: the sections matched, then their blocks.
private struct Comparison {
    let pair: TranslationPair
    let original: PageOutline
    let translation: PageOutline
    var drift = TranslationDrift()
    /// The pairs of parts whose content is compared (`PageOutline`: 0 is the opening part), the renamed ones included.
    var shared = [(0, 0)]
    /// The parts of each page that only it has (missing, or extra), whose blocks are not compared.
    var unmatched = (Set<Int>(), Set<Int>())
    /// The words that tell translated ones, found the first time a command differs (the translation's prose's, the
    /// first time a word needs them).
    lazy var evidence = { [original, translation, language = pair.translation.runbook.language] in
        TranslatedWords.Evidence(english: original.words, prose: translation.proseWords, language: language)
    }()

    /// Matches the sections by anchor first, then by content.
    ///
    /// Between two anchors both pages share, a section only the English page has is matched with one only the
    /// translation has when their anchors (`alike`) or their content are alike: the anchor was renamed. A section left
    /// over is missing (or extra) only when its content is not in the other page there either (`isThere`): otherwise
    /// it is there under another shape (a bold line, a heading without an id).
    mutating func matchSections() {
        let left = original.sections
        let right = translation.sections
        let leftAnchors = Set(left.map(\.anchor))
        let rightAnchors = Set(right.map(\.anchor))
        shared += left.indices.compactMap { i in translation.part(of: left[i].anchor).map { (i + 1, $0) } }
        // The parts of the last anchors both pages have (0: the opening part).
        var previous = (0, 0)
        for stretch in Alignment.align(left.map(\.anchor), right.map(\.anchor), same: ==) {
            switch stretch {
            case .match(let i, let j):
                previous = (i + 1, j + 1)
            case .gap(let gapLeft, let gapRight):
                // The stretch of each page between the shared anchors around the gap.
                let englishLines = original.lines(from: previous.0, before: gapLeft.upperBound + 1)
                let translationLines = translation.lines(from: previous.1, before: gapRight.upperBound + 1)
                let missing = gapLeft.filter { !rightAnchors.contains(left[$0].anchor) }.map { $0 + 1 }
                let extra = gapRight.filter { !leftAnchors.contains(right[$0].anchor) }.map { $0 + 1 }
                match(missing: missing, extra: extra, regions: (englishLines, translationLines))
            }
        }
    }

    /// Matches the parts only one page has between the same two shared anchors, and records the rest.
    private mutating func match(missing: [Int], extra: [Int], regions: (Range<Int>, Range<Int>)) {
        guard !missing.isEmpty || !extra.isEmpty else { return }
        let (original, translation) = (self.original, self.translation)
        let (english, translated) = (original.content, translation.content)
        let missingContent = missing.map { english.content(original.lines(from: $0, before: $0 + 1)) }
        let extraContent = extra.map { translated.content(translation.lines(from: $0, before: $0 + 1)) }
        let alike = { (i: Int, j: Int) -> Bool in
            let (before, after) = (original.sections[missing[i] - 1], translation.sections[extra[j] - 1])
            return Self.alike(before.anchor, after.anchor)
                || (missingContent[i].tokens.count >= 2 && extraContent[j].tokens.count >= 2
                    && missingContent[i].isMostlyIn(extraContent[j]) && extraContent[j].isMostlyIn(missingContent[i]))
        }
        var matched = (Set<Int>(), Set<Int>())
        for stretch in Alignment.align(Array(missing.indices), Array(extra.indices), same: alike) {
            guard case .match(let i, let j) = stretch else { continue }
            matched.0.insert(i)
            matched.1.insert(j)
            let (before, after) = (original.sections[missing[i] - 1], translation.sections[extra[j] - 1])
            shared.append((missing[i], extra[j]))
            add(.anchorChanged(original: before.anchor, translation: after.anchor), line: after.line)
        }
        let englishRegion = english.content(regions.0)
        let translationRegion = translated.content(regions.1)
        for (i, part) in missing.enumerated() where !matched.0.contains(i) {
            guard !missingContent[i].isThere(in: translationRegion, own: englishRegion) else { continue }
            unmatched.0.insert(part)
            let section = original.sections[part - 1]
            add(.sectionMissing(anchor: section.anchor), line: section.line, inOriginal: true)
        }
        for (j, part) in extra.enumerated() where !matched.1.contains(j) {
            guard !extraContent[j].isThere(in: englishRegion, own: translationRegion) else { continue }
            unmatched.1.insert(part)
            let section = translation.sections[part - 1]
            add(.sectionExtra(anchor: section.anchor), line: section.line)
        }
    }

    /// Records a difference at `location`, or at the start of `line`: in the translation, or in the English page.
    private mutating func add(
        _ kind: OutdatedItem.Kind, at location: SourceLocation? = nil, line: Int = 1, inOriginal: Bool = false
    ) {
        let location = location ?? SourceLocation(line: line, column: 1)
        drift.outdated.append(OutdatedItem(kind: kind, location: location, inOriginal: inOriginal))
    }

    /// Whether two anchors look like one renamed: one is a prefix of the other, or they share their first six bytes.
    private static func alike(_ one: String, _ other: String) -> Bool {
        if one.hasPrefix(other) || other.hasPrefix(one) { return true }
        return zip(one.utf8, other.utf8).prefix { $0 == $1 }.count >= 6
    }

    /// Compares each pair of shared sections, with the parts after it that are not shared: their numbers of steps,
    /// then their blocks.
    mutating func compareSections() {
        let left = Self.grouped(original, shared.map(\.0), leaving: unmatched.0)
        let right = Self.grouped(translation, shared.map(\.1), leaving: unmatched.1)
        for (group, (_, part)) in shared.enumerated() {
            let counts = (left.steps[group], right.steps[group])
            if counts.0 != counts.1, !left.leftOut[group], !right.leftOut[group] {
                let (anchor, line) = part == 0 ? ("", 1) : translation.sections[part - 1]
                add(.stepCount(anchor: anchor, original: counts.0, translation: counts.1), line: line)
            }
            compareBlocks(left.blocks[group], right.blocks[group])
        }
    }

    /// The numbered steps and the blocks of each group of `parts` (one page's side of the shared pairs).
    ///
    /// A part that is not shared belongs to the shared one before it. The blocks of the parts `leaving` are left out,
    /// and `leftOut` says which groups had such a part.
    private static func grouped(_ outline: PageOutline, _ parts: [Int], leaving: Set<Int>) -> (
        steps: [Int], blocks: [[PageOutline.Block]], leftOut: [Bool]
    ) {
        var groupOfPart = [Int?](repeating: nil, count: outline.blocks.count)
        for (index, part) in parts.enumerated() where groupOfPart[part] == nil { groupOfPart[part] = index }
        var steps = [Int](repeating: 0, count: parts.count)
        var blocks = [[PageOutline.Block]](repeating: [], count: parts.count)
        var leftOut = [Bool](repeating: false, count: parts.count)
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

    /// The blocks of a pair of matched sections compared: roles first (the same text under another role), then the
    /// commands, aligned on their text, then paired when their words are alike or in order when as many are left on
    /// each side; the rest are missing or extra (or damaged, for a translation's command with translated words).
    private mutating func compareBlocks(_ original: [PageOutline.Block], _ translation: [PageOutline.Block]) {
        var moved = (Set<Int>(), Set<Int>())
        for stretch in Alignment.align(original, translation, same: { $0.text == $1.text }) {
            guard case .match(let i, let j) = stretch, original[i].role != translation[j].role else { continue }
            moved.0.insert(original[i].line)
            moved.1.insert(translation[j].line)
            drift.roles.append(
                RoleChange(
                    original: original[i].role, translation: translation[j].role, location: location(translation[j]),
                    originalLocation: location(original[i], in: pair.original.source)))
        }
        let left = original.filter { $0.role == .command && !moved.0.contains($0.line) }
        let right = translation.filter { $0.role == .command && !moved.1.contains($0.line) }
        for stretch in Alignment.align(left, right, same: { $0.text == $1.text }) {
            guard case .gap(let gapLeft, let gapRight) = stretch else { continue }
            let (before, after) = (Array(left[gapLeft]), Array(right[gapRight]))
            // Each command's words, read once for pairing them and for comparing the pairs.
            let words = (before + after).map { CommandComparison.Word.all(in: $0.text) }
            let texts = words.map { Set($0.map(\.text)) }
            let alike = { (i: Int, j: Int) -> Bool in
                let (one, other) = (texts[i], texts[before.count + j])
                return 2 * one.intersection(other).count >= max(one.count, other.count)
            }
            let wordsOf = { (i: Int, j: Int) in (words[i], words[before.count + j]) }
            for inner in Alignment.align(Array(before.indices), Array(after.indices), same: alike) {
                switch inner {
                case .match(let i, let j):
                    comparePair(before[i], after[j], words: wordsOf(i, j))
                case .gap(let innerLeft, let innerRight) where innerLeft.count == innerRight.count:
                    for (i, j) in zip(innerLeft, innerRight) { comparePair(before[i], after[j], words: wordsOf(i, j)) }
                case .gap(let innerLeft, let innerRight):
                    for i in innerLeft {
                        add(.commandMissing(original: before[i].text), line: before[i].line, inOriginal: true)
                    }
                    for j in innerRight { extra(after[j]) }
                }
            }
        }
    }

    private mutating func comparePair(
        _ english: PageOutline.Block, _ translated: PageOutline.Block,
        words: (english: [CommandComparison.Word], translation: [CommandComparison.Word])
    ) {
        switch CommandComparison.compare(english.text, translated.text, words: words, evidence: evidence) {
        case .same:
            break
        case .older(let differsAt):
            add(.commandOlder(original: english.text, differsAt: differsAt), at: location(translated))
        case .damaged(let damage):
            // At the first word of the damage in the command.
            let text = translated.command?.text ?? ""
            let word = damage.found.split(separator: " ").first ?? ""
            let found = word.isEmpty ? nil : text.firstRange(of: word)
            let offset = found.map { text.utf8.distance(from: text.startIndex, to: $0.lowerBound) }
            drift.damaged.append(
                DamagedCommand(
                    damage: damage, words: [], placeholdersOnly: damage.placeholdersOnly,
                    location: location(translated, offset: offset),
                    original: location(english, in: pair.original.source)))
        }
    }

    private mutating func extra(_ block: PageOutline.Block) {
        let text = block.command?.text ?? block.text
        let script = block.command?.script ?? ShellScript(command: text)
        let evidence = self.evidence
        let found = TranslatedWords.candidates(in: script).filter { evidence.isTranslated($0.word, strong: true) }
        guard let first = found.first else { return add(.commandExtra(translation: block.text), at: location(block)) }
        var seen = Set<String>()
        // A placeholder's words are given at the offset of its `<`.
        let bytes = Array(text.utf8)
        drift.damaged.append(
            DamagedCommand(
                damage: nil, words: found.map(\.word).filter { seen.insert($0).inserted },
                placeholdersOnly: found.allSatisfy { $0.offset < bytes.count && bytes[$0.offset] == UInt8(ascii: "<") },
                location: location(block, offset: first.offset), original: nil))
    }

    /// Where a block starts, or where byte `offset` of its command is: in the translation, or in `source`.
    private func location(_ block: PageOutline.Block, offset: Int? = nil, in source: PageSource? = nil)
        -> SourceLocation
    {
        let source = source ?? pair.translation.source
        guard let command = block.command else {
            let text = source.line(block.line)
            return SourceLocation(line: block.line, column: text.prefix { $0 == " " || $0 == "\t" }.count + 1)
        }
        let places = CommandSnippet.Places(command, in: source)
        return offset.map(places.location(of:)) ?? places.location(line: 1)
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

    /// Where the quote of a command that differs from character `differingAt` on starts: ten characters before, from
    /// the start of a word.
    static func quoteStart(_ characters: [Character], differingAt: Int) -> Int {
        var start = max(0, differingAt - 10)
        while start > 0, characters[start - 1] != " " { start -= 1 }
        return start
    }

    /// A command's characters quoted in a message from `start` (`…` where the start is cut), at most 60 characters,
    /// and the spaces that look like a space but are none written as `<U+00A0>`, so that the difference shows.
    static func quoted(_ characters: [Character], from start: Int) -> String {
        let text = (start > 0 ? "…" : "") + String(characters[start...])
        // A blank other than ASCII's is named, so that the reader sees what differs (`<U+00A0>`).
        return text.excerpt(60).unicodeScalars.map {
            $0.properties.isWhitespace && !$0.isASCII ? VisibleText.codePoint($0) : String($0)
        }.joined()
    }
}
