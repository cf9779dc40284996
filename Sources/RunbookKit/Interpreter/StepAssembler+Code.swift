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

    /// `POST https://…`, `GET /v1/…`: an HTTP request written as a code block, told by its first non-blank line.
    static func isHTTPRequest(_ text: String) -> Bool {
        ByteSearch.withBytes(of: text) { bytes in
            var start = 0
            while start < bytes.count, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\n") {
                start += 1
            }
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            guard let space = bytes[start..<end].firstIndex(of: UInt8(ascii: " ")) else { return false }
            let method = UnsafeBufferPointer(rebasing: bytes[start..<space])
            guard httpMethods.contains(where: { method.elementsEqual($0.utf8) }) else { return false }
            var target = space + 1
            while target < end, bytes[target] == UInt8(ascii: " ") { target += 1 }
            let rest = UnsafeBufferPointer(rebasing: bytes[target..<end])
            return httpTargetStarts.contains { rest.starts(with: $0.utf8) }
        }
    }

    private static let httpMethods = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"]
    private static let httpTargetStarts = ["http://", "https://", "/", "<", "{"]

    // MARK: HTML regions

    /// Starts reading an HTML region; a table cut by blank lines spans several cmark blocks, so it is gathered
    /// until `</table>`.
    mutating func startHTML(_ block: FlatBlock, step: Int?) {
        guard case .htmlBlock(let html) = block.node.kind, let range = block.node.range else { return }
        collectHTMLAnchors(html, line: range.start.line)
        pendingHTML = (html, range.start.line, range.start.column, range.end.line, step)
        if !ByteSearch.contains(html, "<table") || ByteSearch.contains(html, "</table>") { flushHTML() }
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
        if ByteSearch.contains(html, "</table>") { flushHTML() }
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
}
