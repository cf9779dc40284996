import RunbookKit

/// A page as the translation rules compare it, each part read once: its anchored sections, and in each the numbered
/// steps and the code blocks with their roles; the first time a pair needs them, its words and its content.
///
/// A section without an anchor belongs to the anchored section before it, so pages compare by anchors only; the
/// part of the page before the first anchored heading is the section `""`. The parts are numbered, 0 for that
/// opening part and `n + 1` for `sections[n]`. A class, so that what one pair read of an English page serves the
/// comparisons with its other translations.
final class PageOutline {
    /// A code block (its text `normalise`d), where its first line of code is, and its command for a `{: pre}` block.
    struct Block: Sendable, Equatable {
        let role: BlockRole
        let text: String
        let line: Int
        let command: Command?
    }

    /// Anchored sections in page order, first occurrence of each anchor, with their heading lines.
    let sections: [(anchor: String, line: Int)]
    let numberedSteps: [Int]
    let blocks: [[Block]]
    private let partOfAnchor: [String: Int]
    private let page: CheckedPage
    /// All the words of the page (`TranslatedWords`).
    private(set) lazy var words = TranslatedWords.words(in: page.source.text[...])
    /// The words of the page's prose.
    private(set) lazy var proseWords = TranslatedWords.proseWords(page)
    private(set) lazy var content = PageContent(page.source)

    /// Reads `page`; with `readingSwallowed` (a translation, where a fence that lost a backtick would show every
    /// later command as missing), also the commands its unclosed fences swallowed, in the parts their lines are in.
    init(_ page: CheckedPage, readingSwallowed: Bool = false) {
        let runbook = page.runbook
        let swallowed = readingSwallowed ? page.swallowedCode.flatMap { $0.commands(keywords: page.keywords) } : []
        // Commands the reader found are not read again out of what a fence swallowed.
        let read = swallowed.isEmpty ? [] : Set(runbook.commands.map(\.1.line))
        let recovered = swallowed.filter { !read.contains($0.line) }
        var sections: [(anchor: String, line: Int)] = []
        var partOfSection: [Int] = []
        var partOfAnchor: [String: Int] = [:]
        var current = 0
        for section in runbook.sections {
            if let anchor = section.anchor, partOfAnchor[anchor] == nil {
                sections.append((anchor, section.line))
                current = sections.count
                partOfAnchor[anchor] = current
            }
            partOfSection.append(current)
        }
        var numberedSteps = [Int](repeating: 0, count: sections.count + 1)
        var blocks = [[Block]](repeating: [], count: sections.count + 1)
        // The steps are read in place, their blocks appended one by one: copies of the steps and arrays of their
        // blocks cost a tenth of the translation rules.
        let steps = runbook.steps
        for index in steps.indices {
            let section = steps[index].sectionIndex ?? partOfSection.count
            let part = section < partOfSection.count ? partOfSection[section] : 0
            if steps[index].isNumbered { numberedSteps[part] += 1 }
            for command in steps[index].commands {
                blocks[part].append(
                    Block(role: .command, text: Self.normalise(command.text), line: command.line, command: command))
            }
            for output in steps[index].outputs {
                blocks[part].append(
                    Block(role: .output, text: Self.normalise(output.text), line: output.line, command: nil))
            }
            for file in steps[index].files {
                blocks[part].append(Block(role: .file, text: Self.normalise(file.text), line: file.line, command: nil))
            }
        }
        for block in recovered {
            let part = sections.lastIndex { $0.line <= block.line }.map { $0 + 1 } ?? 0
            blocks[part].append(block)
        }
        self.sections = sections
        self.numberedSteps = numberedSteps
        self.blocks = blocks.map { $0.sorted { $0.line < $1.line } }
        self.partOfAnchor = partOfAnchor
        self.page = page
    }

    /// The part of `anchor` (0 for `""`), if the page has it.
    func part(of anchor: String) -> Int? {
        anchor.isEmpty ? 0 : partOfAnchor[anchor]
    }

    /// The lines from the heading of part `first` to that of part `end` (the end of the page when there is none),
    /// 1-based, the end excluded.
    func lines(from first: Int, before end: Int) -> Range<Int> {
        let start = first == 0 ? 1 : sections[first - 1].line
        return start..<max(start, end <= sections.count ? sections[end - 1].line : Int.max)
    }

    /// The heading line of `anchor` (1 for the part before any anchored heading), if the page has it.
    func line(of anchor: String) -> Int? {
        part(of: anchor).map { $0 == 0 ? 1 : sections[$0 - 1].line }
    }

    /// `text` with backslash-newline continuations joined and every run of blanks made one space, trimmed.
    ///
    /// A loop over the bytes: every code line of both pages of a pair is normalised, and the standard library's
    /// generic `replacing`, `split` and `joined` made `docrun check` 15 % slower.
    static func normalise(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var pendingSpace = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\\"), index < bytes.count, bytes[index] == 0x0A {
                (pendingSpace, index) = (true, index + 1)
            } else if byte == 0x20 || byte == 0x09 || byte == 0x0A {
                pendingSpace = true
            } else {
                if pendingSpace, !result.isEmpty { result.append(0x20) }
                pendingSpace = false
                result.append(byte)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}

/// What a fence left unclosed swallows: the rest of its page or list item, read as code.
///
/// A translation whose fence lost a backtick shows every later command as text, all of them then reported missing:
/// the translation rules read the commands out of it instead (`fence-unclosed` reports the fence).
struct SwallowedCode: Sendable {
    let fenceLine: Int
    /// The code it swallows, without the container's indentation.
    let text: String

    /// The unclosed fences of a page's scan; not those a less indented line cut, which the reader reads as meant.
    static func all(in fences: [Fence]) -> [SwallowedCode] {
        fences.compactMap { fence in
            guard fence.cutBy == nil else { return nil }
            return fence.swallowed.map { SwallowedCode(fenceLine: fence.location.line, text: $0) }
        }
    }

    /// The commands in the swallowed code, at their lines in the page, as the translation rules compare them.
    ///
    /// The swallowed text is read as a page of its own, opened by the first fence it holds (the one its writer meant
    /// to close the broken fence with): its blocks then stand where the writer meant them.
    func commands(keywords: KeywordTable) -> [PageOutline.Block] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard
            let closer = lines.first(where: { line in
                let trimmed = line.drop { $0 == " " || $0 == "\t" }
                let marker = trimmed.prefix { $0 == "`" } + trimmed.prefix { $0 == "~" }
                return marker.count >= 3 && trimmed.dropFirst(marker.count).allSatisfy { $0 == " " || $0 == "\t" }
            })
        else { return [] }
        let opener = closer.drop { $0 == " " || $0 == "\t" }
        let fragment = String(opener) + "\n" + text
        guard let source = try? PageSource(path: "swallowed.md", bytes: Array(fragment.utf8)) else { return [] }
        // Line 2 of the fragment is the line after the fence.
        let shift = fenceLine - 1
        let runbook = RunbookReader(keywords: keywords).read(source)
        return runbook.steps.flatMap(\.commands).map { command in
            let moved = Command(
                line: command.line + shift, column: command.column, blockLine: command.blockLine + shift,
                text: command.text, script: command.script, placeholders: command.placeholders,
                origin: command.origin, info: command.info)
            return PageOutline.Block(
                role: .command, text: PageOutline.normalise(command.text), line: moved.line, command: moved)
        }
    }
}
