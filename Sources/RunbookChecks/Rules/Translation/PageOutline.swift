import RunbookKit
import ShellSyntax

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
    private(set) lazy var proseWords = TranslatedWords.proseWords(page.source, code: code)
    private(set) lazy var content = PageContent(source: page.source, code: code)
    /// Where the page's code is, found the first time its prose is read: few pairs read it.
    private lazy var code = PageCode(page)

    /// Reads `page`; with `readingSwallowed` (a translation, where a fence that lost a backtick would show every
    /// later command as missing), also the commands its unclosed fences swallowed, in the parts their lines are in.
    init(_ page: CheckedPage, readingSwallowed: Bool = false) {
        let runbook = page.runbook
        let swallowed = readingSwallowed ? page.swallowedCode.flatMap { $0.commands(keywords: page.givenKeywords) } : []
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
            for command in steps[index].writtenCommands {
                blocks[part].append(
                    Block(role: .command, text: Self.normalise(command), line: command.line, command: command))
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

    /// A command's text as `normalise` makes it, without its comments: they do not run, and a translation may
    /// translate, move or drop them.
    static func normalise(_ command: Command) -> String {
        let script = command.script
        guard script.quoting.contains(.comment) else { return normalise(command.text) }
        let kept = script.bytes.indices.filter { script.quoting[$0] != .comment }.map { script.bytes[$0] }
        return normalise(String(decoding: kept, as: UTF8.self))
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

/// What each line of a page says that translation leaves as it is (code, inline code, link targets, numbers).
///
/// With whether it starts a block, which a translation keeps however it wraps its lines, it tells whether a section
/// whose anchor one page lacks is there under another shape. A stretch is read when it is asked for: a line says what
/// it says by itself and the line before it, where the page's code is being known (`PageCode`), and the lines of the
/// stretches asked for, some read twice, are fewer than the page's (three fifths of them over the corpus).
struct PageContent {
    /// What a stretch of the page says: its untranslated pieces, each prefixed by its kind (`c:` code line, `i:`
    /// inline code, `l:` link target, `n:` number), and its number of blocks.
    struct Stretch {
        let tokens: Set<String>
        let blocks: Int

        /// Whether most of this stretch's tokens are in `other`: at least half, and at least one.
        func isMostlyIn(_ other: Stretch) -> Bool {
            !tokens.isEmpty && 2 * tokens.intersection(other.tokens).count >= tokens.count
        }

        /// Whether this stretch, a section only one page has, is in `region` of the other page all the same (`own`
        /// is the stretch of its own page around it): most of its tokens are there, or, for a section with fewer than
        /// two, `region` has at least half of its blocks beyond those of `own` without it (they are there, under
        /// whatever headings).
        func isThere(in region: Stretch, own: Stretch) -> Bool {
            tokens.count < 2 ? 2 * (region.blocks - (own.blocks - blocks)) >= blocks : isMostlyIn(region)
        }
    }

    let source: PageSource
    let code: PageCode

    /// What 1-based lines `lines` say.
    func content(_ lines: Range<Int>) -> Stretch {
        let range = lines.clamped(to: 1..<(source.lines.count + 1))
        var (tokens, blocks) = (Set<String>(), 0)
        // From the lines' buffers: every line of a section one page lacks, and of the stretch around it, is read here.
        var afterBlank = true
        if range.lowerBound > 1 {
            var before = source.lines[range.lowerBound - 2]
            afterBlank = before.withUTF8 { Self.trimmed($0).isEmpty }
        }
        for number in range {
            var text = source.lines[number - 1]
            let (found, starts) = text.withUTF8 { Self.read($0, line: number, code: code, afterBlank: &afterBlank) }
            tokens.formUnion(found)
            if starts { blocks += 1 }
        }
        return Stretch(tokens: tokens, blocks: blocks)
    }

    /// A line without the marks of its containers before it and the blanks after it.
    private static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        let start = bytes.firstIndex { !SourceText.isMark($0) } ?? bytes.count
        let end = (bytes.lastIndex { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D } ?? -1) + 1
        return UnsafeBufferPointer(rebasing: bytes[start..<max(start, end)])
    }

    /// The tokens of 1-based line `number`, whose bytes are `bytes`, and whether it starts a block, given whether the
    /// line before it was blank; that is updated for the next line.
    private static func read(
        _ bytes: UnsafeBufferPointer<UInt8>, line number: Int, code: PageCode, afterBlank: inout Bool
    ) -> ([String], Bool) {
        let line = trimmed(bytes)
        defer { afterBlank = line.isEmpty }
        if code.lines.contains(number) {
            let code = PageOutline.normalise(String(decoding: line, as: UTF8.self))
            return (code.utf8.count >= 3 ? ["c:" + code] : [], false)
        }
        if code.openings.contains(number) { return ([], true) }
        return line.isEmpty ? ([], false) : (inline(line), startsBlock(line, afterBlank: afterBlank))
    }

    /// Whether a line of prose starts a block: a heading, a bold line, a list item, a table row, or a line after a
    /// blank one (attribute lists left out, as translations add and drop them).
    private static func startsBlock(_ line: UnsafeBufferPointer<UInt8>, afterBlank: Bool) -> Bool {
        func starts(_ prefix: StaticString) -> Bool { prefix.withUTF8Buffer { line.starts(with: $0) } }
        if starts("{:") { return false }
        if starts("#") || starts("**") || starts("|") || starts("<tr") || starts("- ") || starts("* ") || starts("+ ") {
            return true
        }
        let digits = line.prefix(while: \.isASCIIDigit).count
        return (digits > 0 && line[digits...].starts(with: ". ".utf8)) || afterBlank
    }

    /// The inline code, link targets (Markdown and HTML) and numbers of two digits or more of a line of prose.
    private static func inline(_ line: UnsafeBufferPointer<UInt8>) -> [String] {
        var found: [String] = []
        func text(_ range: Range<Int>) -> String { String(decoding: line[range], as: UTF8.self) }
        func end(from start: Int, _ ends: (UInt8) -> Bool) -> Int {
            line[start...].firstIndex(where: ends) ?? line.count
        }
        var index = 0
        while index < line.count {
            let (byte, next) = (line[index], index + 1 < line.count ? line[index + 1] : 0)
            if byte == UInt8(ascii: "`") {
                let close = end(from: index + 1) { $0 == UInt8(ascii: "`") }
                let first = line[(index + 1)..<close].firstIndex { $0 != 0x20 } ?? close
                let last = (line[first..<close].lastIndex { $0 != 0x20 } ?? first - 1) + 1
                if close < line.count, last - first >= 2 { found.append("i:" + text(first..<last)) }
                index = close + 1
            } else if byte == UInt8(ascii: "]"), next == UInt8(ascii: "(") {
                let close = end(from: index + 2) { $0 == UInt8(ascii: ")") || $0 == 0x20 }
                if close > index + 2 { found.append("l:" + text((index + 2)..<close)) }
                index = close
            } else if byte == UInt8(ascii: "="), next == UInt8(ascii: "\""),
                line[..<index].reversed().starts(with: "ferh".utf8)
                    || line[..<index].reversed().starts(with: "crs".utf8)
            {
                let close = end(from: index + 2) { $0 == UInt8(ascii: "\"") }
                if close > index + 2 { found.append("l:" + text((index + 2)..<close)) }
                index = close
            } else if byte.isASCIIDigit {
                let close = end(from: index) { !$0.isASCIIDigit }
                if close - index >= 2 { found.append("n:" + text(index..<close)) }
                index = close
            } else {
                index += 1
            }
        }
        return found
    }
}

/// Where a page's code is, as the reader found it (one reading for all the translation rules): the lines of its
/// commands, outputs and files, of the fenced blocks it reads none of (a listing without a role) and of what its
/// unclosed fences swallow, and the lines that open those blocks (a fence, a `<pre>`).
struct PageCode: Sendable {
    /// 1-based.
    private(set) var lines = Set<Int>()
    /// 1-based; an indented block's first line of code opens it.
    private(set) var openings = Set<Int>()

    /// Reads the code of `page`: its steps', its fenced blocks as Markdown reads them (`CheckedPage.fencedCode`) and
    /// what its unclosed fences swallow.
    init(_ page: CheckedPage) {
        for step in page.runbook.steps {
            for range in step.codeLines { lines.formUnion(range) }
            openings.formUnion(
                step.writtenCommands.map(\.blockLine) + step.outputs.map(\.blockLine) + step.files.map(\.blockLine))
        }
        for (start, literal) in page.fencedCode where openings.insert(start).inserted {
            let count = ByteSearch.newlineCount(literal)
            if count > 0 { lines.formUnion((start + 1)...(start + count)) }
        }
        for fence in page.swallowedCode {
            lines.formUnion(fence.fenceLine + 1...(fence.fenceLine + 1 + ByteSearch.newlineCount(fence.text)))
            openings.insert(fence.fenceLine)
        }
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

    /// The unclosed fences of a page's scan; not those a less indented line cut, nor those the reader closed before
    /// an attribute list (`ReadPage.closedFences`), which the reader reads as meant.
    static func all(in fences: [Fence], closed: [Int: Int]) -> [SwallowedCode] {
        fences.compactMap { fence in
            guard fence.cutBy == nil, closed[fence.location.line] == nil else { return nil }
            return fence.swallowed.map { SwallowedCode(fenceLine: fence.location.line, text: $0) }
        }
    }

    /// The commands in the swallowed code, at their lines in the page, as the translation rules compare them.
    ///
    /// The swallowed text is read as a page of its own, opened by the first fence it holds (the one its writer meant
    /// to close the broken fence with): its blocks then stand where the writer meant them.
    func commands(keywords: KeywordTable?) -> [PageOutline.Block] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.drop { $0 == " " || $0 == "\t" }
        }
        // The first line that is a fence alone, as a closing fence is.
        guard
            let opener = lines.first(where: { line in
                FenceLine.run(line.utf8).map { $0.length >= 3 && $0.info.allSatisfy(SourceText.isBlank) } == true
            })
        else { return [] }
        let fragment = String(opener) + "\n" + text
        guard let source = try? PageSource(path: "swallowed.md", bytes: Array(fragment.utf8)) else { return [] }
        // Line 2 of the fragment is the line after the fence.
        let shift = fenceLine - 1
        let runbook = RunbookReader(keywords: keywords ?? .empty).read(source)
        return runbook.steps.flatMap(\.writtenCommands).map { command in
            let moved = Command(
                line: command.line + shift, column: command.column, blockLine: command.blockLine + shift,
                text: command.text, script: command.script, placeholders: command.placeholders,
                origin: command.origin, info: command.info, prompt: command.prompt)
            return PageOutline.Block(
                role: .command, text: PageOutline.normalise(command), line: moved.line, command: moved)
        }
    }
}
