/// Commands bash always parses: words of letters, digits and a few punctuation marks, none of them a reserved
/// word.
///
/// Most commands of a doc set are like `ibmcloud login --apikey _api_key_` (placeholders are plain words by then).
/// Without quotes, `$`, `\`, brackets, braces, redirections, `;`, `&` or `|`, each line is one simple command, and
/// only a reserved word (`fi`, `done`, `then`…) in a command position can make bash complain; a word after
/// assignments is in one too, so no word may be reserved. Such commands skip the round trip to bash; anything else
/// is parsed by bash as before.
enum PlainCommand {
    /// Whether bash parses `snippet` without a word of complaint, told without asking it.
    static func isPlain(_ snippet: String) -> Bool {
        var word: [UInt8] = []
        for byte in snippet.utf8 {
            if byte == newline || byte == space || byte == tab {
                if mayBeReserved(word), reserved.contains(word) { return false }
                word.removeAll(keepingCapacity: true)
                continue
            }
            guard isPlainByte(byte) else { return false }
            word.append(byte)
        }
        return !(mayBeReserved(word) && reserved.contains(word))
    }

    /// Whether `word` is short enough and starts with a letter that a reserved word starts with: most words are
    /// not, and are told so without hashing them.
    static func mayBeReserved(_ word: [UInt8]) -> Bool {
        guard word.count >= 2, word.count <= 8, let first = word.first else { return false }
        return switch first {
        case UInt8(ascii: "c"), UInt8(ascii: "d"), UInt8(ascii: "e"), UInt8(ascii: "f"), UInt8(ascii: "i"),
            UInt8(ascii: "s"), UInt8(ascii: "t"), UInt8(ascii: "u"), UInt8(ascii: "w"):
            true
        default: false
        }
    }

    private static let newline = UInt8(ascii: "\n")
    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")

    /// Bash's reserved words that can be written with plain bytes.
    static let reserved: Set<[UInt8]> = Set(
        [
            "case", "coproc", "do", "done", "elif", "else", "esac", "fi", "for", "function", "if", "in", "select",
            "then", "time", "until", "while",
        ].map { Array($0.utf8) })

    /// Letters, digits, space, tab and `_ - . / = : , @ % + #`: bytes that never open or close anything in bash.
    private static func isPlainByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "_"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: ":"),
            UInt8(ascii: ","), UInt8(ascii: "@"), UInt8(ascii: "%"), UInt8(ascii: "+"), UInt8(ascii: "#"):
            true
        default: false
        }
    }
}
