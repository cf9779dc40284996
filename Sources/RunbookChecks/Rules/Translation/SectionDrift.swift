import MarkdownTree
import RunbookKit

/// The sections of a translation matched with its English page's: by anchor first, then by content.
///
/// Between two anchors both pages share, a section only the English page has is matched with one only the
/// translation has when their anchors look alike (one starts with the other, or they share six characters at the
/// start) or their content is alike: the anchor was renamed. A section left over is missing (or extra) only when its
/// content is not in the other page between the same two shared anchors either: its code, inline code, links and
/// numbers mostly absent there, or, for a section with fewer than two such pieces, fewer than half of its blocks
/// (headings, list items, table rows, paragraphs) there beyond the other blocks of the stretch. Otherwise it is there
/// under another shape (a bold line, a heading without an id) and is not reported.
struct SectionDrift {
    /// The pairs of anchors whose content is compared (`""` is the opening part), the renamed ones included.
    private(set) var shared: [(String, String)] = [("", "")]
    /// Sections missing, extra or renamed.
    private(set) var items: [OutdatedItem] = []
    /// The English page's parts that are missing from the translation.
    private(set) var missingParts = Set<Int>()
    /// The translation's parts that the English page does not have.
    private(set) var extraParts = Set<Int>()

    /// The pages' contents, read when a section of one is not in the other by anchor.
    private var contents: (original: PageContent, translation: PageContent)?

    init(_ original: PageOutline, _ translation: PageOutline, pair: TranslationPair) {
        let left = original.sections
        let right = translation.sections
        let leftAnchors = Set(left.map(\.anchor))
        let rightAnchors = Set(right.map(\.anchor))
        shared += left.filter { rightAnchors.contains($0.anchor) }.map { ($0.anchor, $0.anchor) }
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
                match(
                    missing: missing, extra: extra, original: original, translation: translation, pair: pair,
                    regions: (englishLines, translationLines))
            }
        }
    }

    /// Matches the parts only one page has between the same two shared anchors, and records the rest.
    private mutating func match(
        missing: [Int], extra: [Int], original: PageOutline, translation: PageOutline, pair: TranslationPair,
        regions: (Range<Int>, Range<Int>)
    ) {
        guard !missing.isEmpty || !extra.isEmpty else { return }
        let (english, translated) =
            contents ?? (PageContent(pair.original.source), PageContent(pair.translation.source))
        contents = (english, translated)
        let missingContent = missing.map { english.content(original.lines(ofPart: $0)) }
        let extraContent = extra.map { translated.content(translation.lines(ofPart: $0)) }
        let alike = { (i: Int, j: Int) -> Bool in
            let (before, after) = (original.sections[missing[i] - 1], translation.sections[extra[j] - 1])
            return Self.alike(before.anchor, after.anchor)
                || (missingContent[i].tokens.count >= 2 && extraContent[j].tokens.count >= 2
                    && missingContent[i].isMostlyIn(extraContent[j]) && extraContent[j].isMostlyIn(missingContent[i]))
        }
        var matchedLeft = Set<Int>()
        var matchedRight = Set<Int>()
        for stretch in Alignment.align(Array(missing.indices), Array(extra.indices), same: alike) {
            guard case .match(let i, let j) = stretch else { continue }
            matchedLeft.insert(i)
            matchedRight.insert(j)
            let (before, after) = (original.sections[missing[i] - 1], translation.sections[extra[j] - 1])
            shared.append((before.anchor, after.anchor))
            items.append(
                OutdatedItem(
                    kind: .anchorChanged(original: before.anchor, translation: after.anchor),
                    location: SourceLocation(line: after.line, column: 1), inOriginal: false))
        }
        let englishRegion = english.content(regions.0)
        let translationRegion = translated.content(regions.1)
        for (i, part) in missing.enumerated() where !matchedLeft.contains(i) {
            guard !Self.isThere(missingContent[i], in: translationRegion, own: englishRegion) else { continue }
            missingParts.insert(part)
            items.append(Self.leftOver(original.sections[part - 1], inOriginal: true))
        }
        for (j, part) in extra.enumerated() where !matchedRight.contains(j) {
            guard !Self.isThere(extraContent[j], in: englishRegion, own: translationRegion) else { continue }
            extraParts.insert(part)
            items.append(Self.leftOver(translation.sections[part - 1], inOriginal: false))
        }
    }

    /// A section only one page has: missing from the translation when it is the English page's, else extra.
    private static func leftOver(_ section: (anchor: String, line: Int), inOriginal: Bool) -> OutdatedItem {
        OutdatedItem(
            kind: inOriginal ? .sectionMissing(anchor: section.anchor) : .sectionExtra(anchor: section.anchor),
            location: SourceLocation(line: section.line, column: 1), inOriginal: inOriginal)
    }

    /// Whether a section only one page has is in `region` of the other page all the same (`own` is the stretch of
    /// its own page around it): most of its tokens are there, or, for a section with fewer than two, `region` has
    /// at least half of its blocks beyond those of `own` without it (they are there, under whatever headings).
    static func isThere(_ section: SectionContent, in region: SectionContent, own: SectionContent) -> Bool {
        guard section.tokens.count < 2 else { return section.isMostlyIn(region) }
        let rest = own.blocks - section.blocks
        return 2 * (region.blocks - rest) >= section.blocks
    }

    /// Whether two anchors look like one renamed: one starts with the other, or they share six characters at the
    /// start.
    static func alike(_ one: String, _ other: String) -> Bool {
        if one.hasPrefix(other) || other.hasPrefix(one) { return true }
        return zip(one.utf8, other.utf8).prefix { $0 == $1 }.count >= 6
    }
}

extension PageOutline {
    /// The lines from the heading of part `first` to that of part `end` (the end of the page when there is none).
    func lines(from first: Int, before end: Int) -> Range<Int> {
        let start = lines(ofPart: first).lowerBound
        let stop = end <= sections.count ? lines(ofPart: end).lowerBound : Int.max
        return start..<max(start, stop)
    }
}
