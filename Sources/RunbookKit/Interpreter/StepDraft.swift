import ShellSyntax

/// A step while it is being read; frozen into a `Step` when the page is done.
struct StepDraft {
    var id: String
    let isNumbered: Bool
    let sectionIndex: Int?
    let parent: Int?
    let line: Int
    var text = ""
    var details: [String] = []
    /// The links of `text` and of each of `details`, written out when the page is read (`ProseLinks`).
    var textLinks: [ProseLink] = []
    var detailLinks: [[ProseLink]] = []
    var commands: [Command] = []
    var examples: [Command] = []
    /// The step's paragraph since its last code block, if it wrote one: what may introduce the next block.
    var leadIn: String?
    var outputs: [Output] = []
    var files: [FileBlock] = []
    var substeps = 0
    /// How many `details` and `prose` paragraphs the step had when its latest sub-step began: those after are written
    /// after its sub-steps.
    var atLastSubstep = (details: 0, prose: 0)
    /// The sub-step made for what the step writes after its sub-steps (`StepAssembler.afterSubsteps`), until another
    /// sub-step begins.
    var continuation: Int?
    var anchor: String?
    /// Prose of the step, searched for file names.
    var prose: [ProseText] = []
    /// How many of `prose` name the step's files before its latest file that its own prose named.
    var namedThrough = 0
    /// The file (its index in `files`) that the step's prose after it may still name ("Save the file as `x`"): the
    /// latest, when its prose before names no file, until the step's next block or sub-step.
    var awaitingName: Int?
    /// For an unnumbered step, whether it comes before the section's first numbered step.
    var beforeNumbered = false
    /// The systems the step is scoped to: those its text names, else its parent's.
    var platforms: [Platform] = []
    /// The tab the step is written in: its own, or its section's for a top-level step.
    var tab: Tab?

    /// The top-level number, for numbered top-level steps (whose id it is).
    var number: Int? { isNumbered && parent == nil ? Int(id) : nil }

    /// The step, its links written out; `sectionOf` gives the index in `sections` of the section an anchor is in.
    func freeze(sections: [Section], drafts: [StepDraft], sectionOf: (String) -> Int?) -> Step {
        // A link to the step's own section would name where the operator already is (`own`: not a copy of the step).
        let own = sectionIndex
        func title(_ anchor: String) -> String? {
            sectionOf(anchor).flatMap { $0 == own ? nil : sections[$0].title }
        }
        return Step(
            id: id, isNumbered: isNumbered, section: sectionIndex.flatMap { sections[$0].renderedAnchor },
            sectionIndex: sectionIndex, parent: parent.map { drafts[$0].id }, line: line,
            text: ProseLinks.written(text, textLinks, sectionTitle: title),
            details: zip(details, detailLinks).map { ProseLinks.written($0, $1, sectionTitle: title) },
            commands: commands, outputs: outputs, files: files, hasSubsteps: substeps > 0,
            platforms: platforms.isEmpty && isForWindowsShells ? [.windows] : platforms, anchor: anchor, tab: tab,
            examples: examples)
    }

    /// Whether every command of the step is written for a Windows shell (```` ```powershell ````, ```` ```cmd ````,
    /// or after its prompt, `PS C:\>`): such a step is Windows's though its words name no system.
    private var isForWindowsShells: Bool {
        !commands.isEmpty
            && commands.allSatisfy {
                Vocabulary.windowsShells.contains(FenceLine.language(ofInfo: $0.info))
                    || $0.prompt.map(ShellPrompt.isWindows) == true
            }
    }

    /// Words that open a clause scoping a step to systems ("Pour Windows :", "**For OS X**", "In PowerShell:").
    static let leadWords: Set<String> = [
        "for", "pour", "para", "on", "sur", "no", "em", "under", "sous", "with", "avec", "com", "if", "si", "se",
        "using", "utilisant", "usando", "in", "dans", "na",
    ]

    /// The platforms the opening clause of `text` names: its first 60 scalars before a stop, in words of letters
    /// (ASCII ones lowercased), after a letter that numbers a sub-step (`a.`, `b)`); else Windows, when its first
    /// sentence names one of Windows's shells ("Open PowerShell as an administrator and run:"); none when the clause
    /// denies ("If you are not using Windows", "For non-Windows systems", "Sauf sous Windows", "Exceto no Windows").
    static func platforms(of text: String) -> [Platform] {
        var scalars = text.unicodeScalars.drop { $0.properties.isWhitespace }
        if let mark = scalars.dropFirst().first, mark == "." || mark == ")", scalars.first?.isLetter == true,
            scalars.dropFirst(2).first?.properties.isWhitespace == true
        {
            scalars = scalars.dropFirst(2)
        }
        let clause = String(Substring(scalars))
        let spaced = words(clause, limit: 60, stops: clauseStops)
        let count = spaced.count(where: { $0 == UInt8(ascii: " ") }) - 1
        guard count > 0 else { return [] }
        let first = String(decoding: spaced[1..<spaced[1...].firstIndex(of: UInt8(ascii: " "))!], as: UTF8.self)
        if count <= 4 || leadWords.contains(first) { return named(in: spaced) }
        // Most steps name no shell: their first sentence is not read again (`check` reads every step's text).
        guard
            ["owerShell", "owershell", "OWERSHELL", "md.exe", "MD.EXE"].contains(where: {
                ByteSearch.contains(text, $0)
            })
        else { return [] }
        // The first sentence, to a colon or where `SentenceTokens` ends it: not at the period inside `cmd.exe`.
        let end =
            SentenceTokens(clause).tokens.first { $0.kind == .sentenceEnd || $0.kind == .punctuation(":") }?.range
            .lowerBound ?? clause.endIndex
        let sentence = words(String(clause[..<end]), limit: 200, stops: [])
        return shellNames.contains { holds(sentence, $0) } && !denies(sentence) ? [.windows] : []
    }

    /// The platforms a heading scopes its section's steps to: the systems it names when it is nothing else
    /// ("Windows", "Linux and macOS") or when they end it after a word that scopes ("Installing the CLI on Windows",
    /// "Dépannage sous macOS (VPN)", "Instalação no Linux e no macOS"), perhaps with who uses them ("For Windows
    /// users", "Pour les utilisateurs de Windows": `Vocabulary.platformUsers`); none for a heading that names one
    /// among other words ("Windows worker nodes", "Support for Windows nodes").
    static func platforms(ofHeading title: String) -> [Platform] {
        let spaced = words(title, limit: 200, stops: headingStops)
        // Most headings name no system: nothing more to read.
        guard platformNames.contains(where: { $0.names.contains { holds(spaced, $0) } }), !denies(spaced)
        else { return [] }
        let all = String(decoding: spaced, as: UTF8.self).split(separator: " ")
        for start in [-1] + all.indices.filter({ leadWords.contains(String(all[$0])) }) where start + 1 < all.count {
            var tail = " " + all[(start + 1)...].joined(separator: " ") + " "
            var found: Set<Platform> = []
            for (platform, names) in headingNames {
                for name in names where tail.contains(name) {
                    found.insert(platform)
                    tail = tail.replacingOccurrences(of: name, with: "  ")
                }
            }
            if !found.isEmpty,
                tail.split(separator: " ").allSatisfy({
                    conjunctions.contains(String($0)) || Vocabulary.platformUsers.contains(String($0))
                })
            {
                return Platform.allCases.filter(found.contains)
            }
        }
        return []
    }

    /// What ends the clause `platforms(of:)` reads (made once, not on each call).
    private static let clauseStops = Array(":,.".utf8)
    /// What ends the part of a heading `platforms(ofHeading:)` reads.
    private static let headingStops = Array(":.(".utf8)

    /// `text` up to the first of `stops` (at most `limit` scalars of it), as words of letters, ASCII ones lowercased,
    /// each after a space and the last before one (" in a command prompt "): a name is found with spaces around it
    /// (`holds`; split and lowercased strings cost 150 M instructions in `docrun check`).
    private static func words(_ text: String, limit: Int, stops: [UInt8]) -> [UInt8] {
        var clause: [UInt8] = []
        clause.reserveCapacity(128)
        var inWord = false
        // A string's own iterator: a substring's scalars are found and checked one index at a time.
        var scalars = text.unicodeScalars.makeIterator()
        for _ in 0..<limit {
            guard let scalar = scalars.next(), !(scalar.isASCII && stops.contains(UInt8(scalar.value))) else { break }
            if scalar.isLetter, !inWord { clause.append(UInt8(ascii: " ")) }
            inWord = scalar.isLetter
            guard inWord else { continue }
            // Bytes beyond ASCII are never capitals.
            UTF8.encode(scalar) { clause.append($0.asciiLowercased) }
        }
        clause.append(UInt8(ascii: " "))
        return clause
    }

    /// The platforms `spaced` (`words`) names, none when it denies.
    private static func named(in spaced: [UInt8]) -> [Platform] {
        // Most clauses name no system: they are not searched for denials.
        let named = platformNames.filter { $0.names.contains { holds(spaced, $0) } }
        return named.isEmpty || denies(spaced) ? [] : named.map(\.platform)
    }

    /// Whether `spaced` (`words`) holds a word that denies what follows.
    private static func denies(_ spaced: [UInt8]) -> Bool {
        denials.contains { holds(spaced, $0) }
    }

    /// Whether `spaced` (`words`) holds `name`'s words, with a space before and after them.
    ///
    /// Searched for its first letter, which most texts hold far fewer times than spaces, and not with the spaces
    /// around it: `spaced` has a space before each word.
    private static func holds(_ spaced: [UInt8], _ name: String) -> Bool {
        spaced.withUnsafeBufferPointer { bytes in
            ByteSearch.withBytes(of: name) { name in
                var start = 1
                while let found = ByteSearch.firstOffset(of: name, in: bytes, from: start) {
                    let end = found + name.count
                    if bytes[found - 1] == UInt8(ascii: " "), end < bytes.count, bytes[end] == UInt8(ascii: " ") {
                        return true
                    }
                    start = found + 1
                }
                return false
            }
        }
    }

    /// Windows's shells by names no other system uses, as `words` writes them: named anywhere in a step's first
    /// sentence, they say where its command runs ("a command prompt" and "cmd" may be any system's).
    private static let shellNames = ["powershell", "cmd exe"]

    /// Each platform's names that a heading may scope by, longest first: a command prompt is no system there
    /// ("Command prompt" is about a command's prompt), PowerShell is.
    private static let headingNames = platformNames.map { platform, names in
        (
            platform,
            names.filter { platform != .windows || ["windows", "powershell"].contains($0) }.sorted {
                $0.count > $1.count
            }.map { " \($0) " }
        )
    }

    /// Words that join the systems a heading ends with.
    private static let conjunctions: Set<String> = ["and", "or", "et", "ou", "e", "no", "na", "sur", "sous", "on"]

    /// Words that deny what follows (`n` is French `n'`, `isn` English `isn't`).
    private static let denials = """
        not non except unless isn aren don doesn n pas sauf hormis excepté não exceto excepto menos
        """.split(whereSeparator: \.isWhitespace).map(String.init)

    private static let platformNames = Platform.allCases.map { platform in
        (platform: platform, names: Vocabulary.platformWords[platform] ?? [])
    }
}

extension [StepDraft] {
    /// The steps, with each command that defines a function the page calls where its output runs in another command
    /// (`f() { echo "export X=<v>"; }`, then `f > env.sh` or `f | bash` in a later step) read again with what that
    /// function prints as code (`ShellScript.callsRunAsCode`): a value in it is quoted for the shell that runs it,
    /// wherever the page calls it; so is each function such a function calls, in any step, and those it calls in turn.
    func readingFunctionsThatPrintCode() -> [StepDraft] {
        var (runAsCode, calls) = (Set<String>(), [String: Set<String>]())
        for command in lazy.flatMap(\.commands) {
            runAsCode.formUnion(command.script.callsRunAsCode)
            if !command.script.functionCalls.isEmpty { calls.merge(command.script.functionCalls) { $0.union($1) } }
        }
        guard !runAsCode.isEmpty else { return self }
        let called = ShellScript.called(from: runAsCode, calls)
        return map { draft in
            var draft = draft
            for index in draft.commands.indices {
                let script = draft.commands[index].script
                let names = called.intersection(script.functionNames)
                guard !names.isEmpty else { continue }
                draft.commands[index].script = ShellScript(
                    String(decoding: script.bytes, as: UTF8.self), placeholders: script.placeholders,
                    functionsPrintingCode: names)
            }
            return draft
        }
    }
}
