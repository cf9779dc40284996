import MarkdownTree
import RunbookKit

/// What a fence left unclosed swallows: the rest of its page or list item, read as code, with the commands the writer
/// wrote in it.
///
/// A translation whose fence lost a backtick (```` ```` ```` opened, ```` ``` ```` closed) shows every later command as
/// text: compared as they are, all of them were reported missing. `fence-unclosed` reports the fence once; the
/// translation rules read the commands out of the swallowed text and compare them as if the fence were closed, so a
/// command that is older or damaged behind it is still found.
struct SwallowedCode: Sendable {
    /// The line of the fence that is not closed.
    let fenceLine: Int
    /// The code it swallows, without the container's indentation.
    let text: String

    /// The unclosed fences of a page's scan; not those a less indented line cut, which the reader reads as meant.
    static func all(in fences: FenceScan) -> [SwallowedCode] {
        fences.fences.compactMap { fence in
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
