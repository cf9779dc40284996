import MarkdownTree
import RunbookKit

/// The fenced code blocks of a page, each with whether its closing fence is where it should be and, when it is
/// not, whether a line indented less than its list item's content cut it.
struct FenceScan {
    /// One fenced block.
    struct Fence {
        /// Where the opening fence is.
        let location: SourceLocation
        /// The opening fence as written (```` ``` ````, `~~~~`).
        let marker: String
        /// Whether a closing fence ends it.
        let isClosed: Bool
        /// The line that ended the list item, and with it the block, when one did.
        let cutBy: SourceLocation?
        /// The column where the content of the enclosing list item starts, if it is in one.
        let itemContentColumn: Int?
        /// What an unclosed fence holds to the end of its container, as code: the rest of the page or list item it
        /// swallows (the translation rules read the commands in it); nil for a closed fence.
        let swallowed: String?
    }

    /// The fenced blocks, in page order.
    let fences: [Fence]

    /// Scans the fenced blocks of a page, found by the walk of its tree the structure rules share.
    init(blocks: PageBlocks, source: PageSource) {
        fences = blocks.fencedCode.compactMap { code in
            Self.read(code.node, literal: code.literal, itemColumn: code.itemColumn, source: source)
        }
    }

    private static func read(_ node: MarkdownNode, literal: String, itemColumn: Int?, source: PageSource) -> Fence? {
        guard let range = node.range else { return nil }
        let columns = SourceText.LineColumns(source.line(range.start.line))
        let opening = Array(columns.line.utf8)
        var start = columns.offset(ofColumn: range.start.column)
        while start < opening.count, opening[start] == UInt8(ascii: " ") || opening[start] == UInt8(ascii: ">") {
            start += 1
        }
        guard start < opening.count, opening[start] == UInt8(ascii: "`") || opening[start] == UInt8(ascii: "~") else {
            return nil
        }
        let character = opening[start]
        var length = 0
        while start + length < opening.count, opening[start + length] == character { length += 1 }
        let contentLines = ByteSearch.newlineCount(literal)
        let closingLine = range.start.line + 1 + contentLines
        let closed = closingLine <= source.lines.count
            && isClosingFence(source.line(closingLine), character: character, length: length)
        var cut: SourceLocation?
        if !closed, let itemColumn {
            var line = closingLine
            while line <= source.lines.count, SourceText.isBlank(source.line(line)) { line += 1 }
            if line <= source.lines.count {
                let text = source.line(line)
                let column = SourceText.contentColumn(text)
                if column < itemColumn { cut = SourceLocation(line: line, column: column) }
            }
        }
        return Fence(
            location: SourceLocation(line: range.start.line, column: columns.scalarColumn(ofOffset: start)),
            marker: String(decoding: opening[start..<(start + length)], as: UTF8.self), isClosed: closed,
            cutBy: cut, itemContentColumn: itemColumn, swallowed: closed ? nil : literal)
    }

    /// Whether a line is a closing fence: container marks and spaces, at least `length` fence characters, spaces.
    private static func isClosingFence(_ line: Substring, character: UInt8, length: Int) -> Bool {
        // Read from the line's buffer (an array copied for each fence cost more than the check).
        let read = { (bytes: UnsafeBufferPointer<UInt8>) -> Bool in
            var index = 0
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t")
                || bytes[index] == UInt8(ascii: ">")
            {
                index += 1
            }
            var run = 0
            while index < bytes.count, bytes[index] == character {
                run += 1
                index += 1
            }
            return run >= length
                && bytes[index...].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        }
        return line.utf8.withContiguousStorageIfAvailable(read) ?? Array(line.utf8).withUnsafeBufferPointer(read)
    }
}
