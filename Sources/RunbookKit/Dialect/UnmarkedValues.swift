import ShellSyntax

/// Values to replace that a command does not write as placeholders, in capitals or in braces.
///
/// `ibmcloud target -r REGION_NAME`, `https://{instance_ID}.example.com`: run as written they fail, so docrun reads
/// them as placeholders named as written (`REGION_NAME`, `instance_ID`), and `command-unmarked-value` reports them.
///
/// A word of a command for bash, unquoted, in an argument's place, made of capitals and digits with an underscore
/// between two parts (`REGION_NAME`, `ACTION_1`); also such a part of a word, between `/`, `,`, `:`, `@` or after an
/// option's `=` (`--id=SECRET_ID`, `PACKAGE/ACTION_NAME`). Not: a variable (`$X`, `${X}`, `X=…`, a name after
/// `export`, `unset` and the like, after an option that names one, `-e NAME`, or one the page's commands set before),
/// a product's code (`B1_2X4X100`, `UBUNTU_20_64`), `grep`'s pattern, a quoted word, a redirection's target or a
/// here-document's delimiter, a part of a placeholder. In braces: `{name}` of letters, digits, `_` and `-`, unquoted
/// or in double quotes, not after `$` (`${x}`) nor doubled (`{{x}}`), which bash leaves as written (brace expansion
/// needs a `,` or `..`).
enum UnmarkedValues {
    /// Commands whose arguments name variables (`export REGION_NAME`).
    static let variableCommands: Set<String> = [
        "export", "unset", "readonly", "declare", "local", "typeset", "printenv", "read",
    ]

    /// Options whose value names a variable, not a value (`docker run -e IBMCLOUD_API_KEY` passes the variable of that
    /// name, `--env-rm LOG_LEVEL` removes one), or is a pattern (`grep -e`, `sed -e`).
    static let variableOptions: Set<String> = ["-e", "--env", "--env-rm", "--unset-env", "--unset"]

    /// Commands whose first argument that is no option is a pattern, not a value (`grep -c OUT_OF_MEMORY log`).
    static let patternCommands: Set<String> = ["grep", "egrep", "fgrep", "zgrep", "rg"]

    /// The unmarked values of `script`, in order, as placeholders; none named as one of `variables`.
    static func occurrences(in script: ShellScript, variables: Set<String>) -> [PlaceholderOccurrence] {
        var found: [(offset: Int, name: String, length: Int)] = []
        var namesVariables = false
        // The command's name, and the word before this one in its command (read as text only where a value is found).
        var command = ""
        var previous: Range<Int>?
        var patternPending = false
        for token in script.tokens {
            guard case .word(let role) = token.kind else {
                if token.kind == .control { (command, previous, namesVariables) = ("", nil, false) }
                continue
            }
            defer { previous = token.range }
            if role == .command {
                command = script.text(token.range)
                namesVariables = variableCommands.contains(command)
                patternPending = patternCommands.contains(command)
            }
            guard role == .argument else { continue }
            let isOption = script.bytes[token.range.lowerBound] == UInt8(ascii: "-")
            let isPattern = patternPending && !isOption
            if isPattern { patternPending = false }
            guard !namesVariables, !isPattern, script.quoting[token.range.lowerBound] == .unquoted,
                let (offset, word) = capitalsValue(in: script, token.range), !variables.contains(word)
            else { continue }
            let option = previous.map(script.text) ?? ""
            if variableOptions.contains(option) || (command == "env" && option == "-u") { continue }
            found.append((offset, word, word.utf8.count))
        }
        found += bracedNames(in: script).map { ($0, $1, $1.utf8.count + 2) }
        // Each once, in order, and none inside a placeholder (`<a,NAME_B>`: the placeholder's) or another: a word in
        // a backquote left open is read as the outer text's and as the substitution's. Both lists are walked once, in
        // order, as the text is for their positions: a command may hold tens of thousands of them.
        let marked = script.placeholders.map { $0.offset..<($0.offset + $0.length) }.sorted {
            $0.lowerBound < $1.lowerBound
        }
        var (next, end) = (0, 0)
        found = found.sorted { $0.offset < $1.offset }.filter { value in
            let range = value.offset..<(value.offset + value.length)
            while next < marked.count, marked[next].upperBound <= range.lowerBound { next += 1 }
            guard range.lowerBound >= end, next == marked.count || !marked[next].overlaps(range) else { return false }
            end = range.upperBound
            return true
        }
        var known = (offset: 0, line: 1, column: 1)
        return found.map { value in
            let position = script.position(of: value.offset, from: known)
            known = (value.offset, position.line, position.column)
            return PlaceholderOccurrence(
                name: value.name, line: position.line, column: position.column, offset: value.offset,
                length: value.length)
        }
    }

    /// Whether `text` may hold an unmarked value, a quick look for the reader (which reads the documentation of pages
    /// whose commands may hold placeholders).
    ///
    /// That is a `{` before a letter, not after `$` or `{`; or a `_` between two capitals or digits (`NAME_1`), in a
    /// word that does not start with `$`.
    static func mayHold(_ text: some Sequence<UInt8>) -> Bool {
        var (previous, beforeThat): (UInt8, UInt8) = (0, 0)
        var expanded = false
        for byte in text {
            if previous == UInt8(ascii: "{"), byte.isASCIILetter, beforeThat != UInt8(ascii: "$"),
                beforeThat != UInt8(ascii: "{")
            {
                return true
            }
            if previous == UInt8(ascii: "_"), byte.isASCIIUppercase || byte.isASCIIDigit,
                beforeThat.isASCIIUppercase || beforeThat.isASCIIDigit, !expanded
            {
                return true
            }
            // A name after `$` or `${` is a variable's, up to the end of the word.
            if byte == UInt8(ascii: "$") {
                expanded = true
            } else if !(byte.isASCIIUppercase || byte.isASCIIDigit || byte.isOne(of: "_{")) {
                expanded = false
            }
            (previous, beforeThat) = (byte, previous)
        }
        return false
    }

    /// Each `{name}` of `script` that bash leaves as written, unquoted or in double quotes, with its offset.
    private static func bracedNames(in script: ShellScript) -> [(Int, String)] {
        let bytes = script.bytes
        var found: [(Int, String)] = []
        for open in bytes.indices where bytes[open] == UInt8(ascii: "{") {
            guard script.quoting[open] == .unquoted || script.quoting[open] == .doubleQuoted,
                open == 0 || (bytes[open - 1] != UInt8(ascii: "$") && bytes[open - 1] != UInt8(ascii: "{")),
                let first = bytes.dropFirst(open + 1).first, first.isASCIILetter
            else { continue }
            let name = bytes[(open + 1)...].prefix {
                $0.isASCIIAlphanumeric || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-")
            }
            guard name.endIndex < bytes.count, bytes[name.endIndex] == UInt8(ascii: "}"),
                name.endIndex + 1 == bytes.count || bytes[name.endIndex + 1] != UInt8(ascii: "}")
            else { continue }
            // `exec {fd}>>log`: a word `{fd}` before a redirection is bash's descriptor named `fd`, set by bash.
            if script.quoting[open] == .unquoted, name.endIndex + 1 < bytes.count,
                bytes[name.endIndex + 1].isOne(of: "<>"), open == 0 || ShellBytes.endsWord(bytes[open - 1]),
                ShellBytes.isVariableName(name)
            {
                continue
            }
            found.append((open, String(decoding: name, as: UTF8.self)))
        }
        return found
    }

    /// The first part of word `range` that is a value written in capitals, with its offset.
    private static func capitalsValue(in script: ShellScript, _ range: Range<Int>) -> (Int, String)? {
        var start = range.lowerBound
        // `--id=SECRET_ID`: the option's value.
        if script.bytes[start] == UInt8(ascii: "-"), let equals = script.bytes[range].firstIndex(of: UInt8(ascii: "="))
        {
            start = equals + 1
        }
        var part = start
        for index in start...range.upperBound {
            guard index == range.upperBound || script.bytes[index].isOne(of: "/,:@") else { continue }
            // `NODE_NAME:.spec.nodeName` (kubectl's custom columns): a column's title before the field it shows.
            let isTitle =
                index + 1 < range.upperBound && script.bytes[index] == UInt8(ascii: ":")
                && script.bytes[index + 1] == UInt8(ascii: ".")
            if !isTitle, isCapitalsName(script.bytes[part..<index]),
                script.quoting[part..<index].allSatisfy({ $0 == .unquoted }),
                part == start || script.bytes[part - 1] != UInt8(ascii: "$")
            {
                return (part, script.text(part..<index))
            }
            part = index + 1
        }
        return nil
    }

    /// `REGION_NAME`, `ACTION_1`: a capital, then capitals and digits in two parts or more joined by single `_`,
    /// each part a word (a capital first) but the last, which may be a number.
    ///
    /// A part that starts with a digit otherwise makes a product's code, run as written: a flavor (`B1_2X4X100`), an
    /// image (`UBUNTU_20_64`).
    static func isCapitalsName(_ bytes: some Collection<UInt8>) -> Bool {
        guard let first = bytes.first, first.isASCIIUppercase,
            bytes.contains(UInt8(ascii: "_"))
        else { return false }
        var previous: UInt8 = 0
        // Whether the part read so far starts with a digit, and holds a capital.
        var (numbered, lettered) = (false, false)
        for byte in bytes {
            let capitalOrDigit = byte.isASCIIUppercase || byte.isASCIIDigit
            guard capitalOrDigit || (byte == UInt8(ascii: "_") && previous != UInt8(ascii: "_")) else { return false }
            if byte == UInt8(ascii: "_") {
                if numbered { return false }
                (numbered, lettered) = (false, false)
            } else if previous == UInt8(ascii: "_") {
                numbered = byte.isASCIIDigit
            }
            lettered = lettered || byte.isASCIIUppercase
            previous = byte
        }
        return previous != UInt8(ascii: "_") && !(numbered && lettered)
    }
}
