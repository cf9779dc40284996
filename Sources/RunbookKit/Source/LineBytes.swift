import Foundation

/// Line handling for `PageSource` on UTF-8 bytes rather than `Character`s.
///
/// `\n` and `\r` are ASCII and grapheme breaks always fall on both sides of them, so splitting or replacing them
/// byte by byte gives exactly what the `Character` operations gave, without the cost of grapheme breaking
/// (it was an eighth of the time of `docrun check` over the corpus).
enum LineBytes {
    private static let newline = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")

    /// The lines of `text` without their `\n`, as slices of it; `n` newlines give `n + 1` lines (the last may be
    /// empty), like `split(separator: "\n", omittingEmptySubsequences: false)`.
    static func lines(of text: String) -> [Substring] {
        var text = text
        // Native strings are contiguous already (this is then a no-op); contiguous UTF-8 makes the byte offsets
        // below O(1) to turn into indices.
        text.makeContiguousUTF8()
        let utf8 = text.utf8
        var lines: [Substring] = []
        // The newlines are found with memchr(3): the C library's vectorised search reads a page in a small fraction
        // of the instructions a byte-by-byte loop took, and this runs over every byte of every page. Each line is
        // cut as soon as its newline is found (a first pass that only collected the offsets cost an array and a
        // second walk).
        let cut: Void? = utf8.withContiguousStorageIfAvailable { buffer in
            // A page's lines average some tens of bytes: reserving for one line in 32 bytes avoids most regrowth
            // without holding much more than needed.
            lines.reserveCapacity(buffer.count / 32 + 1)
            var start = utf8.startIndex
            var position = 0
            while let offset = firstOffset(of: newline, in: buffer, from: position) {
                let end = utf8.index(start, offsetBy: offset - position)
                lines.append(text[start..<end])
                start = utf8.index(after: end)
                position = offset + 1
            }
            lines.append(text[start..<utf8.endIndex])
        }
        if cut == nil {
            lines = text.utf8.split(separator: newline, omittingEmptySubsequences: false).map { Substring($0) }
        }
        return lines
    }

    /// The bytes with every CRLF and every lone CR turned into LF.
    static func unifyingLineEndings(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        bytes.withUnsafeBufferPointer { buffer in
            // The text between carriage returns is copied a run at a time (a byte at a time, each append checked
            // the capacity).
            var start = 0
            while let found = firstOffset(of: carriageReturn, in: buffer, from: start) {
                result.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start..<found]))
                result.append(newline)
                start = found + 1
                if start < buffer.count, buffer[start] == newline { start += 1 }
            }
            result.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start...]))
        }
        return result
    }

    /// The lines of a text one at a time, as `lines(of:)` cuts them, for a reader that needs only the first few
    /// (the front matter) and should not pay for cutting the whole page.
    struct LeadingLines: IteratorProtocol {
        private let text: String
        private var start: String.Index?

        init(_ text: String) {
            self.text = text
            start = text.startIndex
        }

        mutating func next() -> Substring? {
            guard let lineStart = start else { return nil }
            let utf8 = text.utf8
            // memchr(3) on the text's buffer: a search through the UTF-8 view cost a library call a byte.
            let from = utf8.distance(from: utf8.startIndex, to: lineStart)
            let found: Int?? = utf8.withContiguousStorageIfAvailable { buffer in
                firstOffset(of: LineBytes.newline, in: buffer, from: from)
            }
            let end: String.Index?
            switch found {
            case .some(let offset): end = offset.map { utf8.index(utf8.startIndex, offsetBy: $0) }
            case .none: end = utf8[lineStart...].firstIndex(of: LineBytes.newline)
            }
            guard let end else {
                start = nil
                return text[lineStart...]
            }
            start = utf8.index(after: end)
            return text[lineStart..<end]
        }
    }

    /// Whether `text` contains U+FFFD REPLACEMENT CHARACTER (bytes EF BF BD).
    static func containsReplacementCharacter(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var position = 0
            while let found = firstOffset(of: 0xEF, in: bytes, from: position) {
                if found + 2 < bytes.count, bytes[found + 1] == 0xBF, bytes[found + 2] == 0xBD { return true }
                position = found + 1
            }
            return false
        }
    }

    /// The offset of the first `byte` at or after `start` in `bytes`, found with memchr(3) (vectorised: whole pages
    /// are searched this way).
    static func firstOffset(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        guard let base = bytes.baseAddress, start < bytes.count,
            let found = memchr(base + start, Int32(byte), bytes.count - start)
        else { return nil }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    }

    /// The offset of the first `byte` in `bytes`.
    static func firstOffset(of byte: UInt8, in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { firstOffset(of: byte, in: $0) }
    }
}
