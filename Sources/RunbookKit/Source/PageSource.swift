import MarkdownTree

/// A page's text as cmark will see it: UTF-8, `\n` line endings, no byte-order mark, front matter, kramdown's
/// block comments and lines of Liquid tags blanked.
///
/// Blanking (not removing) them keeps every line number true: line 12 here is line 12 of the file.
public struct PageSource: Sendable {
    /// The path the page was read from, as given.
    public let path: String
    /// The normalised text.
    public let text: String
    /// The normalised text's lines, without their line endings.
    public let lines: [Substring]
    /// The front matter's top-level scalar values (`lastupdated`, `lang`…), empty when there is none.
    public let frontMatter: [String: String]
    /// The lines the front matter occupied (blank in `text`).
    public let frontMatterLines: ClosedRange<Int>?
    /// Why the front matter is not valid YAML (it is then ignored, not fatal).
    public let frontMatterProblem: FrontMatterProblem?

    /// Reads (`InputFile`) and normalises the page at `path`.
    public static func load(path: String) throws(PageError) -> PageSource {
        let bytes: [UInt8]
        do throws(InputFileProblem) {
            bytes =
                try path == InputFile.standardInputName ? InputFile.readStandardInput() : InputFile.read(path)
        } catch {
            throw PageError(path: path, kind: .file(error))
        }
        return try PageSource(path: path, bytes: bytes)
    }

    /// Normalises a page given as bytes; `path` is only used to name it.
    public init(path: String, bytes: [UInt8]) throws(PageError) {
        if bytes.count > InputFile.maximumBytes {
            throw PageError(path: path, kind: .file(.tooLarge(bytes: bytes.count)))
        }
        let bytes = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        // memchr over the page rather than a loop a byte at a time: both searches read every byte of every page.
        let (nul, carriageReturn) = bytes.withUnsafeBufferPointer {
            (ByteSearch.firstOffset(of: 0, in: $0), ByteSearch.firstOffset(of: UInt8(ascii: "\r"), in: $0))
        }
        if let nul {
            var cursor = PositionCursor(bytes: bytes)
            let (line, column) = cursor.position(of: nul)
            throw PageError(path: path, kind: .binary(line: line, column: column))
        }
        // CR and LF are never inside a multi-byte sequence: the bytes are valid UTF-8 after replacing them exactly
        // when they were before. The place of an invalid sequence is counted in the bytes as read, lines as the page
        // is read (a lone CR ends one).
        let unified = carriageReturn != nil ? Self.unifyingLineEndings(bytes) : bytes
        guard var text = String(validating: unified, as: UTF8.self) else {
            var cursor = PositionCursor(bytes: bytes)
            let (line, column) = cursor.position(of: Self.firstInvalidUTF8(in: bytes))
            throw PageError(path: path, kind: .invalidUTF8(line: line, column: column))
        }
        if text.allSatisfy(\.isWhitespace) { throw PageError(path: path, kind: .empty) }
        let front = FrontMatter.find(in: text)
        if let front { text = String(repeating: "\n", count: front.lines.count - 1) + text[front.end...] }
        if ByteSearch.contains(text, "{::comment}") || ByteSearch.contains(text, "{%") {
            text = Self.blankingComments(text)
        }
        self.path = path
        self.text = text
        self.lines = ByteSearch.lines(of: text[...])
        self.frontMatter = front?.values ?? [:]
        self.frontMatterLines = front?.lines
        self.frontMatterProblem = front?.problem
    }

    /// `text` with kramdown's block comments and the lines of Liquid tags only made blank lines.
    ///
    /// A block comment is a line `{::comment}` and the lines up to a line `{:/comment}`: the rendered page has none
    /// of their text, and a command commented out is no step. Only closed ones, and not in fenced code, where the
    /// markers are text; a comment inside a paragraph is left as written.
    ///
    /// A line made only of Liquid tags (`{% if x %}`, `{% endif %}`, `{% raw %}`, `{% include note.md %}`) is an
    /// empty line once a site's templates have run, which Markdown then reads: `{% raw %}` under a step's text is no
    /// part of it. Not in fenced code, where such a line is more often a template's own (Jinja, Ansible) than the
    /// site's; docrun has no include's content and reads both branches of an `if`.
    static func blankingComments(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var fence: (marker: UInt8, length: Int)?
        var opened: Int?
        for (index, line) in lines.enumerated() {
            let content = line.trimming(\.isSpaceOrTab)
            let run = FenceLine.run(content.utf8)
            if let open = opened {
                guard content == "{:/comment}" else { continue }
                lines.replaceSubrange(open...index, with: repeatElement("", count: index - open + 1))
                opened = nil
            } else if let open = fence {
                if let run, FenceLine.closes(run, open) { fence = nil }
            } else if content == "{::comment}" {
                opened = index
            } else if let run, FenceLine.opens(run) {
                fence = (run.marker, run.length)
            } else if isLiquidTags(content) {
                lines[index] = ""
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Whether `text` is one or more Liquid tags (`{% … %}`) and blanks between them, nothing else.
    static func isLiquidTags(_ text: Substring) -> Bool {
        var rest = text.utf8[...]
        guard rest.starts(with: "{%".utf8) else { return false }
        while !rest.isEmpty {
            guard rest.starts(with: "{%".utf8), let close = ByteSearch.firstOffset(of: "%}", in: Substring(rest))
            else { return false }
            rest = rest.dropFirst(close + 2).drop(while: SourceText.isBlank)
        }
        return true
    }

    /// The text of 1-based `line`, or "" past the end.
    public func line(_ line: Int) -> Substring {
        line >= 1 && line <= lines.count ? lines[line - 1] : ""
    }

    /// The text of 1-based `line` as written, for a report to quote: `line(_:)`, but the front matter's line with its
    /// problem is not blank.
    public func lineAsWritten(_ line: Int) -> Substring {
        line == frontMatterProblem?.location.line ? frontMatterProblem!.excerpt[...] : self.line(line)
    }

    /// The whole lines `range` spans (from the start of its first line to the end of its last), or nil when they
    /// are not lines of the page.
    public func lines(of range: SourceRange) -> Substring? {
        guard range.start.line >= 1, range.start.line <= range.end.line, range.end.line <= lines.count else {
            return nil
        }
        return text[lines[range.start.line - 1].startIndex..<lines[range.end.line - 1].endIndex]
    }

    /// The offset of the first byte of `bytes` that does not begin a valid UTF-8 character.
    private static func firstInvalidUTF8(in bytes: [UInt8]) -> Int {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while case .valid(let scalar) = parser.parseScalar(from: &iterator) { offset += scalar.count }
        return offset
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
            return result + buffer[start...]
        }
    }
}

/// Why a page could not be read; each case prints as one line naming the file (in English; `message` in a language).
public struct PageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Equatable {
        /// The file is not one docrun reads (`InputFile`).
        case file(InputFileProblem)
        case empty
        case binary(line: Int, column: Int)
        case invalidUTF8(line: Int, column: Int)
    }
    /// The path as given.
    public let path: String
    /// What went wrong.
    public let kind: Kind

    /// The line that says it, in English.
    public var description: String { message(.en) }

    /// The line that says it in `language`: the page, where in it when that is known, and what is wrong.
    public func message(_ language: Language) -> String {
        let position = location.map { ":\($0.line):\($0.column)" } ?? ""
        return InputMessages.namedFile(
            language, ["path": SystemPath.visible(path) + position, "problem": problem(language)])
    }

    /// Where in the page the problem is, when a byte of it is at fault.
    public var location: SourceLocation? {
        switch kind {
        case .binary(let line, let column), .invalidUTF8(let line, let column):
            SourceLocation(line: line, column: column)
        case .file, .empty: nil
        }
    }

    /// What is wrong, in `language`, without the page's name.
    public func problem(_ language: Language) -> String {
        switch kind {
        case .file(.notFound): InputMessages.pageNotFound(language)
        case .file(.isDirectory): InputMessages.pageIsDirectory(language)
        case .file(.notRegular): InputMessages.pageNotRegular(language)
        case .file(.unreadable), .file(.notUTF8): InputMessages.pageUnreadable(language)
        case .empty: InputMessages.pageEmpty(language)
        case .binary: InputMessages.pageBinary(language)
        case .invalidUTF8: InputMessages.pageInvalidUTF8(language)
        case .file(.tooLarge(let bytes)):
            InputMessages.pageTooLarge(
                language, ["size": String(bytes >> 20), "limit": String(InputFile.maximumBytes >> 20)])
        }
    }
}
