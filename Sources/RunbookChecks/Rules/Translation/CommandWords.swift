import RunbookKit
import ShellSyntax

/// A command cut into shell words for comparing a translation's command with its English one.
///
/// Words are runs between unquoted blanks, quotes kept inside them; each run of unquoted `<`, `>`, `|`, `&`, `;`,
/// `(`, `)` is a word of its own, so that `<file` and `< file` are the same words. A placeholder the scanner reads
/// (`<nom_clé>`, `<noeud final>`) is part of a word: its `<` is no redirection.
struct CommandWords {
    /// A shell word.
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
    }

    /// The command's text.
    let text: String
    /// Its words, in order.
    let words: [Word]

    init(_ text: String) {
        self.text = text
        let shell = ShellScript(command: text)
        let bytes = shell.bytes
        let spans = shell.placeholders.map { $0.offset..<($0.offset + $0.length) }
        // A placeholder is read as letters: its `<` and `>` are no redirections.
        var inPlaceholder = [Bool](repeating: false, count: bytes.count)
        for span in spans { for offset in span { inPlaceholder[offset] = true } }
        func kind(_ offset: Int) -> Int {
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
        var index = 0
        while index < bytes.count {
            let first = kind(index)
            guard first != 0 else {
                index += 1
                continue
            }
            var end = index + 1
            while end < bytes.count, kind(end) == first { end += 1 }
            let quoted = (index..<end).allSatisfy { shell.quoting[$0] != .unquoted }
            var names = Set<String>()
            for span in spans where span.lowerBound >= index && span.lowerBound < end {
                let name = String(decoding: bytes[(span.lowerBound + 1)..<(span.upperBound - 1)], as: UTF8.self)
                TranslatedWords.addWords(in: name[...], to: &names)
            }
            words.append(
                Word(
                    text: String(decoding: bytes[index..<end], as: UTF8.self), range: index..<end, isQuoted: quoted,
                    placeholderWords: names))
            index = end
        }
        self.words = words
    }

    /// The text from the start of `first` to the end of `last`.
    func text(from first: Word, to last: Word) -> String {
        let bytes = Array(text.utf8)
        return String(decoding: bytes[first.range.lowerBound..<last.range.upperBound], as: UTF8.self)
    }
}
