import RunbookKit

/// A translation's command compared with the English command it stands for: the same, older (the English command
/// changed since), or damaged by translation.
///
/// Both are cut into shell words (quotes kept inside words, operators words of their own) and aligned word by word;
/// each stretch where they differ is judged on its own. Spaces or punctuation put into an English word
/// (`--summary` → `-- summary`, `namespace1/repo:1` → `namespace1 /repo: 1`), or words the English page does not
/// have but the translation's prose does (`package refresh` → `Atualização do pacote`), are damage; a stretch inside
/// quotes on both sides is text a reader may write in their language; any other difference is an older command.
enum CommandComparison {
    /// What translation did to a command.
    struct Damage: Sendable, Equatable {
        /// How the command was damaged.
        enum Kind: Sendable, Equatable {
            /// Blanks put into (or taken out of) words.
            case spaces
            /// Letters made capitals or small.
            case letterCase
            /// Punctuation put into words.
            case punctuation
            /// Words translated or replaced.
            case words
        }

        let kind: Kind
        /// The translation's words where they differ.
        let found: String
        /// The English words there.
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

    /// Compares `translation` with `english`, both normalised (`PageOutline.normalise`).
    static func compare(_ english: String, _ translation: String, evidence: TranslatedWords.Evidence) -> Outcome {
        let left = CommandWords(english)
        let right = CommandWords(translation)
        var outcome = Outcome.same
        for stretch in Alignment.align(left.words.map(\.text), right.words.map(\.text), same: ==) {
            guard case .gap(let gapLeft, let gapRight) = stretch else { continue }
            let before = Array(left.words[gapLeft])
            let after = Array(right.words[gapRight])
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
                        kind: kind, found: right.text(from: firstAfter, to: lastAfter),
                        expected: left.text(from: firstBefore, to: lastBefore), placeholdersOnly: placeholdersOnly))
            }
            let quoted = !before.isEmpty && !after.isEmpty && (before + after).allSatisfy(\.isQuoted)
            if !quoted { outcome = .older }
        }
        return outcome
    }

    /// How translation damaged one stretch where the words differ, and whether only placeholder names; nil when
    /// the stretch is older, not damaged.
    private static func damage(
        _ before: [CommandWords.Word], _ after: [CommandWords.Word], evidence: TranslatedWords.Evidence
    ) -> (Damage.Kind, Bool)? {
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
        guard !translated.isEmpty else { return nil }
        return (.words, translated.allSatisfy { $0 })
    }

    /// The translated words of `word`, which stands where the English command has `english`, each as whether it is
    /// in a placeholder name.
    ///
    /// In a name of several words of the same shape (`text_to_fala` for `text_to_speech`), a word is translated when
    /// the English page does not have it, or when it is the one word replaced in a name of three or more
    /// (`parameters-language-classifier` for `natural-language-classifier`); elsewhere, when it looks translated.
    private static func replaced(
        _ english: CommandWords.Word, by word: CommandWords.Word, evidence: TranslatedWords.Evidence
    ) -> [Bool] {
        let parts = word.letterWords
        guard word.shape == english.shape else {
            return parts.filter { $0.count >= 2 && evidence.isTranslated($0) }.map {
                word.placeholderWords.contains($0)
            }
        }
        let originals = english.letterWords
        // Word for word when the two have as many; else the words the English one does not have.
        let differing =
            parts.count == originals.count
            ? zip(parts, originals).filter { $0 != $1 }.map(\.0) : parts.filter { !originals.contains($0) }
        // A name of one word replaced by another is as likely renamed since as translated: only its look tells.
        guard parts.count >= 2 else {
            return differing.filter { evidence.isTranslated($0) }.map { word.placeholderWords.contains($0) }
        }
        let compound = parts.count == originals.count && differing.count == 1 && parts.count >= 3
        return differing.filter { compound || !evidence.english.contains($0) }.map {
            word.placeholderWords.contains($0)
        }
    }

    /// Whether `after` is `before` with punctuation put in, and nothing else.
    private static func onlyPunctuationAdded(_ before: [UInt8], _ after: [UInt8]) -> Bool {
        guard after.count > before.count else { return false }
        var index = 0
        for byte in after {
            if index < before.count, before[index] == byte {
                index += 1
            } else if !isPunctuation(byte) {
                return false
            }
        }
        return index == before.count
    }

    private static func isPunctuation(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "!"),
            UInt8(ascii: "?"), UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "-"), UInt8(ascii: "/"):
            true
        default: false
        }
    }
}
