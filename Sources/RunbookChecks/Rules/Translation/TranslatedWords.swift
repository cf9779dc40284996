import RunbookKit
import ShellSyntax

/// The words the translation rules tell translated words by: a page's words, its prose's, and the short words of each
/// language that translated names are made of.
///
/// A word is a lowercased run of two letters or more, camel case split (`créerMonFichier` → `créer`, `mon`,
/// `fichier`).
enum TranslatedWords {
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
        return names.union(Vocabulary.stopWords[language, default: []].filter { $0.count >= 2 })
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
    static func addWords(in text: Substring, to words: inout Set<String>) {
        forEachWord(in: text) { word, letters in
            if letters >= 2 { words.insert(word) }
        }
    }

    /// Calls `body` with each lowercased run of letters of `text` (camel case split: an upper-case letter after one
    /// that is not starts a word) and its number of letters, in order: the words of prose and of command words alike.
    ///
    /// Read from the text's UTF-8 bytes, a scalar decoded where a byte above ASCII starts one and its bytes copied as
    /// they are: stepping the scalar view checked each index, over every line of prose of both pages of a pair.
    static func forEachWord(in text: Substring, _ body: (String, Int) -> Void) {
        var text = text
        text.withUTF8 { forEachWord(in: $0, body) }
    }

    private static func forEachWord(in bytes: UnsafeBufferPointer<UInt8>, _ body: (String, Int) -> Void) {
        var current: [UInt8] = []
        var letters = 0
        var isASCII = true
        var previousLower = false
        func flush() {
            if letters > 0 {
                let word = String(decoding: current, as: UTF8.self)
                body(isASCII ? word : word.lowercased(), letters)
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
                let (scalar, size) = SourceText.decode(bytes, at: index)
                length = size
                isLetter = scalar.properties.isAlphabetic
                isUpper = isLetter && scalar.properties.isUppercase
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

    static func sortedWords(in text: Substring) -> [String] {
        words(in: text).sorted()
    }

    /// The words of the page outside its code blocks.
    static func proseWords(_ page: CheckedPage) -> Set<String> {
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
        // What an unclosed fence swallows is code too, though no step holds it.
        for swallowed in page.swallowedCode {
            code.formUnion(swallowed.fenceLine...(swallowed.fenceLine + 1 + ByteSearch.newlineCount(swallowed.text)))
        }
        var words = Set<String>()
        for (index, line) in page.source.lines.enumerated() where !code.contains(index + 1) {
            addWords(in: line, to: &words)
        }
        return words
    }

    /// What tells a translated word of a command in one pair: the words of the English page, and those of the
    /// translation's prose with the short words of its language.
    struct Evidence: Sendable {
        let english: Set<String>
        let prose: Set<String>
        let frequent: Set<String>

        init(_ pair: TranslationPair) {
            english = TranslatedWords.words(in: pair.original.source.text[...])
            frequent = TranslatedWords.frequentWords(pair.translation.runbook.language)
            prose = TranslatedWords.proseWords(pair.translation).union(frequent)
        }

        /// Evidence from the English page's text and the translation's prose, in `language`.
        init(english: String, prose: String, language: Language) {
            self.english = TranslatedWords.words(in: english[...])
            frequent = TranslatedWords.frequentWords(language)
            self.prose = TranslatedWords.words(in: prose[...]).union(frequent)
        }

        /// Whether `word` looks translated: the English page does not have it, and it has accented letters or the
        /// translation's prose has it; with `strong`, only accented letters or the language's short words count
        /// (a command with no English counterpart may be one the English page dropped, whose English words the
        /// translation's prose can share).
        func isTranslated(_ word: String, strong: Bool = false) -> Bool {
            guard !english.contains(word) else { return false }
            if word.unicodeScalars.contains(where: { !$0.isASCII }) { return true }
            return strong ? frequent.contains(word) : prose.contains(word)
        }
    }
}
