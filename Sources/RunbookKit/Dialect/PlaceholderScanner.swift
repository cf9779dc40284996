import ShellSyntax

/// Finds `<name>` placeholders in a page's text: commands, example outputs, file contents, prose.
///
/// The grammar is the one `docs/dialect.md` gives (Placeholders): 1 to 64 letters, digits, single spaces, keyrefs,
/// `_ - . / @ : + ~ ,` and an apostrophe between two letters, starting with a letter, a digit, `_ . /` or a keyref. What only looks like one is not: `<<EOF` (but `i<<count>` is `i < <count>`), a generic
/// type (`List<String>`: a word of two letters or more right before `<`; `\t<x>` after an escape is a placeholder),
/// `#include <stdio.h>`, `a < b`, markup (`</td>`, `<br/>`, `<br>`, `<varname>` when the text closes it), and the
/// words tools print (`<none>`).
public enum PlaceholderScanner {
    /// Words kubectl and other tools print in angle brackets (`<none>`): no value to give, in a command or an output.
    public static let toolWords: Set<String> = ["none", "pending", "unknown", "invalid", "nil", "unset", "empty"]
    /// The longest of them: a longer name is looked up no further.
    private static let longestToolWord = toolWords.map(\.utf8.count).max()!

    /// Every placeholder in `text`, in order, without contexts (`ShellScript(command:)` gives a command's theirs).
    public static func occurrences(in text: String) -> [PlaceholderOccurrence] {
        guard ByteSearch.contains(text, byte: UInt8(ascii: "<")) else { return [] }
        var found: [PlaceholderOccurrence] = []
        var closed: Set<String>?
        var line = 1
        var column = 1
        var previous: Unicode.Scalar?
        // The word just before: its length in letters, digits and `_`, and whether a letter starts it after
        // anything but a backslash (`List` in `List<String>`, not the `t` of `\t<x>`).
        var word = (length: 0, isTypeName: false)
        var offset = 0
        let scalars = text.unicodeScalars
        for index in scalars.indices {
            let scalar = scalars[index]
            if scalar == "<", !(word.isTypeName && word.length >= 2), !Self.followsInclude(scalars[..<index]),
                let end = nameEnd(scalars, after: index),
                previous != "<" || followsOperator(scalars, before: index, end: end)
            {
                let name = String(scalars[scalars.index(after: index)..<end])
                let markup = markupElement(name).map { element in
                    closed = closed ?? closingTags(in: text)
                    return element.isMarkup || closed!.contains(element.name)
                }
                if markup != true, name.utf8.count > longestToolWord || !toolWords.contains(name) {
                    found.append(PlaceholderOccurrence(name: name, line: line, column: column, offset: offset))
                }
            }
            (line, column) = scalar == "\n" ? (line + 1, 1) : (line, column + 1)
            let isWord = scalar.isLetter || ("0"..."9").contains(scalar) || scalar == "_"
            let startsType = word.length == 0 ? scalar.isLetter && previous != "\\" : word.isTypeName
            word = isWord ? (word.length + 1, startsType) : (0, false)
            offset += UTF8.width(scalar)
            previous = scalar
        }
        return found
    }

    /// What two spellings of one value share, to match a placeholder with its documentation: letters and
    /// digits, lowercased, without a leading "your", "my", "votre", "seu"… (`<your account ID>`, `account_ID`,
    /// `Account-Id` and "account ID" share `accountid`).
    static func key(_ name: String) -> String {
        // One pass over the scalars, not words split and joined again: every placeholder and every documented name
        // is keyed.
        var key: [UInt8] = []
        var (words, firstWordLength, inWord) = (0, 0, false)
        for scalar in name.lowercased().unicodeScalars {
            let isPart = scalar.isLetterOrDigit
            if isPart, !inWord {
                words += 1
                if words == 2 { firstWordLength = key.count }
            }
            if isPart { UTF8.encode(scalar) { key.append($0) } }
            inWord = isPart
        }
        if words > 1, possessives.contains(String(decoding: key[..<firstWordLength], as: UTF8.self)) {
            return String(decoding: key[firstWordLength...], as: UTF8.self)
        }
        return String(decoding: key, as: UTF8.self)
    }

    private static let possessives: Set<String> = [
        "your", "my", "votre", "vos", "ton", "ta", "tes", "mon", "ma", "mes", "seu", "sua", "seus", "suas", "meu",
        "minha",
    ]

    /// What names the value `placeholder` of `command` stands for.
    ///
    /// That is the flag before it (`--region` in `--region <x>`, `--region=<x>`, `[-r <x>]`), or the parameter a flag
    /// names before it (`user` in `-p user <x>`, `--param minutes "<x>"`). Nil when the word before is neither.
    public static func flag(of placeholder: PlaceholderOccurrence, in command: String) -> String? {
        let utf8 = command.utf8
        let offset = placeholder.offset
        let open = utf8.index(utf8.startIndex, offsetBy: offset)
        // A placeholder that is only part of the argument (`--docker <user>/image`) is not what the flag names.
        let after = utf8.index(open, offsetBy: placeholder.length)
        if after < utf8.endIndex, !utf8[after].isOne(of: " \t\n\"'`)];|&\\") { return nil }
        // The words before, read back from the placeholder, at most 120 bytes of them.
        var before = utf8[utf8.index(open, offsetBy: -min(offset, 120))..<open].bytes[...]
        while let last = before.last, last.isOne(of: "\"'`([") { before.removeLast() }
        guard let last = before.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "=") else { return nil }
        let words = before.split { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\t") }
            .map { $0.drop { $0.isOne(of: "[(\"'`") } }
        guard let word = words.last else { return nil }
        let option = word.prefix { $0 != UInt8(ascii: "=") }
        if isFlag(option) { return String(decoding: option, as: UTF8.self) }
        let text = String(decoding: word, as: UTF8.self)
        if words.count >= 2, isFlag(words[words.count - 2]), last == UInt8(ascii: " "),
            text.unicodeScalars.allSatisfy({ $0.isLetterOrDigit || "_-.".unicodeScalars.contains($0) })
        {
            return text
        }
        return nil
    }

    /// Whether UTF-8 `word` is a flag, `-x…` or `--…`: a `-`, then a letter or a second `-` (the one test of a flag
    /// for the reader: commands, tables and terms).
    static func isFlag(_ word: some Collection<UInt8>) -> Bool {
        var bytes = word.makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let first) = decoder.decode(&bytes), first == "-",
            case .scalarValue(let second) = decoder.decode(&bytes)
        else { return false }
        return second == "-" || second.isLetter
    }

    /// Where the `>` closing a name that starts after `open` (a `<`) is, or nil when none does.
    private static func nameEnd(_ scalars: String.UnicodeScalarView, after open: String.Index) -> String.Index? {
        var index = scalars.index(after: open)
        // A keyref may start a name: the docs site shows the text it stands for (`<{{site.data.keyword.x}} name>`).
        guard index < scalars.endIndex, isFirst(scalars[index]) || keyrefEnd(scalars, at: index) != nil else {
            return nil
        }
        var length = 0
        var hasLetter = false
        var last: Unicode.Scalar = " "
        while index < scalars.endIndex, length <= 64 {
            let scalar = scalars[index]
            if scalar == ">" {
                guard hasLetter, last != " ", last != "-", last != "," else { return nil }
                return index
            }
            if scalar == "{", let keyref = keyrefEnd(scalars, at: index) {
                // A keyref inside the name: the docs site puts a product's name there.
                hasLetter = true
                last = "}"
                length += scalars[index..<keyref].count
                index = keyref
                continue
            }
            if scalar == "'" || scalar == "\u{2019}", last.isLetter {
                // An elision between two letters, as translations write names (`<nom d'utilisateur>`).
                let next = scalars.index(after: index)
                guard next < scalars.endIndex, scalars[next].isLetter else { return nil }
                last = scalar
                length += 1
                index = next
                continue
            }
            guard isInside(scalar), !(scalar == " " && last == " ") else { return nil }
            hasLetter = hasLetter || scalar.isLetter
            last = scalar
            length += 1
            index = scalars.index(after: index)
        }
        return nil
    }

    /// Just after the `}}` of a keyref (`{{site.data.keyword.x}}`) that starts at `index`, or nil.
    private static func keyrefEnd(_ scalars: String.UnicodeScalarView, at index: String.Index) -> String.Index? {
        let rest = scalars[index...].prefix(80)
        guard rest.starts(with: "{{".unicodeScalars) else { return nil }
        var inner = rest.dropFirst(2)
        while let scalar = inner.first, scalar != "}" {
            guard
                scalar.isLetter || ("0"..."9").contains(scalar) || "._-".unicodeScalars.contains(scalar)
            else { return nil }
            inner = inner.dropFirst()
        }
        guard inner.starts(with: "}}".unicodeScalars) else { return nil }
        return inner.index(inner.startIndex, offsetBy: 2)
    }

    /// Whether the `<` or `<<` before the placeholder whose `<` is at `open` and whose `>` is at `end` compares or
    /// shifts, rather than opening a here-document (`i<<count>` is `i < <count>`, `$((1<<<bits>))` a shift by
    /// `<bits>`): an operand is right before it, and nothing that could name a file follows the `>` (`cat<<EOF>out` is
    /// a here-document written to `out`).
    private static func followsOperator(
        _ scalars: String.UnicodeScalarView, before open: String.Index, end: String.Index
    )
        -> Bool
    {
        var operand = scalars.index(before: open)
        while operand > scalars.startIndex, scalars[operand] == "<" { operand = scalars.index(before: operand) }
        let after = scalars.index(after: end)
        let first = scalars[operand]
        return (first.isLetter || ("0"..."9").contains(first) || "_)]".unicodeScalars.contains(first))
            && (after == scalars.endIndex || " \t\n;)|&]}".unicodeScalars.contains(scalars[after]))
    }

    /// Whether the text before a `<` ends with `#include ` or `#import `: a C header, not a value.
    private static func followsInclude(_ before: Substring.UnicodeScalarView) -> Bool {
        let tail = String(before.suffix(12))
        return tail.hasSuffix("#include ") || tail.hasSuffix("#import ") || tail.hasSuffix("#include")
    }

    private static func isFirst(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isLetter || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "."
            || scalar == "/"
    }

    private static func isInside(_ scalar: Unicode.Scalar) -> Bool {
        isFirst(scalar) || (!scalar.isASCII && scalar.properties.generalCategory == .nonspacingMark)
            || " -@:+~,".unicodeScalars.contains(scalar)
    }

    /// The element of a name that may be an HTML or XML element's (`varname`, `/td`, `br/`, `/com.example.Type`).
    ///
    /// The element comes lowercased, with whether it is markup whatever else the text holds — a closing or self-closing
    /// tag, or an element without content. Nil for any other name.
    private static func markupElement(_ name: String) -> (name: String, isMarkup: Bool)? {
        var element = name.utf8[...]
        let closing = element.first == UInt8(ascii: "/")
        let selfClosing = element.last == UInt8(ascii: "/")
        if closing { element = element.dropFirst() }
        if selfClosing { element = element.dropLast() }
        guard let first = element.first, first.isASCIILetter, element.allSatisfy(isHTMLNameByte)
        else { return nil }
        let lowered = String(decoding: element, as: UTF8.self).lowercased()
        return (lowered, closing || selfClosing || ["br", "hr", "wbr", "img"].contains(lowered))
    }

    /// The elements `text` closes (`</varname>` → `varname`), lowercased.
    private static func closingTags(in text: String) -> Set<String> {
        Set(
            text.utf8.split(separator: UInt8(ascii: "<")).compactMap { piece in
                let name = piece.dropFirst().prefix(while: isHTMLNameByte)
                guard piece.first == UInt8(ascii: "/"), !name.isEmpty,
                    piece.dropFirst(name.count + 1).first == UInt8(ascii: ">")
                else { return nil }
                return String(decoding: name, as: UTF8.self).lowercased()
            })
    }
}

extension ShellScript {
    /// `text`, a page's command, read as bash, with the placeholders `PlaceholderScanner` finds in it (the one
    /// grammar of placeholders, in commands as in prose).
    public init(command text: String) {
        self.init(text, placeholders: PlaceholderScanner.occurrences(in: text))
    }
}
