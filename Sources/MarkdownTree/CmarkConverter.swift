import CCmarkGFM
import Foundation

/// Parses Markdown with cmark-gfm (tables on) into an immutable `MarkdownNode` tree: the only file that talks to cmark.
///
/// It walks cmark's iterator without recursion, so that thousands of nested lists cannot exhaust the stack; and it
/// drops containers deeper than `maximumDepth`, keeping their leaves in order, so that later recursive walks are
/// bounded too.
public enum MarkdownParser {
    /// The deepest nesting the tree keeps; deeper leaves (text, code, HTML) go to their ancestor at this depth.
    public static let maximumDepth = 200

    /// A parsed document and what the parse had to give up.
    public struct Parsed: Sendable {
        /// The document node.
        public let root: MarkdownNode
        /// Whether some nodes were nested deeper than `maximumDepth` and were lifted.
        public let depthLimited: Bool
        /// The lines of each HTML block of more than one line, in page order: where a reader of the dialect looks for
        /// what raw HTML holds (kramdown's `markdown` attribute) without walking the tree.
        public var htmlBlockLines: [ClosedRange<Int>] = []
        /// The lines of the headings that start past where their container's content does (by the one to three
        /// blanks CommonMark allows; in a block quote, past `>` and a blank after it on the quote's first line).
        public var indentedHeadingLines: Set<Int> = []
    }

    /// Parses `text`, UTF-8 with `\n` line endings and no byte-order mark (RunbookKit's `PageSource` gives a page so:
    /// the one place line endings are unified), whose lines, split at each `\n`, are `lines` (`PageSource.lines`: the
    /// one place a page is split); `columnShifts` maps a 1-based line to the columns to add to every position on it,
    /// where the caller changed its indentation before parsing.
    public static func parse(_ text: String, lines: [Substring], columnShifts: [Int: Int] = [:]) -> Parsed {
        registerExtensions
        let empty = Parsed(root: emptyDocument, depthLimited: false)
        guard let parser = cmark_parser_new(CMARK_OPT_SOURCEPOS) else { return empty }
        defer { cmark_parser_free(parser) }
        if let table = cmark_find_syntax_extension("table") { cmark_parser_attach_syntax_extension(parser, table) }
        var text = text
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { cmark_parser_feed(parser, $0.baseAddress, $0.count) }
        }
        // Adjacent text nodes come joined: `cmark_parser_finish` consolidates them itself.
        guard let document = cmark_parser_finish(parser) else { return empty }
        defer { cmark_node_free(document) }
        guard let iterator = cmark_iter_new(document) else { return empty }
        defer { cmark_iter_free(iterator) }
        return text.withUTF8 { bytes in
            var columns = ColumnMap(bytes: bytes, lines: lines)
            // About one node per 30 bytes over the corpus: the arrays are made once for most pages.
            var builder = MarkdownTreeStorage.Builder(capacity: bytes.count / 24 + 16)
            var lifted = 0
            var depthLimited = false
            var htmlBlockLines: [ClosedRange<Int>] = []
            var indentedHeadingLines: Set<Int> = []
            // The lines of reference definitions that open the paragraph the inlines are in (`definitionLines`).
            var inlineShift = 0
            while true {
                let event = cmark_iter_next(iterator)
                if event == CMARK_EVENT_DONE { break }
                guard let node = cmark_iter_get_node(iterator) else { continue }
                if event == CMARK_EVENT_EXIT {
                    if lifted > 0 { lifted -= 1 } else { builder.close() }
                    continue
                }
                // Asked once: the kind, the range and the leaf test all depend on it.
                let type = cmark_node_get_type(node)
                let isLeaf = cmark_node_first_child(node) == nil && isLeafKind(type)
                if !isLeaf && builder.depth >= maximumDepth {
                    // Dropped, not kept as an empty leaf: each item of a line of `1. 1. 1. …` was a step of its own,
                    // hundreds of thousands of them with ids hundreds of levels long.
                    lifted += 1
                    depthLimited = true
                    continue
                }
                let isInline = type.rawValue & UInt32(CMARK_NODE_TYPE_MASK) == UInt32(CMARK_NODE_TYPE_INLINE)
                if !isInline {
                    inlineShift =
                        type == CMARK_NODE_PARAGRAPH || type == CMARK_NODE_HEADING ? definitionLines(opening: node) : 0
                }
                let range = range(
                    of: node, type: type, columns: &columns, shifts: columnShifts, lineShift: isInline ? inlineShift : 0
                )
                if type == CMARK_NODE_HTML_BLOCK, let range, range.end.line > range.start.line {
                    htmlBlockLines.append(range.start.line...range.end.line)
                }
                if type == CMARK_NODE_HEADING, let range, isIndented(heading: node) {
                    indentedHeadingLines.insert(range.start.line)
                }
                if isLeaf {
                    builder.leaf(kind: kind(of: node, type: type), range: range)
                } else {
                    builder.open(kind: kind(of: node, type: type), range: range)
                }
            }
            return Parsed(
                root: MarkdownNode(tree: builder.finish(), id: 0), depthLimited: depthLimited,
                htmlBlockLines: htmlBlockLines, indentedHeadingLines: indentedHeadingLines)
        }
    }

    /// Whether a heading starts past where its container's content starts.
    ///
    /// On the page, past column 1; in a list item, past its first block; in a block quote, past `>` and one blank on
    /// the quote's first line. Columns are cmark's bytes: what stands before a block on its line (blanks, `>`, a list
    /// marker) is ASCII.
    private static func isIndented(heading node: OpaquePointer) -> Bool {
        let column = cmark_node_get_start_column(node)
        guard column > 1, let parent = cmark_node_parent(node) else { return false }
        switch cmark_node_get_type(parent) {
        case CMARK_NODE_DOCUMENT: return true
        case CMARK_NODE_ITEM: return column > cmark_node_get_start_column(cmark_node_first_child(parent) ?? node)
        case CMARK_NODE_BLOCK_QUOTE: return column > cmark_node_get_start_column(parent) + 2
        default: return false
        }
    }

    /// The lines of the reference definitions (`[ref]: #target`) that open a paragraph or a setext heading: cmark
    /// takes them out of its text and places its inlines as if its text started on its first line, so its last inline
    /// ends that many lines before the block's text does.
    private static func definitionLines(opening block: OpaquePointer) -> Int {
        guard let last = cmark_node_last_child(block), cmark_node_get_end_line(last) > 0 else { return 0 }
        var end = cmark_node_get_end_line(block)
        if cmark_node_get_type(block) == CMARK_NODE_HEADING {
            // A setext heading's text ends on the line before its underline (an ATX heading is one line: no shift);
            // followed by a blank line, it ends at column 0 of the line after the underline.
            end -= cmark_node_get_end_column(block) < 1 ? 2 : 1
        }
        return max(0, Int(end - cmark_node_get_end_line(last)))
    }

    /// The lines of a block's text: its line breaks, and one for a last line without one.
    private static func lineCount(_ text: UnsafePointer<CChar>?) -> Int {
        guard var byte = text else { return 1 }
        var (count, last) = (0, CChar(0))
        while byte.pointee != 0 {
            if byte.pointee == 0x0A { count += 1 }
            last = byte.pointee
            byte += 1
        }
        return max(1, last == 0x0A ? count : count + 1)
    }

    /// cmark-gfm keeps its extensions in a process-wide registry; registering once, before any parse, keeps
    /// concurrent parses safe.
    private static let registerExtensions: Void = cmark_gfm_core_extensions_ensure_registered()
    private static let emptyDocument = MarkdownNode(
        tree: MarkdownTreeStorage(kinds: [.document], places: [.init(range: nil)], childIDs: []), id: 0)

    /// Whether cmark's iterator gives a node of `type` a single ENTER event: containers get ENTER and EXIT even when
    /// empty.
    private static func isLeafKind(_ type: cmark_node_type) -> Bool {
        switch type {
        case CMARK_NODE_CODE_BLOCK, CMARK_NODE_HTML_BLOCK, CMARK_NODE_THEMATIC_BREAK, CMARK_NODE_TEXT,
            CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK, CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE,
            CMARK_NODE_FOOTNOTE_REFERENCE:
            true
        default: false
        }
    }

    /// The kind of `node`, whose cmark type is `type`.
    private static func kind(of node: OpaquePointer, type: cmark_node_type) -> MarkdownNode.Kind {
        func string(_ pointer: UnsafePointer<CChar>?) -> String { pointer.map { String(cString: $0) } ?? "" }
        switch type {
        case CMARK_NODE_DOCUMENT: return .document
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
        case CMARK_NODE_LIST:
            return .list(
                MarkdownNode.ListInfo(
                    isOrdered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
                    start: Int(cmark_node_get_list_start(node))))
        case CMARK_NODE_ITEM: return .item
        case CMARK_NODE_CODE_BLOCK:
            // cmark writes through all three out-parameters, so none may be nil.
            var (length, offset, character): (Int32, Int32, CChar) = (0, 0, 0)
            let fenced = cmark_node_get_fenced(node, &length, &offset, &character) != 0
            return .codeBlock(
                info: string(cmark_node_get_fence_info(node)), literal: string(cmark_node_get_literal(node)),
                fenced: fenced)
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock(string(cmark_node_get_literal(node)))
        case CMARK_NODE_PARAGRAPH: return .paragraph
        case CMARK_NODE_HEADING: return .heading(level: Int(cmark_node_get_heading_level(node)))
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
        case CMARK_NODE_TEXT: return .text(string(cmark_node_get_literal(node)))
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_CODE: return .code(string(cmark_node_get_literal(node)))
        case CMARK_NODE_HTML_INLINE: return .htmlInline(string(cmark_node_get_literal(node)))
        case CMARK_NODE_EMPH: return .emphasis
        case CMARK_NODE_STRONG: return .strong
        case CMARK_NODE_LINK: return .link(destination: string(cmark_node_get_url(node)))
        case CMARK_NODE_IMAGE: return .image
        default: break
        }
        // An extension's node, told by its type name (Debian's headers do not export the table extension's node
        // types); compared as a C string, as most table cells would otherwise make a `String` each.
        guard let name = cmark_node_get_type_string(node) else { return .other }
        if strcmp(name, "table_cell") == 0 { return .tableCell }
        if strcmp(name, "table_row") == 0 {
            return .tableRow(isHeader: cmark_gfm_extensions_get_table_row_is_header(node) != 0)
        }
        if strcmp(name, "table") == 0 { return .table }
        if strcmp(name, "table_header") == 0 { return .tableRow(isHeader: true) }
        return .other
    }

    private static func range(
        of node: OpaquePointer, type: cmark_node_type, columns: inout ColumnMap, shifts: [Int: Int], lineShift: Int
    ) -> SourceRange? {
        let startLine = Int(cmark_node_get_start_line(node)) + lineShift
        let startColumn = Int(cmark_node_get_start_column(node))
        guard startLine > lineShift, startColumn > 0 else { return nil }
        var endLine = Int(cmark_node_get_end_line(node)) + lineShift
        var endColumn = Int(cmark_node_get_end_column(node))
        if type == CMARK_NODE_HTML_BLOCK {
            // cmark ends an HTML block closed by its end condition (`-->`, `</pre>`…) a line early, or before its
            // start: its text holds each of its lines.
            endLine = startLine + lineCount(cmark_node_get_literal(node)) - 1
            endColumn = columns.lastColumn(line: endLine)
        } else if endColumn < 1, endLine > startLine {
            // A block followed by blank lines (a list, an item, indented code) ends at column 0 of the line after
            // its last: it ends with that line.
            endLine -= 1
            endColumn = columns.lastColumn(line: endLine)
        }
        if endLine < startLine || endColumn < 1 { (endLine, endColumn) = (startLine, startColumn) }
        func location(_ line: Int, _ column: Int) -> SourceLocation {
            let scalars = columns.scalarColumn(line: line, byte: column)
            let shifted = shifts.isEmpty ? scalars : max(1, scalars + shifts[line, default: 0])
            return SourceLocation(line: line, column: shifted)
        }
        return SourceRange(start: location(startLine, startColumn), end: location(endLine, endColumn))
    }
}
