import MarkdownTree
import RunbookKit

/// One difference between a translation and its English page, located in the translation with the English line
/// beside it. The translation rules each report one kind.
struct TranslationDrift: Sendable, Equatable {
    /// What differs.
    enum Kind: Sendable, Equatable {
        /// A section of the English page is not in the translation.
        case sectionMissing(anchor: String)
        /// A section of the translation is not in the English page.
        case sectionExtra(anchor: String)
        /// A section of the translation stands where the English page has a section with another anchor.
        case anchorChanged(original: String, translation: String)
        /// A section has a different number of numbered steps.
        case stepCount(anchor: String, original: Int, translation: Int)
        /// A command differs from the English one at the same place.
        case commandChanged(original: String, translation: String)
        /// An English command has no counterpart in the translation.
        case commandMissing(original: String)
        /// A command of the translation has no English counterpart.
        case commandExtra(translation: String)
        /// The same block has another role (`{: pre}` against `{: screen}`).
        case roleChanged(original: BlockRole, translation: BlockRole)
    }

    let kind: Kind
    /// Where, in the translation.
    let location: SourceLocation
    /// The line of the English page the difference is about.
    let originalLine: Int

    /// The differences between the two pages of `pair`, in the translation's order.
    static func compare(_ pair: TranslationPair) -> [TranslationDrift] {
        let original = PageOutline(pair.original.runbook)
        let translation = PageOutline(pair.translation.runbook)
        let source = pair.translation.source
        let (sections, shared) = sectionDrift(original, translation)
        var drift = sections
        let left = grouped(original, shared.map(\.0))
        let right = grouped(translation, shared.map(\.1))
        for (group, (originalAnchor, translationAnchor)) in shared.enumerated() {
            let originalLine = original.line(of: originalAnchor) ?? 1
            let translationLine = translation.line(of: translationAnchor) ?? 1
            let counts = (left.steps[group], right.steps[group])
            if counts.0 != counts.1 {
                drift.append(
                    TranslationDrift(
                        kind: .stepCount(anchor: translationAnchor, original: counts.0, translation: counts.1),
                        location: SourceLocation(line: translationLine, column: 1), originalLine: originalLine))
            }
            drift += blockDrift(
                left.blocks[group], right.blocks[group], headings: (originalLine, translationLine), source: source)
        }
        return drift.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
    }

    /// The numbered steps and the blocks of each group of `anchors` (one page's side of the shared pairs); a
    /// section that is not shared belongs to the shared one before it, so its content is compared there rather
    /// than reported again.
    private static func grouped(_ outline: PageOutline, _ anchors: [String]) -> (
        steps: [Int], blocks: [[PageOutline.Block]]
    ) {
        var groupOfPart = [Int?](repeating: nil, count: outline.blocks.count)
        for (index, anchor) in anchors.enumerated() {
            if let part = outline.part(of: anchor), groupOfPart[part] == nil { groupOfPart[part] = index }
        }
        var steps = [Int](repeating: 0, count: anchors.count)
        var blocks = [[PageOutline.Block]](repeating: [], count: anchors.count)
        var current = 0
        for part in outline.blocks.indices {
            current = groupOfPart[part] ?? current
            steps[current] += outline.numberedSteps[part]
            blocks[current] += outline.blocks[part]
        }
        return (steps, blocks)
    }

    /// Sections aligned by anchor. Between two shared anchors, sections left over on both sides pair up in order
    /// as changed anchors; the rest are missing or extra. An anchor both pages have in another order is shared.
    /// Returns the drift and the pairs of anchors whose content is compared (`""` is the opening part).
    private static func sectionDrift(_ original: PageOutline, _ translation: PageOutline)
        -> (drift: [TranslationDrift], shared: [(String, String)])
    {
        let left = original.sections
        let right = translation.sections
        let leftAnchors = Set(left.map(\.anchor))
        let rightAnchors = Set(right.map(\.anchor))
        var drift: [TranslationDrift] = []
        var shared: [(String, String)] = [("", "")]
        shared += left.filter { rightAnchors.contains($0.anchor) }.map { ($0.anchor, $0.anchor) }
        var lastShared = (original: 1, translation: 1)
        for stretch in Alignment.align(left.map(\.anchor), right.map(\.anchor), same: ==) {
            switch stretch {
            case .match(let i, let j):
                lastShared = (left[i].line, right[j].line)
            case .gap(let gapLeft, let gapRight):
                let missing = left[gapLeft].filter { !rightAnchors.contains($0.anchor) }
                let extra = right[gapRight].filter { !leftAnchors.contains($0.anchor) }
                // Where a missing section would be: after the translation's section before it.
                var previous = lastShared
                for (before, after) in renamed(missing, extra) {
                    if let before, let after {
                        shared.append((before.anchor, after.anchor))
                        drift.append(
                            TranslationDrift(
                                kind: .anchorChanged(original: before.anchor, translation: after.anchor),
                                location: SourceLocation(line: after.line, column: 1), originalLine: before.line))
                        previous = (before.line, after.line)
                    } else if let before {
                        drift.append(
                            TranslationDrift(
                                kind: .sectionMissing(anchor: before.anchor),
                                location: SourceLocation(line: previous.translation, column: 1),
                                originalLine: before.line))
                        previous.original = before.line
                    } else if let after {
                        drift.append(
                            TranslationDrift(
                                kind: .sectionExtra(anchor: after.anchor),
                                location: SourceLocation(line: after.line, column: 1),
                                originalLine: previous.original))
                        previous.translation = after.line
                    }
                }
                if let last = gapLeft.last, let there = gapRight.last {
                    lastShared = (left[last].line, right[there].line)
                }
            }
        }
        return (drift, shared)
    }

    /// Sections left over between the same two shared anchors, paired when their anchors look alike (one starts
    /// with the other, or they share six characters at the start), or in order when the runs left between such
    /// pairs have the same length; nil on the other side for a section missing or extra.
    private static func renamed(
        _ missing: [(anchor: String, line: Int)], _ extra: [(anchor: String, line: Int)]
    ) -> [((anchor: String, line: Int)?, (anchor: String, line: Int)?)] {
        var result: [((anchor: String, line: Int)?, (anchor: String, line: Int)?)] = []
        for stretch in Alignment.align(missing, extra, same: { alike($0.anchor, $1.anchor) }) {
            switch stretch {
            case .match(let i, let j):
                result.append((missing[i], extra[j]))
            case .gap(let left, let right) where left.count == right.count:
                for (i, j) in zip(left, right) { result.append((missing[i], extra[j])) }
            case .gap(let left, let right):
                result += left.map { (missing[$0], nil) } + right.map { (nil, extra[$0]) }
            }
        }
        return result
    }

    static func alike(_ one: String, _ other: String) -> Bool {
        if one.hasPrefix(other) || other.hasPrefix(one) { return true }
        return zip(one.utf8, other.utf8).prefix { $0 == $1 }.count >= 6
    }

    /// Role changes first (the same text under another role), then commands aligned on their normalised text.
    private static func blockDrift(
        _ original: [PageOutline.Block], _ translation: [PageOutline.Block], headings: (Int, Int),
        source: PageSource
    ) -> [TranslationDrift] {
        var drift: [TranslationDrift] = []
        var movedOriginal = Set<Int>()
        var movedTranslation = Set<Int>()
        for stretch in Alignment.align(original, translation, same: { $0.text == $1.text }) {
            guard case .match(let i, let j) = stretch, original[i].role != translation[j].role else { continue }
            movedOriginal.insert(original[i].line)
            movedTranslation.insert(translation[j].line)
            drift.append(
                TranslationDrift(
                    kind: .roleChanged(original: original[i].role, translation: translation[j].role),
                    location: location(translation[j], source), originalLine: original[i].line))
        }
        let left = original.filter { $0.role == .command && !movedOriginal.contains($0.line) }
        let right = translation.filter { $0.role == .command && !movedTranslation.contains($0.line) }
        // Where a missing command is reported (the translation's command before it, or its heading), and the
        // English line an extra command follows.
        var previous = SourceLocation(line: headings.1, column: 1)
        var previousOriginal = headings.0
        for stretch in Alignment.align(left, right, same: { $0.text == $1.text }) {
            switch stretch {
            case .match(let i, let j):
                previous = location(right[j], source)
                previousOriginal = left[i].line
            case .gap(let gapLeft, let gapRight):
                let paired = min(gapLeft.count, gapRight.count)
                for offset in 0..<paired {
                    let (before, after) = (left[gapLeft.lowerBound + offset], right[gapRight.lowerBound + offset])
                    drift.append(
                        TranslationDrift(
                            kind: .commandChanged(original: before.text, translation: after.text),
                            location: location(after, source), originalLine: before.line))
                }
                let missingAt = gapRight.isEmpty ? previous : location(right[gapRight.upperBound - 1], source)
                for block in left[gapLeft].dropFirst(paired) {
                    drift.append(
                        TranslationDrift(
                            kind: .commandMissing(original: block.text), location: missingAt, originalLine: block.line))
                }
                let extraAfter = gapLeft.isEmpty ? previousOriginal : left[gapLeft.upperBound - 1].line
                for block in right[gapRight].dropFirst(paired) {
                    drift.append(
                        TranslationDrift(
                            kind: .commandExtra(translation: block.text), location: location(block, source),
                            originalLine: extraAfter))
                }
                if let last = gapRight.last { previous = location(right[last], source) }
                if let last = gapLeft.last { previousOriginal = left[last].line }
            }
        }
        return drift
    }

    private static func location(_ block: PageOutline.Block, _ source: PageSource) -> SourceLocation {
        if let command = block.command { return CommandSnippet.location(of: command, line: 1, in: source) }
        let text = source.line(block.line)
        return SourceLocation(line: block.line, column: text.prefix { $0 == " " || $0 == "\t" }.count + 1)
    }
}
