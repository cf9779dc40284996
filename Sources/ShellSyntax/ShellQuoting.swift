/// Writing text so that a shell reads it as data, never as code.
public enum ShellQuoting {
    /// Why a text cannot be written as data somewhere.
    public enum Refusal: Error, Sendable, Equatable {
        /// The shell evaluates arithmetic there, and the text is not an integer (`a[$(cmd)]` would run `cmd`).
        case notAnInteger
        /// The shell reads the text as a variable's name there, and it is not one (`a[$(cmd)]` would run `cmd`).
        case notAName
        /// The shell reads the text as a login name there (`~<user>`), and it is not one.
        case notALoginName
        /// The text has a line break, which would end a comment or a line of a here-document.
        case lineBreak
        /// The text holds the delimiter of the here-document it would be in, which would end it early.
        case endsHereDocument
        /// The command nests substitutions too deep for docrun to read where the text would stand.
        case tooDeep
        /// The text would stand in backquotes whose escapes bash removes before reading them
        /// (`ShellContext.isInRereadBackquotes`): where it stands for bash is not known.
        case rereadInBackquotes
        /// The text is not plain (`isPlain`) and is in, or fills in, a `printf` format docrun does not read exactly
        /// (`ShellContext.isInUnreadFormat`).
        case notPlainInFormat
        /// The text would be in what an `echo` that decodes escapes prints where a shell runs it, next to an escape
        /// docrun does not read exactly (`ShellContext.isInUnreadEcho`).
        case unreadEchoEscape
        /// The text is not plain (`isPlain`) and is printed, where a shell runs it, after output whose end docrun does
        /// not know (a `printf` format it does not read), on the same line (`ShellContext.followsUnknownOutput`).
        case notPlainAfterUnknownOutput
    }

    /// `text` as one bash word, as a person would type it: as it is when it holds only letters, digits and `._-/`,
    /// else single-quoted (`singleQuoted`).
    public static func word(_ text: String) -> String {
        isPlain(text) && !text.isEmpty ? text : singleQuoted(text)
    }

    /// Whether `text` holds only letters, digits and `._-/`: the same text in every quoting and through `printf`.
    public static func isPlain(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy {
            $0.properties.isAlphabetic || $0.properties.numericType != nil || "._-/".unicodeScalars.contains($0)
        }
    }

    /// `text` as one bash word that is never expanded: `'…'`, each `'` written `'\''`.
    ///
    /// Read by Unicode scalar, as bash reads bytes: a `'` followed by a combining mark is one `Character`, and
    /// splitting on `Character`s left it unquoted.
    public static func singleQuoted(_ text: String) -> String {
        let pieces = text.unicodeScalars.split(separator: "'", omittingEmptySubsequences: false)
        return "'" + pieces.map { String(Substring($0)) }.joined(separator: "'\\''") + "'"
    }

    /// `text` written for `contexts` (outermost first, as `PlaceholderOccurrence.contexts`), so that the innermost
    /// shell reads exactly `text`: written for the innermost context, that writing for the one around it, and so on.
    public static func literal(_ text: String, in contexts: [ShellContext]) throws(Refusal) -> String {
        if let refusal = refusal(text, in: contexts) { throw refusal }
        var written = text
        for context in contexts.reversed() { written = try literal(written, in: context) }
        return written
    }

    /// Why no writing of `text` is data in `contexts`; nil when one is.
    ///
    /// Where bash evaluates arithmetic only an integer is data, where it reads a variable's name only a name: the one
    /// check of both for a run and, written as a test, for the sh script.
    public static func refusal(_ text: String, in contexts: [ShellContext]) -> Refusal? {
        if contexts.contains(where: \.isUnread) { return .tooDeep }
        if contexts.contains(where: \.isInRereadBackquotes) { return .rereadInBackquotes }
        if contexts.contains(where: \.isInUnreadEcho) { return .unreadEchoEscape }
        if contexts.contains(where: \.isInUnreadFormat), !isPlain(text) { return .notPlainInFormat }
        if contexts.contains(where: \.followsUnknownOutput), !isPlain(text) { return .notPlainAfterUnknownOutput }
        if contexts.contains(where: \.isArithmetic), !ShellBytes.isInteger(text) { return .notAnInteger }
        if contexts.contains(where: \.isName), !ShellBytes.isVariableName(text.utf8) { return .notAName }
        if contexts.contains(where: \.isLoginName), !ShellBytes.isLoginName(text.utf8) { return .notALoginName }
        return nil
    }

    /// `text` written for one context so that its shell reads exactly `text`.
    public static func literal(_ text: String, in context: ShellContext) throws(Refusal) -> String {
        if context.isUnread { throw .tooDeep }
        if context.isInRereadBackquotes { throw .rereadInBackquotes }
        if context.isInUnreadEcho { throw .unreadEchoEscape }
        let breaksLine = text.utf8.contains(UInt8(ascii: "\n")) || text.utf8.contains(UInt8(ascii: "\r"))
        if let ending = context.hereDocumentDelimiter,
            breaksLine || text == ending || text.drop(while: { $0 == "\t" }) == ending
        {
            throw .endsHereDocument
        }
        if context.quoting == .comment, breaksLine { throw .lineBreak }
        var written: String
        switch context.quoting {
        // An integer where arithmetic is evaluated is written without quotes, which are not removed there.
        case _ where context.arithmetic == .word && ShellBytes.isInteger(text): written = text
        case _ where context.arithmetic == .expression && ShellBytes.isInteger(text): written = "(" + text + ")"
        // A name, as `refusal` checks, written where bash reads one and removes no quotes (`${!name}`).
        case _ where context.isExpansionName:
            guard ShellBytes.isVariableName(text.utf8) else { throw .notAName }
            written = text
        case _ where context.isLoginName:
            guard ShellBytes.isLoginName(text.utf8) else { throw .notALoginName }
            written = text
        // Where the value lands in the shell's text is not known: only a plain value, the same in every quoting.
        case _ where context.isInUnreadFormat:
            guard isPlain(text) else { throw .notPlainInFormat }
            written = text
        case _ where context.followsUnknownOutput:
            guard isPlain(text) else { throw .notPlainAfterUnknownOutput }
            written = text
        case .doubleQuoted: written = escaped(text, "$`\"\\")
        case .hereDocument: written = escaped(text, "$`\\")
        // Single-quoted as bare code; a quoted here-document and a comment take the text as it is.
        default: written = bareCode(in: context.quoting).map { $0.close + singleQuoted(text) + $0.open } ?? text
        }
        for _ in 0..<context.backquoteDepth { written = escaped(written, "$`\\") }
        // `echo -e` prints `\\` as `\`: the shell reads the writing as it is.
        for _ in 0..<context.echoDecodings { written = escaped(written, "\\") }
        return written
    }

    /// A reference to the variable `name` that the shell of `context` reads as one piece of data, its value (in
    /// parentheses inside an arithmetic expression); nil where nothing expands (a quoted here-document, a comment).
    public static func reference(to name: String, in context: ShellContext) -> String? {
        guard !context.isUnread, !context.isInRereadBackquotes, !context.isExpansionName, !context.isLoginName
        else { return nil }
        let expansion = "${" + name + "}"
        // In a pattern, double quotes are opened again inside the braces (`"${x%"${V}"}"`): the value is text there.
        let written =
            context.quoting == .doubleQuoted && context.isPattern
            ? "\"" + expansion + "\""
            : context.quoting == .doubleQuoted || context.quoting == .hereDocument
                ? expansion : bareCode(in: context.quoting).map { $0.close + "\"" + expansion + "\"" + $0.open }
        return context.arithmetic == .expression ? written.map { "(" + $0 + ")" } : written
    }

    /// What closes `quoting` so that bare shell code follows, and what opens it again (`'` and `$'` in `$'…'`); nil
    /// in a here-document or a comment, which no quote closes.
    public static func bareCode(in quoting: ShellScript.Quoting) -> (close: String, open: String)? {
        switch quoting {
        case .unquoted, .quote, .escaped: ("", "")
        case .doubleQuoted: ("\"", "\"")
        case .singleQuoted: ("'", "'")
        case .ansiQuoted: ("'", "$'")
        case .hereDocument, .quotedHereDocument, .comment: nil
        }
    }

    /// `text` with a `\` before each scalar of `special` (by scalar, as `singleQuoted`).
    public static func escaped(_ text: String, _ special: String) -> String {
        let special = Set(special.unicodeScalars)
        let scalars: [Unicode.Scalar] = text.unicodeScalars.flatMap { special.contains($0) ? ["\\", $0] : [$0] }
        return String(String.UnicodeScalarView(scalars))
    }
}
