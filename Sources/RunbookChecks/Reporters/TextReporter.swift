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

    /// `:line:column`, written digit by digit into one string (small, so not allocated, for any real position):
    /// `String(_:)` of each number went through the generic `LosslessStringConvertible` path, and each piece was
    /// one more append.
    static func positionSuffix(_ location: SourceLocation) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * 21) { buffer in
            // Written from the end: the column's digits, a colon, the line's digits, a colon.
            var start = buffer.count
            func prepend(_ value: Int) {
                var rest = value.magnitude
                repeat {
                    start -= 1
                    buffer[start] = UInt8(ascii: "0") + UInt8(rest % 10)
                    rest /= 10
                } while rest > 0
                if value < 0 {
                    start -= 1
                    buffer[start] = UInt8(ascii: "-")
                }
                start -= 1
                buffer[start] = UInt8(ascii: ":")
            }
            prepend(location.column)
            prepend(location.line)
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
        }
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
    ///
    /// Read from the line's bytes, a scalar starting at each byte that is not a continuation byte, eight bytes at a
    /// time while they are ASCII without a tab; appended as runs of spaces between the tabs: no padding string is
    /// built, then copied, for each diagnostic.
    static func appendCaretPadding(_ line: Substring, column: Int, to out: inout String) {
        let wanted = column - 1
        guard wanted > 0 else { return }
        let pad = { (bytes: UnsafeBufferPointer<UInt8>) in
            var scalars = 0
            var spaces = 0
            var index = 0
            while index < bytes.count, scalars < wanted {
                if bytes.count - index >= 8, wanted - scalars >= 8, let base = bytes.baseAddress {
                    let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                    let tabless = word ^ 0x0909_0909_0909_0909
                    let high: UInt64 = 0x8080_8080_8080_8080
                    // No byte above ASCII, and no byte zero once tabs are turned into zeros.
                    if word & high == 0, (tabless &- 0x0101_0101_0101_0101) & ~tabless & high == 0 {
                        index += 8
                        scalars += 8
                        spaces += 8
                        continue
                    }
                }
                let byte = bytes[index]
                index += 1
                guard byte & 0xC0 != 0x80 else { continue }
                scalars += 1
                if byte == UInt8(ascii: "\t") {
                    appendSpaces(spaces, to: &out)
                    spaces = 0
                    out += "\t"
                } else {
                    spaces += 1
                }
            }
            appendSpaces(spaces + wanted - scalars, to: &out)
        }
        if line.utf8.withContiguousStorageIfAvailable(pad) == nil { Array(line.utf8).withUnsafeBufferPointer(pad) }
    }

    /// Spaces appended from a run kept once, as long as the longest line quoted whole: one copy of bytes, not a
    /// string made and appended for each run.
    private static let spaces = String(repeating: " ", count: longLine)

    private static func appendSpaces(_ count: Int, to out: inout String) {
        var left = count
        while left > 0 {
            let run = min(left, longLine)
            out.append(contentsOf: spaces[..<spaces.utf8.index(spaces.startIndex, offsetBy: run)])
            left -= run
        }
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
        let end = line.utf8.withContiguousStorageIfAvailable(cut) ?? Array(line.utf8).withUnsafeBufferPointer(cut)
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
