import RunbookKit
import ShellSyntax

/// `command-translated`: a command of a French or Portuguese page with words of that language, which the English
/// page does not have (`<nom_du_cluster>` for `<cluster_name>`).
///
/// A word counts when it is part of a placeholder name, or of an unquoted word, and appears nowhere in the English
/// page but in the translation's prose (outside code blocks), among the language's frequent words, or has accented
/// letters. Quoted strings are left
/// out: a translated `--description "Mon application"` is a value a reader may well write in their language.
/// Pages without an English page among those checked are skipped.
struct CommandTranslatedRule: SetRule {
    static let description = RuleDescription(
        id: "command-translated", severity: .warning,
        rationale: """
            commands and placeholder names are not translated: a reader of the translation must find the same names \
            as in the English documentation and in the tool's help
            """,
        triggering: [
            RuleExample(
                """
                # Créer une grappe
                {: #create}

                Remplacez `<nom_grappe>` par le nom de la grappe.

                ```sh
                ibmcloud ks cluster create --name ↓<nom_grappe>
                ```
                {: pre}
                """, path: "fr/create.md",
                companions: [
                    "en/create.md": """
                    # Create a cluster
                    {: #create}

                    Replace `<cluster_name>` with the name of the cluster.

                    ```sh
                    ibmcloud ks cluster create --name <cluster_name>
                    ```
                    {: pre}
                    """
                ])
        ],
        nonTriggering: [
            RuleExample(
                """
                # Criar um aplicativo
                {: #create}

                Substitua `<app_name>` pelo nome do aplicativo.

                ```sh
                ibmcloud ce app create --name <app_name> --env "DESCRICAO=meu aplicativo"
                ```
                {: pre}
                """, path: "pt/create.md",
                companions: [
                    "en/create.md": """
                    # Create an app
                    {: #create}

                    Replace `<app_name>` with the name of the app.

                    ```sh
                    ibmcloud ce app create --name <app_name> --env "DESCRIPTION=my app"
                    ```
                    {: pre}
                    """
                ])
        ])

    static let translated = Localized(
        en: "command has words that the English page does not have: {words}",
        fr: "la commande contient des mots que la page anglaise n'a pas : {words}",
        pt: "o comando tem palavras que a página em inglês não tem: {words}")

    func check(_ pages: [CheckedPage], into findings: inout [Finding]) {
        let pairs = TranslationPairing.pairs(pages)
        // Pairs are independent: they are compared on every thread of the check, their findings kept in order.
        let found = ParallelWork.map(count: pairs.count, threads: pages.first?.options.threads ?? 1) { index in
            Self.findings(pairs[index])
        }
        for pairFindings in found { findings += pairFindings }
    }

    /// What the rule finds in the translation of `pair`.
    private static func findings(_ pair: TranslationPair) -> [Finding] {
        var findings: [Finding] = []
        let page = pair.translation
        guard !page.runbook.steps.allSatisfy({ $0.commands.isEmpty }) else { return [] }
        let english = Self.words(in: pair.original.source.text[...])
        let prose = Self.proseWords(page).union(Self.frequentWords(page.runbook.language))
        for (_, command) in page.runbook.commands {
            let found = Self.candidates(in: command.script).filter { candidate in
                !english.contains(candidate.word)
                    && (prose.contains(candidate.word) || candidate.word.unicodeScalars.contains { !$0.isASCII })
            }
            guard let first = found.first else { continue }
            var seen = Set<String>()
            let words = found.compactMap { seen.insert($0.word).inserted ? "'\($0.word)'" : nil }
            let position = command.script.position(of: first.offset)
            let location = CommandSnippet.location(
                of: command, line: position.line, column: position.column, in: page.source)
            let message = Self.translated(page.messageLanguage, ["words": words.joined(separator: ", ")])
            findings.append(Finding(file: page.path, location: location, message: message))
        }
        return findings
    }

    /// Short words of each language that translated names are made of (`mon_app`, `nome_do_arquivo`), beside the
    /// vocabulary's stop words.
    static func frequentWords(_ language: Language) -> Set<String> {
        let names: Set<String>
        switch language {
        case .en: return []
        case .fr:
            names = [
                "mon", "ma", "mes", "ton", "ta", "son", "sa", "votre", "vos", "nom", "fichier", "chemin", "mot",
                "passe",
                "valeur", "clé", "cle", "identifiant", "projet", "espace", "grappe", "utilisateur", "nouveau",
                "nouvelle",
                "exemple", "répertoire", "repertoire", "dossier",
            ]
        case .pt:
            names = [
                "meu", "minha", "meus", "minhas", "seu", "sua", "nome", "arquivo", "caminho", "senha", "valor", "chave",
                "projeto", "espaço", "espaco", "usuário", "usuario", "novo", "nova", "exemplo", "diretório",
                "diretorio",
                "pasta",
            ]
        }
        return names.union(Vocabulary.of(language).stopWords.filter { $0.count >= 2 })
    }

    /// The lowercased words of placeholder names and unquoted words, each with the offset of the word it is from.
    static func candidates(in text: ShellScript) -> [(word: String, offset: Int)] {
        var found: [(String, Int)] = []
        var placeholderBytes = Set<Int>()
        for occurrence in text.placeholders {
            for word in sortedWords(in: Substring(occurrence.name)) { found.append((word, occurrence.offset)) }
            placeholderBytes.formUnion(occurrence.offset..<(occurrence.offset + occurrence.length))
        }
        var start: Int?
        for offset in 0...text.bytes.count {
            let inWord =
                offset < text.bytes.count && text.quoting[offset] == .unquoted
                && !placeholderBytes.contains(offset) && !ShellBytes.endsWord(text.bytes[offset])
            if inWord, start == nil { start = offset }
            if !inWord, let begin = start {
                let word = String(decoding: text.bytes[begin..<offset], as: UTF8.self)
                for part in sortedWords(in: word[...]) { found.append((part, begin)) }
                start = nil
            }
        }
        return found.sorted { $0.1 < $1.1 }
    }

    /// The lowercased runs of two letters or more in `text`, camel case split.
    static func words(in text: Substring) -> Set<String> {
        var words = Set<String>()
        addWords(in: text, to: &words)
        return words
    }

    /// Adds the words of `text`, as `words(in:)` finds them, to `words` (a set made for each line of a page and then
    /// merged cost more than the words).
    ///
    /// Read from the text's UTF-8 bytes, a scalar decoded where a byte above ASCII starts one and its bytes copied as
    /// they are: stepping the scalar view checked each index, over every line of prose of both pages of a pair.
    static func addWords(in text: Substring, to words: inout Set<String>) {
        var text = text
        text.withUTF8 { addWords(in: $0, to: &words) }
    }

    private static func addWords(in bytes: UnsafeBufferPointer<UInt8>, to words: inout Set<String>) {
        var current: [UInt8] = []
        var letters = 0
        var isASCII = true
        var previousLower = false
        func flush() {
            if letters >= 2 {
                let word = String(decoding: current, as: UTF8.self)
                words.insert(isASCII ? word : word.lowercased())
            }
            current.removeAll(keepingCapacity: true)
            letters = 0
            isASCII = true
        }
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            var isLetter: Bool
            var isUpper: Bool
            var length = 1
            if lead < 0x80 {
                isUpper = lead >= 0x41 && lead <= 0x5A
                isLetter = isUpper || (lead >= 0x61 && lead <= 0x7A)
            } else {
                // The text is valid UTF-8: the lead byte gives the length, each byte after it six bits.
                length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
                var value = UInt32(lead) & (0x7F >> length)
                for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
                let properties = Unicode.Scalar(value).map(\.properties)
                isLetter = properties?.isAlphabetic ?? false
                isUpper = isLetter && properties?.isUppercase == true
            }
            defer { index += length }
            guard isLetter else {
                if letters > 0 { flush() }
                previousLower = false
                continue
            }
            if previousLower, isUpper { flush() }
            if lead < 0x80 {
                current.append(lead | (isUpper ? 0x20 : 0))
            } else {
                current.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<(index + length)]))
                isASCII = false
            }
            letters += 1
            previousLower = !isUpper
        }
        flush()
    }

    private static func sortedWords(in text: Substring) -> [String] {
        words(in: text).sorted()
    }

    /// The words of the page outside its code blocks.
    private static func proseWords(_ page: CheckedPage) -> Set<String> {
        var code = Set<Int>()
        for step in page.runbook.steps {
            let blocks =
                step.commands.map { ($0.line, $0.text) } + step.outputs.map { ($0.line, $0.text) }
                + step.files.map { ($0.line, $0.text) }
            for (line, text) in blocks {
                let count = 1 + ByteSearch.newlineCount(text)
                code.formUnion(line..<(line + count))
            }
        }
        var words = Set<String>()
        for (index, line) in page.source.lines.enumerated() where !code.contains(index + 1) {
            addWords(in: line, to: &words)
        }
        return words
    }
}
