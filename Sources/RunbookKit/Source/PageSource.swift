import Foundation

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
    public static let maximumBytes = 10 << 20

    /// Reads and normalises the file at `path`.
    ///
    /// Throws `PageError` when the file cannot be read or is not a text page (binary, not UTF-8, empty).
    public static func load(path: String) throws(PageError) -> PageSource {
        // One stat(2) answers what `fileExists` and `attributesOfItem` asked for in two (it follows symbolic
        // links, as they do; any failure is "no such file", as `fileExists` said false).
        var info = stat()
        guard stat(path, &info) == 0 else { throw PageError(path: path, kind: .notFound) }
        if info.st_mode & S_IFMT == S_IFDIR { throw PageError(path: path, kind: .isDirectory) }
        let size = Int(info.st_size)
        if size > maximumBytes { throw PageError(path: path, kind: .tooLarge(bytes: size)) }
        guard let bytes = contents(path: path, size: size) else { throw PageError(path: path, kind: .unreadable) }
        return try PageSource(path: path, bytes: bytes)
    }

    /// The file's bytes, read straight into the array (`FileManager.contents` read them into a `Data` that was
    /// then copied); nil when it cannot be opened or read.
    ///
    /// `size` is what stat(2) said; the file is read to its end whatever its size, as a pipe or a file that grew
    /// since must be.
    private static func contents(path: String, size: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        // One byte more than the size, so that the read that finds the end needs no larger array.
        var bytes = [UInt8](repeating: 0, count: max(size, 0) + 1)
        var filled = 0
        while true {
            if filled == bytes.count { bytes += [UInt8](repeating: 0, count: max(bytes.count, 4096)) }
            let count = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            filled += count
        }
        bytes.removeLast(bytes.count - filled)
        return bytes
    }

    /// Normalises a page given as bytes; `path` is only used to name it.
    public init(path: String, bytes: [UInt8]) throws(PageError) {
        if bytes.count > Self.maximumBytes { throw PageError(path: path, kind: .tooLarge(bytes: bytes.count)) }
        var bytes = bytes
        hadByteOrderMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
        if hadByteOrderMark { bytes.removeFirst(3) }
        if let nul = LineBytes.firstOffset(of: 0, in: bytes) {
            throw PageError(path: path, kind: .binary(line: Self.line(at: nul, in: bytes)))
        }
        hadCarriageReturns = LineBytes.firstOffset(of: UInt8(ascii: "\r"), in: bytes) != nil
        // CR and LF are ASCII, never inside a multi-byte sequence: replacing them byte by byte is exact, and the
        // bytes are valid UTF-8 after it exactly when they were before, so they are decoded (and validated) once,
        // after it. The line of an invalid sequence is still counted in the bytes as read.
        let unified = hadCarriageReturns ? LineBytes.unifyingLineEndings(bytes) : bytes
        guard var text = Self.validatedText(unified) else {
            throw PageError(path: path, kind: .invalidUTF8(line: Self.firstInvalidLine(bytes)))
        }
        if text.allSatisfy(\.isWhitespace) { throw PageError(path: path, kind: .empty) }
        // The front matter is looked for in the page's first lines only, so the page is cut into lines once,
        // after the blanking.
        let front = FrontMatter.find(in: text)
        if let front { text = Self.blanking(text, upTo: front.end, lines: front.lines.count - 1) }
        let lines = LineBytes.lines(of: text)
        self.path = path
        self.text = text
        self.lines = lines
        self.frontMatter = front?.values ?? [:]
        self.frontMatterLines = front?.lines
        self.frontMatterProblem = front?.problem
    }

    /// `text` with all before `end` replaced by `lines` newlines, copied once (a `String` made of the rest and then
    /// added to the newlines copied the page twice).
    private static func blanking(_ text: String, upTo end: String.Index, lines: Int) -> String {
        let rest = text[end...]
        var blanked = String(repeating: "\n", count: lines)
        blanked.reserveCapacity(lines + rest.utf8.count)
        blanked.append(contentsOf: rest)
        return blanked
    }

    /// The text of 1-based `line`, or "" past the end.
    public func line(_ line: Int) -> Substring {
        line >= 1 && line <= lines.count ? lines[line - 1] : ""
    }

    /// The bytes as a string, nil when they are not valid UTF-8.
    ///
    /// `String(decoding:)` is the fast, repairing decoder: any invalid sequence becomes U+FFFD. So a result
    /// without U+FFFD proves the bytes valid; only a page that contains U+FFFD pays for the strict validation.
    private static func validatedText(_ bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        if !LineBytes.containsReplacementCharacter(text) { return text }
        return String(validating: bytes, as: UTF8.self)
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
        case binary(line: Int)
        case invalidUTF8(line: Int)
        /// Larger than `PageSource.maximumBytes`.
        case tooLarge(bytes: Int)
    }
    /// The path as given.
    public let path: String
    /// What went wrong.
    public let kind: Kind

    /// Creates an error.
    public init(path: String, kind: Kind) {
        self.path = path
        self.kind = kind
    }

    public var description: String {
        switch kind {
        case .notFound: "\(path): no such file"
        case .isDirectory: "\(path): is a directory, not a page"
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
        var head = LineBytes.LeadingLines(text)
        guard let first = head.next(), isRule(first, "---") else { return nil }
        var lines = [first]
        while let line = head.next() {
            if isClosing(line) { return found(lines, closedBy: line) }
            lines.append(line)
        }
        return nil
    }

    /// The front matter made of `lines` (the opening rule and the YAML) and the closing line `close`.
    private static func found(_ lines: [Substring], closedBy close: Substring) -> Found {
        let range = 1...(lines.count + 1)
        if let values = SimpleFrontMatter.values(of: lines[1...]) {
            return Found(lines: range, end: close.endIndex, values: values, problem: nil)
        }
        let (values, problem) = yamlValues(withKeyrefsResolved(lines[1...].joined(separator: "\n")))
        return Found(lines: range, end: close.endIndex, values: values, problem: problem)
    }

    /// Whether `line` closes the front matter: `---` or `...`, tested on one trimming of the line (one for each
    /// marker cost a second borrowing of its bytes on every line of the front matter).
    private static func isClosing(_ line: Substring) -> Bool {
        isRule(line, "---", or: "...")
    }

    /// Whether `line` is `marker` (or `other`) with whitespace (`CharacterSet.whitespaces`) around it.
    private static func isRule(_ line: Substring, _ marker: String, or other: String? = nil) -> Bool {
        // The whitespace set's only ASCII members are space and tab: an ASCII line is trimmed as bytes, which
        // avoids Foundation on every line of the front matter; other lines keep Foundation's exact trimming.
        // The bytes are read from the line's buffer: through `Substring` views each byte cost a library call.
        let ascii: Bool?? = line.utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
            var start = 0
            var end = bytes.count
            while start < end, isBlank(bytes[start]) { start += 1 }
            while end > start, isBlank(bytes[end - 1]) { end -= 1 }
            let trimmed = UnsafeBufferPointer(rebasing: bytes[start..<end])
            return trimmed.elementsEqual(marker.utf8) || (other.map { trimmed.elementsEqual($0.utf8) } ?? false)
        }
        if case .some(.some(let answer)) = ascii { return answer }
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed == marker || trimmed == other
    }
}
