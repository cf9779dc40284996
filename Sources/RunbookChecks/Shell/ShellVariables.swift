/// The shell variables a command expands and those it sets, read from its `ShellText`.
///
/// Sets are assignments (`NAME=`, `export NAME=`, `NAME+=`, `NAME[i]=`), loop variables (`for NAME in`,
/// `select NAME`), and the names given to `read`, `mapfile`, `readarray`, `getopts` and `printf -v`. A command that
/// runs `source`, `.` or `eval` may set anything: `mayDefineAnything` says so.
struct ShellVariables: Sendable, Equatable {
    /// One expansion: the name and the byte offset of its `$`.
    struct Use: Sendable, Equatable {
        let name: String
        let offset: Int
    }

    /// Expansions outside single quotes, comments and quoted here-documents, in order.
    let uses: [Use]
    /// Names the command sets.
    let sets: Set<String>
    /// Whether the command sources a file or evaluates a string.
    let mayDefineAnything: Bool

    /// Reads `text`.
    init(_ text: ShellText) {
        uses = Self.expansions(text)
        let words = Self.words(text)
        var sets = Set<String>()
        var mayDefineAnything = false
        var previous: Word = []
        var index = 0
        while index < words.count {
            let word = words[index]
            if let name = Self.assignedName(word) { sets.insert(name) }
            let isCommandPosition = index == 0 || previous.isEmpty || Self.isOperator(previous)
            if isCommandPosition {
                switch String(decoding: word, as: UTF8.self) {
                case "for", "select":
                    if index + 1 < words.count { sets.insert(String(decoding: words[index + 1], as: UTF8.self)) }
                case "read", "mapfile", "readarray", "getopts", "printf":
                    sets.formUnion(Self.namesAfter(words, index))
                case "source", ".", "eval":
                    mayDefineAnything = true
                default:
                    break
                }
            }
            previous = word
            index += 1
        }
        self.sets = sets.filter { Self.isName($0.utf8) }
        self.mayDefineAnything = mayDefineAnything
    }

    private static func expansions(_ text: ShellText) -> [Use] {
        let bytes = text.bytes
        var uses: [Use] = []
        for offset in bytes.indices where bytes[offset] == UInt8(ascii: "$") {
            switch text.contexts[offset] {
            case .plain, .doubleQuoted, .hereDocument: break
            default: continue
            }
            var start = offset + 1
            if start < bytes.count, bytes[start] == UInt8(ascii: "{") {
                start += 1
                if start < bytes.count, bytes[start] == UInt8(ascii: "#") || bytes[start] == UInt8(ascii: "!") {
                    start += 1
                }
            }
            guard start < bytes.count, isNameStart(bytes[start]) else { continue }
            var end = start + 1
            while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
            uses.append(Use(name: String(decoding: bytes[start..<end], as: UTF8.self), offset: offset))
        }
        return uses
    }

    /// A word's bytes, a slice of one array holding every word of the command.
    private typealias Word = ArraySlice<UInt8>

    /// Unquoted words and operators in order, quotes kept; words of comments and here-documents left out.
    ///
    /// The words are slices of one array their bytes are copied into a run at a time, when a separator or a
    /// left-out byte ends the run (an array for each word, filled a byte at a time, cost more than the rule).
    private static func words(_ text: ShellText) -> [Word] {
        let bytes = text.bytes
        let contexts = text.contexts
        // Each byte of the command is copied once at most, so the array never grows.
        var storage: [UInt8] = []
        storage.reserveCapacity(bytes.count)
        // Sized at once for a word every four bytes (a space and a short word): grown from empty, the array was
        // copied several times for each command.
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(bytes.count / 4 + 8)
        // Where the word being read starts in `storage`, and the first byte of the command not yet copied.
        var wordStart = 0
        var runStart = 0
        for offset in bytes.indices {
            let context = contexts[offset]
            if context == .comment || context == .hereDocument || context == .literalHereDocument {
                if runStart < offset { storage += bytes[runStart..<offset] }
                runStart = offset + 1
                continue
            }
            let byte = bytes[offset]
            guard context == .plain, ShellText.isSeparator(byte) else { continue }
            if runStart < offset { storage += bytes[runStart..<offset] }
            runStart = offset + 1
            if storage.count > wordStart { ranges.append(wordStart..<storage.count) }
            if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") {
                storage.append(byte)
                ranges.append((storage.count - 1)..<storage.count)
            }
            wordStart = storage.count
        }
        if runStart < bytes.count { storage += bytes[runStart...] }
        if storage.count > wordStart { ranges.append(wordStart..<storage.count) }
        return ranges.map { storage[$0] }
    }

    /// `NAME=…`, `NAME+=…`, `NAME[…]=…` → NAME.
    private static func assignedName(_ word: Word) -> String? {
        guard let first = word.first, isNameStart(first) else { return nil }
        var end = word.startIndex + 1
        while end < word.endIndex, isNameByte(word[end]) { end += 1 }
        guard end < word.endIndex else { return nil }
        let rest = word[end...]
        if rest.first == UInt8(ascii: "=") || rest.starts(with: "+=".utf8)
            || (rest.first == UInt8(ascii: "[") && rest.contains(UInt8(ascii: "=")))
        {
            return String(decoding: word[..<end], as: UTF8.self)
        }
        return nil
    }

    /// The names given to `read`, `mapfile`, `readarray`, `getopts` or `printf` at `index`.
    private static func namesAfter(_ words: [Word], _ index: Int) -> [String] {
        let builtin = String(decoding: words[index], as: UTF8.self)
        let optionsWithValue: Set<UInt8> = Set((builtin == "read" ? "dinNptu" : "dnOsuCc").utf8)
        var named: [String] = []
        var plain: [String] = []
        var cursor = index + 1
        while cursor < words.count, !isOperator(words[cursor]) {
            let word = words[cursor]
            if word.first == UInt8(ascii: "-"), word.count == 2 {
                let option = word[word.startIndex + 1]
                let takesName = option == UInt8(ascii: "v") || (builtin == "read" && option == UInt8(ascii: "a"))
                if takesName, cursor + 1 < words.count {
                    named.append(String(decoding: words[cursor + 1], as: UTF8.self))
                }
                if takesName || optionsWithValue.contains(option) { cursor += 1 }
            } else {
                plain.append(String(decoding: word, as: UTF8.self))
            }
            cursor += 1
        }
        switch builtin {
        case "read": return named + plain
        case "getopts": return named + plain.dropFirst().prefix(1)
        case "printf": return named
        default: return named + plain.suffix(1)
        }
    }

    private static func isOperator(_ word: Word) -> Bool {
        word.count == 1 && ShellText.isSeparator(word[word.startIndex])
    }

    static func isName(_ bytes: String.UTF8View) -> Bool {
        guard let first = bytes.first, isNameStart(first) else { return false }
        return bytes.allSatisfy(isNameByte)
    }

    /// Whether `byte` may start a shell variable's name: a letter or `_`.
    static func isNameStart(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A || byte == UInt8(ascii: "_")
    }

    /// Whether `byte` may be in a shell variable's name: a letter, a digit or `_`.
    static func isNameByte(_ byte: UInt8) -> Bool { isNameStart(byte) || (byte >= 0x30 && byte <= 0x39) }
}
