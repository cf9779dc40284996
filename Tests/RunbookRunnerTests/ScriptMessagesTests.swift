import Testing

@testable import RunbookRunner

/// bash's messages about the command files are shown with the page's lines, whole or in pieces, secrets masked.
@Suite struct ScriptMessagesTests {
    static let folder = "/dev/shm/docrun-shell-Ab3xYz"

    /// Two commands ran: the first from page line 10 (3 lines), the second from line 20 (one line).
    static var messages: ScriptMessages {
        var messages = ScriptMessages(page: "docs/page.md")
        _ = messages.add(.init(line: 10, count: 3, added: 0), folder: folder)
        _ = messages.add(.init(line: 20, count: 1, added: 0), folder: folder)
        return messages
    }

    /// Feeds `text` in `size`-byte chunks and returns everything shown.
    static func streamed(_ text: String, size: Int, masker: SecretMasker = SecretMasker()) -> String {
        let bytes = Array(text.utf8)
        return fed(
            stride(from: 0, to: bytes.count, by: size).map { Array(bytes[$0..<min($0 + size, bytes.count)]) },
            masker: masker)
    }

    /// Feeds `chunks` (a quiet period after each when `quiet`) and returns everything shown.
    static func fed(_ chunks: [[UInt8]], quiet: Bool = false, masker: SecretMasker = SecretMasker()) -> String {
        var stream = StreamMasker(masker, messages: messages)
        var shown = ""
        for chunk in chunks {
            shown += stream.feed(chunk)
            if quiet { shown += stream.flush() }
        }
        return shown + stream.finish()
    }

    static let output = """
        one\(folder)/1: line 2: foo: command not found
        \(folder)/2: line 1: cd: /nowhere: No such file or directory
        \(folder)/1: eval: line 3: syntax error near unexpected token `then'

        """
    static let expected = """
        onedocs/page.md:11: foo: command not found
        docs/page.md:20: cd: /nowhere: No such file or directory
        docs/page.md:12: eval: syntax error near unexpected token `then'

        """

    @Test func severalMessagesInOneTextAreRenamed() {
        #expect(SecretMasker().mask(Self.output, renaming: Self.messages) == Self.expected)
        #expect(Self.streamed(Self.output, size: Self.output.utf8.count) == Self.expected)
    }

    /// Cut anywhere, in pieces of any size, the same text is shown.
    @Test(arguments: 1...40) func aMessageCutBetweenChunksIsRenamed(size: Int) {
        #expect(Self.streamed(Self.output, size: size) == Self.expected)
    }

    /// bash writes a message in pieces (the file, the line, the text, the line break): a quiet period between them
    /// shows none of the path.
    @Test func aMessageWrittenInPiecesWithPausesIsRenamed() {
        let writes = [
            "one", "\(Self.folder)/1: ", "line 2: ", "foo: command not found", "\n", "\(Self.folder)/2: ", "line 1: ",
            "cd: /nowhere: No such file or directory", "\n", "\(Self.folder)/1: eval: ", "line 3: ",
            "syntax error near unexpected token `then'", "\n",
        ]
        #expect(Self.fed(writes.map { Array($0.utf8) }, quiet: true) == Self.expected)
    }

    @Test func aPieceOfTheFolderIsShownWhenTheOutputGoesQuietAndTheWholeFolderIsHeld() {
        var stream = StreamMasker(SecretMasker(), messages: Self.messages)
        #expect(stream.feed(Array("progress 12/".utf8)) == "progress 12")
        #expect(stream.flush() == "/")
        #expect(stream.feed(Array("100\r".utf8)) == "100\r")
        // bash writes the file's path in one piece: once it is all there, the rest of the message is waited for.
        #expect(stream.feed(Array("\(Self.folder)/2: ".utf8)) == "")
        #expect(stream.flush() == "")
        #expect(stream.feed(Array("line 1: x\n".utf8)) == "docs/page.md:20: x\n")
        #expect(stream.finish() == "")
    }

    @Test func progressWithoutALineBreakIsShownAtOnce() {
        var stream = StreamMasker(SecretMasker(), messages: Self.messages)
        #expect(stream.feed(Array("\r[=====>    ] 50%".utf8)) == "\r[=====>    ] 50%")
    }

    @Test(arguments: [
        "/dev/shm/docrun-shell-Ab3xY/1: line 2: another folder\n",
        "/dev/shm/docrun-shell-Ab3xYzz/1: line 2: a longer one\n",
        "\(folder)/3: line 2: a file docrun did not write\n",
        "\(folder)/01: line 2: nor that\n",
        "\(folder)/step: line 2: nor that\n",
        "\(folder)/1: line two: no number\n",
        "\(folder)/1: line 2 no colon\n",
        "\(folder)/1: lines 2: another word\n",
        "\(folder)/1 line 2: no colon\n",
        "\(folder)/1\n",
        "ls \(folder)/1: the path alone\n",
        "\(folder)/1: line 1234567890: too long a number\n",
        "\(folder)/1: line ",
    ]) func outputThatOnlyMentionsAPathIsLeftAlone(text: String) {
        #expect(SecretMasker().mask(text, renaming: Self.messages) == text)
        #expect(Self.streamed(text, size: 3) == text)
    }

    @Test func theFilesLinesAreThePages() {
        let messages = Self.messages
        let three = ScriptMessages.Origin(line: 10, count: 3, added: 0)
        #expect(messages.lines(1, of: three) == "10")
        #expect(messages.lines(3, of: three) == "12")
        // bash counts a line past the last at an unexpected end of the command.
        #expect(messages.lines(4, of: three) == "12")
        #expect(messages.lines(0, of: three) == "10-12")
        // An edited command stands for all of the page's lines; a value that added lines widens the range.
        #expect(messages.lines(2, of: .init(line: 10, count: 3, added: nil)) == "10-12")
        let added = ScriptMessages.Origin(line: 10, count: 3, added: 2)
        #expect(messages.lines(1, of: added) == "10")
        #expect(messages.lines(3, of: added) == "10-12")
        #expect(messages.lines(5, of: added) == "12")
    }

    @Test func aSecretIsMaskedWhateverItHolds() {
        // A secret that holds a piece of the folder: the message is not renamed, the secret is masked.
        let inPath = SecretMasker(secrets: ["docrun-shell"])
        let text = "\(Self.folder)/1: line 2: x\n"
        let masked = "/dev/shm/********-Ab3xYz/1: line 2: x\n"
        #expect(inPath.mask(text, renaming: Self.messages) == masked)
        for size in 1...12 { #expect(Self.streamed(text, size: size, masker: inPath) == masked, "\(size)") }
        // A secret printed right before a message: it stays whole, and masked.
        let before = SecretMasker(secrets: ["key/dev"])
        let glued = "key\(Self.folder)/1: line 2: x\n"
        #expect(before.mask(glued, renaming: Self.messages) == "********/shm/docrun-shell-Ab3xYz/1: line 2: x\n")
        // A secret in the page's name is masked in the renamed text.
        let inPage = SecretMasker(secrets: ["page.md:11"])
        #expect(inPage.mask(text, renaming: Self.messages) == "docs/********: x\n")
    }
}
