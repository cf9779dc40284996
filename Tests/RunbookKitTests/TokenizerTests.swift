import Testing

@testable import RunbookKit

/// The byte-level `Tokenizer` must give exactly the tokens of the `Character` walk it replaced (kept here as the
/// reference), including where combining marks, CR LF and non-ASCII punctuation change what a `Character` is.
@Suite struct TokenizerTests {
    static let texts: [String] = [
        "Replace <api_key> with your API key.",
        "Remplacez <your_apikey> par votre clé d'API et <registry_url> par l'URL du registre.",
        "Substitua <a>, <b> e <c> pelos valores da sua conta; veja https://cloud.ibm.com/docs.",
        "l’URL <x> ou l'autre: fin.Été, a@b.c registry.ng ! ? ;",
        "e\u{301}tape <name\u{301}> <name>\u{301} <n>> <<n> <> < n> <n-1.x_y> 12,5 ٣ ² Ⅳ",
        "line\r\nbreak <x>\r\n.\r\nnext\u{85}and\u{A0}non-breaking\u{2003}em",
        ".\u{301} ;\u{301} '\u{301} word'\u{301}s <\u{301}x> 日本語の<名前>テキスト 🇫🇷 👩‍💻 <a>👍🏽",
        "\u{600}<x> \u{600}> tail. . .. ...end",
        "",
        "<",
        "a",
        ".",
        "é",
        "x.",
        "Replace the following values:",
    ]

    @Test(arguments: texts)
    func tokensMatchTheCharacterWalk(_ text: String) {
        let tokens = Tokenizer.tokens(text).map { Self.describe($0, in: text) }
        let expected = Self.referenceTokens(text)
        #expect(tokens == expected)
    }

    static func describe(_ token: Tokenizer.Token, in text: String) -> String {
        let slice = String(text[token.range])
        switch token {
        case .word(let word, _): return "word(\(word))[\(slice)]"
        case .placeholder(let name, _): return "placeholder(\(name))[\(slice)]"
        case .period: return "period[\(slice)]"
        case .other: return "other[\(slice)]"
        }
    }

    /// The tokenizer as it was, walking `Character`s.
    static func referenceTokens(_ text: String) -> [String] {
        var tokens: [String] = []
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character.isLetter || character.isNumber {
                let end = text[index...].firstIndex { !($0.isLetter || $0.isNumber || $0 == "'" || $0 == "’") }
                    ?? text.endIndex
                tokens.append("word(\(text[index..<end]))[\(text[index..<end])]")
                index = end
            } else if character == "<", let close = text[index...].firstIndex(of: ">"),
                PlaceholderScanner.isName(text[text.index(after: index)..<close])
            {
                let end = text.index(after: close)
                tokens.append("placeholder(\(text[text.index(after: index)..<close]))[\(text[index..<end])]")
                index = end
            } else if character == "." || character == ";" || character == "!" || character == "?" {
                let end = text.index(after: index)
                if character == ".", end < text.endIndex, !text[end].isWhitespace {
                    tokens.append("other[\(text[index..<end])]")
                } else {
                    tokens.append("period[\(text[index..<end])]")
                }
                index = end
            } else {
                let end = text.index(after: index)
                if !character.isWhitespace { tokens.append("other[\(text[index..<end])]") }
                index = end
            }
        }
        return tokens
    }
}
