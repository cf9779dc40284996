import MarkdownTree
import RunbookKit

/// One way a translation is out of date with its English page.
struct OutdatedItem: Sendable, Equatable {
    /// What differs.
    enum Kind: Sendable, Equatable {
        /// A section of the English page is not in the translation, under any shape.
        case sectionMissing(anchor: String)
        /// A section of the translation is not in the English page, under any shape.
        case sectionExtra(anchor: String)
        /// A section of the translation has another anchor than the English section it matches.
        case anchorChanged(original: String, translation: String)
        /// A section has another number of numbered steps.
        case stepCount(anchor: String, original: Int, translation: Int)
        /// An English command has no counterpart in the translation.
        case commandMissing(original: String)
        /// A command of the translation has no English counterpart.
        case commandExtra(translation: String)
        /// A command differs from its English counterpart, not by translation: the English one changed since.
        case commandOlder(original: String)
    }

    let kind: Kind
    /// Where: in the translation, or in the English page for what only it has.
    let location: SourceLocation
    /// Whether `location` is in the English page.
    let inOriginal: Bool
}

/// A command of the translation that translation damaged.
struct DamagedCommand: Sendable, Equatable {
    /// How, against its English counterpart; nil for a command without one.
    let damage: CommandComparison.Damage?
    /// The translated words of a command without an English counterpart.
    let words: [String]
    /// Whether the only words translated are in placeholder names: the command runs once its values are typed.
    let placeholdersOnly: Bool
    /// Where, in the translation.
    let location: SourceLocation
    /// The English counterpart's line, if it has one.
    let originalLine: Int?
}

/// A block marked as one role in the English page and as another in the translation.
struct RoleChange: Sendable, Equatable {
    let original: BlockRole
    let translation: BlockRole
    let location: SourceLocation
    let originalLine: Int
}

/// What comparing a translation with its English page finds.
///
/// How it is out of date, the commands translation damaged, and the blocks whose role changed: the translation rules
/// each report one of them.
struct TranslationDrift: Sendable, Equatable {
    var outdated: [OutdatedItem] = []
    var damaged: [DamagedCommand] = []
    var roles: [RoleChange] = []

    /// Compares the two pages of `pair`.
    ///
    /// Sections are matched by anchor, then by content (`SectionDrift`). Each pair of matched sections is then
    /// compared with the sections after it that are not matched (their content belongs to the section before them
    /// on both pages): the number of numbered steps, unless a section there is missing or extra (it explains the
    /// difference), and the commands, aligned on their text, then by likeness, then in order. A command that differs
    /// is damaged by translation or older (`CommandComparison`); the commands of a missing or extra section are that
    /// section's, not counted again. A translation's fence left unclosed does not hide the commands it swallows
    /// (`SwallowedCode`).
    static func compare(_ pair: TranslationPair) -> TranslationDrift {
        let original = PageOutline(pair.original.runbook)
        // Commands the reader found are not read again out of what a fence swallowed.
        let read = Set(pair.translation.runbook.commands.map(\.1.line))
        let recovered = pair.translation.swallowedCode.flatMap { $0.commands(keywords: pair.translation.keywords) }
            .filter { !read.contains($0.line) }
        let translation = PageOutline(pair.translation.runbook, recovered: recovered)
        let sections = SectionDrift(original, translation, pair: pair)
        var drift = TranslationDrift(outdated: sections.items)
        let left = grouped(original, sections.shared.map(\.0), leaving: sections.missingParts)
        let right = grouped(translation, sections.shared.map(\.1), leaving: sections.extraParts)
        var commands = CommandDrift(pair: pair)
        for (group, (originalAnchor, translationAnchor)) in sections.shared.enumerated() {
            let headings = (original.line(of: originalAnchor) ?? 1, translation.line(of: translationAnchor) ?? 1)
            let counts = (left.steps[group], right.steps[group])
            if counts.0 != counts.1, !left.leftOut[group], !right.leftOut[group] {
                drift.outdated.append(
                    OutdatedItem(
                        kind: .stepCount(anchor: translationAnchor, original: counts.0, translation: counts.1),
                        location: SourceLocation(line: headings.1, column: 1), inOriginal: false))
            }
            commands.compare(left.blocks[group], right.blocks[group], heading: headings.1, into: &drift)
        }
        drift.outdated.sort { lhs, rhs in
            lhs.inOriginal != rhs.inOriginal
                ? !lhs.inOriginal : (lhs.location.line, lhs.location.column) < (rhs.location.line, rhs.location.column)
        }
        drift.damaged.sort { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
        drift.roles.sort { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
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
