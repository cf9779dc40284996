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
        // The newlines' offsets, found with memchr(3): the C library's vectorised search reads a page in a small
        // fraction of the instructions a byte-by-byte loop took, and this runs over every byte of every page.
        let ends =
            utf8.withContiguousStorageIfAvailable { buffer -> [Int] in
                var offsets: [Int] = []
                var position = 0
                while let offset = firstOffset(of: newline, in: buffer, from: position) {
                    offsets.append(offset)
                    position = offset + 1
                }
                return offsets
            } ?? utf8.indices.filter { utf8[$0] == newline }.map { utf8.distance(from: utf8.startIndex, to: $0) }
        var lines: [Substring] = []
        lines.reserveCapacity(ends.count + 1)
        var start = utf8.startIndex
        for end in ends {
            let index = utf8.index(utf8.startIndex, offsetBy: end)
            lines.append(text[start..<index])
            start = utf8.index(after: index)
        }
        lines.append(text[start..<utf8.endIndex])
        return lines
    }

    /// The bytes with every CRLF and every lone CR turned into LF.
    static func unifyingLineEndings(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == carriageReturn {
                result.append(newline)
                if index + 1 < bytes.count, bytes[index + 1] == newline { index += 1 }
            } else {
                result.append(byte)
            }
            index += 1
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
            guard let end = utf8[lineStart...].firstIndex(of: LineBytes.newline) else {
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
