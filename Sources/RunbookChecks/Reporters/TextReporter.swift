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
        // An append costs a few hundred instructions whatever its length: the fixed pieces around a diagnostic's
        // texts are made once, joined where they meet (`: warning: `, the caret and its line break).
        let labels = (error: label(.error, colour), warning: label(.warning, colour), info: label(.info, colour))
        let caret = paint("^", "32;1", colour) + "\n"
        var cursor: LongLineCursor?
        // Sorted by file, the diagnostics of a page come together: its source is looked up once for them all.
        var page: (file: String, source: PageSource?)?
        for diagnostic in report.diagnostics {
            out += diagnostic.file
            out += positionSuffix(diagnostic.location)
            switch diagnostic.severity {
            case .error: out += labels.error
            case .warning: out += labels.warning
            case .info: out += labels.info
            }
            out += diagnostic.message
            out += " ["
            out += diagnostic.rule
            out += "]\n"
            if page?.file != diagnostic.file { page = (diagnostic.file, report.sources[diagnostic.file]) }
            if let source = page?.source {
                quote(source, diagnostic.file, diagnostic.location, caret: caret, cursor: &cursor, into: &out)
            }
            for note in diagnostic.notes {
                out += note.file
                out += positionSuffix(note.location)
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

    /// `: severity: `, the severity painted on a terminal.
    private static func label(_ severity: Diagnostic.Severity, _ colour: Bool) -> String {
        ": " + paint(severity.rawValue, Self.colour(of: severity), colour) + ": "
    }

    /// `:line:column`.
    static func positionSuffix(_ location: SourceLocation) -> String {
        ":\(location.line):\(location.column)"
    }

    /// The source line and a caret under the column; tabs before the column are kept so the caret lines up.
    ///
    /// A line over `longLine` bytes is shown as `window` scalars from a little before the column, `…` marking what
    /// is cut: a hostile page's line of a million characters would otherwise be printed once per diagnostic.
    private static func quote(
        _ source: PageSource, _ file: String, _ location: SourceLocation, caret: String,
        cursor: inout LongLineCursor?, into out: inout String
    ) {
        guard location.line >= 1, location.line <= source.lines.count else { return }
        let line = source.lines[location.line - 1]
        if line.utf8.count > longLine {
            quoteLong(line, file, location, caret: caret, cursor: &cursor, into: &out)
            return
        }
        // The concrete `Substring` overload: `+=` took the generic one, which casts the line to find it.
        out.append(contentsOf: line)
        out += "\n"
        appendCaretPadding(line, column: location.column, to: &out)
        out += caret
    }

    /// Appends what goes before the caret under 1-based `column` of `line`: a tab under each tab (so the caret
    /// lines up whatever the tab width), a space under every other scalar, and spaces past the line's end.
    static func appendCaretPadding(_ line: Substring, column: Int, to out: inout String) {
        let wanted = max(0, column - 1)
        var padding = line.unicodeScalars.prefix(wanted).map { $0 == "\t" ? UInt8(ascii: "\t") : UInt8(ascii: " ") }
        padding += repeatElement(UInt8(ascii: " "), count: wanted - padding.count)
        out += String(decoding: padding, as: UTF8.self)
    }

    static let longLine = 1_000
    static let window = 240
    static let lead = 80

    /// Diagnostics are sorted, so those on one long line come by increasing column: the cursor remembers where
    /// the last window started, and the line is walked once for all of them.
    ///
    /// The line is walked over its bytes, a scalar starting at each byte that is not a continuation byte; the
    /// window is then cut from its scalars at the offsets found (stepping its scalar view cost a call a scalar).
    private static func quoteLong(
        _ line: Substring, _ file: String, _ location: SourceLocation, caret: String, cursor: inout LongLineCursor?,
        into out: inout String
    ) {
        let first = max(1, location.column - lead)
        var position = LongLineCursor(file: file, line: location.line, offset: 0, column: 1)
        if let cursor, cursor.file == file, cursor.line == location.line, cursor.column <= first { position = cursor }
        let cut = { (bytes: UnsafeBufferPointer<UInt8>) -> Int in
            while position.column < first, position.offset < bytes.count {
                position.offset = nextScalar(after: position.offset, in: bytes)
                position.column += 1
            }
            var end = position.offset
            var scalars = 0
            while scalars < window, end < bytes.count {
                end = nextScalar(after: end, in: bytes)
                scalars += 1
            }
            return end
        }
        let end = ByteSearch.withBytes(of: line, cut)
        cursor = position
        let utf8 = line.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: position.offset)
        let shown = Substring(line.unicodeScalars[start..<utf8.index(utf8.startIndex, offsetBy: end)])
        if position.column > 1 { out += "…" }
        out.append(contentsOf: shown)
        if end < utf8.count { out += "…" }
        out += "\n"
        if position.column > 1 { out += " " }
        let caretOffset = location.column - position.column
        appendCaretPadding(shown, column: caretOffset + 1, to: &out)
        out += caret
    }

    /// The offset of the scalar after the one starting at `offset`.
    private static func nextScalar(after offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var next = offset + 1
        while next < bytes.count, bytes[next] & 0xC0 == 0x80 { next += 1 }
        return next
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

/// Where the text reporter last started a window on a long line: the window's first scalar, as a UTF-8 offset in
/// the line and a 1-based column.
private struct LongLineCursor {
    let file: String
    let line: Int
    var offset: Int
    var column: Int
}
