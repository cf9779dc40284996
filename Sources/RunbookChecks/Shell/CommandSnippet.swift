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

    /// An ASCII byte bash reads as part of a word wherever it stands: a letter, a digit or one of `_ - . / @ : + ~ ,`.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || "_-./@:+~,".utf8.contains(byte)
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
        if let shared = asciiSuffix(lineText, of: written) {
            before = shared
        } else if written.hasSuffix(lineText) {
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

    /// The page position of the first character that is not a space on 1-based `line` of the command.
    static func location(of command: Command, line: Int, in source: PageSource) -> SourceLocation {
        let lineText = Self.line(line, of: command.text)
        let leading = lineText.unicodeScalars.prefix { $0 == " " || $0 == "\t" }.count
        return location(of: command, line: line, column: leading + 1, in: source)
    }

    /// 1-based `line` of `text` ("" past its end). A line feed is always a `Character` of its own, so the lines
    /// are found among the bytes.
    static func line(_ line: Int, of text: String) -> Substring {
        guard line >= 1 else { return "" }
        let utf8 = text.utf8
        let newline = UInt8(ascii: "\n")
        var start = utf8.startIndex
        for _ in 1..<line {
            guard let end = utf8[start...].firstIndex(of: newline) else { return "" }
            start = utf8.index(after: end)
        }
        return text[start..<(utf8[start...].firstIndex(of: newline) ?? utf8.endIndex)]
    }

    /// The scalar count of `written` before `suffix`, when `written` ends with the bytes of `suffix` and the join
    /// is between two ASCII characters other than CR, where `Character`s always break: then `hasSuffix` would say
    /// the same. Nil when that cannot be told from the bytes alone (the caller compares `Character`s then).
    private static func asciiSuffix(_ suffix: Substring, of written: Substring) -> Int? {
        let tail = suffix.utf8
        let whole = written.utf8
        guard let first = tail.first, first < 0x80, first != UInt8(ascii: "\r"), whole.count >= tail.count else {
            return nil
        }
        let start = whole.index(whole.endIndex, offsetBy: -tail.count)
        if start != whole.startIndex {
            let previous = whole[whole.index(before: start)]
            guard previous < 0x80, previous != UInt8(ascii: "\r") else { return nil }
        }
        // Compared and counted on the lines' buffers where they have them: through the views each byte cost a call.
        let offset = whole.distance(from: whole.startIndex, to: start)
        // Nil while not read from the buffers; then the count, or nil when the ends differ.
        var read: Int??
        _ = whole.withContiguousStorageIfAvailable { line in
            _ = tail.withContiguousStorageIfAvailable { ending in
                guard UnsafeBufferPointer(rebasing: line[offset...]).elementsEqual(ending) else {
                    read = .some(nil)
                    return
                }
                var scalars = 0
                for byte in UnsafeBufferPointer(rebasing: line[..<offset]) where byte & 0xC0 != 0x80 { scalars += 1 }
                read = .some(scalars)
            }
        }
        if let read { return read }
        guard whole[start...].elementsEqual(tail) else { return nil }
        return whole[..<start].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }
}
