extension ShellScript {
    /// A `\` that escapes a blank, where the page meant a line continuation (`ShellScript.brokenContinuations`).
    ///
    /// Bash reads `\` and the blank after it as an escaped blank, part of a word, so the line break after it ends the
    /// command. The blanks do not show on a page; a comment after them (`acme deploy \ # the region next`) reads as a
    /// note beside a continuation, as does a `#` right after the escaped blank, which is part of the word (`\ #note`).
    public struct BrokenContinuation: Sendable, Equatable {
        /// The offset of the `\`.
        public let offset: Int
        /// Whether a `#` follows the blanks (a comment, or a word that reads as one), rather than the line's end.
        public let beforeComment: Bool
    }

    /// The broken continuations among `escapedBlanks`, the offsets of the `\`s that escape a blank (as the lexer read
    /// them, in the order it did), in `bytes` quoted as `quoting`.
    static func brokenContinuations(
        _ escapedBlanks: [Int], in bytes: [UInt8], _ quoting: [Quoting]
    ) -> [BrokenContinuation] {
        guard !escapedBlanks.isEmpty else { return [] }
        var found: [BrokenContinuation] = []
        // A here-document's substitutions are read after the line that opens it: in the text's order, each once.
        for backslash in Set(escapedBlanks).sorted() {
            var end = backslash + 1
            while end < bytes.count, bytes[end].isOne(of: " \t") { end += 1 }
            let beforeComment = end < bytes.count && bytes[end] == UInt8(ascii: "#")
            if beforeComment, let lineEnd = bytes[end...].firstIndex(of: UInt8(ascii: "\n")) {
                // A `\` that ends the line after the `#` word continues the command (`\ #x \`).
                guard quoting[lineEnd] != .escaped else { continue }
                end = lineEnd
            }
            let nextLine = bytes[min(end + 1, bytes.count)...].prefix { $0 != UInt8(ascii: "\n") }
            guard end < bytes.count, bytes[end] == UInt8(ascii: "\n"),
                nextLine.contains(where: { !$0.isOne(of: " \t") })
            else { continue }
            found.append(BrokenContinuation(offset: backslash, beforeComment: beforeComment))
        }
        return found
    }
}
