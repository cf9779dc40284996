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
        return names.union(Vocabulary.of(language).stopWords.filter { $0.count >= 2 })
    }

    /// The words of placeholder names and unquoted words, each with the offset of the word it is from, in order.
    static func candidates(in text: ShellScript) -> [(word: String, offset: Int)] {
        var found: [(String, Int)] = []
        var placeholderBytes = Set<Int>()
        for occurrence in text.placeholders {
            for word in words(in: Substring(occurrence.name)).sorted() { found.append((word, occurrence.offset)) }
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
                for part in words(in: word[...]).sorted() { found.append((part, begin)) }
                start = nil
            }
        }
        return found.sorted { $0.1 < $1.1 }
    }

    /// The words of `text`.
    static func words(in text: Substring) -> Set<String> {
        var words = Set<String>()
        addWords(in: text, to: &words)
        return words
    }

    /// Adds the words of `text` to `words` (a set made for each line of a page and then merged cost more).
    static func addWords(in text: Substring, to words: inout Set<String>) {
        forEachWord(in: text) { word, letters in
            if letters >= 2 { words.insert(word) }
        }
    }

    /// Calls `body` with each lowercased run of letters of `text` (camel case split: an upper-case letter after one
    /// that is not starts a word) and its number of letters, in order.
    ///
    /// Read from the text's UTF-8 buffer, a scalar decoded where a byte above ASCII starts one: every line of prose of
    /// both pages of a pair is read here, and stepping the scalar view cost several times as much.
    static func forEachWord(in text: Substring, _ body: (String, Int) -> Void) {
        var text = text
        text.withUTF8 { bytes in
            // The word's bytes, its ASCII letters lowered as they are added; `lowercased()` only for the others.
            var (word, letters, isASCII, previousLower) = ([UInt8](), 0, true, false)
            func flush() {
                if letters > 0 {
                    let text = String(decoding: word, as: UTF8.self)
                    body(isASCII ? text : text.lowercased(), letters)
                }
                (letters, isASCII) = (0, true)
                word.removeAll(keepingCapacity: true)
            }
            var index = 0
            while index < bytes.count {
                let (scalar, length) = SourceText.decode(bytes, at: index)
                defer { index += length }
                let isLetter = scalar.isASCII ? SourceText.isLetter(bytes[index]) : scalar.properties.isAlphabetic
                let isUpper =
                    scalar.isASCII ? bytes[index] < UInt8(ascii: "a") : isLetter && scalar.properties.isUppercase
                guard isLetter else {
                    flush()
                    previousLower = false
                    continue
                }
                if previousLower, isUpper { flush() }
                if scalar.isASCII {
                    word.append(bytes[index] | 0x20)
                } else {
                    word.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<(index + length)]))
                    isASCII = false
                }
                letters += 1
                previousLower = !isUpper
            }
            flush()
        }
    }

    /// The words of the page outside its code blocks, and outside what its unclosed fences swallow.
    static func proseWords(_ page: CheckedPage) -> Set<String> {
        var code = Set<Int>()
        for step in page.runbook.steps {
            let blocks =
                step.commands.map { ($0.line, $0.text) } + step.outputs.map { ($0.line, $0.text) }
                + step.files.map { ($0.line, $0.text) }
            for (line, text) in blocks { code.formUnion(line...(line + ByteSearch.newlineCount(text))) }
        }
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
            self.init(
                english: TranslatedWords.words(in: pair.original.source.text[...]),
                prose: TranslatedWords.proseWords(pair.translation), language: pair.translation.runbook.language)
        }

        /// Evidence from the English page's words and the translation's prose's, in `language`.
        init(english: Set<String>, prose: Set<String>, language: Language) {
            self.english = english
            frequent = TranslatedWords.frequentWords(language)
            self.prose = prose.union(frequent)
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
