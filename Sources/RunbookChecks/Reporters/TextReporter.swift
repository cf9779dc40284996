import MarkdownTree
import RunbookKit

/// The text report: one diagnostic per line in the compilers' format, the page's line with a caret under the
/// column, the notes, and a summary line in the message language.
///
/// ```
/// page.md:42:14: warning: placeholder '<org_name>' is used but not documented on the page [placeholder-undocumented]
///     ORG_GUID=`bx iam org <org_name> --guid`
///                          ^
/// 1 error, 1 warning in 1 page
/// ```
enum TextReporter {
    static func render(_ report: CheckReport, colour: Bool) -> String {
        var out = ""
        // A diagnostic with its quoted line takes a few hundred bytes: reserved at once, the report is not copied
        // as it grows. Its pieces are appended one by one, without an interpolated string made for each line.
        out.reserveCapacity(report.diagnostics.count * 320 + 256)
        var cursor: LongLineCursor?
        for diagnostic in report.diagnostics {
            appendPosition(diagnostic.file, diagnostic.location, to: &out)
            out += ": "
            out += Self.paint(diagnostic.severity.rawValue, Self.colour(of: diagnostic.severity), colour)
            out += ": "
            out += diagnostic.message
            out += " ["
            out += diagnostic.rule
            out += "]\n"
            quote(diagnostic.file, diagnostic.location, report: report, colour: colour, cursor: &cursor, into: &out)
            for note in diagnostic.notes {
                appendPosition(note.file, note.location, to: &out)
                out += ": note: "
                out += note.message
                out += "\n"
            }
        }
        if !report.diagnostics.isEmpty { out += "\n" }
        out += ReportMessages.summaryLine(
            errors: report.count(.error), warnings: report.count(.warning), infos: report.count(.info),
            pages: report.pages.count, language: report.options.messageLanguage)
        return out + "\n"
    }

    /// `file:line:column`.
    private static func appendPosition(_ file: String, _ location: SourceLocation, to out: inout String) {
        out += file
        out += ":"
        out += String(location.line)
        out += ":"
        out += String(location.column)
    }

    /// The source line and a caret under the column; tabs before the column are kept so the caret lines up.
    ///
    /// A line over `longLine` bytes is shown as `window` scalars from a little before the column, `…` marking what
    /// is cut: a hostile page's line of a million characters would otherwise be printed once per diagnostic.
    private static func quote(
        _ file: String, _ location: SourceLocation, report: CheckReport, colour: Bool, cursor: inout LongLineCursor?,
        into out: inout String
    ) {
        guard let source = report.sources[file], location.line >= 1, location.line <= source.lines.count else {
            return
        }
        let line = source.lines[location.line - 1]
        if line.utf8.count > longLine {
            quoteLong(line, file, location, colour: colour, cursor: &cursor, into: &out)
            return
        }
        // Appended in two steps: `line + "\n"` made a string first, sized by counting the line's Characters.
        out += line
        out += "\n"
        out += caretPadding(line, column: location.column) + paint("^", "32;1", colour) + "\n"
    }

    /// What goes before the caret under 1-based `column` of `line`: a tab under each tab (so the caret lines up
    /// whatever the tab width), a space under every other scalar, and spaces past the line's end.
    ///
    /// Read from the line's bytes, a scalar starting at each byte that is not a continuation byte: building the
    /// padding a scalar at a time walked every line to its end and cost more than the rest of the report.
    static func caretPadding(_ line: Substring, column: Int) -> String {
        let wanted = column - 1
        guard wanted > 0 else { return "" }
        var padding = [UInt8](repeating: UInt8(ascii: " "), count: wanted)
        let mark = { (bytes: UnsafeBufferPointer<UInt8>) in
            var scalar = 0
            for byte in bytes where byte & 0xC0 != 0x80 {
                guard scalar < wanted else { break }
                if byte == UInt8(ascii: "\t") { padding[scalar] = byte }
                scalar += 1
            }
        }
        if line.utf8.withContiguousStorageIfAvailable(mark) == nil { Array(line.utf8).withUnsafeBufferPointer(mark) }
        return String(decoding: padding, as: UTF8.self)
    }

    static let longLine = 1_000
    static let window = 240
    static let lead = 80

    /// Diagnostics are sorted, so those on one long line come by increasing column: the cursor remembers where
    /// the last window started, and the line is walked once for all of them.
    private static func quoteLong(
        _ line: Substring, _ file: String, _ location: SourceLocation, colour: Bool, cursor: inout LongLineCursor?,
        into out: inout String
    ) {
        let scalars = line.unicodeScalars
        let first = max(1, location.column - lead)
        var position = LongLineCursor(file: file, line: location.line, index: scalars.startIndex, column: 1)
        if let cursor, cursor.file == file, cursor.line == location.line, cursor.column <= first { position = cursor }
        while position.column < first, position.index < scalars.endIndex {
            scalars.formIndex(after: &position.index)
            position.column += 1
        }
        cursor = position
        let shown = scalars[position.index...].prefix(window)
        let before = position.column > 1 ? "…" : ""
        let after = shown.endIndex < scalars.endIndex ? "…" : ""
        out += before + String(String.UnicodeScalarView(shown)) + after + "\n"
        var padding = before.isEmpty ? "" : " "
        let caretOffset = location.column - position.column
        for (index, scalar) in shown.enumerated() where index < caretOffset {
            padding += scalar == "\t" ? "\t" : " "
        }
        let missing = caretOffset - shown.count
        if missing > 0 { padding += String(repeating: " ", count: missing) }
        out += padding + paint("^", "32;1", colour) + "\n"
    }

    private static func colour(of severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "31;1"
        case .warning: "35;1"
        case .info: "36;1"
        }
    }

    private static func paint(_ text: String, _ code: String, _ enabled: Bool) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

/// Where the text reporter last started a window on a long line.
private struct LongLineCursor {
    let file: String
    let line: Int
    var index: Substring.UnicodeScalarView.Index
    var column: Int
}
