import MarkdownTree
import RunbookKit
import ShellSyntax

/// A command as a shell tool should see it: every `<placeholder>` replaced by a plain word of the same length,
/// and a way back from the snippet's lines and columns to the page's.
///
/// `<cluster_name>` becomes `_cluster_name_`: a word bash and shellcheck accept anywhere a value goes, whose
/// length keeps every column of the line true, and whose name stays readable in a tool's message.
enum CommandSnippet {
    /// The text of `script` with each placeholder's `<` and `>`, and every ASCII byte inside that bash would read
    /// as more than a letter of a word (a blank, the apostrophe of `<nom d'utilisateur>`), turned into `_`.
    static func plainWords(_ script: ShellScript) -> String {
        var bytes = script.bytes
        for placeholder in script.placeholders {
            for offset in placeholder.offset..<(placeholder.offset + placeholder.length)
            where bytes[offset] < 0x80 && !isWordByte(bytes[offset]) {
                bytes[offset] = UInt8(ascii: "_")
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte.isASCIIAlphanumeric || byte.isOne(of: "_-./@:+~,")
    }

    /// The page positions of a command's text: each line's lead is found once, so a command's findings, however
    /// many, are placed in one walk of it.
    ///
    /// The page line holds the command's line after the block's indentation (or after `<pre><code>` in an HTML
    /// block); when a keyref changed the line, the command's first column stands in for what comes before it.
    struct Places {
        let command: Command
        private let lines: [Substring]
        /// For each line, the Unicode scalars of its page line before it.
        private let leads: [Int]

        init(_ command: Command, in source: PageSource) {
            self.command = command
            lines = ByteSearch.lines(of: command.text[...])
            leads = lines.enumerated().map { index, lineText in
                let written = source.line(command.line + index)
                if ByteSearch.hasSuffix(written, lineText) {
                    return written.unicodeScalars.count - lineText.unicodeScalars.count
                }
                let lead = lineText.prefix { $0 == " " || $0 == "\t" }.count
                let trimmed = lineText.dropFirst(lead)
                if !trimmed.isEmpty, let range = written.firstRange(of: trimmed) {
                    return written[..<range.lowerBound].unicodeScalars.count - lead
                }
                return command.column - 1
            }
        }

        /// The page position of 1-based `line` and `column` (in Unicode scalars) of the command's text.
        func location(line: Int, column: Int) -> SourceLocation {
            let lead = leads.indices.contains(line - 1) ? leads[line - 1] : command.column - 1
            return SourceLocation(line: command.line + line - 1, column: lead + column)
        }

        /// The page position of the first character that is not a space on 1-based `line` of the command.
        func location(line: Int) -> SourceLocation {
            let lineText = lines.indices.contains(line - 1) ? lines[line - 1] : ""
            return location(line: line, column: lineText.unicodeScalars.prefix { $0 == " " || $0 == "\t" }.count + 1)
        }

        /// The page positions of byte `offsets` of the command's text (its `ShellScript`'s bytes), in their order.
        func locations(of offsets: [Int]) -> [SourceLocation] {
            var last = (offset: 0, line: 1, column: 1)
            var found = [SourceLocation](repeating: location(line: 1, column: 1), count: offsets.count)
            for index in offsets.indices.sorted(by: { offsets[$0] < offsets[$1] }) {
                let position = command.script.position(of: offsets[index], from: last)
                last = (offsets[index], position.line, position.column)
                found[index] = location(line: position.line, column: position.column)
            }
            return found
        }

        /// The page position of byte `offset` of the command's text.
        func location(of offset: Int) -> SourceLocation { locations(of: [offset])[0] }
    }
}
