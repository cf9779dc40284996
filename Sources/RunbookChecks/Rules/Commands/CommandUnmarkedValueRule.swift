import RunbookKit
import ShellSyntax

/// `command-unmarked-value`: a value to replace written in capitals (`ibmcloud target -r REGION_NAME`) or in braces
/// (`https://{instance_ID}.example.com`) rather than as a placeholder (`<region_name>`): docrun cannot ask for it, and
/// runs it as written.
///
/// A word of a command for bash, unquoted, in an argument's place, made of capitals and digits with an underscore
/// between two parts (`REGION_NAME`, `ACTION_1`); also such a part of a word, between `/`, `,`, `:`, `@` or after an
/// option's `=` (`--id=SECRET_ID`, `PACKAGE/ACTION_NAME`). Not: a variable (`$X`, `${X}`, `X=…`, a name after
/// `export`, `unset` and the like, or one the page's commands set), a quoted word, a redirection's target or a
/// here-document's delimiter, nor a command in usage notation (`command-usage-notation` reports that) or pasted output.
/// In braces: `{name}` of letters, digits, `_` and `-`, unquoted or in double quotes, not after `$` (`${x}`) nor
/// doubled (`{{x}}`), which bash leaves as written (brace expansion needs a `,` or `..`).
struct CommandUnmarkedValueRule: PageRule {
    static let description = RuleDescription(
        id: "command-unmarked-value", severity: .warning,
        rationale: """
            a value to replace written in capitals ('--region REGION_NAME') or in braces ('https://{instance_ID}.…') \
            looks the same as a literal to a reader who copies the command and to docrun, which runs it as written; \
            write it as a placeholder, '<region_name>', so that readers see what to change and docrun asks for it
            """)

    static let unmarked = Localized(
        en: "'{word}' looks like a value to replace, which docrun runs as written: write it as a placeholder, <{name}>",
        fr: "'{word}' semble être une valeur à remplacer, que docrun exécute telle quelle : écrivez-la en variable, "
            + "<{name}>",
        pt: "'{word}' parece ser um valor a substituir, que o docrun executa como está: escreva-o como variável, "
            + "<{name}>")

    static let braced = Localized(
        en: "'{name}' in braces looks like a value to replace, which docrun runs as written: write it as a "
            + "placeholder, <{name}>",
        fr: "'{name}' entre accolades semble être une valeur à remplacer, que docrun exécute telle quelle : "
            + "écrivez-la en variable, <{name}>",
        pt: "'{name}' entre chaves parece ser um valor a substituir, que o docrun executa como está: escreva-o "
            + "como variável, <{name}>")

    /// Commands whose arguments name variables (`export REGION_NAME`).
    static let variableCommands: Set<String> = [
        "export", "unset", "readonly", "declare", "local", "typeset", "printenv", "read",
    ]

    func check(_ page: CheckedPage, into findings: inout [Finding]) {
        let variables = Set(page.commands.flatMap { $0.command.sets })
        for read in page.commands where read.isForBash && read.notation == nil && read.pasted == nil {
            let script = read.command.script
            var namesVariables = false
            for token in script.tokens {
                guard case .word(let role) = token.kind else { continue }
                if role == .command { namesVariables = Self.variableCommands.contains(script.text(token.range)) }
                guard role == .argument, !namesVariables, script.quoting[token.range.lowerBound] == .unquoted,
                    let (offset, word) = Self.unmarkedValue(in: script, token.range), !variables.contains(word)
                else { continue }
                let location = CommandSnippet.location(of: read.command, offset: offset, in: page.source)
                findings.append(page.finding(at: location, Self.unmarked, ["word": word, "name": word.lowercased()]))
            }
            for (offset, name) in Self.bracedNames(in: script) {
                let location = CommandSnippet.location(of: read.command, offset: offset, in: page.source)
                findings.append(page.finding(at: location, Self.braced, ["name": name]))
            }
        }
    }

    /// Each `{name}` of `script` that bash leaves as written, unquoted or in double quotes, with its offset.
    static func bracedNames(in script: ShellScript) -> [(Int, String)] {
        let bytes = script.bytes
        var found: [(Int, String)] = []
        for open in bytes.indices where bytes[open] == UInt8(ascii: "{") {
            guard script.quoting[open] == .unquoted || script.quoting[open] == .doubleQuoted,
                open == 0 || (bytes[open - 1] != UInt8(ascii: "$") && bytes[open - 1] != UInt8(ascii: "{")),
                let first = bytes.dropFirst(open + 1).first, SourceText.isLetter(first)
            else { continue }
            let name = bytes[(open + 1)...].prefix {
                SourceText.isLetter($0) || ShellBytes.isDigit($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-")
            }
            guard name.endIndex < bytes.count, bytes[name.endIndex] == UInt8(ascii: "}"),
                name.endIndex + 1 == bytes.count || bytes[name.endIndex + 1] != UInt8(ascii: "}")
            else { continue }
            found.append((open, String(decoding: name, as: UTF8.self)))
        }
        return found
    }

    /// The first part of word `range` that is a value written in capitals, with its offset.
    static func unmarkedValue(in script: ShellScript, _ range: Range<Int>) -> (Int, String)? {
        var start = range.lowerBound
        // `--id=SECRET_ID`: the option's value.
        if script.bytes[start] == UInt8(ascii: "-"), let equals = script.bytes[range].firstIndex(of: UInt8(ascii: "="))
        {
            start = equals + 1
        }
        var part = start
        for index in start...range.upperBound {
            guard index == range.upperBound || "/,:@".utf8.contains(script.bytes[index]) else { continue }
            if isCapitalsName(script.bytes[part..<index]), script.quoting[part..<index].allSatisfy({ $0 == .unquoted }),
                part == start || script.bytes[part - 1] != UInt8(ascii: "$")
            {
                return (part, script.text(part..<index))
            }
            part = index + 1
        }
        return nil
    }

    /// `REGION_NAME`, `ACTION_1`: a capital, then capitals and digits in two parts or more joined by single `_`.
    static func isCapitalsName(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard let first = bytes.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"),
            bytes.last != UInt8(ascii: "_"), bytes.contains(UInt8(ascii: "_"))
        else { return false }
        var previous: UInt8 = 0
        for byte in bytes {
            let capitalOrDigit = (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || ShellBytes.isDigit(byte)
            guard capitalOrDigit || (byte == UInt8(ascii: "_") && previous != UInt8(ascii: "_")) else { return false }
            previous = byte
        }
        return true
    }
}
