import RunbookKit
import ShellSyntax

/// A translation's command compared with the English command it stands for: the same, older (the English command
/// changed since), or damaged by translation.
///
/// Both are cut into shell words (`Word`) and aligned word by word; each stretch where they differ is judged on its
/// own. Spaces or punctuation put into an English word (`--summary` → `-- summary`, `namespace1/repo:1` →
/// `namespace1 /repo: 1`), or words the English page does not have but the translation's prose does
/// (`package refresh` → `Atualização do pacote`), are damage; a stretch inside quotes on both sides is text a reader
/// may write in their language; any other difference is an older command.
enum CommandComparison {
    /// What translation did to a command: the translation's words where they differ and the English words there.
    struct Damage: Sendable, Equatable {
        enum Kind: Sendable, Equatable {
            /// Blanks put into (or taken out of) words.
            case spaces
            case letterCase
            /// Punctuation put into words.
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

    /// How a translation's command compares with its English one.
    enum Outcome: Sendable, Equatable {
        case same
        case older
        case damaged(Damage)
    }

    /// A shell word: a run between unquoted blanks, quotes kept inside, or a run of unquoted `<>|&;()`.
    ///
    /// So `<file` and `< file` are the same words. A placeholder the scanner reads (`<nom_clé>`, `<noeud final>`) is
    /// part of a word: its `<` is no redirection.
    struct Word: Sendable, Equatable {
        let text: String
        /// Where it is in the command's UTF-8 bytes.
        let range: Range<Int>
        /// Whether every byte but its quotes is quoted.
        let isQuoted: Bool
        /// The words of the placeholder names in it.
        let placeholderWords: Set<String>

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

        /// The words of `text`.
        static func all(in text: String) -> [Word] {
            let shell = ShellScript(command: text)
            let bytes = shell.bytes
            let spans = shell.placeholders.map { $0.offset..<($0.offset + $0.length) }
            var inPlaceholder = [Bool](repeating: false, count: bytes.count)
            for span in spans { inPlaceholder.replaceSubrange(span, with: repeatElement(true, count: span.count)) }
            // 0: a blank, 1: an operator, 2: anything else (quoted, or in a placeholder, is anything else).
            let kinds = bytes.indices.map { offset in
                guard shell.quoting[offset] == .unquoted, !inPlaceholder[offset] else { return 2 }
                switch bytes[offset] {
                case 0x20, 0x09, 0x0A: return 0
                case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "|"), UInt8(ascii: "&"), UInt8(ascii: ";"),
                    UInt8(ascii: "("), UInt8(ascii: ")"):
                    return 1
                default: return 2
                }
            }
            var words: [Word] = []
            var start = 0
            while start < bytes.count {
                let end = kinds[start...].firstIndex { $0 != kinds[start] } ?? bytes.count
                defer { start = end }
                guard kinds[start] != 0 else { continue }
                var names = Set<String>()
                for span in spans where (start..<end).contains(span.lowerBound) {
                    let name = String(decoding: bytes[(span.lowerBound + 1)..<(span.upperBound - 1)], as: UTF8.self)
                    TranslatedWords.addWords(in: name[...], to: &names)
                }
                words.append(
                    Word(
                        text: String(decoding: bytes[start..<end], as: UTF8.self), range: start..<end,
                        isQuoted: shell.quoting[start..<end].allSatisfy { $0 != .unquoted }, placeholderWords: names))
            }
            return words
        }
    }

    /// Compares `translation` with `english`, both normalised (`PageOutline.normalise`).
    static func compare(_ english: String, _ translation: String, evidence: TranslatedWords.Evidence) -> Outcome {
        let left = Word.all(in: english)
        let right = Word.all(in: translation)
        /// The text of a command from the start of its word `first` to the end of `last`.
        func text(_ command: String, _ first: Word, _ last: Word) -> String {
            String(decoding: Array(command.utf8)[first.range.lowerBound..<last.range.upperBound], as: UTF8.self)
        }
        var outcome = Outcome.same
        for stretch in Alignment.align(left.map(\.text), right.map(\.text), same: ==) {
            guard case .gap(let gapLeft, let gapRight) = stretch else { continue }
            let (before, after) = (Array(left[gapLeft]), Array(right[gapRight]))
            if let (kind, placeholdersOnly) = damage(before, after, evidence: evidence) {
                // Words put in or left out are shown with the whole commands around them.
                guard let firstBefore = before.first, let lastBefore = before.last, let firstAfter = after.first,
                    let lastAfter = after.last
                else {
                    return .damaged(
                        Damage(kind: kind, found: translation, expected: english, placeholdersOnly: placeholdersOnly))
                }
                return .damaged(
                    Damage(
                        kind: kind, found: text(translation, firstAfter, lastAfter),
                        expected: text(english, firstBefore, lastBefore), placeholdersOnly: placeholdersOnly))
            }
            if before.isEmpty || after.isEmpty || !(before + after).allSatisfy(\.isQuoted) { outcome = .older }
        }
        return outcome
    }

    /// How translation damaged one stretch where the words differ, and whether only placeholder names; nil when
    /// the stretch is older, not damaged.
    private static func damage(_ before: [Word], _ after: [Word], evidence: TranslatedWords.Evidence)
        -> (Damage.Kind, Bool)?
    {
        let joinedBefore = before.map(\.text).joined()
        let joinedAfter = after.map(\.text).joined()
        if !joinedBefore.isEmpty, joinedBefore == joinedAfter { return (.spaces, false) }
        if !joinedBefore.isEmpty, joinedBefore.lowercased() == joinedAfter.lowercased() { return (.letterCase, false) }
        if !joinedAfter.isEmpty, onlyPunctuationAdded(Array(joinedBefore.utf8), Array(joinedAfter.utf8)) {
            return (.punctuation, false)
        }
        var translated: [Bool] = []
        if before.count == after.count {
            for (word, english) in zip(after, before) where word.text != english.text && !word.isQuoted {
                translated += replaced(english, by: word, evidence: evidence)
            }
        } else {
            for word in after where !word.isQuoted {
                for part in word.letterWords where part.count >= 2 && evidence.isTranslated(part) {
                    translated.append(word.placeholderWords.contains(part))
                }
            }
        }
        return translated.isEmpty ? nil : (.words, translated.allSatisfy { $0 })
    }

    /// The translated words of `word`, which stands where the English command has `english`, each as whether it is
    /// in a placeholder name.
    ///
    /// In a name of several words of the same shape (`text_to_fala` for `text_to_speech`), a word is translated when
    /// the English page does not have it, or when it is the one word replaced in a name of three or more
    /// (`parameters-language-classifier` for `natural-language-classifier`); elsewhere, when it looks translated.
    private static func replaced(_ english: Word, by word: Word, evidence: TranslatedWords.Evidence) -> [Bool] {
        let parts = word.letterWords
        guard word.shape == english.shape else {
            return parts.filter { $0.count >= 2 && evidence.isTranslated($0) }.map(word.placeholderWords.contains)
        }
        let originals = english.letterWords
        // Word for word when the two have as many; else the words the English one does not have.
        let differing =
            parts.count == originals.count
            ? zip(parts, originals).filter { $0 != $1 }.map(\.0) : parts.filter { !originals.contains($0) }
        // A name of one word replaced by another is as likely renamed since as translated: only its look tells.
        guard parts.count >= 2 else {
            return differing.filter { evidence.isTranslated($0) }.map(word.placeholderWords.contains)
        }
        let compound = parts.count == originals.count && differing.count == 1 && parts.count >= 3
        return differing.filter { compound || !evidence.english.contains($0) }.map(word.placeholderWords.contains)
    }

    /// Whether `after` is `before` with punctuation (`.,:;!?'"-/`) put in, and nothing else.
    private static func onlyPunctuationAdded(_ before: [UInt8], _ after: [UInt8]) -> Bool {
        guard after.count > before.count else { return false }
        var index = 0
        for byte in after {
            if index < before.count, before[index] == byte {
                index += 1
            } else if !".,:;!?'\"-/".utf8.contains(byte) {
                return false
            }
        }
        return index == before.count
    }
}
