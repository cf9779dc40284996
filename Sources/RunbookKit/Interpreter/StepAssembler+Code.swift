import MarkdownTree
import ShellSyntax

extension StepAssembler {
    /// Adds a command, output or file to a step.
    mutating func readCode(_ code: CodeText?, role: BlockRole?, in draft: Int) {
        guard let code, let role else { return }
        let text = keywords.resolve(code.text)
        switch role {
        case .command:
            // Placeholders are positioned in the code as written, which keyrefs may have changed.
            let written = PlaceholderScanner.occurrences(in: code.text)
            let script =
                text == code.text ? ShellScript(text, placeholders: written.map(\.span)) : ShellScript(command: text)
            let uses = Self.uses(written, in: code)
            drafts[draft].commands.append(
                Command(
                    line: code.line, column: code.columns.first ?? 1, blockLine: code.blockLine, text: text,
                    script: script, placeholders: uses, origin: code.origin, info: code.info))
        case .output:
            let commands = drafts[draft].commands
            drafts[draft].outputs.append(
                Output(
                    line: code.line, blockLine: code.blockLine, text: text,
                    command: commands.isEmpty ? nil : commands.count - 1, placeholders: plainUses(code)))
        case .file:
            let isRequest = Self.isHTTPRequest(text)
            let name = isRequest ? nil : FileNameFinder.name(in: fileNameContext(for: draft), content: text)
            let commands = drafts[draft].commands
            drafts[draft].files.append(
                FileBlock(
                    line: code.line, blockLine: code.blockLine, name: name, kind: isRequest ? .request : .file,
                    text: text, placeholders: plainUses(code), afterCommand: commands.isEmpty ? nil : commands.count - 1
                ))
        }
    }

    private func plainUses(_ code: CodeText) -> [PlaceholderUse] {
        Self.uses(PlaceholderScanner.occurrences(in: code.text), in: code)
    }

    private static func uses(_ occurrences: [PlaceholderScanner.Occurrence], in code: CodeText) -> [PlaceholderUse] {
        occurrences.map {
            PlaceholderUse(
                name: $0.name, location: code.location(line: $0.line, column: $0.column),
                flag: PlaceholderScanner.flag(of: $0.name, at: $0.offset, in: code.text))
        }
    }

    /// Texts to search for a file's name: the step's prose (latest first), earlier siblings, then the parent.
    private func fileNameContext(for draft: Int) -> [String] {
        var texts = Array(drafts[draft].prose.reversed())
        let parent = drafts[draft].parent
        let section = drafts[draft].sectionIndex
        // Lazily: only the nearest three are used, and a page can have thousands of drafts.
        let siblings = drafts.indices.prefix(draft).reversed().lazy.filter {
            drafts[$0].parent == parent && drafts[$0].sectionIndex == section
        }
        for sibling in siblings.prefix(3) {
            texts.append(drafts[sibling].text)
            texts += drafts[sibling].details
        }
        if let parent { texts.append(drafts[parent].text) }
        return texts
    }

    /// `POST https://…`, `GET /v1/…`: an HTTP request written as a code block.
    static func isHTTPRequest(_ text: String) -> Bool {
        // A first line of ASCII without CR, where a byte is a `Character`, is read on bytes (the `Character` walk
        // and split below cost thousands of instructions on a long first line).
        if let ascii = asciiIsHTTPRequest(text) { return ascii }
        let first = text.drop { $0 == " " || $0 == "\n" }.prefix { $0 != "\n" }
        let parts = first.split(separator: " ", maxSplits: 1)
        guard parts.count == 2 else { return false }
        let methods: Set<Substring> = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"]
        let target = parts[1].drop { $0 == " " }
        return methods.contains(parts[0])
            && (target.hasPrefix("http://") || target.hasPrefix("https://")
                || target.hasPrefix("/") || target.hasPrefix("<") || target.hasPrefix("{"))
    }

    /// `isHTTPRequest` when the text up to the end of its first non-blank line is plain ASCII (no CR), where bytes
    /// and `Character`s are one; nil for any other text.
    private static func asciiIsHTTPRequest(_ text: String) -> Bool? {
        LineSearch.withBytes(of: text[...]) { all in
            var start = 0
            while start < all.count, all[start] == UInt8(ascii: " ") || all[start] == UInt8(ascii: "\n") { start += 1 }
            let end = LineSearch.firstOffset(of: UInt8(ascii: "\n"), in: all, from: start) ?? all.count
            let head = UnsafeBufferPointer(rebasing: all[..<end])
            guard LineSearch.isASCII(head), !head.contains(UInt8(ascii: "\r")) else { return nil }
            return asciiIsHTTPRequest(firstLine: UnsafeBufferPointer(rebasing: all[start..<end]))
        }
    }

    private static func asciiIsHTTPRequest(firstLine bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let space = bytes.firstIndex(of: UInt8(ascii: " ")) else { return false }
        let method = UnsafeBufferPointer(rebasing: bytes[..<space])
        guard httpMethods.contains(where: { $0.elementsEqual(method) }) else { return false }
        var start = space + 1
        while start < bytes.count, bytes[start] == UInt8(ascii: " ") { start += 1 }
        let target = UnsafeBufferPointer(rebasing: bytes[start...])
        return httpTargetStarts.contains { target.starts(with: $0) }
    }

    private static let httpMethods = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"].map {
        Array($0.utf8)
    }
    private static let httpTargetStarts = ["http://", "https://", "/", "<", "{"].map { Array($0.utf8) }

    // MARK: HTML regions

    /// Starts reading an HTML region; a table cut by blank lines spans several cmark blocks, so it is gathered
    /// until `</table>`.
    mutating func startHTML(_ block: FlatBlock, step: Int?) {
        guard case .htmlBlock(let html) = block.node.kind, let range = block.node.range else { return }
        collectHTMLAnchors(html, line: range.start.line)
        pendingHTML = (html, range.start.line, range.start.column, range.end.line, step)
        if !Self.contains(html, "<table") || Self.contains(html, "</table>") { flushHTML() }
    }

    /// Adds an HTML block to the region being gathered; false when no region is open.
    mutating func continueHTML(_ block: FlatBlock, step: Int?) -> Bool {
        guard let pending = pendingHTML, case .htmlBlock(let html) = block.node.kind, let range = block.node.range
        else { return false }
        collectHTMLAnchors(html, line: range.start.line)
        let gap = String(repeating: "\n", count: max(0, range.start.line - pending.endLine - 1))
        var joined = pending.text
        if !joined.hasSuffix("\n") { joined += "\n" }
        pendingHTML = (joined + gap + html, pending.line, pending.column, range.end.line, pending.step)
        if Self.contains(html, "</table>") { flushHTML() }
        return true
    }

    /// Reads the gathered HTML region's tables as placeholder documentation.
    mutating func flushHTML() {
        guard let pending = pendingHTML else { return }
        pendingHTML = nil
        let scope = PlaceholderDocReader.Scope(step: pending.step.map { drafts[$0].id }, section: currentSectionAnchor)
        let reader = docReader
        docs += reader.fromHTML(pending.text, line: pending.line, column: pending.column, scope: scope)
    }

    /// Whether `html` contains `needle` (an ASCII tag such as `<table`), as Foundation's `contains` says.
    ///
    /// Foundation's search is slow, so the bytes decide when they can. Foundation compares canonically equivalent
    /// forms and refuses a match followed by a combining mark (`<table\u{301}`, or `<tablé`): it finds no tag whose
    /// bytes are absent, and finds any whose bytes are followed by an ASCII byte or end the text. Only a match
    /// followed by other text is left to it.
    static func contains(_ html: String, _ needle: String) -> Bool {
        var needle = needle
        let decided: Bool? = needle.withUTF8 { pattern in
            LineSearch.withBytes(of: html[...]) { bytes in
                var from = 0
                var undecided = false
                while let match = LineSearch.firstOffset(of: pattern, in: .init(rebasing: bytes[from...])) {
                    let end = from + match + pattern.count
                    if end == bytes.count || bytes[end] < 0x80 { return true }
                    undecided = true
                    from += match + 1
                }
                return undecided ? nil : false
            }
        }
        return decided ?? html.contains(needle)
    }
}
