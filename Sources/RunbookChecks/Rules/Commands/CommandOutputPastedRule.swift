import MarkdownTree
import RunbookKit
import ShellSyntax

/// `command-output-pasted`: a `{: pre}` block that holds a prompt, output, or a file in another language
/// (`PastedContent`).
struct CommandOutputPastedRule: PageRule {
    static let description = RuleDescription(
        id: "command-output-pasted", severity: .warning,
        rationale: """
            A '{: pre}' block is what a reader copies whole and what docrun runs: a prompt is copied with the \
            command, pasted output runs as commands, and a YAML or Python file is no shell at all. Output belongs in \
            '{: screen}', files in '{: codeblock}'.
            """)

    static let session = Localized(
        en: "command block holds a prompt and the output of the command (line {line}): put the output in a "
            + "'{: screen}' block",
        fr: "le bloc de commande contient une invite et la sortie de la commande (ligne {line}) : placez la sortie "
            + "dans un bloc '{: screen}'",
        pt: "o bloco de comando contém um prompt e a saída do comando (linha {line}): coloque a saída em um bloco "
            + "'{: screen}'")
    static let prompt = Localized(
        en: "command starts with the prompt '{prompt}', which a reader copies with the command: remove it",
        fr: "la commande commence par l'invite '{prompt}', que le lecteur copie avec la commande : supprimez-la",
        pt: "o comando começa com o prompt '{prompt}', que o leitor copia com o comando: remova-o")
    static let output = Localized(
        en: "command block holds output, not a command: mark it '{: screen}'",
        fr: "le bloc de commande contient une sortie, pas une commande : marquez-le '{: screen}'",
        pt: "o bloco de comando contém uma saída, não um comando: marque-o como '{: screen}'")
    static let otherLanguage = Localized(
        en: "a '{language}' block is marked as a command: mark a file's content '{: codeblock}'",
        fr: "un bloc '{language}' est marqué comme commande : marquez le contenu d'un fichier '{: codeblock}'",
        pt: "um bloco '{language}' está marcado como comando: marque o conteúdo de um arquivo como '{: codeblock}'")
    static let outputAfterCommand = Localized(
        en: "command block holds the output of the command (line {line}): put the output in a '{: screen}' block",
        fr: "le bloc de commande contient la sortie de la commande (ligne {line}) : placez la sortie dans un bloc "
            + "'{: screen}'",
        pt: "o bloco de comando contém a saída do comando (linha {line}): coloque a saída em um bloco '{: screen}'")
    static let keyedData = Localized(
        en: "command block holds data or output, not a command: '{key}' is a key; mark a file's content "
            + "'{: codeblock}', an output '{: screen}'",
        fr: "le bloc de commande contient des données ou une sortie, pas une commande : '{key}' est une clé ; marquez "
            + "le contenu d'un fichier '{: codeblock}', une sortie '{: screen}'",
        pt: "o bloco de comando contém dados ou uma saída, não um comando: '{key}' é uma chave; marque o conteúdo de "
            + "um arquivo como '{: codeblock}', uma saída como '{: screen}'")
    static let messages = [session, prompt, output, otherLanguage, outputAfterCommand, keyedData]

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        let language = page.messageLanguage
        for read in page.commands {
            guard let content = read.pasted else { continue }
            let at = CommandSnippet.Places(read.command, in: page.source).location(line:)
            let (line, message): (Int, String) =
                switch content {
                case .prompt(let line, let prompt): (line, Self.prompt(language, ["prompt": prompt]))
                case .session(let line, let output): (line, Self.session(language, ["line": String(at(output).line)]))
                case .output(let line): (line, Self.output(language))
                case .outputAfterCommand(let line, let output):
                    (line, Self.outputAfterCommand(language, ["line": String(at(output).line)]))
                case .keyedData(let line, let key): (line, Self.keyedData(language, ["key": key]))
                case .otherLanguage(let name): (1, Self.otherLanguage(language, ["language": name]))
                }
            findings.append(page.finding(at: Self.prompt(of: read.command, in: page.source) ?? at(line), message))
        }
        // A `{: pre}` block that is all a table as a tool prints it is read as output (`ShellPrompt.pastedTables`),
        // with no command of its own to say so of: the lists of such an output's block make it a command.
        var lists: [Int: [AttributeList]]?
        for step in page.runbook.steps {
            let tables = step.outputs.filter {
                $0.text.utf8.prefix(2).allSatisfy(\.isASCIIUppercase)
                    && ShellPrompt.isTableHeader($0.text.prefix { $0 != "\n" })
            }
            guard !tables.isEmpty else { continue }
            let commandBlocks = Set(step.writtenCommands.map(\.blockLine))
            for output in tables where !commandBlocks.contains(output.blockLine) {
                if lists == nil {
                    lists = Dictionary(grouping: page.runbook.attributeLists.filter { $0.targetLine != nil }) {
                        $0.targetLine ?? 0
                    }.mapValues { $0.map(\.list) }
                }
                let roles = (lists?[output.blockLine] ?? []).compactMap(page.runbook.attributeDefinitions.role(of:))
                guard roles.first == .command, !roles.contains(.output) else { continue }
                let column = page.source.line(output.line).utf8.prefix(while: SourceText.isMark).count + 1
                findings.append(
                    page.finding(at: SourceLocation(line: output.line, column: column), Self.output(language)))
            }
        }
    }

    /// Where the command's prompt is in the page, to be reported at what is to be removed; nil when it has none.
    static func prompt(of command: Command, in source: PageSource) -> SourceLocation? {
        guard let prompt = command.prompt, let column = LineColumns(source.line(command.line)).column(of: prompt) else {
            return nil
        }
        return SourceLocation(line: command.line, column: column)
    }
}

/// Recognises a `{: pre}` block that holds something other than a command: a prompt, a session with its output,
/// output alone, or a file in another language.
///
/// Conservative by design, measured on the corpus: a `$ ` prompt is one, a `# ` is not (it is a comment far more
/// often than a root prompt; `ShellPrompt` reads prompts). Output alone needs two lines out of two that only output
/// has (`OK`, `Key:   value` aligned with blanks, `NAME   STATUS` headers, `Creating app 'x'...`, timestamps), and at
/// least half the lines.
enum PastedContent: Sendable, Equatable {
    /// A prompt (`$ `, `C:\>`, `user@host:~$ `) before the command, which a reader copies with it.
    case prompt(line: Int, prompt: String)
    /// A prompt, the command, and then lines of its output.
    case session(line: Int, outputLine: Int)
    case output(line: Int)
    /// A command, then a table's header (`NAME   STATUS`): the output pasted after it.
    case outputAfterCommand(line: Int, outputLine: Int)
    /// A first command word that is a key (`apiVersion:`, `"name":`): YAML or JSON, not commands.
    case keyedData(line: Int, key: String)
    /// A block whose fence names another language (`yaml`, `python`).
    case otherLanguage(String)

    /// Fence info strings that name a language bash cannot run.
    static let otherLanguages: Set<String> = [
        "yaml", "yml", "json", "javascript", "js", "typescript", "ts", "python", "py", "java", "go", "golang", "xml",
        "html", "dockerfile", "properties", "ini", "toml", "ruby", "php", "csharp", "c", "cpp", "swift", "hcl",
        "terraform", "groovy", "kotlin", "rust", "nodejs", "node", "sql", "gradle", "makefile", "scala", "perl",
        "lua", "objective-c", "objc", "ballerina",
    ]

    /// Words that start a statement of a language other than shell and are no command of their own: a block whose
    /// commands start with one of them is code, whatever bash makes of it.
    static let statementWords: Set<String> = [
        "import", "from", "package", "def", "class", "function", "func", "var", "let", "const", "return", "public",
        "private", "protected", "static", "resource", "module", "variable", "locals", "output", "provider", "data",
        "include", "require", "use", "using", "namespace", "insert", "update", "delete", "create", "drop", "alter",
        "with",
    ]

    /// What `text` holds, if it is not a plain command; `language` is the fence's (`PageCommand`).
    static func classify(_ text: ShellScript, language: String) -> PastedContent? {
        if otherLanguages.contains(language) { return isCommandOfTool(text) ? nil : .otherLanguage(language) }
        let lines = Self.lines(text)
        guard let first = lines.first else { return nil }
        let outputLike = lines.filter { isOutputLine($0.text) }.count
        if outputLike >= 2, outputLike * 2 >= lines.count { return .output(line: first.number) }
        return readAsCommands(text, lines: lines)
    }

    /// What the words bash would read as commands tell of output or data pasted in a command block.
    ///
    /// A first command that is a key (`name:`, `"name":`) starts YAML or JSON; a key after a command (`Version: 1.2`,
    /// `apiVersion: v1`: no program is named with a final `:`) or a table's header (`NAME   STATUS`) is its output
    /// (other output lines alone are not told from commands surely enough). A key further on counts only where bash
    /// surely parses the block: in one it cannot, it is more often data whose quote was lost.
    ///
    /// Read from the commands' words rather than lines, so that quoted text, here-documents and continued lines are
    /// not taken for lines of their own.
    private static func readAsCommands(_ text: ShellScript, lines: [(number: Int, text: Substring)]) -> PastedContent? {
        // The line of an offset, counted on from the last one asked: a line of tens of thousands of commands is read
        // once, not once for each. The words come in order, but for a word that holds a substitution, which comes
        // after the substitution's words (`` Foo`Bar` ``): then it is counted back.
        var known = (offset: 0, line: 1)
        func line(_ offset: Int) -> Int {
            let between = text.bytes[min(known.offset, offset)..<max(known.offset, offset)]
            known.line += between.lazy.filter { $0 == 0x0A }.count * (offset < known.offset ? -1 : 1)
            known.offset = offset
            return known.line
        }
        // Asked once, and only of a block with a key after its first command.
        var plain: Bool?
        var first: Int?
        for token in text.tokens where token.kind == .word(.command) {
            let endsWithColon = text.bytes[token.range.upperBound - 1] == UInt8(ascii: ":")
            guard let firstLine = first else {
                // A file starts with a key; one further on is more often a command's argument that lost its quote.
                if endsWithColon, case let word = text.text(token.range), isKey(word) {
                    return .keyedData(line: line(token.range.lowerBound), key: word)
                }
                first = line(token.range.lowerBound)
                continue
            }
            // A key, or a table's header, which starts with a capital: only then is the line counted.
            let isCapital = text.bytes[token.range.lowerBound].isASCIIUppercase
            guard endsWithColon || isCapital else { continue }
            let number = line(token.range.lowerBound)
            guard number > firstLine else { continue }
            if endsWithColon, isKey(text.text(token.range)) {
                if plain == nil { plain = text.isPlain }
                if plain == true { return .outputAfterCommand(line: firstLine, outputLine: number) }
            }
            if isCapital, let output = lines.first(where: { $0.number == number }),
                ShellPrompt.isTableHeader(output.text)
            {
                return .outputAfterCommand(line: firstLine, outputLine: number)
            }
        }
        return nil
    }

    /// What a block copied from a terminal holds, said once, on its first command (docrun reads each command without
    /// its prompt, and the lines after it as its output): nil for the block's other commands.
    ///
    /// A block without prompts whose commands docrun read apart from the table one printed (`ShellPrompt.pastedTables`)
    /// is said to hold that output, on its first command too.
    static func prompted(_ command: Command, in step: Step) -> PastedContent? {
        // The block's output is looked for first: a command without a prompt has one only when a table was read apart.
        let output = step.outputs.first { $0.blockLine == command.blockLine }
        guard command.prompt != nil || output != nil,
            step.writtenCommands.first(where: { $0.blockLine == command.blockLine })?.line == command.line
        else { return nil }
        guard let prompt = command.prompt else {
            return output.map { .outputAfterCommand(line: 1, outputLine: $0.line - command.line + 1) }
        }
        if let output { return .session(line: 1, outputLine: output.line - command.line + 1) }
        return .prompt(line: 1, prompt: prompt)
    }

    /// Whether a command word is a key of YAML or JSON: a name, quoted or not, then a colon (`apiVersion:`,
    /// `"name":`); not `:` alone, a drive (`C:`) or a URL.
    static func isKey(_ word: String) -> Bool {
        guard word.hasSuffix(":") else { return false }
        var name = word.dropLast()
        if let quote = name.first, quote == "\"" || quote == "'", name.count >= 2, name.last == quote {
            name = name.dropFirst().dropLast()
        }
        return name.count >= 2 && name.first?.isLetter == true
            && name.allSatisfy { $0.isLetter || $0.isNumber || "_-.".contains($0) }
    }

    /// Whether a block fenced with a language's name holds commands rather than a file in that language: writers
    /// name the tool the command runs too (`terraform init` fenced as `terraform`, `go run .` as `go`).
    ///
    /// Bash surely parses it, and every command it runs is named like a program (lower-case letters, digits and
    /// `._-+/`, starting with a letter: no `:` as YAML keys have, not a statement word such as `import`); no word is a
    /// brace or an `=` alone, which HCL, JSON and other assignments have.
    static func isCommandOfTool(_ text: ShellScript) -> Bool {
        guard text.isPlain else { return false }
        var commands = 0
        for token in text.tokens {
            guard case .word(let role) = token.kind else { continue }
            let word = text.text(token.range)
            if word == "{" || word == "}" || word == "=" { return false }
            guard role == .command else { continue }
            commands += 1
            guard let first = word.utf8.first, first.isASCIILowercase, !statementWords.contains(word),
                word.utf8.allSatisfy({ $0.isASCIILowercase || $0.isASCIIDigit || $0.isOne(of: "._-+/") })
            else { return false }
        }
        return commands > 0
    }

    /// The non-blank lines that are not here-document bodies, trimmed, with their 1-based numbers.
    private static func lines(_ text: ShellScript) -> [(number: Int, text: Substring)] {
        // Split as bytes: a slice's indices are offsets in the script, as here-documents' bodies are given. The
        // lines come in order, so the bodies that end before a line are passed once.
        var bodies = text.hereDocuments.map(\.body).sorted { $0.lowerBound < $1.lowerBound }[...]
        return text.bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated().compactMap {
            index, line in
            guard let first = line.firstIndex(where: { !SourceText.isBlank($0) }),
                let last = line.lastIndex(where: { !SourceText.isBlank($0) })
            else { return nil }
            while let body = bodies.first, body.upperBound <= first { bodies.removeFirst() }
            if let body = bodies.first, body.contains(first) { return nil }
            return (index + 1, Substring(String(decoding: line[first...last], as: UTF8.self)))
        }
    }

    /// Whether a trimmed line is one only output has.
    static func isOutputLine(_ line: Substring) -> Bool {
        // Every shape below starts with a capital, a digit or a bracket; most commands start lower case.
        guard let lead = line.utf8.first,
            lead >= 0x80 || lead.isASCIIUppercase || lead == UInt8(ascii: "[") || lead.isASCIIDigit
        else { return false }
        if line == "OK" || line == "FAILED" { return true }
        if let first = line.first, first.isUppercase, line.hasSuffix("..."), line.contains(" ") { return true }
        if isAlignedKeyValue(line) || ShellPrompt.isTableHeader(line) { return true }
        return startsWithTimestamp(line)
    }

    /// `Name:       value`: a capitalised key of words, a colon, then two blanks or a tab.
    private static func isAlignedKeyValue(_ line: Substring) -> Bool {
        guard let first = line.first, first.isUppercase, let colon = line.firstIndex(of: ":") else { return false }
        guard line[..<colon].allSatisfy({ $0.isLetter || $0 == " " }) else { return false }
        let after = line[line.index(after: colon)...]
        return after.hasPrefix("  ") || after.hasPrefix("\t")
    }

    /// `2024-05-01T10:00:00` or `[2024-05-01 …`, `[INFO]`.
    private static func startsWithTimestamp(_ line: Substring) -> Bool {
        if ["[INFO]", "[WARN]", "[WARNING]", "[ERROR]", "[DEBUG]"].contains(where: { line.hasPrefix($0) }) {
            return true
        }
        let digits = Array(line.drop { $0 == "[" }.prefix(11))
        guard digits.count == 11, digits[10] == "T" || digits[10] == " " else { return false }
        return zip(digits, "dddd-dd-dd").allSatisfy { $1 == "d" ? $0.isASCII && $0.isNumber : $0 == $1 }
    }
}
