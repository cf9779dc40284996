import ShellSyntax

/// The prompt a line copied from a terminal starts with (`$ `, `PS C:\> `): never part of a command, and a Windows
/// shell's says where the command runs.
public enum ShellPrompt {
    /// The prompt at the start of `line`, if any: `$ `, `% `, `~/app$ `, `C:\…> `, `PS C:\…> `, `PS> `,
    /// `user@host:~$ `, `bash-5.1$ `.
    public static func prompt(in line: Substring) -> String? {
        guard let lead = line.utf8.first, lead.isOne(of: "$%[~#") || lead.isASCIILetter else { return nil }
        let bytes = line.utf8
        // `# ` alone is a comment, but a comment goes on over no line: one that ends with `\` was a root's command
        // (`# ibmcloud login \` then `    --sso`), which bash would cut after it.
        if lead == UInt8(ascii: "#") {
            return bytes.dropFirst().first == UInt8(ascii: " ") && bytes.count > 3 && bytes.last == UInt8(ascii: "\\")
                ? "#" : nil
        }
        if lead.isOne(of: "$%") {
            // More than the two bytes of the prefix, a space after the mark.
            let second = bytes.dropFirst().first
            return second == UInt8(ascii: " ") && bytes.count > 2 ? String(UnicodeScalar(lead)) : nil
        }
        // `~$ `, `~/app# `: bash's `\w\$ `, the folder alone; `~/tool.sh $HOME` is a command.
        if lead == UInt8(ascii: "~") {
            guard let mark = bytes.firstIndex(where: { $0.isOne(of: "$# ") }), bytes[mark] != UInt8(ascii: " "),
                bytes[bytes.index(after: mark)...].first == UInt8(ascii: " "),
                bytes.dropFirst().first.map({ $0 == UInt8(ascii: "/") || $0 == bytes[mark] }) ?? false
            else { return nil }
            return String(line[...mark])
        }
        // PowerShell's where the folder is not shown.
        if bytes.starts(with: "PS> ".utf8) { return "PS>" }
        var rest = line
        if bytes.starts(with: "PS ".utf8) { rest = rest.dropFirst(3) }
        if startsWithDrive(rest), let close = rest.firstIndex(of: ">") {
            return String(line[..<line.index(after: close)])
        }
        return userAtHostPrompt(line) ?? shellVersionPrompt(line)
    }

    /// `bash-5.1$ `, `sh-4.4# `: bash's prompt where no profile sets one (`\s-\v\$ `), as a container's shell shows it.
    private static func shellVersionPrompt(_ line: Substring) -> String? {
        // Read as bytes: every command's first line is asked.
        let bytes = line.utf8
        guard let dash = bytes.firstIndex(where: { !$0.isASCIILetter }), bytes[dash] == UInt8(ascii: "-"),
            case let version = bytes[bytes.index(after: dash)...], version.first?.isASCIIDigit ?? false,
            let mark = version.firstIndex(where: { !$0.isASCIIDigit && $0 != UInt8(ascii: ".") }),
            bytes[mark].isOne(of: "$#"), bytes[mark...].dropFirst().first == UInt8(ascii: " ")
        else { return nil }
        return String(line[...mark])
    }

    /// Whether the first line of `text` that is neither blank nor a comment (`# Log in`, a writer's note above what
    /// the terminal showed) starts, after its indentation, with a prompt.
    public static func opensWithPrompt(_ text: String) -> Bool {
        let utf8 = text.utf8
        var start = utf8.startIndex
        while let first = utf8[start...].firstIndex(where: { !SourceText.isBlank($0) && $0 != UInt8(ascii: "\n") }) {
            let end = utf8[first...].firstIndex(of: UInt8(ascii: "\n")) ?? utf8.endIndex
            let found = prompt(in: text[first..<end]) != nil
            guard utf8[first] == UInt8(ascii: "#"), !found else { return found }
            start = end
        }
        return false
    }

    /// Whether `text` starts with a drive, `C:\`.
    private static func startsWithDrive(_ text: Substring) -> Bool {
        var bytes = text.utf8.makeIterator()
        guard let letter = bytes.next(), letter.isASCIILetter else { return false }
        return bytes.next() == UInt8(ascii: ":") && bytes.next() == UInt8(ascii: "\\")
    }

    /// `user@host:~/dir$ `, `root@host:/# ` or `[user@host dir]$ `.
    private static func userAtHostPrompt(_ line: Substring) -> String? {
        // The first `$` or `#` followed by a space (Characters: a combining mark after `$` or after the space makes
        // another Character).
        guard ByteSearch.contains(line, byte: UInt8(ascii: "@")),
            let marker = line.indices.first(where: { index in
                let after = line.index(after: index)
                return (line[index] == "$" || line[index] == "#") && after < line.endIndex && line[after] == " "
            })
        else { return nil }
        var head = line[..<marker]
        let bracketed = head.hasPrefix("[")
        if bracketed {
            guard head.hasSuffix("]") else { return nil }
            head = head.dropFirst().dropLast()
        }
        guard let at = head.firstIndex(of: "@") else { return nil }
        let isNameCharacter: (Character) -> Bool = { $0.isLetter || $0.isNumber || "_.-".contains($0) }
        let user = head[..<at]
        let host = head[head.index(after: at)...].prefix(while: isNameCharacter)
        let path = head[head.index(after: at)...].dropFirst(host.count)
        guard !user.isEmpty, user.allSatisfy(isNameCharacter), !host.isEmpty else { return nil }
        let pathFits =
            bracketed
            ? path.isEmpty || path.hasPrefix(" ") : path.isEmpty || (path.hasPrefix(":") && !path.contains(" "))
        return pathFits ? String(line[...marker]) : nil
    }

    /// Whether `prompt` (as `prompt(in:)` gives it) is a Windows shell's: `C:\…>`, `PS C:\…>` or `PS>`.
    public static func isWindows(_ prompt: String) -> Bool {
        prompt == "PS>"
            || prompt.hasSuffix(">")
                && startsWithDrive(prompt.hasPrefix("PS ") ? prompt.dropFirst(3) : Substring(prompt))
    }

    /// One part of a block copied from a terminal: a command typed after a prompt, or the lines it printed.
    struct SessionPart: Equatable {
        /// The prompt the command was typed after (empty for a command of a block without prompts,
        /// `pastedTables`); nil for printed lines.
        let prompt: String?
        /// The part's first line in the block, from 0.
        let firstLine: Int
        /// The Unicode scalars before the part's text on its first line: blanks, the prompt and the blanks after it.
        let indent: Int
        /// The command without its prompt, or the printed lines.
        let text: String
        /// The Unicode scalars of bash's continuation prompt (`> `) dropped before the text of each line after the
        /// first (`continuation(of:in:from:)`); 0 when the lines are kept as written.
        var continuationIndent = 0
    }

    /// `text` as the commands typed after a prompt and the lines each printed, when it opens with a prompt
    /// (`opensWithPrompt`); nil otherwise.
    ///
    /// A command goes on over lines without a prompt while it ends with `\` or leaves a quote or a here-document
    /// open, as bash reads it; after a whole command, a line without a prompt is printed. Blank lines between parts
    /// belong to none, and so do the comments before the first prompt, which nothing printed, and a prompt alone.
    static func session(in text: String) -> [SessionPart]? {
        // Most commands have no prompt: the first line is read, as bytes, before the text is cut into lines.
        guard opensWithPrompt(text) else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var parts: [SessionPart] = []
        var open: (prompt: String?, firstLine: Int, indent: Int, lines: [Substring])?
        // The open command as last read, while it is not whole.
        var unfinished: OpenCommand?
        // The mark that ends the session's first prompt (`$` or a root's `#`, zsh's `%`, Windows' `>`): a line that
        // opens with another is output (curl's progress meter, `  % Total    % Received`).
        var mark: Character?
        var rootOnly = false
        let markOf = { (prompt: String) in prompt.last == "#" ? "$" : prompt.last }
        // The lines before this one belong to a command read with its continuation prompts (`continuation`).
        var continuedTo = 0
        var continuationIndent = 0
        func close() {
            guard let part = open else { return }
            (open, unfinished) = (nil, nil)
            let kept = part.lines.reversed().drop { $0.allSatisfy(\.isWhitespace) }.reversed()
            defer { continuationIndent = 0 }
            guard !kept.isEmpty else { return }
            parts.append(
                SessionPart(
                    prompt: part.prompt, firstLine: part.firstLine, indent: part.indent,
                    text: kept.joined(separator: "\n"), continuationIndent: continuationIndent))
        }
        for (index, line) in lines.enumerated() where index >= continuedTo {
            if let part = open, part.prompt != nil {
                // Inside a here-document's body only its delimiter's line can end the command: the command is read
                // again for the other lines (a long body was read once per line).
                if let command = unfinished, Self.staysInHereDocument(command.script, after: part.lines.last ?? "") {
                    open?.lines.append(line)
                    continue
                }
                // A line that ends with `\` goes on whatever the command holds: not read again (n such lines were
                // read n times, n×n).
                if part.lines.last?.hasSuffix("\\") ?? false {
                    unfinished = nil
                    open?.lines.append(line)
                    continue
                }
                // Lines that cannot make the command as last read whole keep it open: not read again (the lines before
                // the last were asked so as they came).
                if var command = unfinished, let last = part.lines.last, !command.mayClose(with: last) {
                    unfinished = command
                    open?.lines.append(line)
                    continue
                }
                if let command = OpenCommand(ShellScript(command: part.lines.joined(separator: "\n"))) {
                    unfinished = command
                    open?.lines.append(line)
                    continue
                }
            }
            let trimmed = line.drop(while: \.isWhitespace)
            // In a session opened after `# ` (`prompt(in:)`), each `# ` is that prompt.
            if let found = prompt(in: trimmed) ?? (rootOnly && trimmed.hasPrefix("# ") ? "#" : nil),
                markOf(found) == (mark ?? markOf(found))
            {
                rootOnly = rootOnly || (mark == nil && found == "#")
                mark = markOf(found)
                close()
                let typed = trimmed.dropFirst(found.count).drop(while: \.isWhitespace)
                open = (found, index, line.unicodeScalars.count - typed.unicodeScalars.count, [typed])
                let lead = line.prefix(while: \.isWhitespace)
                if let continued = continuation(of: typed, after: lead, in: lines, from: index + 1) {
                    open?.lines += continued
                    continuedTo = index + 1 + continued.count
                    continuationIndent = lead.unicodeScalars.count + continuationPrompt.count
                }
            } else if let mark, let found = barePrompt(trimmed), markOf(found) == mark {
                close()
            } else if trimmed.isEmpty {
                if open?.prompt == nil { open?.lines.append(line) } else { close() }
            } else if mark != nil {
                if open?.prompt != nil { close() }
                if open == nil { open = (nil, index, 0, []) }
                open?.lines.append(line)
            }
        }
        close()
        return parts
    }

    /// `text`, a block without prompts, as its commands and the tables they printed, when it holds one (`kubectl get
    /// pods`, then `NAME    READY   STATUS` and `pod-1   1/1     Running`); nil otherwise.
    ///
    /// A table is a header (`isTableHeader`) on a line where bash starts a command, and the lines after it whose
    /// words start at each of the header's columns after two blanks or more, as tools pad them: no command is written
    /// so, while any other line may be one, so a line that is not aligned is a command again. A table on the block's
    /// first line is one only if it is the whole block (a `{: pre}` block that holds what a tool printed, and no
    /// command). Each line is read as a command once: where one is left open (a here-document's body, a quote), the
    /// block is left whole.
    static func pastedTables(in text: String) -> [SessionPart]? {
        // Most blocks have no line that opens with two capitals: those are passed as bytes, line by line.
        let mayHold = ByteSearch.withBytes(of: text) { bytes in
            if bytes.count > 1, bytes[0].isASCIIUppercase, bytes[1].isASCIIUppercase { return true }
            var at = 0
            while let newline = ByteSearch.firstOffset(of: UInt8(ascii: "\n"), in: bytes, from: at) {
                if newline + 2 < bytes.count, bytes[newline + 1].isASCIIUppercase, bytes[newline + 2].isASCIIUppercase {
                    return true
                }
                at = newline + 1
            }
            return false
        }
        guard mayHold else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var parts: [SessionPart] = []
        func addCommands(_ range: Range<Int>) {
            guard let first = range.first(where: { !lines[$0].allSatisfy(\.isWhitespace) }),
                let last = range.last(where: { !lines[$0].allSatisfy(\.isWhitespace) })
            else { return }
            parts.append(
                SessionPart(prompt: "", firstLine: first, indent: 0, text: lines[first...last].joined(separator: "\n")))
        }
        var (start, index) = (0, 0)
        while index < lines.count {
            guard lines[index].first?.isUppercase == true, isTableHeader(lines[index]),
                index == 0 || lines[start..<index].contains(where: { !$0.allSatisfy(\.isWhitespace) })
            else {
                index += 1
                continue
            }
            guard OpenCommand(ShellScript(command: lines[start..<index].joined(separator: "\n"))) == nil else { break }
            addCommands(start..<index)
            let header = Array(lines[index])
            // A title's second word (`LAST SEEN`) starts no column: two blanks before one do.
            let columns = header.indices.dropFirst(2).filter {
                header[$0 - 2].isWhitespace && header[$0 - 1].isWhitespace && !header[$0].isWhitespace
            }
            var end = index + 1
            while end < lines.count, case let row = Array(lines[end]), !row.isEmpty,
                columns.allSatisfy({
                    $0 < row.count && row[$0 - 2].isWhitespace && row[$0 - 1].isWhitespace && !row[$0].isWhitespace
                })
            {
                end += 1
            }
            // A table that opens the block is output only if it is all of it: a line after it may be a command.
            if index == 0, lines[end...].contains(where: { !$0.allSatisfy(\.isWhitespace) }) {
                index = 1
                continue
            }
            parts.append(
                SessionPart(
                    prompt: nil, firstLine: index, indent: 0, text: lines[index..<end].joined(separator: "\n")))
            (start, index) = (end, end + 1)
        }
        guard !parts.isEmpty else { return nil }
        addCommands(start..<lines.count)
        return parts
    }

    /// Whether a trimmed line is a table's header as tools print it: `NAME   STATUS   AGE`, two or more upper-case
    /// words apart by two blanks or more.
    public static func isTableHeader(_ line: Substring) -> Bool {
        guard line.allSatisfy({ $0.isUppercase || $0 == " " || $0 == "_" || $0 == "-" }) else { return false }
        return line.split(separator: "  ", omittingEmptySubsequences: true).count >= 2
    }

    /// The prompt `line` holds with nothing typed after it (`$`, `me@host:~$ `), as a copy that runs to the prompt
    /// after the last command ends: no command, and nothing printed.
    private static func barePrompt(_ line: Substring) -> String? {
        var shown = line
        while shown.last?.isWhitespace ?? false { shown.removeLast() }
        guard let last = shown.utf8.last, last.isOne(of: "$#%>"), let found = prompt(in: Substring(shown + " ;")),
            found.count == shown.count
        else { return nil }
        return found
    }

    /// Bash's continuation prompt (`PS2`), which a terminal shows before each line of a command after its first.
    private static let continuationPrompt = "> "

    /// The lines after `typed`, a command's first line, that make it whole, without the continuation prompts.
    ///
    /// Each line drops the prompt (`> `) a terminal showed before it, as bash reads them: `$ echo "a` then `> b"`,
    /// `$ cat <<EOF` then `> x` and `> EOF`. Each line starts with `lead`, the blanks before the first line's prompt.
    /// Nil when `typed` is whole, or when a line before the command is whole does not start with the prompt (a line
    /// typed `> x` in a here-document's body, its delimiter written bare): then every line is read as written.
    private static func continuation(
        of typed: Substring, after lead: Substring, in lines: [Substring], from start: Int
    ) -> [Substring]? {
        var command = String(typed)
        var script = ShellScript(command: command)
        var unfinished = OpenCommand(script)
        guard start < lines.count, command.hasSuffix("\\") || unfinished != nil else { return nil }
        var continued: [Substring] = []
        // The command as last read is not whole (a quote, a substitution or a compound command open, an operator at
        // its end), and the lines since cannot make it so.
        var stillOpen = !command.hasSuffix("\\") && unfinished != nil
        for line in lines[start...] {
            guard line.hasPrefix(lead) else { return nil }
            let shown = line.dropFirst(lead.count)
            // `>` alone: an empty line, whose prompt's space the page dropped.
            guard shown.hasPrefix(continuationPrompt) || shown == ">" else { return nil }
            let text = shown.dropFirst(continuationPrompt.count)
            let inBody = staysInHereDocument(script, after: text)
            continued.append(text)
            command += "\n" + text
            // Inside a here-document's body only its delimiter's line can end the command, a line that cannot make
            // the command whole leaves it open (`OpenCommand.mayClose`), and a line that ends with `\` goes on
            // (`session(in:)`): none is read again.
            if stillOpen, var open = unfinished, !open.mayClose(with: text) {
                unfinished = open
                continue
            }
            if inBody || text.hasSuffix("\\") {
                stillOpen = false
                continue
            }
            script = ShellScript(command: command)
            unfinished = OpenCommand(script)
            if unfinished == nil { return continued }
            stillOpen = true
        }
        return nil
    }

    /// A command bash reads on after (a quote, a substitution or a here-document open, a compound command it opens
    /// not closed, a pipe or a list's operator at its end), as last read, and what the lines since add to it.
    private struct OpenCommand {
        /// The command as last read.
        let script: ShellScript
        /// The compound commands it opens (`if`, `for`, `while`, `until`, `case`, `select`, `{`) and does not close
        /// (`fi`, `done`, `esac`, `}`), by its reserved words as the lexer groups them, and by the lines' since.
        private var compounds: Int
        /// Whether its text, or the last line since that holds a token, ends with `|`, `|&`, `&&` or `||` (a comment
        /// after it too), after which bash reads the next line.
        private var endsWithOperator: Bool

        /// `script` as bash reads it, if bash reads the line after it as more of it.
        init?(_ script: ShellScript) {
            self.script = script
            (compounds, endsWithOperator) = (script.compoundsOpened, script.endsWithOperator)
            guard !script.isComplete || compounds > 0 || endsWithOperator else { return nil }
        }

        /// Whether `line`, added to the command, may make it whole; when it cannot, what it opens, closes or ends with
        /// is noted, so that each line is read once.
        ///
        /// Where only here-documents leave the command open, or it ends inside a body, any line may
        /// (`staysInHereDocument` reads the bodies). Where a quote or a substitution is open
        /// (`ShellScript.leavesQuoteOpen`), only one that holds the byte closing what is open last (`'` in `'…'` and
        /// `$'…'`, `"` in `"…"`) or, in code, any byte that closes a quote or a substitution (`' " ` ) } ]`), even where
        /// the line begins or ends a here-document's body. Where all are closed, bash reads the line as it reads a
        /// command's first: it is read alone, and may make the command whole if it leaves no compound command open and
        /// ends with no operator (a blank or comment line changes nothing); one that opens a quote or a here-document
        /// is read with the rest.
        mutating func mayClose(with line: Substring) -> Bool {
            if script.leavesQuoteOpen {
                switch script.quoting.last {
                case .hereDocument?, .quotedHereDocument?: return true
                case .singleQuoted?, .ansiQuoted?: return line.utf8.contains(UInt8(ascii: "'"))
                case .doubleQuoted?: return line.utf8.contains(UInt8(ascii: "\""))
                default: return line.utf8.contains { $0.isOne(of: "'\"`)}]") }
                }
            }
            guard script.isComplete else { return true }
            let alone = ShellScript(command: String(line))
            guard alone.isComplete else { return true }
            compounds += alone.compoundsOpened
            if !alone.tokens.isEmpty { endsWithOperator = alone.endsWithOperator }
            return compounds <= 0 && !endsWithOperator
        }
    }

    /// Whether `script`, a command not yet whole, still is not once `line` is added to it: its text ends inside a
    /// here-document's body, and `line` is no delimiter of its here-documents (tabs before it dropped, as `<<-` does).
    private static func staysInHereDocument(_ script: ShellScript, after line: Substring) -> Bool {
        guard let last = script.quoting.last, last == .hereDocument || last == .quotedHereDocument else { return false }
        let written = String(line.drop { $0 == "\t" })
        return !script.hereDocuments.contains { $0.delimiter == written }
    }
}
