import RunbookKit
import ShellSyntax

/// A translation's command compared with the English command it stands for: the same, older (the English command
/// changed since), or damaged by translation.
///
/// Both are aligned word by word (`Word`) and each stretch where they differ is judged on its own, as
/// `translation-command-changed`'s details say: a stretch inside quotes on both sides is text a reader may write in
/// their language.
enum CommandComparison {
    /// What translation did to a command: the translation's words where they differ and the English words there.
    struct Damage: Sendable, Equatable {
        enum Kind: Sendable, Equatable {
            /// Blanks put into (or taken out of) words.
            case spaces
            case letterCase
            case punctuation
            /// Words translated or replaced.
            case words
        }

        let kind: Kind
        let found: String
        let expected: String
        /// Whether the only words translated are in placeholder names (`<nom>`): the command still runs once its
        /// values are typed.
        let placeholdersOnly: Bool
    }

    enum Outcome: Sendable, Equatable {
        case same
        /// The English command changed since: from its byte `differsAt`, where the first words that differ are (or
        /// where words are missing from it).
        case older(differsAt: Int)
        case damaged(Damage)
    }

    /// A shell word, quotes kept inside, or an operator, as the lexer reads them (`ShellScript.tokens`).
    ///
    /// So `<file` and `< file` are the same words. A placeholder the scanner reads (`<nom_clé>`, `<noeud final>`) is
    /// part of a word: its `<` is no redirection.
    struct Word: Sendable, Equatable {
        let text: String
        /// Where it is in the command's UTF-8 bytes.
        let range: Range<Int>
        /// Whether every byte but its quotes is quoted.
        let isQuoted: Bool
        let placeholderWords: Set<String>
        /// The word without its placeholders: what stays when their names are translated.
        let bare: String

        /// Whether it is text a reader may write in their language: quoted, and a phrase (a blank inside) or a word
        /// without the punctuation of code (`'.status.url'`, `"LOG_LEVEL=debug"`, `'/v1/keys'` are code a translation
        /// keeps).
        var isReaderText: Bool {
            guard isQuoted else { return false }
            let inner = text.unicodeScalars.filter { $0 != "\"" && $0 != "'" }
            return inner.contains(" ") || !inner.contains { "._=/:${}[]@".unicodeScalars.contains($0) }
        }

        /// The word with each run of letters made one `a`: two words of the same shape differ only in their words.
        var shape: String {
            var out = ""
            var inLetters = false
            for scalar in text.unicodeScalars {
                let letter = scalar.properties.isAlphabetic
                if letter, !inLetters { out += "a" }
                if !letter { out.unicodeScalars.append(scalar) }
                inLetters = letter
            }
            return out
        }

        /// The lowercased runs of its letters, in order, camel case split (`myCosTrigger` → `my`, `cos`, `trigger`).
        var letterWords: [String] {
            var words: [String] = []
            TranslatedWords.forEachWord(in: text[...]) { word, _ in words.append(word) }
            return words
        }

        /// The words of `text`, read as a command.
        static func all(in text: String) -> [Word] { all(in: ShellScript(command: text)) }

        /// The shell's words and operators (`ShellScript.tokens`), in order.
        ///
        /// A word that holds a `$(…)` or backquotes stands as the words of the command inside and its own text around
        /// them (`--name=$(`, `cat`, `f`, `)`), so that what changed inside is compared word by word. The newlines
        /// that end commands are blanks here.
        static func all(in shell: ShellScript) -> [Word] {
            let bytes = shell.bytes
            var inPlaceholder = [Bool](repeating: false, count: bytes.count)
            for occurrence in shell.placeholders {
                inPlaceholder.replaceSubrange(
                    occurrence.offset..<(occurrence.offset + occurrence.length),
                    with: repeatElement(true, count: occurrence.length))
            }
            func isBlank(_ offset: Int) -> Bool {
                shell.quoting[offset] == .unquoted && bytes[offset].isOne(of: " \t\n")
            }
            var ranges: [Range<Int>] = []
            for token in shell.tokens {
                if token.kind == .control, bytes[token.range.lowerBound] == 0x0A { continue }
                // A token is added when it ends, after those of a `$(…)` or backquotes it holds: it stands as them and
                // the text of its own around them.
                var inner: [Range<Int>] = []
                while let last = ranges.last, last.lowerBound >= token.range.lowerBound {
                    inner.insert(ranges.removeLast(), at: 0)
                }
                var start = token.range.lowerBound
                for range in inner + [token.range.upperBound..<token.range.upperBound] {
                    // The text between two inner words, without the blanks that part them.
                    var piece = start..<range.lowerBound
                    while let first = piece.first, isBlank(first) { piece = piece.dropFirst() }
                    while let last = piece.last, isBlank(last) { piece = piece.dropLast() }
                    if !piece.isEmpty { ranges.append(piece) }
                    if !range.isEmpty { ranges.append(range) }
                    start = range.upperBound
                }
            }
            return ranges.map { range in
                var names = Set<String>()
                for occurrence in shell.placeholders where range.contains(occurrence.offset) {
                    TranslatedWords.addWords(in: occurrence.name[...], to: &names)
                }
                return Word(
                    text: shell.text(range), range: range,
                    isQuoted: shell.quoting[range].allSatisfy { $0 != .unquoted }, placeholderWords: names,
                    bare: String(decoding: range.filter { !inPlaceholder[$0] }.map { bytes[$0] }, as: UTF8.self))
            }
        }
    }

    /// Compares `translation` with `english`, both normalised (`PageOutline.normalise`), whose words (`Word.all`) are
    /// `words`: the caller has read them already; `evidence` is read if need be.
    static func compare(
        _ english: String, _ translation: String, words: (english: [Word], translation: [Word]),
        evidence: @autoclosure () -> TranslatedWords.Evidence
    ) -> Outcome {
        let (left, right) = words
        func text(_ command: String, _ words: [Word]) -> String {
            guard let first = words.first, let last = words.last else { return command }
            return String(decoding: Array(command.utf8)[first.range.lowerBound..<last.range.upperBound], as: UTF8.self)
        }
        var outcome = Outcome.same
        for stretch in Alignment.align(left.map(\.text), right.map(\.text), same: ==) {
            guard case .gap(let gapLeft, let gapRight) = stretch else { continue }
            let (before, after) = (Array(left[gapLeft]), Array(right[gapRight]))
            if let (kind, placeholdersOnly, shown) = damage(before, after, evidence: evidence()) {
                // Words put in or left out are shown with the whole commands around them; words translated from the
                // first to the last damaged, without the reader's text around them.
                let whole = before.isEmpty || after.isEmpty
                let (found, expected) = shown.map { (Array(after[$0]), Array(before[$0])) } ?? (after, before)
                return .damaged(
                    Damage(
                        kind: kind, found: text(translation, whole ? [] : found),
                        expected: text(english, whole ? [] : expected), placeholdersOnly: placeholdersOnly))
            }
            if outcome == .same, before.isEmpty || after.isEmpty || !(before + after).allSatisfy(\.isReaderText) {
                let start =
                    before.first?.range.lowerBound
                    ?? (gapLeft.lowerBound < left.count
                        ? left[gapLeft.lowerBound].range.lowerBound : english.utf8.count)
                outcome = .older(differsAt: start)
            }
        }
        return outcome
    }

    /// How translation damaged one stretch where the words differ, whether only placeholder names, and, when the two
    /// sides have as many words, the positions from the first damaged word to the last (nil: the whole stretch); nil
    /// when the stretch is older, not damaged.
    private static func damage(_ before: [Word], _ after: [Word], evidence: @autoclosure () -> TranslatedWords.Evidence)
        -> (Damage.Kind, Bool, ClosedRange<Int>?)?
    {
        let joinedBefore = before.map(\.text).joined()
        let joinedAfter = after.map(\.text).joined()
        if !joinedBefore.isEmpty, joinedBefore == joinedAfter { return (.spaces, false, nil) }
        if !joinedBefore.isEmpty, joinedBefore.lowercased() == joinedAfter.lowercased() {
            return (.letterCase, false, nil)
        }
        // The same letters and digits, other characters changed (`1,5` for `1.5`, `’x’` for `'x'`, `« <x> »` for
        // `"<x>"`): the command no longer runs as written, unless that is in quotes on both sides, a reader's text.
        if !(before + after).allSatisfy(\.isQuoted),
            case let kept = joinedBefore.unicodeScalars.filter(isLetterOrDigit),
            !kept.isEmpty, kept.elementsEqual(joinedAfter.unicodeScalars.filter(isLetterOrDigit))
        {
            return (.punctuation, before.map(\.bare).joined() == after.map(\.bare).joined(), nil)
        }
        var translated: [Bool] = []
        var shown: ClosedRange<Int>?
        if before.count == after.count {
            for (index, (word, english)) in zip(after, before).enumerated() where word.text != english.text {
                let found: [Bool]
                if !word.isQuoted {
                    found = replaced(english, by: word, evidence: evidence())
                } else if !word.placeholderWords.isEmpty, word.bare == english.bare {
                    // Quoted, the text around a placeholder may be the reader's, but not its name: what changed is
                    // only the names (`"<nom_service>"` for `"<service_name>"`), so their translated words count.
                    found = replaced(english, by: word, evidence: evidence()).filter { $0 }
                } else {
                    continue
                }
                if !found.isEmpty { shown = (shown?.lowerBound ?? index)...index }
                translated += found
            }
        } else {
            for word in after where !word.isQuoted {
                let parts = word.letterWords.filter { $0.count >= 2 }
                let found = parts.filter { evidence().isTranslated($0) }
                // An option put in (`--no-region`) is a change of the command, unless all its words look translated:
                // `no` is a Portuguese word and an English one.
                if word.text.hasPrefix("-"), found.count < parts.count { continue }
                translated += found.map(word.placeholderWords.contains)
            }
        }
        return translated.isEmpty ? nil : (.words, translated.allSatisfy { $0 }, shown)
    }

    /// The translated words of `word`, which stands where the English command has `english`, each as whether it is
    /// in a placeholder name.
    ///
    /// In a name of several words of the same shape (`text_to_fala` for `text_to_speech`), a word is translated when
    /// the English page does not have it, or when it is the one word replaced in a name of three or more
    /// (`parameters-language-classifier` for `natural-language-classifier`); elsewhere, when it looks translated.
    private static func replaced(
        _ english: Word, by word: Word, evidence: @autoclosure () -> TranslatedWords.Evidence
    ) -> [Bool] {
        let parts = word.letterWords
        guard word.shape == english.shape else {
            return parts.filter { $0.count >= 2 && evidence().isTranslated($0) }.map(word.placeholderWords.contains)
        }
        let originals = english.letterWords
        // Word for word when the two have as many; else the words the English one does not have.
        let differing =
            parts.count == originals.count
            ? zip(parts, originals).filter { $0 != $1 }.map(\.0) : parts.filter { !originals.contains($0) }
        // A name of one word replaced by another is as likely renamed since as translated: only its look tells.
        guard parts.count >= 2 else {
            return differing.filter { evidence().isTranslated($0) }.map(word.placeholderWords.contains)
        }
        let compound = parts.count == originals.count && differing.count == 1 && parts.count >= 3
        return differing.filter { compound || !evidence().english.contains($0) }.map(word.placeholderWords.contains)
    }

    private static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }
}

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
                "passe", "valeur", "clé", "cle", "identifiant", "projet", "espace", "grappe", "utilisateur",
                "nouveau", "nouvelle", "exemple", "répertoire", "repertoire", "dossier",
            ]
        case .pt:
            names = [
                "meu", "minha", "meus", "minhas", "seu", "sua", "nome", "arquivo", "caminho", "senha", "valor", "chave",
                "projeto", "espaço", "espaco", "usuário", "usuario", "novo", "nova", "exemplo", "diretório",
                "diretorio", "pasta",
            ]
        }
        return names.union(Vocabulary.stopWords[language, default: []].filter { $0.count >= 2 })
    }

    /// The words of placeholder names and of the unquoted parts of the command's words, each with the offset of the
    /// placeholder or part it is from, in order.
    static func candidates(in text: ShellScript) -> [(word: String, offset: Int)] {
        var found: [(String, Int)] = []
        var placeholderBytes = Set<Int>()
        for occurrence in text.placeholders {
            for word in words(in: Substring(occurrence.name)).sorted() { found.append((word, occurrence.offset)) }
            placeholderBytes.formUnion(occurrence.offset..<(occurrence.offset + occurrence.length))
        }
        for word in CommandComparison.Word.all(in: text) {
            let unquoted = word.range.split { text.quoting[$0] != .unquoted || placeholderBytes.contains($0) }
            for part in unquoted {
                let written = text.text(part.startIndex..<part.endIndex)
                for piece in words(in: written[...]).sorted() { found.append((piece, part.startIndex)) }
            }
        }
        return found.sorted { $0.1 < $1.1 }
    }

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
    /// Read from the text's UTF-8 buffer, an ASCII byte as it is and only the others decoded: every line of prose of
    /// both pages of a pair is read here, and stepping the scalar view cost several times as much. An ASCII word is
    /// lowercased byte by byte as it is made: `lowercased()`, which the others get, costs twenty times as much.
    static func forEachWord(in text: Substring, _ body: (String, Int) -> Void) {
        var text = text
        text.withUTF8 { bytes in
            // The word that ends at `index`: where it starts, its letters, and whether they are ASCII.
            var (start, letters, isASCII, previousLower) = (0, 0, true, false)
            var index = 0
            func flush() {
                if letters > 0 {
                    let word = UnsafeBufferPointer(rebasing: bytes[start..<index])
                    body(isASCII ? lowercasedASCII(word) : String(decoding: word, as: UTF8.self).lowercased(), letters)
                }
                (letters, isASCII) = (0, true)
            }
            while index < bytes.count {
                let (isLetter, isUpper, length): (Bool, Bool, Int)
                if bytes[index] < 0x80 {
                    (isLetter, isUpper, length) = (bytes[index].isASCIILetter, bytes[index] < UInt8(ascii: "a"), 1)
                } else {
                    var (scalars, decoder) = (bytes[index...].makeIterator(), UTF8())
                    guard case .scalarValue(let scalar) = decoder.decode(&scalars) else { break }
                    isLetter = scalar.properties.isAlphabetic
                    (isUpper, length) = (isLetter && scalar.properties.isUppercase, UTF8.width(scalar))
                }
                guard isLetter else {
                    flush()
                    previousLower = false
                    index += length
                    continue
                }
                if previousLower, isUpper { flush() }
                if letters == 0 { start = index }
                letters += 1
                isASCII = isASCII && length == 1
                previousLower = !isUpper
                index += length
            }
            flush()
        }
    }

    /// `word`, ASCII letters, in lower case.
    private static func lowercasedASCII(_ word: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: word.count) { text in
            for (offset, byte) in word.enumerated() { text[offset] = byte.asciiLowercased }
            return word.count
        }
    }

    /// The words of the page outside its code (`code`): its code blocks, the lines that open them, and what its unclosed
    /// fences swallow.
    static func proseWords(_ source: PageSource, code: PageCode) -> Set<String> {
        var words = Set<String>()
        for (index, line) in source.lines.enumerated()
        where !code.lines.contains(index + 1) && !code.openings.contains(index + 1) {
            addWords(in: line, to: &words)
        }
        return words
    }

    /// What tells a translated word of a command in one pair: the words of the English page, and those of the
    /// translation's prose with the short words of its language.
    ///
    /// The prose's words are read the first time a word needs them (`prose`, which the pair's outline keeps): a word
    /// the English page has, or an accented one, or one of the language's short words, is told without them, and so
    /// are all the words of many pairs.
    struct Evidence {
        let english: Set<String>
        let frequent: Set<String>
        private let prose: () -> Set<String>

        init(english: Set<String>, prose: @escaping @autoclosure () -> Set<String>, language: Language) {
            self.english = english
            frequent = TranslatedWords.frequentWords(language)
            self.prose = prose
        }

        /// Whether `words` have a word of `word`'s stem (`Ciblez` for `cible`, `Liste` for `listar`).
        ///
        /// Four letters or more in common at the start, and at most two more in either. Asked for few words: the
        /// words are read each time rather than indexed for every pair.
        private static func hasStem(of word: String, in words: Set<String>) -> Bool {
            // In bytes: the words asked about are ASCII (`isTranslated` answers for the others).
            let count = word.utf8.count
            guard count >= 4 else { return false }
            return words.contains { other in
                let common = zip(word.utf8, other.utf8).prefix { $0 == $1 }.count
                return common >= 4 && count - common <= 2 && other.utf8.count - common <= 2
            }
        }

        /// Whether `word` looks translated: the English page does not have it, and it has accented letters or the
        /// translation's prose or the language's short words have it or a word of its stem; with `strong`, only
        /// accented letters or the language's short words count (a command with no English counterpart may be one the
        /// English page dropped, whose English words the translation's prose can share).
        func isTranslated(_ word: String, strong: Bool = false) -> Bool {
            guard !english.contains(word) else { return false }
            if word.unicodeScalars.contains(where: { !$0.isASCII }) { return true }
            if strong { return frequent.contains(word) }
            if frequent.contains(word) || Self.hasStem(of: word, in: frequent) { return true }
            let prose = prose()
            return prose.contains(word) || Self.hasStem(of: word, in: prose)
        }
    }
}
