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
        SourceText.isLetter(byte) || ShellBytes.isDigit(byte) || "_-./@:+~,".utf8.contains(byte)
    }

    /// The page position of 1-based `line` and `column` (in Unicode scalars) of the command's text.
    ///
    /// The page line holds the command's line after the block's indentation (or after `<pre><code>` in an HTML
    /// block); when a keyref changed the line, the command's first column stands in for what comes before it.
    static func location(of command: Command, line: Int, column: Int, in source: PageSource) -> SourceLocation {
        let pageLine = command.line + line - 1
        let written = source.line(pageLine)
        let lineText = Self.line(line, of: command.text)
        let before: Int
        if ByteSearch.hasSuffix(written, lineText) {
            before = written.unicodeScalars.count - lineText.unicodeScalars.count
        } else if case let lead = lineText.prefix(while: { $0 == " " || $0 == "\t" }).count,
            case let trimmed = lineText.dropFirst(lead), !trimmed.isEmpty, let range = written.firstRange(of: trimmed)
        {
            before = written[..<range.lowerBound].unicodeScalars.count - lead
        } else {
            before = command.column - 1
        }
        return SourceLocation(line: pageLine, column: before + column)
    }

    /// The page position of byte `offset` of the command's text (its `ShellScript`'s bytes).
    static func location(of command: Command, offset: Int, in source: PageSource) -> SourceLocation {
        let position = command.script.position(of: offset)
        return location(of: command, line: position.line, column: position.column, in: source)
    }

    /// The page position of the first character that is not a space on 1-based `line` of the command.
    static func location(of command: Command, line: Int, in source: PageSource) -> SourceLocation {
        let lineText = Self.line(line, of: command.text)
        let leading = lineText.unicodeScalars.prefix { $0 == " " || $0 == "\t" }.count
        return location(of: command, line: line, column: leading + 1, in: source)
    }

    /// 1-based `line` of `text` ("" past its end).
    static func line(_ line: Int, of text: String) -> Substring {
        let lines = ByteSearch.lines(of: text[...])
        return lines.indices.contains(line - 1) ? lines[line - 1] : ""
    }
}
