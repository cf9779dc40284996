import Foundation
import TestSupport
import Testing

@testable import RunbookKit

/// The reader's text searches, from keyrefs to languages (file names: `FileNameTests`).
///
/// They are keyrefs, platforms, columns, tags, requirement statements, name words and languages. Text is
/// compared as UTF-8 bytes, so a match is a match of the same scalars.
@Suite struct ReaderBytesTests {
    /// Texts built from pieces that stress the search: braces, keyrefs, stops, CR, accents, combining marks.
    static func texts(from pieces: [String], count: Int, maxPieces: Int) -> [String] {
        var random = SplitMix(seed: 0x5EED)
        return (0..<count).map { _ in
            (0..<random.next(maxPieces + 1)).map { _ in pieces[random.next(pieces.count)] }.joined()
        }
    }

    /// The keyword file of the shipped IBM Cloud runbooks resolves every keyref of the pages beside it, and nothing
    /// else.
    @Test func shippedKeywordFileIsRead() throws {
        let set = RepositoryPaths.root.appendingPathComponent("runbooks/ibm-cloud")
        let file = try KeywordTable.load(path: set.appendingPathComponent("keywords.yml").path)
        #expect(file.values["Bluemix_notm"] == "IBM Cloud")
        var keys = Set<String>()
        for language in ["en", "fr", "pt"] {
            let folder = set.appendingPathComponent(language)
            // Pages only: a run leaves its `.docrun` folder beside them.
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".md") {
                let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                for match in text.matches(of: /\{\{ *site\.data\.keyword\.([A-Za-z0-9_.-]+) *\}\}/) {
                    keys.insert(String(match.1))
                }
            }
        }
        #expect(!keys.isEmpty)
        let unresolved = keys.filter { file.values[$0] == nil }
        #expect(unresolved.isEmpty, "keys the shipped pages use and the file lacks: \(unresolved.sorted())")
        let unused = Set(file.values.keys).subtracting(keys)
        #expect(unused.isEmpty, "keys no shipped page uses: \(unused.sorted())")
    }

    /// A keyword file is a mapping of keys to text: nested mappings join their keys with dots, a top-level `keyword:`
    /// mapping is read at the top too, values are the text written, and an entry whose key is a mapping or a sequence
    /// is skipped (Yams' loader stopped docrun on it).
    @Test func keywordFilesReadTheirScalars() throws {
        let yaml = "? [a]\n: b\nx: 1.10\nn:\n  ? {c: d}\n  : e\n  m: z\nlist: [1, 2]\nkeyword:\n  k: v\n"
        let table = try KeywordTable(yaml: yaml)
        #expect(table.values == ["x": "1.10", "n.m": "z", "keyword.k": "v", "k": "v"])
        #expect(throws: InputError(InputMessages.keywordsNotMapping)) { try KeywordTable(yaml: "- a") }
    }

    /// A keyword file that is not YAML is refused with libyaml's problem and where, as every YAML docrun reads.
    @Test func keywordFilesThatAreNotYAMLSayWhere() {
        let cases = [
            (
                "a: x\nb: [y\n",
                "line 2, column 4: not valid YAML: did not find expected ',' or ']' (while parsing a "
                    + "flow sequence at line 2, column 4)"
            ),
            ("a: x\na: y\n", "line 2, column 1: not valid YAML: duplicated key: 'a'"),
            // Where the key is written again, however: CR LF line ends, a flow mapping, another quoting.
            ("a: x\r\na: y\r\n", "line 2, column 1: not valid YAML: duplicated key: 'a'"),
            ("m: {a: x, b: y, a: z}\n", "line 1, column 17: not valid YAML: duplicated key: 'a'"),
            ("m:\n  a: x\n  \"\\x61\": y\n", "line 3, column 3: not valid YAML: duplicated key: 'a'"),
            (
                "a: \"x\r\n",
                "line 1, column 4: not valid YAML: found unexpected end of stream (while scanning a quoted "
                    + "scalar at line 1, column 4)"
            ),
        ]
        for (yaml, message) in cases {
            #expect { try KeywordTable(yaml: yaml) } throws: { ($0 as? InputError)?.message.en == message }
        }
    }

    /// The key of a keyref's inner text.
    private static func key(_ inner: some StringProtocol) -> String? {
        ByteSearch.withBytes(of: inner) { Keyref.key(of: $0) }
    }

    /// A model of keyref resolution: every `{` and `}` offset listed, then paired.
    private func referenceResolve(_ text: String, _ table: KeywordTable) -> String {
        let bytes = Array(text.utf8)
        let opens = bytes.indices.filter { bytes[$0] == UInt8(ascii: "{") }
        let closes = bytes.indices.filter { bytes[$0] == UInt8(ascii: "}") }
        func pair(_ offsets: [Int], _ next: inout Int, _ minimum: Int) -> Int? {
            while next < offsets.count {
                let offset = offsets[next]
                next += 1
                if offset >= minimum, next < offsets.count, offsets[next] == offset + 1 { return offset }
            }
            return nil
        }
        func slice(_ from: Int, _ to: Int) -> String { String(decoding: bytes[from..<to], as: UTF8.self) }
        var result = ""
        var copied = 0
        var nextOpen = 0
        var nextClose = 0
        while let open = pair(opens, &nextOpen, copied) {
            guard let close = pair(closes, &nextClose, open + 2) else { break }
            let inner = Substring(slice(open + 2, close)).trimmingSpaces
            result += slice(copied, open)
            if let key = Self.key(inner), let value = table.values[key] {
                result += value
            } else {
                result += slice(open, close + 2)
            }
            copied = close + 2
        }
        guard copied > 0 else { return text }
        return result + slice(copied, bytes.count)
    }

    @Test func keyrefsResolveAsTheModelSays() {
        let table = KeywordTable(values: ["cloud": "IBM Cloud", "a-b": "AB", "é": "E", "e\u{301}x": "EX"])
        let pieces = [
            "{", "}", "{{", "}}", "site.data.keyword.", "cloud", "a-b", "é", " ", "\t", "x", "e\u{301}",
            "{{site.data.keyword.cloud}}",
        ]
        for text in Self.texts(from: pieces, count: 800, maxPieces: 8) {
            #expect(table.resolve(text) == referenceResolve(text, table), "\(text)")
        }
        #expect(
            table.resolve("Use {{site.data.keyword.cloud}} and {{ site.data.keyword.a-b }}.") == "Use IBM Cloud and AB."
        )
        #expect(table.resolve("{{site.data.keyword.é}} {{site.data.keyword.e\u{301}x}}") == "E EX")
        #expect(table.resolve("{{site.data.keyword.unknown}}") == "{{site.data.keyword.unknown}}")
        // As Liquid pairs them: a keyref inside another variable is part of it; a variable ends with its line.
        #expect(table.resolve("{{ a {{site.data.keyword.cloud}} b") == "{{ a {{site.data.keyword.cloud}} b")
        #expect(table.resolve("{{ a\n{{site.data.keyword.cloud}} {{b") == "{{ a\nIBM Cloud {{b")
        #expect(Self.key("site.data.keyword.a b") == nil)
        #expect(Self.key("site.data.keyword.") == nil)
        #expect(Self.key("site.data.keyword.x.y_z-1") == "x.y_z-1")
        // Liquid filters: a valid keyref, its key known, but left as written, since docrun applies no filter.
        let filtered = "{{ site.data.keyword.cloud | downcase }}"
        #expect(table.resolve(filtered) == filtered)
        let filteredKey = { (text: String) in ByteSearch.withBytes(of: text) { Keyref.filteredKey(of: $0) } }
        #expect(filteredKey(" site.data.keyword.cloud | downcase | replace: \"a|b\", \"c\" ") == "cloud")
        #expect(filteredKey("site.data.keyword.cloud |") == nil)
        #expect(filteredKey("site.data.keyword.cloud") == nil)
    }

    @Test(
        arguments: [
            ("For Linux:", [Platform.linux]), ("Pour Windows :", [.windows]),

            ("**For macOS and Linux**", [.linux, .macos]),
            ("Install the CLI on Linux, then log in.", []), ("On Linux, install the CLI.", [.linux]),
            ("Linux", [.linux]),
            ("Run the command that installs the CLI on Linux", []), ("Para Mac OS X:", [.macos]),
            ("Pour Linu\u{301}x :", []), (String(repeating: "a", count: 59) + "e\u{301} Linux", []),
            // Windows's shells name Windows.
            ("In PowerShell:", [.windows]), ("In a command prompt (`cmd.exe`):", [.windows]),
            ("Check it with PowerShell:", [.windows]), ("Dans l'invite de commandes Windows :", [.windows]),
            ("No prompt de comando:", [.windows]), ("In the console, open the page.", []),
            // Named anywhere in the first sentence, a Windows shell is where the command runs.
            ("Run the command in a PowerShell window that you opened as an administrator", [.windows]),
            ("Open PowerShell as an administrator and run:", [.windows]),
            ("Ouvrez PowerShell en tant qu'administrateur et exécutez :", [.windows]),
            ("Add the --cmd and --arg options to your app create command:", []),
            ("Run the installer. Windows users can also use PowerShell.", []),
            ("Run this in a terminal, not in PowerShell:", []),
            // `cmd.exe` is one name: its period ends no sentence.
            ("Start a new session of the command interpreter cmd.exe as an administrator and run:", [.windows]),
            ("Démarrez une session de l'interpréteur CMD.EXE en tant qu'administrateur et exécutez :", [.windows]),
            ("Start a new session of the command interpreter Cmd.exe as an administrator and run:", [.windows]),
            ("Run the installer from a terminal. Windows users can also start it from cmd.exe.", []),
            ("Run this in a terminal on your workstation, not in cmd.exe:", []),
            // A sub-step's letter is no word of the clause.
            ("a. For Mac and Linux, run the following command:", [.linux, .macos]),
            ("b) For Windows 10 Pro, run the following command as an administrator:", [.windows]),
            ("a. Install the CLI on Linux, then log in.", []),
            // A clause that denies names no system the step is for.
            ("If you are not using Windows, make the binary executable.", []), ("Except on Windows, run:", []),
            ("For non-Windows systems:", []), ("Unless you use Windows, run:", []),
            ("Si vous n'utilisez pas Windows :", []), ("Sauf sous Windows :", []), ("Exceto no Windows:", []),
            ("Windows isn't supported. Run it on Linux.", []),
        ] as [(String, [Platform])])
    func platformsAreReadFromTheOpeningClause(text: String, expected: [Platform]) {
        #expect(StepDraft.platforms(of: text) == expected)
    }

    /// A heading scopes its section's steps as a step's clause does, or by the systems that end it after a word that
    /// scopes; a heading that only names a system ("Windows worker nodes") scopes nothing.
    @Test(
        arguments: [
            ("Installing the CLI on Windows", [Platform.windows]), ("Windows", [.windows]),
            ("Troubleshooting on macOS (routing and VPN)", [.macos]), ("Dépannage sous macOS", [.macos]),
            ("Instalação no Linux e no macOS", [.linux, .macos]),
            ("Setting up the CLI on Linux or Mac OS X", [.linux, .macos]),
            ("Adding Windows worker nodes to the cluster", []), ("Support for Windows nodes", []),
            ("Installing on non-Windows systems", []), ("Deploying to Windows", []), ("Installing the CLI", []),
            ("Windows, Linux, and macOS", [.linux, .macos, .windows]), ("Command prompt", []),
            ("Using PowerShell", [.windows]), ("Pour Windows :", [.windows]),
            // Who uses the systems, in the three languages.
            ("For Windows users", [.windows]), ("Pour les utilisateurs de Windows", [.windows]),
            ("Pour les utilisateurs de macOS et Linux", [.linux, .macos]), ("Para usuários do Windows", [.windows]),
            ("Para os usuários do macOS", [.macos]), ("Sous Windows", [.windows]), ("No macOS", [.macos]),
            ("Pour les nœuds worker Windows", []), ("Para usuários do Windows sem acesso", []),
            ("Users of Windows Server clusters", []),
        ] as [(String, [Platform])])
    func headingsScopeTheirSections(title: String, expected: [Platform]) {
        #expect(StepDraft.platforms(ofHeading: title) == expected)
    }

    /// A step whose every command is in a Windows shell's fence is Windows's, whatever the language of its words; one
    /// with a bash command too, or whose words name systems, keeps what they say.
    @Test func windowsShellFencesScopeTheirStep() throws {
        func fence(_ info: String, _ command: String) -> String {
            "   ```\(info)\n   \(command)\n   ```\n   {: pre}\n\n"
        }
        let page =
            "1. Download the tool.\n\n" + fence("powershell", "Invoke-WebRequest -Uri $url")
            + "2. Ajoutez-le au chemin.\n\n" + fence("CMD", "setx PATH \"%PATH%;C:\\tool\"")
            + "3. Verifique a versão.\n\n" + fence("ps1", "tool --version") + fence("bash", "tool --version")
            + "4. For Linux and Windows:\n\n" + fence("pwsh", "tool --help")
            + "5. Check it.\n\n" + fence("", "tool --version")
        let runbook = try DialectReadingTests.read(page)
        #expect(runbook.steps.map(\.platforms) == [[.windows], [.windows], [], [.linux, .windows], []])
    }

    /// A command written after a Windows shell's prompt (`PS C:\>`, `C:\Users\me>`) is for Windows too: the step is
    /// skipped on Linux, not run as `PS`; another prompt (`$ `, `me@host:~$ `) says nothing of the system.
    @Test(arguments: [
        ("PS C:\\> Get-Item x", [Platform.windows]), ("  C:\\Users\\me> dir /b", [.windows]),
        ("PS C:\\tools> .\\tool.exe --version", [.windows]), ("$ echo hi", []), ("me@host:~$ make", []),
        ("PS> Get-Item x", [.windows]), ("~/app$ make", []), ("PS aux", []), ("C: drive", []),
    ])
    func windowsPromptsScopeTheirStep(command: String, platforms: [Platform]) throws {
        let runbook = try DialectReadingTests.read("1. Check it.\n\n   ```\n   \(command)\n   ```\n   {: pre}\n")
        #expect(runbook.steps.map(\.platforms) == [platforms])
    }

    /// A heading's systems scope the steps of its section and of the sections under it, numbered or not, unless a
    /// step's own words name others; the next heading of its level ends the scope.
    @Test func headingsScopeTheStepsUnderThem() throws {
        let page = """
            # Install
            ## Installing on Windows
            ```
            iex (New-Object Net.WebClient).DownloadString($url)
            ```
            {: pre}

            ### Check the installation
            1. Check the version.

               ```
               tool --version
               ```
               {: pre}

            2. For Linux, check the path.

               ```
               which tool
               ```
               {: pre}

            ## Using the tool
            ```
            tool run
            ```
            {: pre}
            """
        let runbook = try DialectReadingTests.read(page)
        #expect(runbook.steps.map(\.platforms) == [[.windows], [.windows], [.linux], []])
    }

    /// Columns count Unicode scalars, as every column docrun reports.
    @Test(
        arguments: [
            ("été #id here", "#id", 5), ("\u{212A}elvin #Kx", "#Kx", 8), ("é;x", ";x", 2), ("no match é", "#id", nil),
            ("e\u{301}#id", "#id", 3), ("#id", "#id", 1), ("\u{212A}x", "Kx", nil),
        ] as [(String, String, Int?)])
    func columnsCountScalars(line: String, needle: String, column: Int?) {
        #expect(ByteSearch.firstOffset(of: needle, in: line).map(LineColumns(line[...]).column(atOffset:)) == column)
    }

    @Test(
        arguments: [
            ("<table>", "<table", true), ("x<tabl\u{E9}", "<table", false), ("x<table\u{301}", "<table", true),
            ("<TABLE>", "<table", false), ("é<table>x", "<table", true), ("</table>é", "</table>", true),
            ("</tablé>", "</table>", false), ("\u{FF1C}table", "<table", false),
        ] as [(String, String, Bool)])
    func tagsAreFoundAsBytes(text: String, needle: String, found: Bool) {
        #expect(ByteSearch.contains(text, needle) == found)
    }

    /// A long needle (a link's text, from the page) is searched in linear time; it finds what the search of short
    /// ones finds: the first place, from `start`, on texts of few letters where near misses are many.
    @Test func longNeedlesAreFoundWhereShortOnesWouldBe() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...200, using: &generator)).map { _ in UInt8.random(in: 97...99) }
            let needle = (0..<Int.random(in: 1...40, using: &generator)).map { _ in UInt8.random(in: 97...98) }
            let start = Int.random(in: 0...max(0, text.count), using: &generator)
            let expected = text.indices.dropFirst(start).first { text[$0...].starts(with: needle) }
            let found = text.withUnsafeBufferPointer { text in
                needle.withUnsafeBufferPointer { ByteSearch.linearOffset(of: $0, in: text, from: start) }
            }
            #expect(found == expected, "\(needle) in \(text) from \(start)")
        }
        // Half a million letters, and a needle that almost matches at each: memchr and memcmp took seconds.
        let text = [UInt8](repeating: 97, count: 500_000)
        let needle = String(repeating: "a", count: 100_000) + "b"
        #expect(ByteSearch.firstOffset(of: needle, in: String(decoding: text, as: UTF8.self)) == nil)
    }

    /// docrun's one trim (`Substring.trimming`) takes off what Foundation's `trimmingCharacters(in:)`, which it replaced
    /// everywhere, takes off: every space, tab and line break of Unicode, and nothing else (a zero width no-break space,
    /// a control, a combining accent, a letter outside the first plane), on either side and in any order.
    @Test func trimmingTakesOffWhatFoundationDoes() {
        let edges = [
            " ", "\t", "\n", "\r", "\u{B}", "\u{C}", "\u{1C}", "\u{85}", "\u{A0}", "\u{1680}", "\u{180E}", "\u{2000}",
            "\u{200A}", "\u{200B}", "\u{2028}", "\u{2029}", "\u{202F}", "\u{205F}", "\u{3000}", "\u{FEFF}", "\u{301}",
            "x",
            "é", "😀",
        ]
        for outer in edges {
            for inner in edges {
                let text = outer + inner + "a b" + inner + outer
                let cases: [(Substring, CharacterSet)] = [
                    (text[...].trimming(\.isSpaceOrTab), .whitespaces),
                    (text[...].trimming(\.isSpaceOrNewline), .whitespacesAndNewlines),
                ]
                for (trimmed, set) in cases {
                    let foundation = text.trimmingCharacters(in: set)
                    #expect(
                        Array(trimmed.unicodeScalars) == Array(foundation.unicodeScalars),
                        "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
                }
            }
        }
    }

    @Test(
        arguments: [
            ("The value is optional.", false), ("Cette valeur est facultative.", false), ("O valor é opcional", false),
            ("This value is required", true), ("O valor é obrigatório.", true), ("A value.", nil),
            ("The value is optional and this value is required", false), ("O VALOR É OBRIGATÓRIO", true),
            ("Cette VALEUR EST FACULTATIVE.", false), ("É OBRIGATÓRIO.", true),
            // A sentence's description ends without its mark: "Replace <a> with the tag. <a> is optional."
            ("the tag. <a> is optional", false), ("la balise. <a> est facultatif", false),
            // The parenthesis that ends it, a requirement word alone or between commas.
            ("The zone (optional).", false), ("The zone (string, optional).", false),
            ("A zona (texto, obrigatório)", true),
            ("The zone (see the list).", nil),
            // Said of every value at once, a word in the plural.
            ("the zone (both optional)", false), ("la zone (toutes deux obligatoires)", true),
            ("a zona (ambas opcionais)", false), ("The zone (not optional).", nil),
            // Said of several values, or with another word for optional.
            ("<a> and <b> are optional", false), ("<x> est optionnelle.", false),
            ("Ces valeurs sont facultatives.", false),
            ("Estes valores são opcionais.", false),
            // A requirement word alone as the last sentence.
            ("The ID of the group. Required.", true), ("Le groupe. Facultatif.", false), ("O grupo. *Opcional*", false),
            ("Use version 1.0", nil), ("The group. It is required by the service.", nil),
        ] as [(String, Bool?)])
    func requirementStatementsAreFound(description: String, required: Bool?) {
        #expect(DocTable.statedRequirement(description) == required)
    }

    @Test(arguments: [
        ("api_key", ["api", "key"]), ("apiKey", ["api", "key"]), ("API-KEY.v2", ["api", "key", "v"]),
        ("token2", ["token"]), ("x.2", ["x", "2"]),
        ("myPassword", ["my", "password"]), ("motDePasse", ["mot", "de", "passe"]), ("senhaÉ", ["senha", "é"]),
        ("__x__", ["x"]), ("", []), ("clé_secrète3", ["clé", "secrète"]), ("ÉtatDuJeton", ["état", "du", "jeton"]),
        ("123", ["123"]), ("chave de API", ["chave", "de", "api"]),
    ])
    func nameWordsSplitAtSeparatorsAndCaseChanges(name: String, words: [String]) {
        #expect(SecretNames.nameWords(name) == words)
    }

    @Test(arguments: [
        ("Your API key.", ["your", "api", "key", ""]),
        ("La clé d'accès {{site.data.keyword.x}} du", ["la", "clé", "d", "accès", "du"]),
        ("O token (JWT)", ["o", "token", "", "jwt", ""]), ("", []), ("LA CLÉ D'ACCÈS", ["la", "clé", "d", "accès"]),
        (
            "one two three four five six seven eight nine ten eleven",
            ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
        ),
    ])
    func phraseWordsAreTheDescriptionsFirstWords(description: String, words: [String]) {
        #expect(SecretNames.phraseWords(description) == words)
    }

    @Test func pathsNameTheirLanguage() {
        let paths: [(path: String, language: Language?)] = [
            ("docs/fr/page.md", .fr), ("page.pt-br.md", .pt), ("a//FR//b.md", .fr), ("x/en/y/page.fr.md", .fr),
            ("a.b.md", nil), ("pt/x.md", .pt), ("docs/PT_BR/a.md", .pt), ("en", nil), ("..fr..md.", nil),
            ("fr.x.md", nil), ("/work/shared/corpus/StreamingAnalytics/en/c_beta_tooling.md", .en), ("", nil),
            ("\u{212A}r/x.md", nil), ("fr\u{301}/x.md", nil), ("docs/Fr-CA/x.md", .fr), ("é/en_us/x.md", .en),
            ("pt-br/../en/x.md", .en), ("fr/./x.md", .fr), ("fr/../x.md", nil),
        ]
        for (path, language) in paths {
            #expect(LanguageDetector.fromPath(path) == language, "\(path)")
        }
    }

    /// A page of a few words is English, the default: "a", "do" and "e" are Portuguese words, but also step texts of
    /// a letter and English words.
    @Test(arguments: [
        ("# Set up\n\n## Do\n\n1. Create a bucket.\n", Language.en), ("1. a\n2. b\n3. e\n4. d\n", .en),
        ("1. Instale o plug-in com a CLI.\n2. Aguarde a conclusão do processo.\n", .pt),
        ("1. Créez le compartiment et la clé de la base.\n", .fr),
    ])
    func fewWordsAreEnglish(text: String, language: Language) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(LanguageDetector.language(path: "", frontMatter: [:], lines: lines) == language)
    }

    /// A prose word keeps the accents written as combining marks and its letters on both sides of a tag; tags, link
    /// targets and attribute lists are no words.
    @Test func proseWordsAreLettersOutsideMarkup() {
        let line: Substring = "Vous e\u{301}tes l'admin<b>istrateur</b> [ici](https://a.example/do) {: #pour} 3e"
        #expect(
            LanguageDetector.proseWords(line) == ["Vous", "e\u{301}tes", "l'administrateur", "ici", "e"])
    }
}
