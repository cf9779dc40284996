import Foundation
import MarkdownTree

/// A page's text as cmark will see it: UTF-8, `\n` line endings, no byte-order mark, front matter blanked.
///
/// Blanking (not removing) the front matter keeps every line number true: line 12 here is line 12 of the file.
public struct PageSource: Sendable {
    /// The path the page was read from, as given.
    public let path: String
    /// The normalised text.
    public let text: String
    /// The normalised text's lines, without their line endings.
    public let lines: [Substring]
    /// The front matter's top-level scalar values (`lastupdated`, `lang`…), empty when there is none.
    public let frontMatter: [String: String]
    /// The lines the front matter occupied (blank in `text`), empty when there is none.
    public let frontMatterLines: ClosedRange<Int>?
    /// Problems with the front matter (it is ignored, not fatal, when it is not valid YAML).
    public let frontMatterProblem: String?
    /// Whether the file used CRLF (or CR) line endings.
    public let hadCarriageReturns: Bool
    /// Whether the file started with a byte-order mark.
    public let hadByteOrderMark: Bool
    /// The largest page read, in bytes. Real pages stay under 1 MB; a larger one is refused (`PageError.tooLarge`)
    /// rather than read for minutes: parts of the reader grow faster than the page.
    public static let maximumBytes = InputFile.maximumBytes

    /// Reads and normalises the file at `path`.
    ///
    /// Only a regular file is read (a device or a FIFO could be endless or block), and at most `maximumBytes` of it
    /// (`InputFile`).
    /// Throws `PageError` when the file cannot be read or is not a text page (binary, not UTF-8, empty).
    public static func load(path: String) throws(PageError) -> PageSource {
        let bytes: [UInt8]
        do throws(InputFileProblem) {
            bytes = try InputFile.read(path, limit: maximumBytes)
        } catch {
            switch error {
            case .notFound: throw PageError(path: path, kind: .notFound)
            case .isDirectory: throw PageError(path: path, kind: .isDirectory)
            case .notRegular: throw PageError(path: path, kind: .notRegular)
            case .unreadable, .notUTF8: throw PageError(path: path, kind: .unreadable)
            case .tooLarge(let size): throw PageError(path: path, kind: .tooLarge(bytes: size))
            }
        }
        return try PageSource(path: path, bytes: bytes)
    }

    /// Normalises a page given as bytes; `path` is only used to name it.
    public init(path: String, bytes: [UInt8]) throws(PageError) {
        if bytes.count > Self.maximumBytes { throw PageError(path: path, kind: .tooLarge(bytes: bytes.count)) }
        var bytes = bytes
        hadByteOrderMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
        if hadByteOrderMark { bytes.removeFirst(3) }
        // memchr over the page rather than a loop a byte at a time: both searches read every byte of every page.
        let (nul, carriageReturn) = bytes.withUnsafeBufferPointer {
            (ByteSearch.firstOffset(of: 0, in: $0), ByteSearch.firstOffset(of: UInt8(ascii: "\r"), in: $0))
        }
        if let nul { throw PageError(path: path, kind: .binary(line: Self.line(at: nul, in: bytes))) }
        hadCarriageReturns = carriageReturn != nil
        // CR and LF are ASCII, never inside a multi-byte sequence: replacing them byte by byte is exact, and the
        // bytes are valid UTF-8 after it exactly when they were before. The line of an invalid sequence is still
        // counted in the bytes as read.
        let unified = hadCarriageReturns ? Self.unifyingLineEndings(bytes) : bytes
        guard var text = String(validating: unified, as: UTF8.self) else {
            throw PageError(path: path, kind: .invalidUTF8(line: Self.firstInvalidLine(bytes)))
        }
        if text.allSatisfy(\.isWhitespace) { throw PageError(path: path, kind: .empty) }
        let front = FrontMatter.find(in: text)
        if let front {
            text = String(repeating: "\n", count: front.lines.count - 1) + text[front.end...]
        }
        self.path = path
        self.text = text
        self.lines = ByteSearch.lines(of: text[...])
        self.frontMatter = front?.values ?? [:]
        self.frontMatterLines = front?.lines
        self.frontMatterProblem = front?.problem
    }

    /// The text of 1-based `line`, or "" past the end.
    public func line(_ line: Int) -> Substring {
        line >= 1 && line <= lines.count ? lines[line - 1] : ""
    }

    /// The whole lines `range` spans (from the start of its first line to the end of its last), or nil when they
    /// are not lines of the page.
    public func lines(of range: SourceRange) -> Substring? {
        guard range.start.line >= 1, range.start.line <= range.end.line, range.end.line <= lines.count else {
            return nil
        }
        return text[lines[range.start.line - 1].startIndex..<lines[range.end.line - 1].endIndex]
    }

    /// The bytes with every CRLF and every lone CR turned into LF.
    private static func unifyingLineEndings(_ bytes: [UInt8]) -> [UInt8] {
        bytes.withUnsafeBufferPointer { buffer in
            var result: [UInt8] = []
            result.reserveCapacity(buffer.count)
            var start = 0
            while let carriage = ByteSearch.firstOffset(of: UInt8(ascii: "\r"), in: buffer, from: start) {
                result += buffer[start..<carriage]
                if carriage + 1 == buffer.count || buffer[carriage + 1] != UInt8(ascii: "\n") {
                    result.append(UInt8(ascii: "\n"))
                }
                start = carriage + 1
            }
            result += buffer[start...]
            return result
        }
    }

    private static func line(at offset: Int, in bytes: [UInt8]) -> Int {
        1 + bytes[..<offset].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }

    private static func firstInvalidLine(_ bytes: [UInt8]) -> Int {
        var line = 1
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            if String(validating: bytes[start..<index], as: UTF8.self) == nil { return line }
            line += 1
            start = index + 1
        }
        return line
    }
}

/// Why a page could not be read; each case prints as one line naming the file.
public struct PageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Equatable {
        case notFound, isDirectory, unreadable, empty
        /// A device, a FIFO or a socket: not a file docrun reads.
        case notRegular
        case binary(line: Int)
        case invalidUTF8(line: Int)
        /// Larger than `PageSource.maximumBytes`.
        case tooLarge(bytes: Int)
    }
    /// The path as given.
    public let path: String
    /// What went wrong.
    public let kind: Kind

    public var description: String {
        switch kind {
        case .notFound: "\(path): no such file"
        case .isDirectory: "\(path): is a directory, not a page"
        case .notRegular: "\(path): not a regular file (a device, a FIFO or a socket), not a page"
        case .unreadable: "\(path): cannot be read (permission denied?)"
        case .empty: "\(path): the page is empty"
        case .binary(let line): "\(path):\(line): binary file (NUL byte), not a Markdown page"
        case .invalidUTF8(let line): "\(path):\(line): not valid UTF-8 text"
        case .tooLarge(let bytes):
            "\(path): the page is \(bytes >> 20) MB, over the \(PageSource.maximumBytes >> 20) MB docrun reads"
        }
    }
}

/// YAML front matter between `---` lines at the top of a page.
enum FrontMatter {
    struct Found {
        let lines: ClosedRange<Int>
        /// Where the closing line ends in the text (before its newline).
        let end: String.Index
        let values: [String: String]
        let problem: String?
    }

    /// The front matter at the top of `text`, read line by line up to its closing line.
    static func find(in text: String) -> Found? {
        var lines: [Substring] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        while start < utf8.endIndex {
            let end =
                ByteSearch.firstOffset(of: "\n", in: text[start...]).map { utf8.index(start, offsetBy: $0) }
                ?? utf8.endIndex
            let line = text[start..<end]
            if lines.isEmpty {
                guard isRule(line, "---") else { return nil }
            } else if isRule(line, "---") || isRule(line, "...") {
                // The lines between the rules, as one slice of the text: they are its lines joined by `\n`.
                let yaml = lines.count > 1 ? String(text[lines[1].startIndex..<lines[lines.count - 1].endIndex]) : ""
                let (values, problem) = yamlValues(withKeyrefsResolved(yaml))
                return Found(lines: 1...(lines.count + 1), end: line.endIndex, values: values, problem: problem)
            }
            lines.append(line)
            start = end == utf8.endIndex ? end : utf8.index(after: end)
        }
        return nil
    }

    /// Whether `line` is `marker` with whitespace around it (tabs and Unicode spaces, as `CharacterSet.whitespaces`).
    private static func isRule(_ line: Substring, _ marker: String) -> Bool {
        // Most lines are not: they do not hold the marker at all.
        guard ByteSearch.contains(line, marker) else { return false }
        let isBlank = { (scalar: Unicode.Scalar) in
            scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
        }
        let scalars = line.unicodeScalars
        guard let start = scalars.firstIndex(where: { !isBlank($0) }),
            let last = scalars.lastIndex(where: { !isBlank($0) })
        else { return false }
        return Substring(scalars[start...last]) == marker
    }
}
